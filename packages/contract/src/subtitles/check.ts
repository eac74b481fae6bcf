// Which subtitles break a rule (decision 135): counted by the server on save and listed by the editor
// with a fix. Timing that cannot be rendered at all (end before start, past the media) is refused elsewhere
// (segmentTimingProblems); these are the guides' limits, flagged for the user to fix or accept.
import type { SubtitleLimits } from './limits.ts';
import { shownLines, textLength } from './lines.ts';

export type SubtitleRuleCode = 'LINE_TOO_LONG' | 'TOO_MANY_LINES' | 'TOO_FAST' | 'TOO_SHORT' | 'TOO_LONG_ON_SCREEN' | 'OVERLAPPING' | 'TOO_CLOSE';

export const SUBTITLE_RULE_CODES: readonly SubtitleRuleCode[] = ['LINE_TOO_LONG', 'TOO_MANY_LINES', 'TOO_FAST', 'TOO_SHORT', 'TOO_LONG_ON_SCREEN', 'OVERLAPPING', 'TOO_CLOSE'];

export interface SubtitleRuleBreak {
  code: SubtitleRuleCode;
  /** Position of the subtitle in the list checked. */
  index: number;
  /** What was measured (characters, characters a second, seconds) and the limit it broke. */
  value: number;
  limit: number;
}

export interface CheckedCue {
  start: number;
  end: number;
  text: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
// Stored times are milliseconds: a limit met to the millisecond is met.
const EPSILON = 0.0005;

/** Characters a second of a subtitle: its text on one line, spaces included, over its time on screen. */
export function charsPerSecond(cue: CheckedCue): number {
  return round1(textLength(cue.text.replace(/\s+/gu, ' ').trim()) / Math.max(cue.end - cue.start, 0.001));
}

/** The rules one subtitle breaks by itself: line length and count, reading speed, time on screen. */
export function cueBreaks(cue: CheckedCue, index: number, limits: SubtitleLimits): SubtitleRuleBreak[] {
  const out: SubtitleRuleBreak[] = [];
  const lines = shownLines(cue.text, limits);
  const longest = Math.max(0, ...lines.map(textLength));
  if (longest > limits.maxLineLength) out.push({ code: 'LINE_TOO_LONG', index, value: longest, limit: limits.maxLineLength });
  else if (lines.length > limits.maxLines) out.push({ code: 'TOO_MANY_LINES', index, value: lines.length, limit: limits.maxLines });
  const cps = charsPerSecond(cue);
  if (cps > limits.maxCharsPerSecond) out.push({ code: 'TOO_FAST', index, value: cps, limit: limits.maxCharsPerSecond });
  const seconds = round3(cue.end - cue.start);
  if (seconds < limits.minSeconds - EPSILON) out.push({ code: 'TOO_SHORT', index, value: seconds, limit: round3(limits.minSeconds) });
  if (seconds > limits.maxSeconds + EPSILON) out.push({ code: 'TOO_LONG_ON_SCREEN', index, value: seconds, limit: limits.maxSeconds });
  return out;
}

/** Every rule the subtitles break, in order; the gap rules are counted on the later of the two. */
export function subtitleRuleBreaks(cues: readonly CheckedCue[], limits: SubtitleLimits): SubtitleRuleBreak[] {
  const out: SubtitleRuleBreak[] = [];
  cues.forEach((cue, index) => {
    out.push(...cueBreaks(cue, index, limits));
    const before = cues[index - 1];
    if (!before) return;
    const gap = round3(cue.start - before.end);
    if (gap < -EPSILON) out.push({ code: 'OVERLAPPING', index, value: -gap, limit: 0 });
    else if (gap < limits.minGapSeconds - EPSILON) out.push({ code: 'TOO_CLOSE', index, value: gap, limit: round3(limits.minGapSeconds) });
  });
  return out;
}

/** How many subtitles break at least one rule: the figure the details page shows. */
export function cuesBreakingRules(breaks: readonly SubtitleRuleBreak[]): number {
  return new Set(breaks.map((b) => b.index)).size;
}
