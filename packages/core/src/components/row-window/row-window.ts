// The rows of a long list to render, pure (decisions 135 and 178): the viewport's rows by an estimated height,
// `overscan` more either side, and the focused row with `overscan` after it, so keyboard moves and Tab find the
// next row rendered; never more than `maxRows`. The media editor's lines and the document editor's segments.

export interface RowRange {
  /** First row rendered. */
  from: number;
  /** One past the last row rendered. */
  to: number;
}

export function rowWindow(count: number, view: { top: number; height: number }, rowPx: number, overscan: number, focused: number | null, maxRows = Infinity): RowRange {
  const first = Math.floor(view.top / rowPx);
  const last = Math.ceil((view.top + view.height) / rowPx);
  const from = Math.min(Math.max(0, first - overscan), count);
  const to = Math.min(count, last + overscan, from + maxRows);
  if (focused === null || focused >= count) return { from, to };
  const union = { from: Math.min(from, Math.max(0, focused - overscan)), to: Math.max(to, Math.min(count, focused + overscan + 1)) };
  // A focused row scrolled far away is let go rather than rendering every row between it and the viewport.
  return union.to - union.from > Math.min(3 * (to - from), maxRows) ? { from, to } : union;
}
