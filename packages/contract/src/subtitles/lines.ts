// The lines of one subtitle as a viewer sees them. A text the user broke ("\n") keeps its lines; any other is laid
// out here: one line when it fits, else broken where the guides break (Netflix's line treatment, the BBC's
// "break at natural points"): after punctuation, never leaving one word alone when a better break exists, the
// two lines balanced with the top one not the longer (the BBC's and Netflix's pyramid shape).
import { isCjkChar, type SubtitleLimits } from './limits.ts';

const CLAUSE_END = /[,;:.!?…—–、，。；：！？)"”»]$/u;
// Netflix: a line break does not separate a noun from its article (English, Spanish, French, German, Italian).
const ARTICLE_END = /(?:^|\s)(?:the|a|an|el|la|los|las|un|una|le|les|der|die|das|ein|eine|il|lo|gli)$/iu;
const NO_LINE_START = /^[,;:.!?…、，。；：！？)\]”»]/u;

/** Length as a viewer counts it: characters, not UTF-16 units. */
export function textLength(text: string): number {
  return [...text].length;
}

function normalise(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Indexes where a line may break: each space, and between characters of Chinese, Japanese and Korean script. */
function breakPoints(text: string): Array<{ at: number; skip: number }> {
  const out: Array<{ at: number; skip: number }> = [];
  const chars = [...text];
  let offset = 0;
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    if (ch === ' ') out.push({ at: offset, skip: 1 });
    else if (i > 0 && chars[i - 1] !== ' ' && (isCjkChar(ch) || isCjkChar(chars[i - 1]!)) && !NO_LINE_START.test(ch)) out.push({ at: offset, skip: 0 });
    offset += ch.length;
  }
  return out;
}

function breakCost(top: string, bottom: string, max: number, spaced: boolean): number {
  const a = textLength(top);
  const b = textLength(bottom);
  let cost = (Math.max(0, a - max) + Math.max(0, b - max)) * 1000;
  // One word alone on a line, where the text has other places to break.
  if (spaced && (!/\s/u.test(top) || !/\s/u.test(bottom))) cost += 50;
  if (CLAUSE_END.test(top)) cost -= 20;
  if (ARTICLE_END.test(top)) cost += 10;
  return cost + (a > b ? 2 * (a - b) : b - a);
}

/** The best place to cut `text` in two lines, or null when it has none. */
export function bestLineBreak(text: string, maxLineLength: number): [string, string] | null {
  const points = breakPoints(text);
  let best: { cost: number; lines: [string, string] } | null = null;
  for (const p of points) {
    const top = text.slice(0, p.at).trimEnd();
    const bottom = text.slice(p.at + p.skip).trimStart();
    if (!top || !bottom) continue;
    const cost = breakCost(top, bottom, maxLineLength, points.filter((q) => q.skip === 1).length > 1);
    if (!best || cost < best.cost) best = { cost, lines: [top, bottom] };
  }
  return best?.lines ?? null;
}

// Layouts already made, by limits and text: the editor checks every line on each change and the server on each
// save, and all but the edited lines are the same as last time. Bounded; cleared whole when full.
const LAID_OUT = new Map<string, readonly string[]>();
const LAID_OUT_MAX = 20_000;

/** A text laid out in at most `maxLines` lines of `maxLineLength`, or as close as it can get. */
export function layoutLines(text: string, limits: Pick<SubtitleLimits, 'maxLineLength' | 'maxLines'>): string[] {
  const key = `${limits.maxLineLength}|${limits.maxLines}|${text}`;
  const known = LAID_OUT.get(key);
  if (known) return [...known];
  const lines = computeLayout(text, limits);
  if (LAID_OUT.size >= LAID_OUT_MAX) LAID_OUT.clear();
  LAID_OUT.set(key, lines);
  return [...lines];
}

function computeLayout(text: string, limits: Pick<SubtitleLimits, 'maxLineLength' | 'maxLines'>): string[] {
  const lines = [normalise(text)];
  while (lines.length < limits.maxLines) {
    const longest = lines.reduce((at, l, i) => (textLength(l) > textLength(lines[at]!) ? i : at), 0);
    if (textLength(lines[longest]!) <= limits.maxLineLength) break;
    const cut = bestLineBreak(lines[longest]!, limits.maxLineLength);
    if (!cut) break;
    lines.splice(longest, 1, ...cut);
  }
  return lines.filter((l) => l !== '');
}

/** The lines shown for a subtitle: the user's own breaks, else the layout. */
export function shownLines(text: string, limits: Pick<SubtitleLimits, 'maxLineLength' | 'maxLines'>): string[] {
  if (text.includes('\n')) return text.split('\n').map(normalise).filter((l) => l !== '');
  return layoutLines(text, limits);
}
