// The document editor's one hook (decision 139): the document read once, the person's state (review-state.ts)
// laid over with the drafts kept in this browser, the saver (saver.ts) and the actions confirm, replace, resolve
// a conflict and "Update file" (decision 179).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DOCUMENT_SAVE_MAX_SEGMENTS, type DocumentReview } from '@lingua/contract';
import { draftTargets, readDraft, writeDraft, type Draft } from './drafts.ts';
import { confirmSegments, conflictOf, rebuildDocument, saveSegments, useDocumentSegments, useDocumentState, type FileRef } from './review-api.ts';
import { adoptConflict, adoptSaved, editTarget, editTargets, loadState, resolveConflict, unsavedOf, type ReviewState } from './review-state.ts';
import { DocumentSaver, type SaveState } from './saver.ts';

export interface SaveStatus {
  state: SaveState;
  error: unknown;
}

/** Keeps the unsaved targets in the browser, each with the saved text it was typed over. */
function keepDraft(file: FileRef, state: ReviewState): void {
  const targets: Draft['targets'] = {};
  for (const { position, target } of unsavedOf(state)) targets[position] = [target, state.segments[position]!.target];
  writeDraft(file.jobRequestId, file.fileKey, { version: state.version, targets });
}

/** The state, first built from the server's document and the drafts; `restored` counts drafts brought back. */
function useReviewState(file: FileRef, review: DocumentReview | undefined) {
  const [state, setState] = useState<ReviewState | null>(null);
  const [restored, setRestored] = useState(0);
  const ref = useRef<ReviewState | null>(null);
  ref.current = state;
  useEffect(() => {
    if (!review || ref.current || review.segments.length !== review.total) return;
    const { restored: drafts, clashes } = draftTargets(readDraft(file.jobRequestId, file.fileKey), review.segments);
    const loaded = loadState(review, drafts);
    const next = clashes.length > 0 ? { ...loaded, conflicts: clashes.map((p) => review.segments[p]!) } : loaded;
    ref.current = next;
    setState(next);
    setRestored(drafts.size);
  }, [review, file.jobRequestId, file.fileKey]);
  /** A change computed from the newest state (a keystroke never sees an older one). */
  const update = useCallback((change: (s: ReviewState) => ReviewState) => {
    const current = ref.current;
    if (!current) return;
    const next = change(current);
    ref.current = next;
    setState(next);
  }, []);
  return { state, ref, update, restored };
}

function useSaver(file: FileRef, ref: { current: ReviewState | null }, update: (change: (s: ReviewState) => ReviewState) => void) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'saved', error: null });
  const saver = useMemo(
    () =>
      new DocumentSaver(() => ({
        dirty: () => !!ref.current && unsavedOf(ref.current).length > 0,
        onState: (state, error) => setStatus({ state, error }),
        send: async () => {
          // A 409 whose changes touch nothing typed here is taken and the save sent again on the new version.
          for (let attempt = 0; ; attempt++) {
            const sent = ref.current;
            const changes = sent ? unsavedOf(sent).slice(0, DOCUMENT_SAVE_MAX_SEGMENTS) : [];
            if (!sent || changes.length === 0) return false;
            keepDraft(file, sent);
            try {
              const answer = await saveSegments(file, sent.version, changes);
              update((s) => adoptSaved(s, answer));
              return true;
            } catch (error) {
              const conflict = conflictOf(error);
              if (conflict) update((s) => adoptConflict(s, conflict.version, conflict.conflicts));
              if (!conflict || ref.current?.conflicts || attempt > 0) throw error;
            } finally {
              if (ref.current) keepDraft(file, ref.current);
            }
          }
        },
      })),
    [file, ref, update],
  );
  useEffect(() => () => saver.dispose(), [saver]);
  return { saver, status };
}

/** Saves what is unsaved before the page goes, and asks the browser to warn while a save is still open. */
function useLeaveGuard(saver: DocumentSaver, ref: { current: ReviewState | null }) {
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!ref.current || unsavedOf(ref.current).length === 0) return;
      void saver.flush();
      event.preventDefault();
    };
    globalThis.addEventListener?.('beforeunload', onLeave);
    return () => globalThis.removeEventListener?.('beforeunload', onLeave);
  }, [saver, ref]);
}

export function useDocumentReview(file: FileRef) {
  const segments = useDocumentSegments(file);
  const { state, ref, update, restored } = useReviewState(file, segments.data);
  const { saver, status } = useSaver(file, ref, update);
  const [rebuilding, setRebuilding] = useState(false);
  // The document's state as last polled (a rebuild's progress and its end), newer than the first read's.
  const [fresh, setFresh] = useState<DocumentReview | null>(null);
  const live = useDocumentState(file, rebuilding || !!(fresh ?? segments.data)?.rebuilding);
  const meta = fresh ?? segments.data;
  useLeaveGuard(saver, ref);
  useEffect(() => {
    if (!live.data) return;
    setFresh(live.data);
    if (live.data.rebuilding) return;
    setRebuilding(false);
    const built = live.data;
    // The file holds what was saved when it was built: stale again only by what changed since.
    update((s) => ({ ...s, fileStale: built.fileStale || unsavedOf(s).length > 0 }));
  }, [live.data, update]);

  const edit = useCallback(
    (position: number, target: string) => {
      update((s) => editTarget(s, position, target));
      if (ref.current) keepDraft(file, ref.current);
      saver.changed();
    },
    [update, ref, file, saver],
  );
  const editMany = useCallback(
    (changes: ReadonlyMap<number, string>) => {
      update((s) => editTargets(s, changes));
      if (ref.current) keepDraft(file, ref.current);
      void saver.flush();
    },
    [update, ref, file, saver],
  );
  const leave = useCallback(() => void saver.flush(), [saver]);
  const actions = useActions(file, ref, update, saver, (answer) => {
    setFresh(answer);
    setRebuilding(true);
  });
  return { segments, meta, state, status, restored, rebuilding: rebuilding || !!meta?.rebuilding, edit, editMany, leave, ...actions };
}

function useActions(file: FileRef, ref: { current: ReviewState | null }, update: (change: (s: ReviewState) => ReviewState) => void, saver: DocumentSaver, onRebuilding: (answer: DocumentReview) => void) {
  const [actionError, setActionError] = useState<unknown>(null);
  const run = useCallback(
    async (act: (s: ReviewState) => Promise<void>) => {
      setActionError(null);
      await saver.flush().catch(() => undefined);
      const s = ref.current;
      if (!s || saver.state === 'conflict') return;
      try {
        await act(s);
      } catch (error) {
        const conflict = conflictOf(error);
        if (!conflict) return setActionError(error);
        update((x) => adoptConflict(x, conflict.version, conflict.conflicts));
        // Nothing typed here clashed: the action goes on, on the version now.
        if (!ref.current?.conflicts) await act(ref.current!).catch((again: unknown) => setActionError(again));
      }
    },
    [saver, ref, update],
  );
  return {
    actionError,
    confirm: useCallback(
      (positions: number[]) =>
        run(async (s) => {
          const answer = await confirmSegments(file, s.version, positions);
          update((x) => adoptSaved(x, answer));
        }),
      [run, file, update],
    ),
    rebuild: useCallback(
      () =>
        run(async (s) => {
          onRebuilding(await rebuildDocument(file, s.version));
        }),
      [run, file, onRebuilding],
    ),
    resolve: useCallback(
      (position: number, choice: 'mine' | 'theirs') => {
        update((s) => resolveConflict(s, position, choice));
        if (ref.current && !ref.current.conflicts) saver.resume();
      },
      [update, ref, saver],
    ),
  };
}
