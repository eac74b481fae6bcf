// Finding a client's glossary terms in a source text (issue 40 §1). A term matches whole words only, so "art"
// is not found in "start"; case matters only where the entry says so. Where terms overlap, the leftmost wins
// and, from the same place, the longest ("blood pressure monitor" before "blood pressure"). Markup the text
// carries — the filters' `<gN>`/`<xN/>` placeholders, HTML tags and entities — is never part of a match.
import type { GlossaryTerm } from '../engine.ts';

export interface TermMatch {
  /** Offsets of the matched text in the source. */
  start: number;
  end: number;
  term: GlossaryTerm;
}

const MARKUP = /<[^<>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Stretches of the text that belong to markup: no term may touch them. */
function markupSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(MARKUP)].map((m) => [m.index, m.index + m[0].length]);
}

// One compiled pattern per entry, kept while the entry lives (a request's lookup serves all its sentences).
const patterns = new WeakMap<GlossaryTerm, { pattern: RegExp; firstWord: string } | null>();

function patternOf(term: GlossaryTerm): { pattern: RegExp; firstWord: string } | null {
  let p = patterns.get(term);
  if (p !== undefined) return p;
  const needle = term.source.trim();
  // Word edges: a letter, digit or combining mark next to the term means it is part of a longer word.
  const body = escapeRegExp(needle).replace(/\s+/g, '\\s+');
  p = needle ? { pattern: new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${body}(?![\\p{L}\\p{N}\\p{M}])`, term.caseSensitive ? 'gu' : 'giu'), firstWord: needle.split(/\s+/)[0]!.toLowerCase() } : null;
  patterns.set(term, p);
  return p;
}

function candidates(text: string, lower: string, term: GlossaryTerm): TermMatch[] {
  const p = patternOf(term);
  // Most entries are absent from a sentence: a plain search rules them out before the pattern runs.
  if (!p || !lower.includes(p.firstWord)) return [];
  return [...text.matchAll(p.pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, term }));
}

/** The terms found in the text, in order, none overlapping another or any markup. */
export function findTerms(text: string, terms: readonly GlossaryTerm[]): TermMatch[] {
  if (terms.length === 0 || !text) return [];
  const markup = markupSpans(text);
  const lower = text.toLowerCase();
  const all = terms
    .flatMap((t) => candidates(text, lower, t))
    .filter((c) => !markup.some(([s, e]) => c.start < e && s < c.end))
    .sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const chosen: TermMatch[] = [];
  let reached = 0;
  for (const c of all) {
    if (c.start < reached) continue;
    chosen.push(c);
    reached = c.end;
  }
  return chosen;
}
