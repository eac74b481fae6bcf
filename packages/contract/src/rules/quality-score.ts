// The quality score of a reviewed file (decision 184): issues a client marks in plain words, stored as MQM-Core
// error types and severities, turned into penalty points per 1,000 source words, a score out of 100 and a
// verdict against the company's quality profile. One home for the browser's live figure and the server's stored
// score, so both show the same number.
import { findTerms } from './glossary-terms.ts';
import { countWords } from './word-count.ts';

export const QUALITY_ISSUE_STATUSES = ['OPEN', 'ACCEPTED', 'REJECTED', 'FIXED'] as const;
export const QUALITY_ANSWERS = ['ACCEPTED', 'REJECTED', 'FIXED'] as const;
export const REVIEW_DECISIONS = ['APPROVED', 'CHANGES_REQUESTED'] as const;

export const QUALITY_PLAIN_TYPES = ['wrongMeaning', 'wrongTerm', 'readsBadly', 'formattingBroken', 'shouldNotBeTranslated'] as const;
export type QualityPlainType = (typeof QUALITY_PLAIN_TYPES)[number];

export const QUALITY_PLAIN_SEVERITIES = ['cosmetic', 'misleading', 'unusable'] as const;
export type QualityPlainSeverity = (typeof QUALITY_PLAIN_SEVERITIES)[number];

/** MQM-Core's severity levels; neutral (a preference, no penalty) is for staff only. */
export const MQM_SEVERITIES = ['neutral', 'minor', 'major', 'critical'] as const;
export type MqmSeverity = (typeof MQM_SEVERITIES)[number];

/** The MQM scoring model's severity multipliers. */
export const MQM_SEVERITY_MULTIPLIERS: Readonly<Record<MqmSeverity, number>> = { neutral: 0, minor: 1, major: 5, critical: 25 };

/** The MQM-Core error types staff may choose from: the seven dimensions, Accuracy with the subtypes the plain words need. */
export const MQM_ERROR_TYPES = [
  'terminology',
  'accuracy/mistranslation',
  'accuracy/addition',
  'accuracy/omission',
  'accuracy/untranslated',
  'accuracy/should-not-have-been-translated',
  'linguistic-conventions',
  'style',
  'locale-conventions',
  'audience-appropriateness',
  'design-and-markup',
] as const;
export type MqmErrorType = (typeof MQM_ERROR_TYPES)[number];

export const PLAIN_TYPE_TO_MQM: Readonly<Record<QualityPlainType, MqmErrorType>> = {
  wrongMeaning: 'accuracy/mistranslation',
  wrongTerm: 'terminology',
  readsBadly: 'linguistic-conventions',
  formattingBroken: 'design-and-markup',
  shouldNotBeTranslated: 'accuracy/should-not-have-been-translated',
};

export const PLAIN_SEVERITY_TO_MQM: Readonly<Record<QualityPlainSeverity, MqmSeverity>> = {
  cosmetic: 'minor',
  misleading: 'major',
  unusable: 'critical',
};

/** MQM's reference word count: penalties are normed to it, and a smaller sample gives no conclusive verdict. */
export const QUALITY_REFERENCE_WORDS = 1000;
export const QUALITY_MAX_SCORE = 100;

export const QUALITY_PROFILE_NAMES = ['publish', 'internal'] as const;
export type QualityProfileName = (typeof QUALITY_PROFILE_NAMES)[number];
/** Penalty points per 1,000 words a file may carry and still pass. */
export const QUALITY_DEFAULT_TOLERANCE: Readonly<Record<QualityProfileName, number>> = { publish: 10, internal: 16 };
export const QUALITY_TYPE_WEIGHT_MIN = 0;
export const QUALITY_TYPE_WEIGHT_MAX = 2;
export const QUALITY_TYPE_WEIGHT_DEFAULT = 1;
export const QUALITY_TOLERANCE_MAX = 1000;

export type QualityTypeWeights = Partial<Record<MqmErrorType, number>>;

export interface ScoredIssue {
  mqmType: MqmErrorType;
  mqmSeverity: MqmSeverity;
  /** The words the issue concerns; none means the whole segment. */
  words?: string | null | undefined;
  /** The source (or, without one, the target) of the segment or line the issue is on. */
  segmentText: string;
  /** A rejected issue no longer stands and is left out. */
  status?: 'OPEN' | 'ACCEPTED' | 'REJECTED' | 'FIXED' | undefined;
}

export interface QualityScoreFigures {
  evaluatedWords: number;
  /** Issues that count: standing ones, each repeat once. */
  countedIssues: number;
  penalty: number;
  penaltyPer1000: number;
  score: number;
  verdict: 'PASS' | 'FAIL';
  /** Fewer than 1,000 evaluated words: the verdict is shown but does not settle anything. */
  inconclusive: boolean;
}

export function roundTo2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

const norm = (s: string | null | undefined) => (s ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The same error in the same words of the same text is one error, however often it was marked. */
export function repeatKey(issue: ScoredIssue): string {
  return `${issue.mqmType}\u0000${norm(issue.words)}\u0000${norm(issue.segmentText)}`;
}

export function typeWeight(weights: QualityTypeWeights | undefined, type: MqmErrorType): number {
  return weights?.[type] ?? QUALITY_TYPE_WEIGHT_DEFAULT;
}

/** Source words of the evaluated segments or lines, counted as the quote counts them. */
export function evaluatedWords(texts: Iterable<string | null | undefined>): number {
  let n = 0;
  for (const t of texts) n += t ? countWords(t) : 0;
  return n;
}

export function qualityScore(input: { evaluatedWords: number; issues: readonly ScoredIssue[]; tolerance: number; typeWeights?: QualityTypeWeights | undefined }): QualityScoreFigures {
  const worst = new Map<string, { points: number; critical: boolean }>();
  for (const issue of input.issues) {
    if (issue.status === 'REJECTED') continue;
    const points = MQM_SEVERITY_MULTIPLIERS[issue.mqmSeverity] * typeWeight(input.typeWeights, issue.mqmType);
    const key = repeatKey(issue);
    const seen = worst.get(key);
    const critical = issue.mqmSeverity === 'critical';
    if (!seen) worst.set(key, { points, critical });
    else worst.set(key, { points: Math.max(seen.points, points), critical: seen.critical || critical });
  }
  let penalty = 0;
  let anyCritical = false;
  for (const w of worst.values()) {
    penalty += w.points;
    anyCritical ||= w.critical;
  }
  const words = input.evaluatedWords;
  const penaltyPer1000 = words > 0 ? roundTo2((penalty * QUALITY_REFERENCE_WORDS) / words) : 0;
  return {
    evaluatedWords: words,
    countedIssues: worst.size,
    penalty: roundTo2(penalty),
    penaltyPer1000,
    score: roundTo2(Math.max(0, QUALITY_MAX_SCORE - penaltyPer1000)),
    verdict: anyCritical || penaltyPer1000 > input.tolerance ? 'FAIL' : 'PASS',
    inconclusive: words < QUALITY_REFERENCE_WORDS,
  };
}

/** A glossary entry as the suggestion needs it: the term the translation should use. */
export interface SuggestionTerm {
  target: string;
  caseSensitive: boolean;
}

/**
 * The plain word the editor offers for an edit: a glossary term put in or taken out → wrong term; words added or
 * dropped → wrong meaning; anything else is left to the reviewer.
 */
export function suggestPlainType(edit: { before: string; after: string; terms: readonly SuggestionTerm[] }): QualityPlainType | null {
  if (edit.before === edit.after) return null;
  const findable = edit.terms.filter((t) => t.target.trim() !== '').map((t) => ({ source: t.target, caseSensitive: t.caseSensitive }));
  const termsIn = (text: string) =>
    findTerms(text, findable)
      .map((m) => norm(m.term.source))
      .sort()
      .join('\u0000');
  if (termsIn(edit.before) !== termsIn(edit.after)) return 'wrongTerm';
  if (countWords(edit.before) !== countWords(edit.after)) return 'wrongMeaning';
  return null;
}
