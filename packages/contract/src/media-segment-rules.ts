// Rules of an edited transcript, shown by the media editor and enforced by the server. Times in seconds.

export const MEDIA_SEGMENT_TEXT_MAX_LENGTH = 500;
export const MEDIA_SEGMENTS_MAX = 20_000;
export const MEDIA_WORDS_MAX = 200;
export const MEDIA_IMPORT_MAX_LENGTH = 2_000_000;
/** The usual subtitle reading limits: flagged, not refused. */
export const SUBTITLE_MAX_CHARS_PER_SECOND = 17;
export const SUBTITLE_MAX_LINE_LENGTH = 42;
export const SEGMENT_NUDGE_SECONDS = 0.1;
export const SEGMENT_MIN_DURATION_SECONDS = 0.1;
/** The recogniser's confidence below which a word is marked for a listen. */
export const UNSURE_WORD_CONFIDENCE = 0.5;

export type SegmentTimingCode = 'END_NOT_AFTER_START' | 'OVERLAPS_PREVIOUS' | 'OUTSIDE_MEDIA';

export interface SegmentTimingProblem {
  code: SegmentTimingCode;
  index: number;
}

export function segmentTimingProblems(
  segments: ReadonlyArray<{ start: number; end: number }>,
  durationSeconds: number,
): SegmentTimingProblem[] {
  const out: SegmentTimingProblem[] = [];
  // Rounding of the media's duration and of stored times: a boundary a millisecond past the end is the end.
  const limit = durationSeconds + 0.001;
  segments.forEach((s, index) => {
    if (!(s.end > s.start)) out.push({ code: 'END_NOT_AFTER_START', index });
    else if (index > 0 && s.start < segments[index - 1]!.end - 0.0005) out.push({ code: 'OVERLAPS_PREVIOUS', index });
    else if (s.end > limit) out.push({ code: 'OUTSIDE_MEDIA', index });
  });
  return out;
}

export interface ReadingFlags {
  charsPerSecond: number;
  tooFast: boolean;
  longestLine: number;
  lineTooLong: boolean;
}

export function readingFlags(segment: { start: number; end: number; text: string }): ReadingFlags {
  const seconds = Math.max(segment.end - segment.start, 0.001);
  const chars = segment.text.replace(/\s+/g, ' ').trim().length;
  const charsPerSecond = Math.round((chars / seconds) * 10) / 10;
  const longestLine = Math.max(0, ...segment.text.split('\n').map((l) => wrappedLength(l.trim())));
  return {
    charsPerSecond,
    tooFast: charsPerSecond > SUBTITLE_MAX_CHARS_PER_SECOND,
    longestLine,
    lineTooLong: longestLine > SUBTITLE_MAX_LINE_LENGTH,
  };
}

/** A long line wraps once at the space nearest its middle (two lines of 42 is the usual subtitle frame). */
function wrappedLength(line: string): number {
  if (line.length <= SUBTITLE_MAX_LINE_LENGTH) return line.length;
  let best = line.length;
  for (let i = line.indexOf(' '); i >= 0; i = line.indexOf(' ', i + 1)) best = Math.min(best, Math.max(i, line.length - i - 1));
  return best;
}

/** Decision 092: a new or reworded source line makes its translation stale; timing alone does not. */
export function staleAfterTranscriptEdit(
  before: ReadonlyArray<{ id: string; text: string }>,
  after: ReadonlyArray<{ id: string; text: string }>,
  lines: ReadonlyArray<{ id: string; stale: boolean }>,
): Set<string> {
  const was = new Map(before.map((s) => [s.id, s.text]));
  const line = new Map(lines.map((l) => [l.id, l]));
  return new Set(after.filter((s) => was.get(s.id) !== s.text || !line.has(s.id) || line.get(s.id)!.stale).map((s) => s.id));
}

/** Decision 092: a line the user changed is theirs, no longer stale. */
export function staleAfterTranslationEdit(was: { text: string; stale: boolean } | undefined, text: string): boolean {
  return was !== undefined && was.text === text ? was.stale : false;
}

/** pocketsphinx's posteriors sit near 0.999 or near 0.05, so a share of unsure words separates garbled lines from
 * one odd word better than a mean. */
export const UNSURE_LINE_SHARE = 1 / 3;
/** Below this share of sure words in a whole file the recogniser could not make out the speech. */
export const CLEAR_SPEECH_SHARE = 0.5;

type Scored = { words?: ReadonlyArray<{ confidence?: number }> | undefined };

function scoredWords(segments: readonly Scored[]): { scored: number; unsure: number } {
  let scored = 0;
  let unsure = 0;
  for (const s of segments)
    for (const w of s.words ?? []) {
      if (w.confidence === undefined) continue;
      scored++;
      if (w.confidence < UNSURE_WORD_CONFIDENCE) unsure++;
    }
  return { scored, unsure };
}

export function isUnsureLine(segment: Scored): boolean {
  const { scored, unsure } = scoredWords([segment]);
  return scored > 0 && unsure / scored >= UNSURE_LINE_SHARE;
}

export function isSpeechUnclear(segments: readonly Scored[]): boolean {
  const { scored, unsure } = scoredWords(segments);
  return scored > 0 && 1 - unsure / scored < CLEAR_SPEECH_SHARE;
}
