// The transcript the media job stores from the recogniser's words (decision 135): cues by the subtitle rules, each
// keeping its own words, within the media and by the limits configured for the language.
import { describe, expect, it } from 'vitest';
import { parseSubtitleRules } from '../../config/subtitle-config.ts';
import type { TimedWord } from '../../engines/media/index.ts';
import { transcriptFromWords } from './segments.ts';

/** The answer whose cues mixed sentences before decision 135: three sentences with their times, the last word 6.2 s in. */
const ANSWER: TimedWord[] = 'Buenos días. La clínica abre a las nueve. Traiga su tarjeta del seguro.'.split(' ').map((word, i) => ({
  word,
  start: Math.round(i * 0.5 * 1000) / 1000,
  end: Math.round((i * 0.5 + 0.45) * 1000) / 1000,
  confidence: 0.9,
}));

describe('transcript from recognised words', () => {
  it('makes one line per sentence, each with its words, never cut inside a sentence', () => {
    const lines = transcriptFromWords(ANSWER, { languageId: 'esn', mediaEnd: 7 });
    expect(lines.map((l) => [l.id, l.text])).toEqual([
      ['s1', 'Buenos días.'],
      ['s2', 'La clínica abre a las nueve.'],
      ['s3', 'Traiga su tarjeta del seguro.'],
    ]);
    expect(lines[1]!.words!.map((w) => w.word)).toEqual(['La', 'clínica', 'abre', 'a', 'las', 'nueve.']);
    expect(lines[2]!.end).toBeLessThanOrEqual(7);
    expect(lines[1]!.start - lines[0]!.end).toBeGreaterThanOrEqual(2 / 24 - 0.001);
  });

  it("holds a language to its configured limits (MEDIA_SUBTITLE_RULES)", () => {
    const rules = parseSubtitleRules('esn:line=20,lines=1');
    const lines = transcriptFromWords(ANSWER, { rules, languageId: 'esn', mediaEnd: 7 });
    for (const l of lines) expect(l.text.length).toBeLessThanOrEqual(20);
    expect(lines.map((l) => l.text).join(' ')).toBe(ANSWER.map((w) => w.word).join(' '));
  });
});
