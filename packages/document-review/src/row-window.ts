// The document editor's rows: core's row window (the media editor's too), held to MAX_ROWS.
import { rowWindow as coreRowWindow, type RowRange } from '@lingua/core';

/** At most this many segment rows are mounted at any time (decision 178). */
export const MAX_ROWS = 100;

export function rowWindow(count: number, view: { top: number; height: number }, rowPx: number, overscan: number, focused: number | null): RowRange {
  return coreRowWindow(count, view, rowPx, overscan, focused, MAX_ROWS);
}
