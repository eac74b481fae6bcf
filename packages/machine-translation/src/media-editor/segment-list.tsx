// The lines of the editor: per line its time (a button that plays from there), the transcript text and, beside
// it, the chosen language's translation, with the reading flags (characters a second, line length), the stale
// mark and the words the recogniser was unsure of. Only the rows near the viewport are rendered (decision 135;
// use-row-window.ts), so a one-hour transcript of about 900 lines opens at once; the playing line is highlighted
// and kept in view, and Tab walks from row to row as the window follows the focus.
import { useMemo, useRef } from 'react';
import { isUnsureLine, type MemorySuggestion, type TranslatedSegment } from '@lingua/contract';
import type { Line } from './editor-state.ts';
import type { RowIssues } from './line-issues.tsx';
import { SegmentRow, type RowHandlers } from './segment-row.tsx';
import { ROW_ESTIMATE_PX, useRowWindow } from './use-row-window.ts';

/** What a row reports to the editor: a text typed, or a key the editor acts on. */
export interface SegmentListProps extends RowHandlers {
  lines: readonly Line[];
  translation: readonly TranslatedSegment[] | null;
  sourceLanguageName: string;
  targetLanguageName: string | null;
  activeId: string | null;
  /** The translation's lines its last dub could not say in their time. */
  overruns?: ReadonlyArray<{ id: string; text: string; slotSeconds: number; spokenSeconds: number }> | undefined;
  /** Follow the playhead: scroll the active line into view (while playing). */
  follow: boolean;
  readOnly: boolean;
  /** What the company's translation memory offers, by line id (decision 145). */
  suggestions?: ReadonlyMap<string, MemorySuggestion> | undefined;
  /** The lines the recogniser was unsure of listed first, each keeping its number. */
  unsureFirst?: boolean | undefined;
  /** Issues marked on the lines (decision 184), where they can be marked. */
  issues?: RowIssues | undefined;
  /** Only these lines (by id), each keeping its number: those changed since the last review (decision 188). */
  only?: ReadonlySet<string> | null | undefined;
}

/**
 * The rows' look as classes in one stylesheet rendered with the list (inside the element's shadow root as well as
 * in the portal): set inline, the same thirty declarations on each of 900 rows cost more than the rows themselves
 * (React writes every inline property one by one). Rows say whether they are active with `aria-current`.
 */
const ROW_CSS = `
.lp-seg-list { container-type: inline-size; display: flex; flex-direction: column; gap: 6px; max-height: 560px; overflow-y: auto; padding: 2px; }
.lp-seg-row { content-visibility: auto; contain-intrinsic-size: auto 88px; display: grid; grid-template-columns: 136px 1fr; gap: 8px;
  padding: 8px; border-radius: 8px; border: 1px solid var(--mantine-color-gray-3); }
.lp-seg-row[data-pair] { grid-template-columns: 136px 1fr 1fr; }
.lp-seg-row[data-unsure] { border-inline-start: 4px solid var(--mantine-color-orange-6); }
.lp-seg-row[aria-current='true'] { border-color: var(--mantine-color-blue-6); background: var(--mantine-color-blue-0); }
.lp-seg-time { font: inherit; font-size: var(--mantine-font-size-xs); font-variant-numeric: tabular-nums; background: none; border: 0;
  padding: 2px; cursor: pointer; color: inherit; text-align: start; }
.lp-seg-time > span { display: block; }
.lp-seg-time > span:first-child { font-weight: 600; }
.lp-seg-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.lp-seg-text { width: 100%; font: inherit; font-size: var(--mantine-font-size-sm); line-height: 1.4; padding: 6px 8px;
  border: 1px solid var(--mantine-color-gray-4); border-radius: 6px; resize: vertical; background: var(--mantine-color-body); color: inherit; }
.lp-seg-text[aria-describedby] { border-color: var(--mantine-color-orange-6); }
.lp-seg-words { font-size: var(--mantine-font-size-xs); color: var(--mantine-color-dimmed); margin-top: 2px; }
.lp-seg-issues { grid-column: 1 / -1; }
.lp-seg-words mark { background: var(--mantine-color-yellow-1); text-decoration: underline wavy var(--mantine-color-orange-7); color: inherit; }
@container (max-width: 560px) {
  .lp-seg-row, .lp-seg-row[data-pair] { grid-template-columns: minmax(0, 1fr); gap: 6px; }
  .lp-seg-time > span { display: inline; }
}
`;

export function SegmentList({ lines: all, translation, activeId, follow, overruns, suggestions, unsureFirst, issues, only, ...rest }: SegmentListProps) {
  const list = useRef<HTMLDivElement | null>(null);
  const lines = useMemo(() => {
    const shown = only ? all.filter((l) => only.has(l.id)) : all;
    return unsureFirst ? [...shown.filter(isUnsureLine), ...shown.filter((l) => !isUnsureLine(l))] : shown;
  }, [all, unsureFirst, only]);
  const numbers = useMemo(() => new Map(all.map((l, i) => [l.id, i + 1])), [all]);
  const texts = translation ? new Map(translation.map((l) => [l.id, l])) : null;
  // A mark holds while the line reads as it was voiced: an edit of its text is the fix, and hides it.
  const over = new Map((overruns ?? []).filter((o) => texts?.get(o.id)?.text.trim() === o.text).map((o) => [o.id, o]));
  const { range, onScroll, onFocus } = useRowWindow(list, lines, activeId, follow);
  return (
    <>
      <style>{ROW_CSS}</style>
      <div ref={list} role="list" className="lp-seg-list" onScroll={onScroll} onFocus={onFocus}>
        <div aria-hidden style={{ height: range.from * ROW_ESTIMATE_PX, flex: 'none' }} />
        {lines.slice(range.from, range.to).map((line, k) => {
          const n = numbers.get(line.id) ?? range.from + k + 1;
          const issueProps = issues ? { issueCount: issues.counts.get(line.id) ?? 0, onIssues: issues.toggle, issuePanel: issues.openId === line.id ? issues.panel(line.id, n) : undefined, threadMark: issues.mark(line.id) } : {};
          return <SegmentRow key={line.id} n={n} pos={range.from + k + 1} count={lines.length} line={line} target={texts?.get(line.id) ?? null} active={line.id === activeId} overrun={over.get(line.id)} suggestion={suggestions?.get(line.id)} {...issueProps} {...rest} />;
        })}
        <div aria-hidden style={{ height: (lines.length - range.to) * ROW_ESTIMATE_PX, flex: 'none' }} />
      </div>
    </>
  );
}
