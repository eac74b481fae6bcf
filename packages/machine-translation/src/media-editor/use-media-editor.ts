// The media editor's state and its conversation with the server: the document of the chosen source file with
// its undo history, saves that follow each change within a second (the transcript first — it moves every
// language's version — then each changed language), a 409 from another tab's save that stops saving until the
// user reloads, and the actions "Update translations", "Update files", export and import.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaSegmentFile, MediaSegments, SubtitleFormat } from '@lingua/contract';
import { ApiError, errorDisplayMessage, startDownload, useRevalidateJobRequests } from '@lingua/core';
import { useSWRConfig } from 'swr';
import { getMediaSubtitles } from '../api/get-media-subtitles.ts';
import { mediaSegmentsKey, useMediaSegments } from '../api/get-media-segments.ts';
import { importMediaSubtitles } from '../api/import-media-subtitles.ts';
import { rebuildMediaOutputs } from '../api/rebuild-media-outputs.ts';
import { retranslateStaleMediaSegments } from '../api/retranslate-stale-media-segments.ts';
import { saveMediaTranscript } from '../api/save-media-transcript.ts';
import { saveMediaTranslation } from '../api/save-media-translation.ts';
import {
  docOf,
  record,
  redo,
  startHistory,
  transcriptBody,
  translationBody,
  undo,
  type EditorDoc,
  type EditorHistory,
} from './editor-state.ts';

/** How long after a change the save starts: within the 2 s a user expects, without a call per keystroke. */
export const SAVE_DELAY_MS = 600;

/**
 * Pauses before a failed save is tried again, one per attempt (the last repeats): a dropped connection or a
 * server briefly unavailable must not cost the user their edits, while a refusal (4xx) waits for their change.
 */
export const SAVE_RETRY_MS: readonly number[] = [2_000, 5_000, 10_000, 30_000];

/** No answer at all (fetch rejects), or the server busy or failing: worth asking again unchanged. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || error.status === 408;
}

export type SaveState = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

/** What the server holds of one file: the bodies last saved and the version each save must name. */
interface Saved {
  transcript: string;
  translations: Record<string, string>;
  versions: { transcript: number } & Record<string, number>;
}

function savedOf(file: MediaSegmentFile, doc: EditorDoc): Saved {
  return {
    transcript: JSON.stringify(transcriptBody(doc)),
    translations: Object.fromEntries(file.translations.map((t) => [t.languageId, JSON.stringify(translationBody(doc, t.languageId))])),
    versions: { transcript: file.source.version, ...Object.fromEntries(file.translations.map((t) => [t.languageId, t.version])) },
  };
}

const emptyDoc: EditorDoc = { transcript: [], translations: {} };

export function useMediaEditor(jobRequestId: string, events: { onSaved?: () => void; onFailed?: (error: unknown) => void } = {}) {
  const segments = useMediaSegments(jobRequestId);
  const { mutate } = useSWRConfig();
  const revalidateRequest = useRevalidateJobRequests();
  const [fileIndex, setFileIndex] = useState(0);
  const [history, setHistory] = useState<EditorHistory>(() => startHistory(emptyDoc));
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  /** Whether the failed save will be tried again by itself (a transient failure). */
  const [retrying, setRetrying] = useState(false);
  const [busy, setBusy] = useState<'retranslate' | 'rebuild' | 'import' | null>(null);
  const saved = useRef<Saved | null>(null);
  const latest = useRef(history.doc);
  latest.current = history.doc;
  const loadedFrom = useRef<MediaSegmentFile | null>(null);
  const file = segments.data?.files.find((f) => f.fileIndex === fileIndex) ?? segments.data?.files[0];

  // A newly read file (first load, reload, another file) starts a new history from the server's lines.
  useEffect(() => {
    if (!file || loadedFrom.current === file) return;
    loadedFrom.current = file;
    const doc = docOf(file);
    saved.current = savedOf(file, doc);
    setHistory(startHistory(doc));
    setSaveState('saved');
  }, [file]);

  /**
   * Takes a server answer: `replace` makes its lines the document (a step that can be undone); `cache` only keeps
   * it as the cached read, the document staying the user's (a save's answer while they type on).
   */
  const adopt = useCallback(
    async (answer: MediaSegments, mode: 'replace' | 'cache') => {
      const fresh = answer.files.find((f) => f.fileIndex === (file?.fileIndex ?? 0));
      if (fresh) {
        loadedFrom.current = fresh;
        if (mode === 'replace') {
          const next = docOf(fresh);
          saved.current = savedOf(fresh, next);
          setHistory((h) => record(h, next));
        }
      }
      await mutate(mediaSegmentsKey(jobRequestId), answer, { revalidate: false });
    },
    [file?.fileIndex, jobRequestId, mutate],
  );

  const fail = useCallback(
    (error: unknown) => {
      const conflict = error instanceof ApiError && error.status === 409;
      setSaveState(conflict ? 'conflict' : 'error');
      setSaveError(errorDisplayMessage(error));
      events.onFailed?.(error);
    },
    [events],
  );

  const saving = useRef<Promise<void> | null>(null);
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | null; attempt: number }>({ timer: null, attempt: 0 });
  const saveNowRef = useRef<() => Promise<void>>(async () => {});
  /** A save failed: a transient failure is tried again after a pause, growing with each attempt. */
  const failSave = useCallback(
    (error: unknown) => {
      fail(error);
      const transient = isTransient(error) && !(error instanceof ApiError && error.status === 409);
      setRetrying(transient);
      if (!transient || retry.current.timer) return;
      const pause = SAVE_RETRY_MS[Math.min(retry.current.attempt, SAVE_RETRY_MS.length - 1)]!;
      retry.current.attempt++;
      retry.current.timer = setTimeout(() => {
        retry.current.timer = null;
        void saveNowRef.current();
      }, pause);
    },
    [fail],
  );
  /** One save: what differs from the server's bodies, sent with the versions the save before it answered. */
  const saveOnce = useCallback(async (): Promise<void> => {
    const base = saved.current;
    const index = file?.fileIndex;
    if (!base || index === undefined) return;
    const doc = latest.current;
    const transcript = JSON.stringify(transcriptBody(doc));
    const languages = Object.keys(doc.translations).filter((l) => JSON.stringify(translationBody(doc, l)) !== base.translations[l]);
    if (transcript === base.transcript && languages.length === 0) {
      setSaveState((state) => (state === 'pending' ? 'saved' : state));
      return;
    }
    setSaveState('saving');
    try {
      let answer: MediaSegments | null = null;
      if (transcript !== base.transcript) {
        answer = await saveMediaTranscript(jobRequestId, index, { version: base.versions.transcript, segments: transcriptBody(doc) });
        base.transcript = transcript;
        Object.assign(base.versions, versionsOf(answer, index));
      }
      for (const languageId of languages) {
        answer = await saveMediaTranslation(jobRequestId, index, languageId, { version: base.versions[languageId] ?? 1, segments: translationBody(doc, languageId) });
        base.translations[languageId] = JSON.stringify(translationBody(doc, languageId));
        Object.assign(base.versions, versionsOf(answer, index));
      }
      if (answer) await adopt(answer, 'cache');
      setSaveState(latest.current === doc ? 'saved' : 'pending');
      setSaveError(null);
      setRetrying(false);
      retry.current.attempt = 0;
      events.onSaved?.();
    } catch (error) {
      failSave(error);
    }
  }, [adopt, events, failSave, file?.fileIndex, jobRequestId]);
  // Saves run one at a time in the order asked, each starting only when the one before it has its answer: two
  // saves that waited for the same one would both name its version, and the second would be refused with 409.
  const saveNow = useCallback((): Promise<void> => {
    const next = (saving.current ?? Promise.resolve()).then(saveOnce);
    saving.current = next;
    void next.finally(() => {
      if (saving.current === next) saving.current = null;
    });
    return next;
  }, [saveOnce]);
  saveNowRef.current = saveNow;

  // Each change is saved within SAVE_DELAY_MS of the first unsaved keystroke (not postponed by more typing).
  // Not while a conflict stops saving, nor while a failed save waits for its next attempt (which sends the
  // latest lines); a refused save is sent again only when the user changes something.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const state = useRef(saveState);
  state.current = saveState;
  useEffect(() => {
    // The first render still holds the empty document of before the lines arrived: nothing of the user's yet.
    if (!saved.current || history.doc === emptyDoc || state.current === 'conflict' || retry.current.timer) return;
    const base = saved.current;
    const changed =
      JSON.stringify(transcriptBody(history.doc)) !== base.transcript ||
      Object.keys(history.doc.translations).some((l) => JSON.stringify(translationBody(history.doc, l)) !== base.translations[l]);
    if (!changed || timer.current) return;
    setSaveState('pending');
    timer.current = setTimeout(() => {
      timer.current = null;
      void saveNow();
    }, SAVE_DELAY_MS);
  }, [history.doc, saveNow]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (retry.current.timer) clearTimeout(retry.current.timer);
    },
    [],
  );

  // Leaving the page (closing the tab, reloading, following a link out) while a change is not on the server asks
  // first, as document editors do; a conflict's change cannot be saved either, so it asks then too.
  useEffect(() => {
    if (saveState === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState]);

  const apply = useCallback((doc: EditorDoc, typing: string | null = null) => setHistory((h) => record(h, doc, typing)), []);
  /** A change computed from the document as it is when React applies it (keystrokes never see an older one). */
  const update = useCallback((change: (doc: EditorDoc) => EditorDoc, typing: string | null = null) => setHistory((h) => record(h, change(h.doc), typing)), []);
  const undoStep = useCallback(() => setHistory(undo), []);
  const redoStep = useCallback(() => setHistory(redo), []);

  const reload = useCallback(async () => {
    loadedFrom.current = null;
    setSaveError(null);
    setSaveState('saved');
    await segments.mutate();
  }, [segments]);

  const act = useCallback(
    async (kind: 'retranslate' | 'rebuild', run: () => Promise<void>) => {
      setBusy(kind);
      try {
        await saveNow();
        await run();
      } catch (error) {
        fail(error);
      } finally {
        setBusy(null);
      }
    },
    [fail, saveNow],
  );

  return {
    segments,
    file,
    fileIndex: file?.fileIndex ?? 0,
    setFileIndex,
    doc: history.doc,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    apply,
    update,
    undo: undoStep,
    redo: redoStep,
    saveState,
    saveError,
    retrying,
    busy,
    reload,
    staleLines: useMemo(() => Object.values(history.doc.translations).reduce((n, lines) => n + lines.filter((l) => l.stale).length, 0), [history.doc]),
    retranslate: () => act('retranslate', async () => adopt(await retranslateStaleMediaSegments(jobRequestId), 'replace')),
    rebuild: () =>
      act('rebuild', async () => {
        await rebuildMediaOutputs(jobRequestId);
        await Promise.all([revalidateRequest(jobRequestId), segments.mutate()]);
      }),
    exportAs: async (languageId: string, format: SubtitleFormat, fileName: string) => {
      await saveNow();
      const blob = await getMediaSubtitles(jobRequestId, file?.fileIndex ?? 0, languageId, format);
      const url = URL.createObjectURL(blob);
      startDownload(url, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    importFile: async (languageId: string, chosen: File) => {
      setBusy('import');
      try {
        await saveNow();
        const base = saved.current;
        const version = (languageId === file?.source.languageId ? base?.versions.transcript : base?.versions[languageId]) ?? 1;
        await adopt(await importMediaSubtitles(jobRequestId, file?.fileIndex ?? 0, languageId, { version, fileName: chosen.name, content: await chosen.text() }), 'replace');
      } finally {
        setBusy(null);
      }
    },
  };
}

function versionsOf(answer: MediaSegments, index: number): Record<string, number> {
  const f = answer.files.find((x) => x.fileIndex === index);
  if (!f) return {};
  return { transcript: f.source.version, ...Object.fromEntries(f.translations.map((t) => [t.languageId, t.version])) };
}

export type MediaEditorModel = ReturnType<typeof useMediaEditor>;
