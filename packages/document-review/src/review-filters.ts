// Which segments the editor lists (the filters and the search of spec §2, pure) and find-and-replace in the
// targets with its preview: what would change, and what is skipped because it would break the segment's tags or
// the document is read-only.
import { stripPlaceholders } from '@lingua/contract';
import { isEdited, type ReviewState } from './review-state.ts';
import { checkTarget, replaceInText } from './text-model.ts';

export const REVIEW_FILTERS = ['all', 'warnings', 'edited', 'unconfirmed', 'sinceReview'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export interface RowQuery {
  filter: ReviewFilter;
  search: string;
  searchIn: 'source' | 'target';
  /** Positions with a warning or an error not dismissed. */
  warned: ReadonlySet<number>;
  /** The person's last review: segments changed after it by someone else. */
  lastReview: { at: string; by: string } | null;
  /** The segments the server lists as changed since the language's last decision, when that is the later review. */
  changed?: ReadonlySet<number> | null;
}

function passes(state: ReviewState, position: number, q: RowQuery): boolean {
  const s = state.segments[position]!;
  switch (q.filter) {
    case 'warnings':
      return q.warned.has(position);
    case 'edited':
      return isEdited(state, position);
    case 'unconfirmed':
      return s.status !== 'CONFIRMED' || state.targets[position] !== s.target;
    case 'sinceReview':
      if (q.changed) return q.changed.has(position);
      // Without a marker every segment is new to the person.
      return !q.lastReview || (s.editedAt !== null && s.editedAt > q.lastReview.at && s.editedBy !== q.lastReview.by);
    default:
      return true;
  }
}

/** The positions listed, in document order. */
export function visibleRows(state: ReviewState, q: RowQuery): number[] {
  const needle = q.search.trim().toLocaleLowerCase();
  const out: number[] = [];
  for (let i = 0; i < state.segments.length; i++) {
    if (!passes(state, i, q)) continue;
    if (needle) {
      const text = q.searchIn === 'source' ? (state.segments[i]!.source ?? '') : state.targets[i]!;
      if (!stripPlaceholders(text).toLocaleLowerCase().includes(needle)) continue;
    }
    out.push(i);
  }
  return out;
}

export interface ReplacePreview {
  /** The new targets by position. */
  changes: Map<number, string>;
  /** Segments where the text was found but is not replaced: tags would break or the document is read-only. */
  skipped: number[];
}

/** Find-and-replace over the given positions' targets (text runs only); nothing is applied here. */
export function previewReplace(state: ReviewState, positions: readonly number[], find: string, replacement: string, options: { caseSensitive: boolean; editable: boolean }): ReplacePreview {
  const changes = new Map<number, string>();
  const skipped: number[] = [];
  for (const position of positions) {
    const before = state.targets[position]!;
    const { target, count } = replaceInText(before, find, replacement, options.caseSensitive);
    if (count === 0 || target === before) continue;
    if (!options.editable || !checkTarget(state.segments[position]!.tags, target).ok) skipped.push(position);
    else changes.set(position, target);
  }
  return { changes, skipped };
}
