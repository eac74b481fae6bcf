// The rows of the segment list to render, pure, as the media editor's row window does (decision 135; features
// may not import each other): the viewport's rows by an estimated height, `overscan` more either side, and the
// focused row with `overscan` after it, so keyboard moves find the next row rendered. Never more than MAX_ROWS.

/** At most this many segment rows are mounted at any time (spec §4). */
export const MAX_ROWS = 100;

export interface RowRange {
  from: number;
  to: number;
}

export function rowWindow(count: number, view: { top: number; height: number }, rowPx: number, overscan: number, focused: number | null): RowRange {
  const first = Math.floor(view.top / rowPx);
  const last = Math.ceil((view.top + view.height) / rowPx);
  const from = Math.min(Math.max(0, first - overscan), count);
  const to = Math.min(count, last + overscan, from + MAX_ROWS);
  if (focused === null || focused >= count) return { from, to };
  const union = { from: Math.min(from, Math.max(0, focused - overscan)), to: Math.max(to, Math.min(count, focused + overscan + 1)) };
  // A focused row scrolled far away is let go rather than rendering every row between it and the viewport.
  return union.to - union.from > Math.min(3 * (to - from), MAX_ROWS) ? { from, to } : union;
}
