// Term protection for engines without glossaries (decision 134): terms become a made-up letters-only word
// ("Zqtermb") that Apertium moves like a noun and neural engines copy as a name, then the target term is written in.
import type { GlossaryTerm } from '../engine.ts';
import { findTerms, type TermMatch } from './find-terms.ts';

export interface AppliedTerm {
  start: number;
  end: number;
}

type UnsureSpan = AppliedTerm & { unknown?: true };

export interface ProtectedText {
  text: string;
  found: number;
  /** The engine's unsure marks on a placeholder go (it is the client's term, not an unsure word). */
  restore(translation: string, unsure?: readonly UnsureSpan[]): { text: string; applied: AppliedTerm[]; unsure: UnsureSpan[] };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Letters only: digits would be split off as numbers by Apertium's tokeniser. */
function letterIndex(n: number): string {
  let s = '';
  let i = n;
  do {
    s = LETTERS[i % 26]! + s;
    i = Math.floor(i / 26) - 1;
  } while (i >= 0);
  return s;
}

/** A prefix that occurs nowhere in the text, so a placeholder can never be mistaken for the client's words. */
function freePrefix(text: string): string {
  let prefix = 'Zqterm';
  while (text.toLowerCase().includes(prefix.toLowerCase())) prefix += 'q';
  return prefix;
}

function written(source: string, match: TermMatch): string {
  return match.term.doNotTranslate ? source.slice(match.start, match.end) : match.term.target;
}

export function protectTerms(source: string, terms: readonly GlossaryTerm[]): ProtectedText {
  const matches = findTerms(source, terms);
  if (matches.length === 0) return { text: source, found: 0, restore: (t, u = []) => ({ text: t, applied: [], unsure: [...u] }) };
  const prefix = freePrefix(source);
  const names = matches.map((_, i) => `${prefix}${letterIndex(i)}`);
  let text = '';
  let last = 0;
  matches.forEach((m, i) => {
    text += source.slice(last, m.start) + names[i]!;
    last = m.end;
  });
  text += source.slice(last);
  const targets = new Map(names.map((n, i) => [n.toLowerCase(), written(source, matches[i]!)]));
  const pattern = new RegExp(`[*#@]?(${prefix}[a-z]+)(?![\\p{L}\\p{N}])`, 'giu');
  return {
    text,
    found: matches.length,
    restore(translation, unsure = []) {
      const applied: AppliedTerm[] = [];
      const replaced: AppliedTerm[] = [];
      let out = '';
      let at = 0;
      for (const m of translation.matchAll(pattern)) {
        const target = targets.get(m[1]!.toLowerCase());
        if (target === undefined) continue;
        out += translation.slice(at, m.index);
        applied.push({ start: out.length, end: out.length + target.length });
        replaced.push({ start: m.index, end: m.index + m[0].length });
        out += target;
        at = m.index + m[0].length;
      }
      return { text: out + translation.slice(at), applied, unsure: moveSpans(unsure, replaced, applied) };
    },
  };
}

/** Spans of the translation before the placeholders were replaced, where they stand after; those on a placeholder go. */
function moveSpans(spans: readonly UnsureSpan[], replaced: readonly AppliedTerm[], written: readonly AppliedTerm[]): UnsureSpan[] {
  const moved: UnsureSpan[] = [];
  for (const span of spans) {
    if (replaced.some((r) => span.start < r.end && r.start < span.end)) continue;
    let shift = 0;
    replaced.forEach((r, i) => {
      if (r.end <= span.start) shift += written[i]!.end - written[i]!.start - (r.end - r.start);
    });
    moved.push({ ...span, start: span.start + shift, end: span.end + shift });
  }
  return moved;
}
