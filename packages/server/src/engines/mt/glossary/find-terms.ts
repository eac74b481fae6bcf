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

function candidates(text: string, term: GlossaryTerm): TermMatch[] {
  const needle = term.source.trim();
  if (!needle) return [];
  // Word edges: a letter, digit or combining mark next to the term means it is part of a longer word.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escapeRegExp(needle).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}\\p{M}])`, term.caseSensitive ? 'gu' : 'giu');
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, term }));
}

/** The terms found in the text, in order, none overlapping another or any markup. */
export function findTerms(text: string, terms: readonly GlossaryTerm[]): TermMatch[] {
  if (terms.length === 0 || !text) return [];
  const markup = markupSpans(text);
  const all = terms
    .flatMap((t) => candidates(text, t))
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
