// A client's glossary terms in a text (decision 134): whole words, leftmost then longest wins, never inside markup.
// One home for server machine translation and the editor's glossary check (decision 180).

export interface FindableTerm {
  source: string;
  caseSensitive: boolean;
}

export interface TermMatch<T extends FindableTerm = FindableTerm> {
  start: number;
  end: number;
  term: T;
}

const MARKUP = /<[^<>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Stretches of the text that belong to markup: no term may touch them. */
function markupSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(MARKUP)].map((m) => [m.index, m.index + m[0].length]);
}

// Word edges are checked with one shared pattern: V8 compiles a Unicode-class pattern on its second use, which per
// entry cost 10–25 ms a sentence (the language-assets bench's p95).
const patterns = new WeakMap<FindableTerm, { pattern: RegExp; firstWord: string } | null>();

/** A letter, digit or combining mark: one next to the term means it is part of a longer word. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function wordCharBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const low = text.charCodeAt(i - 1);
  const from = low >= 0xdc00 && low <= 0xdfff && i >= 2 ? i - 2 : i - 1;
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(from)!));
}

function wordCharAt(text: string, i: number): boolean {
  return i < text.length && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(i)!));
}

function patternOf(term: FindableTerm): { pattern: RegExp; firstWord: string } | null {
  let p = patterns.get(term);
  if (p !== undefined) return p;
  const needle = term.source.trim();
  const body = escapeRegExp(needle).replace(/\s+/g, '\\s+');
  p = needle ? { pattern: new RegExp(body, term.caseSensitive ? 'gu' : 'giu'), firstWord: needle.split(/\s+/)[0]!.toLowerCase() } : null;
  patterns.set(term, p);
  return p;
}

function candidates<T extends FindableTerm>(text: string, lower: string, term: T): Array<TermMatch<T>> {
  const p = patternOf(term);
  // Most entries are absent from a sentence: a plain search rules them out before the pattern runs.
  if (!p || !lower.includes(p.firstWord)) return [];
  const found: Array<TermMatch<T>> = [];
  p.pattern.lastIndex = 0;
  for (let m = p.pattern.exec(text); m; m = p.pattern.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const whole = !wordCharBefore(text, start) && !wordCharAt(text, end);
    if (whole) found.push({ start, end, term });
    // Past a whole match, as matchAll goes on; after a part of a longer word, from the next character (a whole
    // code point), so a match that begins inside it is still seen.
    p.pattern.lastIndex = whole ? end : start + (text.codePointAt(start)! > 0xffff ? 2 : 1);
  }
  return found;
}

export function findTerms<T extends FindableTerm>(text: string, terms: readonly T[]): Array<TermMatch<T>> {
  if (terms.length === 0 || !text) return [];
  const markup = markupSpans(text);
  const lower = text.toLowerCase();
  const all = terms
    .flatMap((t) => candidates(text, lower, t))
    .filter((c) => !markup.some(([s, e]) => c.start < e && s < c.end))
    .sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const chosen: Array<TermMatch<T>> = [];
  let reached = 0;
  for (const c of all) {
    if (c.start < reached) continue;
    chosen.push(c);
    reached = c.end;
  }
  return chosen;
}
