// The text translation's state without React: problems found on Translate, the overflow, clearing.
import { describe, expect, it } from 'vitest';
import { AUTO_DETECT, initialTextTranslation as initial, overBy, problemsOf, textTranslationReducer as reduce, translateBody } from './text-translation-state.ts';

describe('text translation state', () => {
  it('asks for text and a target, and refuses text past the limit', () => {
    expect(problemsOf(reduce(initial, { type: 'text', text: '  ' }), 10)).toEqual({ text: 'textRequired', target: 'targetRequired' });
    const long = reduce(reduce(initial, { type: 'text', text: 'Hello world' }), { type: 'target', target: 'esn' });
    expect(problemsOf(long, 10)).toEqual({ text: 'tooLong', target: undefined });
    expect(overBy(long.text, 10)).toBe(1);
    expect(overBy(long.text, undefined)).toBe(0);
  });

  it('forgets a field problem when that field changes, and clears text, result and problems', () => {
    let state = reduce(initial, { type: 'checked', problems: { text: 'textRequired', target: 'targetRequired' } });
    state = reduce(state, { type: 'target', target: 'cat' });
    expect(state.problems).toEqual({ text: 'textRequired', target: undefined });
    state = reduce(reduce(state, { type: 'text', text: 'Hi' }), { type: 'translated', result: { translatedText: 'Hola' } });
    expect(reduce(state, { type: 'clear' })).toMatchObject({ text: '', result: null, problems: {}, target: 'cat' });
  });

  it('sends no source for auto-detect', () => {
    const state = reduce(reduce(initial, { type: 'text', text: 'Hi' }), { type: 'target', target: 'esn' });
    expect(translateBody(state)).toEqual({ text: 'Hi', sourceLanguageCode: null, targetLanguageCode: 'esn' });
    expect(translateBody(reduce(state, { type: 'source', source: 'enu' })).sourceLanguageCode).toBe('enu');
    expect(reduce(state, { type: 'source', source: null }).source).toBe(AUTO_DETECT);
  });
});
