// Runs of the translation with the glossary's terms marked.
import { describe, expect, it } from 'vitest';
import { hasMarks, resultRuns } from './result-marks.ts';

describe('resultRuns', () => {
  it('cuts the translation around each glossary term, in order', () => {
    const translatedText = 'Traiga su tarjeta sanitaria a LinguaCare.';
    const runs = resultRuns({ translatedText, glossaryTerms: [{ start: 30, end: 40 }, { start: 10, end: 27 }] });
    expect(runs).toEqual([
      { text: 'Traiga su ', kind: null },
      { text: 'tarjeta sanitaria', kind: 'glossary' },
      { text: ' a ', kind: null },
      { text: 'LinguaCare', kind: 'glossary' },
      { text: '.', kind: null },
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(translatedText);
    expect(hasMarks(runs)).toBe(true);
  });

  it('ignores offsets it cannot trust and shows a result without terms as one run', () => {
    expect(resultRuns({ translatedText: 'Hola', glossaryTerms: [{ start: 2, end: 9 }, { start: 3, end: 1 }] })).toEqual([{ text: 'Hola', kind: null }]);
    expect(hasMarks(resultRuns({ translatedText: 'Hola' }))).toBe(false);
    expect(resultRuns(null)).toEqual([]);
  });

  it('marks the sentences that came from the translation memory', () => {
    const translatedText = 'Llame a la farmacia. La casa es grande.';
    expect(resultRuns({ translatedText, memorySentences: [{ start: 0, end: 20 }] })).toEqual([
      { text: 'Llame a la farmacia.', kind: 'memory' },
      { text: ' La casa es grande.', kind: null },
    ]);
  });

  it('marks the words the engine did not know beside a glossary term', () => {
    const translatedText = 'El zorblax lleva la tarjeta sanitaria.';
    expect(resultRuns({ translatedText, unsureWords: [{ start: 3, end: 10 }], glossaryTerms: [{ start: 20, end: 37 }] })).toEqual([
      { text: 'El ', kind: null },
      { text: 'zorblax', kind: 'unsure' },
      { text: ' lleva la ', kind: null },
      { text: 'tarjeta sanitaria', kind: 'glossary' },
      { text: '.', kind: null },
    ]);
  });
});
