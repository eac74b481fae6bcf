// The document editor's state without React (decision 139): the segments as the server holds them, the targets as
// the person has them, the document's version, and the conflicts a save against an older version brought back
// (decision 179). Every step is a pure function; the hook (use-document-review.ts) only holds the result.
import type { DocumentReview, DocumentSegment, DocumentSegmentsSaved } from '@lingua/contract';

export interface ReviewState {
  /** As the server last answered them (their `target` is the saved one). */
  segments: readonly DocumentSegment[];
  /** The targets as the person has them, by position; differs from `segments` where unsaved. */
  targets: readonly string[];
  version: number;
  /** Segments changed since the delivered file was built. */
  fileStale: boolean;
  /** Segments another person changed since the version this editor saved on (a 409), as they are now. */
  conflicts: readonly DocumentSegment[] | null;
}

/** A review read from the server, with the drafts kept in this browser laid over it. */
export function loadState(review: DocumentReview, drafts: ReadonlyMap<number, string> = new Map()): ReviewState {
  const targets = review.segments.map((s) => drafts.get(s.position) ?? s.target);
  return { segments: review.segments, targets, version: review.version, fileStale: review.fileStale, conflicts: null };
}

export function editTarget(state: ReviewState, position: number, target: string): ReviewState {
  if (state.targets[position] === target) return state;
  const targets = state.targets.slice();
  targets[position] = target;
  return { ...state, targets };
}

/** Several targets at once (a replace in every segment, a fix applied to a group). */
export function editTargets(state: ReviewState, changes: ReadonlyMap<number, string>): ReviewState {
  if (changes.size === 0) return state;
  const targets = state.targets.slice();
  for (const [position, target] of changes) targets[position] = target;
  return { ...state, targets };
}

/** What the server does not hold yet, in document order. */
export function unsavedOf(state: ReviewState): Array<{ position: number; target: string }> {
  const out: Array<{ position: number; target: string }> = [];
  for (let i = 0; i < state.targets.length; i++) {
    const target = state.targets[i]!;
    if (target !== state.segments[i]?.target) out.push({ position: i, target });
  }
  return out;
}

/** A save's or confirm's answer: those segments as stored, the new version; later typing stays the person's. */
export function adoptSaved(state: ReviewState, answer: DocumentSegmentsSaved): ReviewState {
  const segments = state.segments.slice();
  for (const s of answer.segments) segments[s.position] = s;
  return { ...state, segments, version: answer.version, fileStale: answer.fileStale, conflicts: null };
}

/**
 * A 409: the version now and the segments changed since. Segments the person did not touch take the server's text
 * at once; those both changed wait in `conflicts` for the person to choose.
 */
export function adoptConflict(state: ReviewState, version: number, changed: readonly DocumentSegment[]): ReviewState {
  const segments = state.segments.slice();
  const targets = state.targets.slice();
  const both: DocumentSegment[] = [];
  for (const s of changed) {
    const mine = targets[s.position];
    const touched = mine !== undefined && mine !== state.segments[s.position]?.target && mine !== s.target;
    segments[s.position] = s;
    if (touched) both.push(s);
    else targets[s.position] = s.target;
  }
  return { ...state, segments, targets, version, fileStale: true, conflicts: both.length > 0 ? both : null };
}

/** The person chose, for one conflicting segment, their text ('mine', saved next) or the other one ('theirs'). */
export function resolveConflict(state: ReviewState, position: number, choice: 'mine' | 'theirs'): ReviewState {
  const left = (state.conflicts ?? []).filter((s) => s.position !== position);
  const conflicts = left.length > 0 ? left : null;
  if (choice === 'mine') return { ...state, conflicts };
  const targets = state.targets.slice();
  targets[position] = state.segments[position]!.target;
  return { ...state, targets, conflicts };
}

/** Whether the segment differs from its delivered text (edited by someone, or here and unsaved). */
export function isEdited(state: ReviewState, position: number): boolean {
  const s = state.segments[position];
  return !!s && (s.origin === 'CLIENT' || s.editedBy !== null || state.targets[position] !== s.target);
}
