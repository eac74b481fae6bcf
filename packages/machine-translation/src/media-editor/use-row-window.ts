// Which rows of the line list are rendered (decision 135: ready in ≤ 1 s at 900 lines): those in the viewport and
// OVERSCAN_ROWS either side, by an estimated row height; the space of the others is kept by two spacers so the
// scrollbar stays true. The window follows scrolling, the keyboard focus (so Tab reaches the next row before it
// is needed) and, while playing, the playing line, which is then scrolled into view.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { rowWindow, type RowRange } from '@lingua/core';

/** A row's height with the gap below it, as most rows measure (two text areas of one or two lines). */
export const ROW_ESTIMATE_PX = 94;
export const OVERSCAN_ROWS = 8;

export function useRowWindow(list: RefObject<HTMLDivElement | null>, lines: ReadonlyArray<{ id: string }>, activeId: string | null, follow: boolean) {
  const [view, setView] = useState({ top: 0, height: 600 });
  const [focused, setFocused] = useState<number | null>(null);
  const range: RowRange = rowWindow(lines.length, view, ROW_ESTIMATE_PX, OVERSCAN_ROWS, focused);
  const onScroll = useCallback(() => {
    const el = list.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight || 600 });
  }, [list]);
  const onFocus = useCallback(
    (event: { target: EventTarget }) => {
      const id = (event.target as HTMLElement).closest?.('[data-line]')?.getAttribute('data-line');
      const index = id ? lines.findIndex((l) => l.id === id) : -1;
      setFocused(index >= 0 ? index : null);
    },
    [lines],
  );
  const active = follow && activeId ? lines.findIndex((l) => l.id === activeId) : -1;
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || active < 0 || (active >= range.from && active < range.to)) return;
    // The playing line is outside the rendered rows: move there first, then scroll it into view below.
    el.scrollTop = Math.max(0, active * ROW_ESTIMATE_PX - el.clientHeight / 3);
    onScroll();
  }, [active, list, onScroll, range.from, range.to]);
  useEffect(() => {
    if (active >= 0) list.current?.querySelector(`[data-line="${lines[active]!.id}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, lines, list]);
  return { range, onScroll, onFocus };
}
