// Which edited media lines go stale: one rule, called by the media editor at each step and by the server when a
// transcript or a translation is saved.
import { describe, expect, it } from 'vitest';
import { isSpeechUnclear, isUnsureLine, staleAfterTranscriptEdit, staleAfterTranslationEdit } from './media-segment-rules.ts';

const transcript = [
  { id: 's1', text: 'Good morning' },
  { id: 's2', text: 'The clinic opens at nine' },
  { id: 's3', text: 'Thank you' },
];
const fresh = [
  { id: 's1', stale: false },
  { id: 's2', stale: false },
  { id: 's3', stale: false },
];

describe('staleAfterTranscriptEdit', () => {
  it('marks the line whose source text changed, and no other', () => {
    const after = transcript.map((s) => (s.id === 's2' ? { ...s, text: 'The clinic opens at ten' } : s));
    expect(staleAfterTranscriptEdit(transcript, after, fresh)).toEqual(new Set(['s2']));
  });

  it('marks both halves of a split: the first reads less, the second is new', () => {
    const after = [transcript[0]!, { id: 's2', text: 'The clinic opens' }, { id: 's4', text: 'at nine' }, transcript[2]!];
    expect(staleAfterTranscriptEdit(transcript, after, [...fresh, { id: 's4', stale: false }])).toEqual(new Set(['s2', 's4']));
    // A new line the language has no translation for yet is stale too.
    expect(staleAfterTranscriptEdit(transcript, after, fresh)).toEqual(new Set(['s2', 's4']));
  });

  it('marks the line a merge kept, whose text grew, and keeps a line already stale stale', () => {
    const after = [{ id: 's1', text: 'Good morning The clinic opens at nine' }, transcript[2]!];
    const lines = [fresh[0]!, fresh[1]!, { id: 's3', stale: true }];
    expect(staleAfterTranscriptEdit(transcript, after, lines)).toEqual(new Set(['s1', 's3']));
  });

  it('leaves every line as it was when only the timing moved', () => {
    expect(staleAfterTranscriptEdit(transcript, transcript.map((s) => ({ ...s })), fresh)).toEqual(new Set());
  });
});

describe('staleAfterTranslationEdit', () => {
  it('takes the mark off a line the user rewrote, and keeps it on one left as it was', () => {
    expect(staleAfterTranslationEdit({ text: 'Buenos días', stale: true }, 'Buenos días a todos')).toBe(false);
    expect(staleAfterTranslationEdit({ text: 'Buenos días', stale: true }, 'Buenos días')).toBe(true);
    expect(staleAfterTranslationEdit({ text: 'Gracias', stale: false }, 'Gracias')).toBe(false);
    expect(staleAfterTranslationEdit(undefined, 'Hola')).toBe(false);
  });
});

// The recogniser's scores as pocketsphinx prints them: near 1 for a heard word, near 0.05 for a guess.
const heard = (n: number) => Array.from({ length: n }, () => ({ confidence: 0.99 }));
const guessed = (n: number) => Array.from({ length: n }, () => ({ confidence: 0.05 }));

describe('isUnsureLine', () => {
  it('marks a line a third or more of whose words were guesses, not one odd word in a long line', () => {
    expect(isUnsureLine({ words: [...heard(2), ...guessed(1)] })).toBe(true);
    expect(isUnsureLine({ words: [...heard(7), ...guessed(1)] })).toBe(false);
  });
  it('leaves an edited line (no words) and a recogniser without scores alone', () => {
    expect(isUnsureLine({})).toBe(false);
    expect(isUnsureLine({ words: [{}, {}] })).toBe(false);
  });
});

describe('isSpeechUnclear', () => {
  it('says a file is unclear once fewer than half of its scored words were heard', () => {
    expect(isSpeechUnclear([{ words: [...heard(2), ...guessed(3)] }, {}])).toBe(true);
    expect(isSpeechUnclear([{ words: [...heard(3), ...guessed(3)] }])).toBe(false);
    expect(isSpeechUnclear([{}])).toBe(false);
  });
});
