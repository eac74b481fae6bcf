// The document's segments as a list in which only the rows near the viewport are mounted (at most MAX_ROWS, spec
// §4; row-window.ts): two spacers keep the scrollbar true, so a 20,000-segment document opens as fast as a short
// one. The window follows scrolling and the keyboard focus; a segment moved to is scrolled into view.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { DocumentSegment } from '@lingua/contract';
import { rowWindow } from './row-window.ts';
import { SegmentRow, type RowHandlers } from './segment-row.tsx';

/** A row's height as most rows measure (a one- or two-line paragraph with its notes). */
export const ROW_ESTIMATE_PX = 76;
export const OVERSCAN_ROWS = 8;

export interface SegmentListProps extends RowHandlers {
  /** Positions listed (the filter's and the search's), in document order. */
  rows: readonly number[];
  segments: readonly DocumentSegment[];
  targets: readonly string[];
  paired: boolean;
  readOnly: boolean;
  active: number | null;
  /** A segment to scroll to and focus (a keyboard move); its `seq` changes with every move. */
  goTo: { position: number; seq: number } | null;
  findings: ReadonlyMap<number, { errors: number; warnings: number }>;
  /** Issues marked per segment (decision 184). */
  issues: ReadonlyMap<number, number>;
  /** The mark of a segment with threads (decision 185). */
  marks?: (position: number) => ReactNode;
  me: string | null;
  label: string;
}

const LIST_CSS = `
.lp-doc-list { display: flex; flex-direction: column; gap: 4px; height: min(70vh, 760px); overflow-y: auto; padding: 2px; }
.lp-doc-row { display: grid; grid-template-columns: 92px 1fr; gap: 10px; padding: 8px; border-radius: 6px; border: 1px solid var(--mantine-color-gray-3); }
.lp-doc-row[data-pair] { grid-template-columns: 92px 1fr 1fr; }
.lp-doc-row[aria-current='true'] { border-color: var(--mantine-color-blue-6); background: var(--mantine-color-blue-0); }
.lp-doc-meta { font-size: var(--mantine-font-size-xs); color: var(--mantine-color-dimmed); display: flex; flex-direction: column; gap: 2px; overflow-wrap: anywhere; }
.lp-doc-n { font-weight: 600; color: var(--mantine-color-text); font-variant-numeric: tabular-nums; }
.lp-doc-source { font-size: var(--mantine-font-size-sm); line-height: 1.45; padding: 6px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.lp-doc-field { font-size: var(--mantine-font-size-sm); line-height: 1.45; padding: 5px 8px; min-height: 32px; border: 1px solid var(--mantine-color-gray-5);
  border-radius: 6px; background: var(--mantine-color-body); white-space: pre-wrap; overflow-wrap: anywhere; }
.lp-doc-field:focus { outline: 2px solid var(--mantine-color-blue-6); outline-offset: 1px; }
.lp-doc-field[aria-readonly='true'] { background: var(--mantine-color-gray-0); }
.lp-chip { display: inline-block; font-size: 11px; line-height: 16px; padding: 0 4px; margin: 0 1px; border-radius: 8px; user-select: none;
  background: var(--mantine-color-violet-1); color: var(--mantine-color-violet-9); border: 1px solid var(--mantine-color-violet-4); vertical-align: 1px; }
.lp-doc-notes { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 3px; font-size: var(--mantine-font-size-xs); color: var(--mantine-color-gray-7); }
.lp-doc-badge { padding: 0 6px; border-radius: 8px; background: var(--mantine-color-gray-1); }
.lp-doc-badge { color: var(--mantine-color-text); }
.lp-doc-badge[data-origin='CLIENT'] { background: var(--mantine-color-teal-0); box-shadow: inset 0 0 0 1px var(--mantine-color-teal-5); }
.lp-doc-badge[data-origin='MEMORY'] { background: var(--mantine-color-blue-0); box-shadow: inset 0 0 0 1px var(--mantine-color-blue-4); }
.lp-doc-badge[data-origin='PROVIDER'] { background: var(--mantine-color-grape-0); box-shadow: inset 0 0 0 1px var(--mantine-color-grape-4); }
[data-status='CONFIRMED'] { color: var(--mantine-color-text); font-weight: 600; }
[data-status='CONFIRMED']::before { content: '✓ '; color: var(--mantine-color-teal-9); }
[data-status='unsaved'] { color: var(--mantine-color-orange-9); }
.lp-doc-error { color: var(--mantine-color-red-8); font-weight: 600; }
.lp-doc-warning { color: var(--mantine-color-orange-9); font-weight: 600; }
.lp-doc-issue-mark { color: var(--mantine-color-violet-9); font-weight: 600; }
.lp-doc-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.lp-doc-body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; align-items: start; }
.lp-doc-body[data-panel] { grid-template-columns: minmax(0, 1fr) 280px; }
.lp-doc-body[data-preview] { grid-template-columns: minmax(0, 1fr) 360px; }
@media (max-width: 900px) {
  .lp-doc-body[data-panel] { grid-template-columns: minmax(0, 1fr); }
  .lp-doc-list { height: auto; max-height: min(70vh, 760px); }
}
@media (max-width: 640px) {
  .lp-doc-row, .lp-doc-row[data-pair] { grid-template-columns: 1fr; gap: 4px; }
  .lp-doc-meta { flex-direction: row; gap: 8px; }
}
`;

function useWindow(list: { current: HTMLDivElement | null }, rows: readonly number[], goTo: SegmentListProps['goTo']) {
  const [view, setView] = useState({ top: 0, height: 700 });
  const [focused, setFocused] = useState<number | null>(null);
  const range = rowWindow(rows.length, view, ROW_ESTIMATE_PX, OVERSCAN_ROWS, focused);
  const onScroll = useCallback(() => {
    const el = list.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight || 700 });
  }, [list]);
  const onFocus = useCallback(
    (event: { target: EventTarget }) => {
      const p = (event.target as HTMLElement).closest?.('[data-position]')?.getAttribute('data-position');
      const index = p ? rows.indexOf(Number(p)) : -1;
      setFocused(index >= 0 ? index : null);
    },
    [rows],
  );
  const index = goTo ? rows.indexOf(goTo.position) : -1;
  const done = useRef(-1);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || !goTo || index < 0 || done.current === goTo.seq) return;
    const field = () => el.querySelector<HTMLElement>(`.lp-doc-field[data-position="${rows[index]}"]`);
    if (!field()) {
      // Outside the mounted rows: move there first; the focus follows once the row is rendered.
      el.scrollTop = Math.max(0, index * ROW_ESTIMATE_PX - el.clientHeight / 3);
      onScroll();
      setFocused(index);
    }
    const f = field();
    if (f) {
      done.current = goTo.seq;
      if ((f.getRootNode() as Document | ShadowRoot).activeElement !== f) f.focus({ preventScroll: true });
      f.scrollIntoView?.({ block: 'nearest' });
    }
    // Runs again when the window has moved to the row (range), until the field is focused.
  }, [goTo, index, rows, list, onScroll, range.from, range.to]);
  return { range, onScroll, onFocus };
}

export function SegmentList({ rows, segments, targets, paired, readOnly, active, goTo, findings, issues, marks, me, label, ...handlers }: SegmentListProps) {
  const list = useRef<HTMLDivElement | null>(null);
  const { range, onScroll, onFocus } = useWindow(list, rows, goTo);
  return (
    <>
      <style>{LIST_CSS}</style>
      <div ref={list} role="list" aria-label={label} className="lp-doc-list" onScroll={onScroll} onFocus={onFocus}>
        <div aria-hidden style={{ height: range.from * ROW_ESTIMATE_PX, flex: 'none' }} />
        {rows.slice(range.from, range.to).map((p) => {
          const f = findings.get(p);
          return <SegmentRow key={p} segment={segments[p]!} target={targets[p]!} total={segments.length} paired={paired} readOnly={readOnly} active={p === active} errors={f?.errors ?? 0} warnings={f?.warnings ?? 0} issues={issues.get(p) ?? 0} mark={marks?.(p)} me={me} {...handlers} />;
        })}
        <div aria-hidden style={{ height: (rows.length - range.to) * ROW_ESTIMATE_PX, flex: 'none' }} />
      </div>
    </>
  );
}
