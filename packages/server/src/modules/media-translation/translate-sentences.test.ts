// Subtitle lines translated by sentence (decision 130): which lines make a unit, how a unit's translation is divided
// over its lines, and the whole path through the real Apertium engine behind the chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApertiumEngine } from '../../engines/mt/apertium/apertium-engine.ts';
import { ChainEngine } from '../../engines/mt/chain/chain-engine.ts';
import { machineTranslation, type MachineTranslation } from '../../engines/mt/plugin.ts';
import { divideMarked, divideTranslation } from './divide-translation.ts';
import { endsSentence, MAX_UNIT_LINES, sentenceUnits } from './sentence-units.ts';
import { translateLines } from './translate.ts';

describe('sentence units', () => {
  it("joins a sentence spread over two lines (the issue's example)", () => {
    expect(sentenceUnits(['Traiga su tarjeta', 'del seguro.'])).toEqual([[0, 1]]);
  });

  it('keeps a line of several sentences whole, and each finished sentence its own unit', () => {
    expect(sentenceUnits(['Hello. How are you?', 'Fine, thanks!', 'See you', 'tomorrow.'])).toEqual([[0], [1], [2, 3]]);
  });

  it('does not end a sentence after an abbreviation, an initial or inside a number', () => {
    expect(endsSentence('Please see Dr.')).toBe(false);
    expect(endsSentence('Ask for J.')).toBe(false);
    expect(endsSentence('e.g.')).toBe(false);
    expect(endsSentence('The dose is 3.5')).toBe(false);
    expect(endsSentence('It was 1995.')).toBe(true);
    expect(endsSentence('¿Dónde está?')).toBe(true);
    expect(endsSentence('"Stop!"')).toBe(true);
    expect(sentenceUnits(['Please see Dr.', 'Smith at 3.5', 'hours past noon.'])).toEqual([[0, 1, 2]]);
  });

  it('keeps a line of only punctuation on its own without ending the sentence around it', () => {
    expect(sentenceUnits(['Bring your', '…', 'card.', '—'])).toEqual([[0, 2], [1], [3]]);
  });

  it('keeps one line per unit when no line shows where sentences end (a recognised transcript)', () => {
    expect(sentenceUnits(['good morning', 'the clinic opens at nine'])).toEqual([[0], [1]]);
  });

  it('cuts a sentence that never ends into units of at most MAX_UNIT_LINES lines', () => {
    const lines = [...Array.from({ length: MAX_UNIT_LINES + 2 }, (_, i) => `word ${i}`), 'end.'];
    expect(sentenceUnits(lines).map((u) => u.length)).toEqual([MAX_UNIT_LINES, 3]);
  });
});

describe('dividing a translation over the lines', () => {
  it('cuts at word boundaries in proportion to the source lines', () => {
    expect(divideTranslation('Bring your insurance card.', [17, 11])).toEqual(['Bring your', 'insurance card.']);
    expect(divideTranslation('one two three four five six', [1, 1, 1])).toEqual(['one two', 'three four', 'five six']);
  });

  it('gives every line a word while there are enough, and leaves lines empty when there are fewer words than lines', () => {
    expect(divideTranslation('Hello there', [10, 10, 1])).toEqual(['Hello', 'there', '']);
    expect(divideTranslation('Hello there', [30, 1, 1])).toEqual(['Hello there', '', '']);
    const few = divideTranslation('Yes.', [5, 5, 5]);
    expect(few.join(' ').trim()).toBe('Yes.');
    expect(few).toHaveLength(3);
  });

  it('never starts a line with punctuation', () => {
    const parts = divideTranslation('Vraiment ? Oui !', [9, 4]);
    expect(parts).toEqual(['Vraiment ?', 'Oui !']);
  });

  it('cuts Chinese and Japanese between characters, keeping numbers whole', () => {
    const parts = divideTranslation('请带上您的保险卡3.5到前台。', [10, 10]);
    expect(parts.join('')).toBe('请带上您的保险卡3.5到前台。');
    expect(parts[0]!.length).toBeGreaterThan(3);
    expect(parts.some((p) => p.includes('3.5'))).toBe(true);
    expect(parts[1]!.startsWith('。')).toBe(false);
  });

  it("keeps the engine's unsure words marked in the line they land in", () => {
    const text = 'El zorblax fue a Londonville, deprisa.';
    const parts = divideMarked(text, [{ start: 3, end: 10 }, { start: 17, end: 28 }], [12, 20]);
    expect(parts.map((p) => p.text)).toEqual(divideTranslation(text, [12, 20]));
    expect(parts.flatMap((p) => p.marks.map((m) => p.text.slice(m.start, m.end)))).toEqual(['zorblax', 'Londonville']);
  });
});

describe('translating lines through Apertium', () => {
  let mt: MachineTranslation;
  const languages = [
    { id: 'enu', apertiumCode: 'eng' },
    { id: 'esn', apertiumCode: 'spa' },
  ];
  beforeAll(async () => {
    const chain = new ChainEngine([new ApertiumEngine({ languages, poolSize: 1 })], { refreshMs: 3_600_000 });
    await chain.start();
    mt = machineTranslation(chain);
  });
  afterAll(async () => {
    await mt?.engine.close();
  });

  it('translates the sentence whole and divides it over the same lines', async () => {
    const whole = (await mt.engine.translateText({ text: 'Traiga su tarjeta del seguro.', source: 'esn', target: 'enu' })).translatedText;
    const { texts, engines } = await translateLines(mt, ['Traiga su tarjeta', 'del seguro.'], { source: 'esn', target: 'enu' });
    expect(texts).toHaveLength(2);
    expect(texts.join(' ')).toBe(whole.replace(/[*#@](?=\p{L})/gu, ''));
    // Line by line the second line came back capitalised ("Of the sure."); as one sentence it continues.
    expect(texts[1]).toMatch(/^\p{Ll}/u);
    expect(engines).toEqual(['apertium']);
  });

  it('carries the words the engine did not know to their lines, without the marks', async () => {
    const { texts, unsure } = await translateLines(mt, ['The zorblax is', 'in Londonville today.'], { source: 'enu', target: 'esn' });
    expect(texts.join(' ')).not.toMatch(/[*#@]/);
    expect(unsure.flatMap((marks, i) => marks.map((m) => texts[i]!.slice(m.start, m.end)))).toEqual(['zorblax', 'Londonville']);
  });

  it('translates only the units holding a chosen line, and keeps wordless lines as they are', async () => {
    const lines = ['The doctor will see you', 'in a few minutes.', '…', 'Thank you.'];
    const { texts } = await translateLines(mt, lines, { source: 'enu', target: 'esn' }, { only: (i) => i === 1 || i === 2 });
    const whole = (await mt.engine.translateText({ text: 'The doctor will see you in a few minutes.', source: 'enu', target: 'esn' })).translatedText;
    expect(`${texts[0]} ${texts[1]}`).toBe(whole);
    expect(texts[1]).toMatch(/^\p{Ll}/u);
    expect(texts[2]).toBe('…');
    expect(texts[3]).toBeUndefined();
  });
});
