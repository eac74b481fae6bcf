import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBTITLE_RULES as RULES } from '@lingua/contract/subtitles';
import type { EditorDoc } from './editor-state.ts';
import { acceptLine, applyFix, qualityItems } from './quality-state.ts';

const doc = (lines: Array<[number, number, string]>, es?: string[]): EditorDoc => ({
  transcript: lines.map(([start, end, text], i) => ({ id: `s${i + 1}`, start, end, text })),
  translations: es ? { esn: es.map((text, i) => ({ id: `s${i + 1}`, text, stale: false })) } : {},
});
const items = (d: EditorDoc, target: string | null = null) => qualityItems(d, 'enu', target, RULES, 60);
const fixed = (d: EditorDoc, target: string | null = null) => {
  const [item] = items(d, target);
  const result = applyFix(d, item!, 'enu', RULES, 60);
  if (!result.ok) throw new Error(result.problem);
  return result.doc;
};

describe('the subtitle check', () => {
  it('lists nothing for lines within every rule', () => {
    expect(items(doc([[0, 2, 'Good morning.'], [2.5, 4.5, 'The clinic opens at nine.']]))).toEqual([]);
  });

  it('splits a line too long to show at its best break, keeping both halves', () => {
    const d = doc([[0, 6, 'When the clinic opens in the morning at nine, please bring your insurance card and a photo document.']]);
    expect(items(d).map((i) => [i.n, i.code, i.fix])).toEqual([[1, 'LINE_TOO_LONG', 'split']]);
    expect(fixed(d).transcript.map((l) => l.text)).toEqual(['When the clinic opens in the morning at nine,', 'please bring your insurance card and a photo document.']);
  });

  it('splits after a clause even when the halves are uneven, rather than mid-clause', () => {
    const d = doc([[0, 8, 'Good morning, and please bring your insurance card and a list of your medicines with you today']]);
    expect(fixed(d).transcript.map((l) => l.text)).toEqual(['Good morning,', 'and please bring your insurance card and a list of your medicines with you today']);
  });

  it('extends a line too fast to read up to two frames before the next', () => {
    const d = doc([[0, 1, 'The clinic opens at nine.'], [4, 6, 'Bring your card.']]);
    expect(items(d).map((i) => [i.code, i.fix])).toEqual([['TOO_FAST', 'extend']]);
    expect(fixed(d).transcript[0]!.end).toBe(3.916);
    expect(items(fixed(d))).toEqual([]);
  });

  it('merges a line too short to read with the next when there is no room to extend it', () => {
    const d = doc([[0, 0.5, 'Yes.'], [0.6, 2.5, 'I will come.']]);
    expect(items(d).map((i) => [i.n, i.code, i.fix])).toEqual([[1, 'TOO_SHORT', 'merge']]);
    expect(fixed(d).transcript.map((l) => [l.start, l.end, l.text])).toEqual([[0, 2.5, 'Yes. I will come.']]);
  });

  it('stops reporting a line the user keeps as it is, until it is changed', () => {
    const d = acceptLine(doc([[0, 1, 'The clinic opens at nine.'], [4, 6, 'Bring your card.']]), 's1');
    expect(items(d)).toEqual([]);
    expect(d.transcript[0]!.rulesAccepted).toBe(true);
  });

  it('leaves two frames between lines too close', () => {
    const d = doc([[0, 2, 'Good morning.'], [2.02, 4, 'The clinic opens at nine.']]);
    expect(items(d).map((i) => [i.n, i.code, i.fix])).toEqual([[2, 'TOO_CLOSE', 'gap']]);
    expect(fixed(d).transcript[0]!.end).toBe(1.936);
  });

  it('rebalances the lines a user broke badly in a translation, which it checks beside the transcript', () => {
    const d = doc([[0, 5, 'The clinic opens at nine, bring your card.']], ['La clínica abre a las nueve de la mañana, traiga\nsu tarjeta.']);
    expect(items(d, 'esn').map((i) => [i.languageId, i.code, i.fix])).toEqual([['esn', 'LINE_TOO_LONG', 'rebalance']]);
    expect(fixed(d, 'esn').translations.esn![0]!.text).toBe('La clínica abre a las nueve de\nla mañana, traiga su tarjeta.');
  });

  describe('fixes offered for a translated language change that language’s line, and the check is recomputed', () => {
    it('splits the Spanish line where Spanish breaks best, both halves written, and reports it no more', () => {
      const d = doc(
        [[0, 7, 'When the clinic opens at nine, please bring your card and a photo document.']],
        ['Cuando la clínica abra a las nueve de la mañana, traiga por favor su tarjeta sanitaria y un documento con foto.'],
      );
      expect(items(d, 'esn').map((i) => [i.languageId, i.code, i.fix])).toContainEqual(['esn', 'LINE_TOO_LONG', 'split']);
      const [item] = items(d, 'esn').filter((i) => i.languageId === 'esn');
      const result = applyFix(d, item!, 'enu', RULES, 60);
      if (!result.ok) throw new Error(result.problem);
      expect(result.doc.transcript.map((l) => l.text)).toEqual(['When the clinic opens at nine,', 'please bring your card and a photo document.']);
      expect(result.doc.translations.esn!.map((l) => [l.text, l.stale])).toEqual([
        ['Cuando la clínica abra a las nueve de la mañana,', false],
        ['traiga por favor su tarjeta sanitaria y un documento con foto.', false],
      ]);
      expect(items(result.doc, 'esn').filter((i) => i.languageId === 'esn' && i.code === 'LINE_TOO_LONG')).toEqual([]);
    });

    it('merges a Spanish line too short to read into the next, both texts kept', () => {
      const d = doc([[0, 0.5, 'Yes.'], [0.6, 2.5, 'I will come.']], ['Sí.', 'Iré mañana.']);
      const item = items(d, 'esn').find((i) => i.languageId === 'esn' && i.fix === 'merge');
      expect(item).toBeDefined();
      const result = applyFix(d, item!, 'enu', RULES, 60);
      if (!result.ok) throw new Error(result.problem);
      expect(result.doc.translations.esn!.map((l) => l.text)).toEqual(['Sí. Iré mañana.']);
      expect(items(result.doc, 'esn')).toEqual([]);
    });

    it('extends a Spanish line too fast to read, and it is fast no more', () => {
      const d = doc([[0, 1.2, 'Good morning.'], [5, 7, 'Bring your card.']], ['Buenos días a todos los pacientes de la clínica.', 'Traiga su tarjeta.']);
      const item = items(d, 'esn').find((i) => i.languageId === 'esn' && i.code === 'TOO_FAST');
      expect(item?.fix).toBe('extend');
      const result = applyFix(d, item!, 'enu', RULES, 60);
      if (!result.ok) throw new Error(result.problem);
      expect(result.doc.transcript[0]!.end).toBeGreaterThan(1.2);
      expect(items(result.doc, 'esn').filter((i) => i.languageId === 'esn' && i.code === 'TOO_FAST')).toEqual([]);
    });
  });
});
