// Recognised words → timed subtitle segments. A segment ends at a pause in the speech, or before it would run
// longer than a reader can follow (two lines of 42 characters, 6 seconds): the common subtitling limits.
import type { TimedSegment, TimedWord } from './engine.ts';

export const SEGMENT_MAX_SECONDS = 6;
export const SEGMENT_MAX_CHARS = 84;
export const SEGMENT_PAUSE_SECONDS = 0.6;
/** Short segments stay on screen at least this long when the next one leaves room. */
export const SEGMENT_MIN_SECONDS = 1;

export function segmentWords(words: readonly TimedWord[]): TimedSegment[] {
  const out: TimedSegment[] = [];
  let current: { start: number; end: number; words: string[] } | null = null;
  for (const w of words) {
    if (current) {
      const text = [...current.words, w.word].join(' ');
      const pause = w.start - current.end;
      if (pause >= SEGMENT_PAUSE_SECONDS || w.end - current.start > SEGMENT_MAX_SECONDS || text.length > SEGMENT_MAX_CHARS) {
        out.push({ start: current.start, end: current.end, text: current.words.join(' ') });
        current = null;
      }
    }
    if (current) {
      current.words.push(w.word);
      current.end = w.end;
    } else current = { start: w.start, end: w.end, words: [w.word] };
  }
  if (current) out.push({ start: current.start, end: current.end, text: current.words.join(' ') });
  for (const [i, s] of out.entries()) {
    const limit = out[i + 1]?.start ?? Number.POSITIVE_INFINITY;
    if (s.end - s.start < SEGMENT_MIN_SECONDS) s.end = Math.min(s.start + SEGMENT_MIN_SECONDS, limit);
  }
  return out;
}
