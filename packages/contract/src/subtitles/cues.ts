// Subtitles from the recogniser's words (decision 135): a sentence per subtitle when it fits, else cut as the guides
// cut (clause punctuation, segment ends, longest pause); reading time is then given and short ones joined.
import { isCjkChar, type SubtitleLimits } from './limits.ts';
import { layoutLines, textLength } from './lines.ts';
import { endsClause, endsSentence } from './sentences.ts';

export interface CueWord {
  word: string;
  start: number;
  end: number;
  segmentEnd?: boolean | undefined;
}

export interface BuiltCue {
  start: number;
  end: number;
  text: string;
  from: number;
  to: number;
}

/** A pause this long ends a subtitle whatever the punctuation says: nothing is said on screen through it. */
export const CUE_SILENCE_BREAK_SECONDS = 1.5;

export function joinWords(words: readonly Pick<CueWord, 'word'>[]): string {
  let out = '';
  for (const w of words) {
    const word = w.word.trim();
    if (!word) continue;
    out += out && !(isCjkChar(out.at(-1)!) && isCjkChar(word[0]!)) ? ` ${word}` : word;
  }
  return out;
}

export function fitsOneCue(words: readonly CueWord[], from: number, to: number, limits: SubtitleLimits): boolean {
  if (words[to]!.end - words[from]!.start > limits.maxSeconds) return false;
  // Cheap refusal before laying out: a text longer than every line together cannot fit.
  let chars = 0;
  for (let i = from; i <= to && chars <= limits.maxLines * (limits.maxLineLength + 1); i += 1) chars += textLength(words[i]!.word) + 1;
  if (chars - 1 > limits.maxLines * (limits.maxLineLength + 1)) return false;
  const lines = layoutLines(joinWords(words.slice(from, to + 1)), limits);
  return lines.length <= limits.maxLines && lines.every((l) => textLength(l) <= limits.maxLineLength);
}

export function sentenceSpans(words: readonly CueWord[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let from = 0;
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (!next || endsSentence(w.word) || next.start - w.end >= CUE_SILENCE_BREAK_SECONDS) {
      spans.push([from, i]);
      from = i + 1;
    }
  });
  return spans;
}

function cutCost(words: readonly CueWord[], from: number, to: number, k: number, limits: SubtitleLimits): number {
  const rank = endsClause(words[k]!.word) ? 0 : words[k]!.segmentEnd ? 1 : 2;
  const lone = (k === from || k === to - 1) && to - from > 1 ? 1000 : 0;
  const pause = Math.min(words[k + 1]!.start - words[k]!.end, 5);
  const left = textLength(joinWords(words.slice(from, k + 1)));
  const right = textLength(joinWords(words.slice(k + 1, to + 1)));
  const bothFit = fitsOneCue(words, from, k, limits) && fitsOneCue(words, k + 1, to, limits) ? 0 : 5;
  return lone + rank * 100 + bothFit - pause * 10 + Math.abs(left - right) / (left + right);
}

export function cutSpan(words: readonly CueWord[], from: number, to: number, limits: SubtitleLimits): Array<[number, number]> {
  if (from === to || fitsOneCue(words, from, to, limits)) return [[from, to]];
  let best = from;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let k = from; k < to; k += 1) {
    const cost = cutCost(words, from, to, k, limits);
    if (cost < bestCost) [best, bestCost] = [k, cost];
  }
  return [...cutSpan(words, from, best, limits), ...cutSpan(words, best + 1, to, limits)];
}

/** A cue too short to read joins the next one (or else the one before) when the two fit together. */
function joinShort(words: readonly CueWord[], spans: Array<[number, number]>, limits: SubtitleLimits): Array<[number, number]> {
  const out = [...spans];
  for (let i = 0; i < out.length; i += 1) {
    const [from, to] = out[i]!;
    const needs = Math.max(limits.minSeconds, textLength(joinWords(words.slice(from, to + 1))) / limits.maxCharsPerSecond);
    const room = (out[i + 1] ? words[out[i + 1]![0]]!.start - limits.minGapSeconds : Number.POSITIVE_INFINITY) - words[from]!.start;
    if (room >= needs) continue;
    if (out[i + 1] && fitsOneCue(words, from, out[i + 1]![1], limits)) out.splice(i, 2, [from, out[i + 1]![1]]);
    else if (out[i - 1] && fitsOneCue(words, out[i - 1]![0], to, limits)) {
      out.splice(i - 1, 2, [out[i - 1]![0], to]);
      i -= 1;
    }
  }
  return out;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Each span on screen as long as its text needs, within the maximum, the media's end and two frames before the next. */
function timeSpans(words: readonly CueWord[], spans: Array<[number, number]>, limits: SubtitleLimits, mediaEnd: number): BuiltCue[] {
  return spans.map(([from, to], i) => {
    const text = joinWords(words.slice(from, to + 1));
    const start = words[from]!.start;
    const next = spans[i + 1] ? words[spans[i + 1]![0]]!.start - limits.minGapSeconds : mediaEnd;
    const needs = Math.max(limits.minSeconds, textLength(text) / limits.maxCharsPerSecond);
    let end = Math.min(Math.max(words[to]!.end, start + Math.min(needs, limits.maxSeconds)), next, mediaEnd);
    if (end <= start) end = Math.min(words[to]!.end, mediaEnd);
    return { start: round(start), end: round(end), text, from, to };
  });
}

export function buildCues(words: readonly CueWord[], limits: SubtitleLimits, mediaEnd = Number.POSITIVE_INFINITY): BuiltCue[] {
  const spoken = words.filter((w) => w.word.trim() !== '');
  if (!spoken.length) return [];
  const spans = sentenceSpans(spoken).flatMap(([from, to]) => cutSpan(spoken, from, to, limits));
  const cues = timeSpans(spoken, joinShort(spoken, spans, limits), limits, mediaEnd);
  if (spoken.length === words.length) return cues;
  // Indexes are of the words given, blank ones included, so a caller can take each cue's words.
  const index = words.flatMap((w, i) => (w.word.trim() === '' ? [] : [i]));
  return cues.map((c) => ({ ...c, from: index[c.from]!, to: index[c.to]! }));
}
