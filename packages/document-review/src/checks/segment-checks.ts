// The checks of one segment (decision 180), each a pure rule over the segment and what the company's data says:
// the tags by the contract's rule (the same the server refuses a save by), the rest on the text without its tags.
import { checkPlaceholders, findTerms, stripPlaceholders } from '@lingua/contract';
import type { CheckContext, CheckFinding, CheckSegment, CheckTerm } from './check-types.ts';
import { frenchSpacing, localStop, missingOpening, punctuationRules, stopOf } from './punctuation.ts';

export type Finding = Omit<CheckFinding, 'position'>;

/** The texts a rule reads: the target as stored, and both sides without tags. */
export interface SegmentTexts {
  segment: CheckSegment;
  target: string;
  source: string | null;
}

export function textsOf(segment: CheckSegment): SegmentTexts {
  return { segment, target: stripPlaceholders(segment.target), source: segment.source === null ? null : stripPlaceholders(segment.source) };
}

export function tagsFinding(segment: CheckSegment): Finding[] {
  const result = checkPlaceholders(segment.tags, segment.target);
  return result.ok ? [] : [{ check: 'tags', severity: 'error', text: 'documentChecks.tags', params: { problem: result.problem } }];
}

const warn = (check: Finding['check'], text: string, params?: Finding['params'], fix?: string): Finding => ({
  check,
  severity: 'warning',
  text: `documentChecks.${text}`,
  ...(params ? { params } : {}),
  ...(fix !== undefined ? { fix } : {}),
});

// A number as written in either language: digits with the group and decimal marks between them, full-width
// digits read as digits. Marks are dropped when comparing, since 1,234.5 and 1.234,5 are the same number.
const NUMBER = /\d+(?:[.,\u00a0\u202f ']\d+)*/gu;

function numbersIn(text: string): string[] {
  return [...text.normalize('NFKC').matchAll(NUMBER)].map((m) => m[0].replace(/\D/g, '').replace(/^0+(?=\d)/, ''));
}

export function numbersFinding({ source, target }: SegmentTexts): Finding[] {
  if (source === null) return [];
  const left = new Map<string, number>();
  for (const n of numbersIn(source)) left.set(n, (left.get(n) ?? 0) + 1);
  const extra: string[] = [];
  for (const n of numbersIn(target)) {
    const k = left.get(n) ?? 0;
    if (k > 0) left.set(n, k - 1);
    else extra.push(n);
  }
  const missing = [...left].flatMap(([n, k]) => Array<string>(k).fill(n));
  if (missing.length === 0 && extra.length === 0) return [];
  return [warn('numbers', missing.length ? 'numbersMissing' : 'numbersExtra', { numbers: (missing.length ? missing : extra).join(', ') })];
}

export function emptyFinding({ source, target }: SegmentTexts): Finding[] {
  return target.trim() === '' && (source === null || source.trim() !== '') ? [warn('emptyTarget', 'emptyTarget')] : [];
}

type Findable = CheckTerm & { caseSensitive: boolean };

/**
 * Terms by the first word they start with, so a segment asks the finder only about terms whose first word it has:
 * a 1,000-term glossary made every segment try every term (20,000 segments took 14 s). Scripts written without
 * spaces have no words to look up; their terms are always asked.
 */
interface TermIndex {
  byWord: Map<string, Findable[]>;
  always: Findable[];
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

function indexTerms(terms: Findable[]): TermIndex {
  const index: TermIndex = { byWord: new Map(), always: [] };
  for (const term of terms) {
    const first = term.source.toLowerCase().match(WORD)?.[0];
    if (!first || UNSPACED.test(term.source)) {
      index.always.push(term);
      continue;
    }
    const list = index.byWord.get(first);
    if (list) list.push(term);
    else index.byWord.set(first, [term]);
  }
  return index;
}

/** The terms that may occur in the text: the finder's own rule decides which do. */
function termsFor(text: string, index: TermIndex): Findable[] {
  if (index.byWord.size === 0) return index.always;
  const terms = [...index.always];
  const seen = new Set<string>();
  for (const [w] of text.toLowerCase().matchAll(WORD)) {
    if (seen.has(w)) continue;
    seen.add(w);
    const list = index.byWord.get(w);
    if (list) terms.push(...list);
  }
  return terms;
}

interface PreparedGlossary {
  wanted: TermIndex;
  forbidden: TermIndex;
}

// The finder keeps each entry's compiled pattern by the entry object, so the lists are made once per glossary.
const prepared = new WeakMap<readonly CheckTerm[], PreparedGlossary>();

function prepare(glossary: readonly CheckTerm[]): PreparedGlossary {
  let p = prepared.get(glossary);
  if (!p) {
    const findable = (t: CheckTerm) => ({ ...t, caseSensitive: t.caseSensitive ?? false });
    // A forbidden entry is looked for in the target: its `target` is the words the company never wants.
    const wanted = glossary.filter((t) => !t.forbidden).map(findable);
    const forbidden = glossary.filter((t) => t.forbidden).map((t) => ({ ...findable(t), source: t.target }));
    p = { wanted: indexTerms(wanted), forbidden: indexTerms(forbidden) };
    prepared.set(glossary, p);
  }
  return p;
}

const expectedOf = new WeakMap<CheckTerm, { source: string; caseSensitive: boolean }>();

/** Whether the target holds the expected words as a term of its own (the same whole-word rule as the source's). */
function holds(target: string, term: Findable): boolean {
  let expected = expectedOf.get(term);
  if (!expected) expectedOf.set(term, (expected = { source: term.target.trim() || term.source, caseSensitive: term.caseSensitive }));
  return findTerms(target, [expected]).length > 0;
}

export function glossaryFindings({ source, target }: SegmentTexts, context: CheckContext): Finding[] {
  if (context.glossary.length === 0) return [];
  const { wanted, forbidden } = prepare(context.glossary);
  const findings: Finding[] = [];
  const seen = new Set<CheckTerm>();
  if (source !== null) {
    for (const { term } of findTerms(source, termsFor(source, wanted))) {
      if (seen.has(term) || holds(target, term)) continue;
      seen.add(term);
      findings.push(warn('glossaryMissing', 'glossaryMissing', { term: term.source, expected: term.target.trim() || term.source }));
    }
  }
  for (const { term } of findTerms(target, termsFor(target, forbidden))) findings.push(warn('glossaryForbidden', 'glossaryForbidden', { term: term.source }));
  return findings;
}

const LEAD = /^[\s\u00a0]*/u;
const TRAIL = /[\s\u00a0]*$/u;
const DOUBLE = / {2,}/g;

/** Spaces at the edges that differ from the source's, and double spaces the source does not have. */
export function spacesFindings({ segment }: SegmentTexts): Finding[] {
  const target = segment.target;
  const source = segment.source ?? '';
  const lead = LEAD.exec(source)![0];
  const trail = TRAIL.exec(source)![0];
  const findings: Finding[] = [];
  const body = target.slice(LEAD.exec(target)![0].length, target.length - TRAIL.exec(target)![0].length);
  if (target.trim() !== '' && (LEAD.exec(target)![0] !== lead || TRAIL.exec(target)![0] !== trail)) {
    findings.push(warn('spaces', 'edgeSpaces', undefined, `${lead}${body}${trail}`));
  }
  if (/ {2}/.test(body) && !/ {2}/.test(source)) {
    findings.push(warn('spaces', 'doubleSpaces', undefined, `${lead}${body.replace(DOUBLE, ' ')}${trail}`));
  }
  return findings;
}

export function punctuationFindings({ segment, source, target }: SegmentTexts, context: CheckContext): Finding[] {
  const text = target.trim();
  if (text === '') return [];
  const rules = punctuationRules(context.targetLanguage);
  const findings: Finding[] = [];
  if (source !== null && source.trim() !== '') {
    const want = stopOf(source.trim());
    const have = stopOf(text);
    if (want !== have && (want === 'none' || have === 'none' || want === 'question' || have === 'question')) {
      findings.push(warn('endPunctuation', want === 'none' ? 'endPunctuationExtra' : 'endPunctuationDiffers', { expected: want, found: have }));
    }
  }
  const local = localStop(segment.target.trimEnd(), rules);
  if (local) findings.push(warn('endPunctuation', 'endPunctuationLocal', { found: local.wrong }, local.fix + segment.target.slice(segment.target.trimEnd().length)));
  if (rules === 'spanish') {
    const opening = missingOpening(text);
    if (opening) findings.push(warn('endPunctuation', 'invertedMark', { mark: opening }));
  }
  if (rules === 'french') {
    const spaced = frenchSpacing(segment.target);
    if (spaced !== null) findings.push(warn('endPunctuation', 'frenchSpacing', undefined, spaced));
  }
  return findings;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A word written twice in a row ("the the"); tags between them are not words, so the raw target is searched too.
const REPEATED = /(?<![\p{L}\p{N}])(\p{L}+)(\s+)\1(?![\p{L}\p{N}])/giu;
const REPEATS = new RegExp(REPEATED.source, 'iu');

export function repeatedFindings({ segment, source, target }: SegmentTexts): Finding[] {
  // A source that repeats a word ("very very") means it, and its translation may well repeat one too.
  if (source !== null && REPEATS.test(source)) return [];
  const findings: Finding[] = [];
  for (const m of target.matchAll(REPEATED)) {
    const word = m[1]!;
    // A single letter repeated is an initial or a list ("a a" in a table) more often than a slip.
    if ([...word].length < 2) continue;
    const raw = segment.target.replace(new RegExp(`(?<![\\p{L}\\p{N}])(${escape(word)})\\s+\\1(?![\\p{L}\\p{N}])`, 'iu'), '$1');
    findings.push(warn('repeatedWords', 'repeatedWord', { word }, raw !== segment.target ? raw : undefined));
  }
  return findings;
}

const LETTER = /\p{L}/u;

/** Words the company lets stay as in the source (names, codes): a text made of them only is not flagged. */
function allowed(text: string, ignore: ReadonlySet<string>): boolean {
  if (ignore.has(text.toLowerCase())) return true;
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’._-]*/gu) ?? [];
  return words.length > 0 && words.every((w) => ignore.has(w) || !LETTER.test(w));
}

const ignoreSets = new WeakMap<readonly string[], ReadonlySet<string>>();

export function identicalFindings({ source, target }: SegmentTexts, context: CheckContext): Finding[] {
  if (source === null) return [];
  const text = target.trim().replace(/\s+/g, ' ');
  if (text !== source.trim().replace(/\s+/g, ' ') || (text.match(/\p{L}/gu)?.length ?? 0) < 2) return [];
  let ignore = ignoreSets.get(context.ignoreIdentical);
  if (!ignore) ignoreSets.set(context.ignoreIdentical, (ignore = new Set(context.ignoreIdentical.map((w) => w.trim().toLowerCase()))));
  return allowed(text, ignore) ? [] : [warn('identical', 'identical')];
}

/** Slide text and cells have a fixed box: a target this much longer than its source may overflow it. */
export const LENGTH_LIMITS: Partial<Record<CheckSegment['style']['kind'], number>> = { slide: 1.3, notes: 1.5, cell: 1.3, tableCell: 1.5 };

export function lengthFindings({ segment, source, target }: SegmentTexts): Finding[] {
  const ratio = LENGTH_LIMITS[segment.style.kind];
  if (!ratio || source === null) return [];
  const [from, to] = [[...source.trim()].length, [...target.trim()].length];
  // A few characters more never matter: short labels differ by whole words between languages.
  if (from === 0 || to <= from * ratio || to - from < 8) return [];
  return [warn('length', 'tooLong', { percent: Math.round((to / from) * 100), limit: Math.round(ratio * 100) })];
}
