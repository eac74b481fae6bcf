// The quality score's worked examples (decision 184): the figures a quality manager recomputes by hand.
import { describe, expect, it } from 'vitest';
import { evaluatedWords, PLAIN_SEVERITY_TO_MQM, PLAIN_TYPE_TO_MQM, qualityScore, type ScoredIssue, suggestPlainType } from './quality-score.ts';
import { countWords } from './word-count.ts';

const issue = (mqmType: ScoredIssue['mqmType'], mqmSeverity: ScoredIssue['mqmSeverity'], segmentText: string, words?: string): ScoredIssue => ({ mqmType, mqmSeverity, segmentText, words });

describe('qualityScore', () => {
  it('scores 2,400 words with 1 major, 4 minor at weight 0.5, 2 minor and 1 neutral as 9 points, 3.75, 96.25, PASS', () => {
    const issues = [
      issue('accuracy/mistranslation', 'major', 'Segment 1'),
      ...[2, 3, 4, 5].map((n) => issue('style', 'minor', `Segment ${n}`)),
      issue('terminology', 'minor', 'Segment 6'),
      issue('terminology', 'minor', 'Segment 7'),
      issue('linguistic-conventions', 'neutral', 'Segment 8'),
    ];
    expect(qualityScore({ evaluatedWords: 2400, issues, tolerance: 10, typeWeights: { style: 0.5 } })).toEqual({
      evaluatedWords: 2400,
      countedIssues: 8,
      penalty: 9,
      penaltyPer1000: 3.75,
      score: 96.25,
      verdict: 'PASS',
      inconclusive: false,
    });
  });

  it('fails any file with a standing critical issue, whatever the score', () => {
    const figures = qualityScore({ evaluatedWords: 100_000, issues: [issue('accuracy/mistranslation', 'critical', 'Dose: 5 mg')], tolerance: 10 });
    expect(figures).toMatchObject({ penaltyPer1000: 0.25, score: 99.75, verdict: 'FAIL' });
  });

  it('leaves a rejected issue out, critical or not', () => {
    const figures = qualityScore({ evaluatedWords: 2000, issues: [{ ...issue('accuracy/mistranslation', 'critical', 'Dose'), status: 'REJECTED' }], tolerance: 10 });
    expect(figures).toMatchObject({ penalty: 0, score: 100, verdict: 'PASS', countedIssues: 0 });
  });

  it('fails above the tolerance and passes at it', () => {
    const majors = (n: number) => Array.from({ length: n }, (_, i) => issue('accuracy/omission', 'major', `Line ${i}`));
    expect(qualityScore({ evaluatedWords: 1000, issues: majors(2), tolerance: 10 })).toMatchObject({ penaltyPer1000: 10, verdict: 'PASS' });
    expect(qualityScore({ evaluatedWords: 1000, issues: majors(3), tolerance: 10 })).toMatchObject({ penaltyPer1000: 15, verdict: 'FAIL' });
    expect(qualityScore({ evaluatedWords: 1000, issues: majors(3), tolerance: 16 })).toMatchObject({ penaltyPer1000: 15, verdict: 'PASS' });
  });

  it('marks 800 evaluated words inconclusive', () => {
    expect(qualityScore({ evaluatedWords: 800, issues: [issue('style', 'minor', 'x')], tolerance: 10 })).toMatchObject({ penaltyPer1000: 1.25, score: 98.75, inconclusive: true });
  });

  it('counts the same error in the same words of the same text once, at its worst severity', () => {
    const issues = [
      issue('terminology', 'minor', 'Press  the Start button.', 'Start'),
      issue('terminology', 'major', 'press the start button.', ' start '),
      issue('terminology', 'minor', 'Press the Start button.', 'button'),
      issue('style', 'minor', 'Press the Start button.', 'Start'),
    ];
    expect(qualityScore({ evaluatedWords: 1000, issues, tolerance: 10 })).toMatchObject({ countedIssues: 3, penalty: 7 });
  });

  it('never goes below zero, and a type weighted 0 costs nothing', () => {
    const criticals = Array.from({ length: 10 }, (_, i) => issue('accuracy/addition', 'critical', `S${i}`));
    expect(qualityScore({ evaluatedWords: 1000, issues: criticals, tolerance: 10 })).toMatchObject({ penaltyPer1000: 250, score: 0 });
    expect(qualityScore({ evaluatedWords: 1000, issues: [issue('style', 'major', 'a')], tolerance: 10, typeWeights: { style: 0 } })).toMatchObject({ penalty: 0, score: 100 });
  });
});

describe('plain words', () => {
  it('map to MQM-Core types and severities', () => {
    expect(PLAIN_TYPE_TO_MQM).toEqual({
      wrongMeaning: 'accuracy/mistranslation',
      wrongTerm: 'terminology',
      readsBadly: 'linguistic-conventions',
      formattingBroken: 'design-and-markup',
      shouldNotBeTranslated: 'accuracy/should-not-have-been-translated',
    });
    expect(PLAIN_SEVERITY_TO_MQM).toEqual({ cosmetic: 'minor', misleading: 'major', unusable: 'critical' });
  });

  it('evaluated words are the quote’s word count of each source', () => {
    expect(evaluatedWords(['Hello, world!', null, 'It is 3.14 and don’t e-mail me.', '日本語'])).toBe(2 + 7 + 3);
    expect(countWords('Grüße aus Köln')).toBe(3);
  });
});

describe('suggestPlainType', () => {
  const terms = [{ target: 'Startknopf', caseSensitive: false }];

  it('suggests wrong term when a glossary term was put in or taken out', () => {
    expect(suggestPlainType({ before: 'Drücken Sie die Starttaste.', after: 'Drücken Sie den Startknopf.', terms })).toBe('wrongTerm');
    expect(suggestPlainType({ before: 'Den Startknopf drücken.', after: 'Die Taste drücken.', terms })).toBe('wrongTerm');
  });

  it('suggests wrong meaning when words were added or dropped', () => {
    expect(suggestPlainType({ before: 'Nehmen Sie eine Tablette.', after: 'Nehmen Sie eine Tablette täglich.', terms })).toBe('wrongMeaning');
    expect(suggestPlainType({ before: 'Nicht mit Wasser einnehmen.', after: 'Mit Wasser einnehmen.', terms })).toBe('wrongMeaning');
  });

  it('suggests nothing for a change in the same number of words, or no change', () => {
    expect(suggestPlainType({ before: 'Nehmen Sie eine Tablette.', after: 'Schlucken Sie eine Tablette.', terms })).toBeNull();
    expect(suggestPlainType({ before: 'Gleich.', after: 'Gleich.', terms })).toBeNull();
  });
});
