// The timeline's geometry, pure: the window of media shown (it keeps the playhead a sixth in and stops at the
// media's end), where a second falls on the 1000-unit-wide drawing, and the waveform's path in that window.
import type { MediaPeaks } from '@lingua/contract';

/** Seconds of media the timeline shows at once. */
export const TIMELINE_WINDOW_SECONDS = 30;
export const TIMELINE_HEIGHT = 96;

export interface TimelineWindow {
  from: number;
  span: number;
}

export function timelineWindow(time: number, durationSeconds: number): TimelineWindow {
  const span = Math.min(TIMELINE_WINDOW_SECONDS, Math.max(durationSeconds, 1));
  return { span, from: Math.max(0, Math.min(time - span / 6, durationSeconds - span)) };
}

/** The x of `seconds` on the drawing, 0 to 1000 across the window. */
export function xOf(w: TimelineWindow, seconds: number): number {
  return ((seconds - w.from) / w.span) * 1000;
}

/** The waveform in the window as one SVG path: a vertical stroke per peak. */
export function wavePath(peaks: MediaPeaks | undefined, w: TimelineWindow): string {
  if (!peaks) return '';
  const { from, span } = w;
  const HEIGHT = TIMELINE_HEIGHT;
    const first = Math.floor(from * peaks.peaksPerSecond);
    const last = Math.min(peaks.peaks.length, Math.ceil((from + span) * peaks.peaksPerSecond));
    let d = '';
    for (let i = first; i < last; i++) {
      const px = (((i / peaks.peaksPerSecond - from) / span) * 1000).toFixed(1);
      const h = Math.max(0.5, peaks.peaks[i]! * (HEIGHT / 2 - 4));
      d += `M${px} ${(HEIGHT / 2 - h).toFixed(1)}V${(HEIGHT / 2 + h).toFixed(1)}`;
    }
    return d;
}
