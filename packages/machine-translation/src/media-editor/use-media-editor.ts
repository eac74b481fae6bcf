// The media editor's conversation with the server: the lines of the chosen source file, the document with its
// undo history (editor-state.ts), its saves (saver-state.ts) and the actions "Update translations", "Update
// files", export and import.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaSegmentFile, MediaSegments, SubtitleFormat } from '@lingua/contract';
import { errorDisplayMessage, startDownload, useRevalidateJobRequests } from '@lingua/core';
import { useSWRConfig } from 'swr';
import { getMediaSubtitles } from '../api/get-media-subtitles.ts';
import { mediaSegmentsKey, useMediaSegments } from '../api/get-media-segments.ts';
import { importMediaSubtitles } from '../api/import-media-subtitles.ts';
import { rebuildMediaOutputs } from '../api/rebuild-media-outputs.ts';
import { retranslateStaleMediaSegments } from '../api/retranslate-stale-media-segments.ts';
import {
  docOf,
  record,
  redo,
  startHistory,
  undo,
  type EditorDoc,
  type EditorHistory,
} from './editor-state.ts';
import { useMediaSaver, type SaverEvents } from './use-media-saver.ts';

const emptyDoc: EditorDoc = { transcript: [], translations: {} };
type Busy = 'retranslate' | 'rebuild' | 'import' | null;

/** The document and its history; a newly read file (first load, reload, another file) starts a new history. */
function useEditorHistory(
  file: MediaSegmentFile | undefined,
  onLoad: (file: MediaSegmentFile, doc: EditorDoc) => void,
) {
  const [history, setHistory] = useState<EditorHistory>(() => startHistory(emptyDoc));
  const loadedFrom = useRef<MediaSegmentFile | null>(null);
  useEffect(() => {
    if (!file || loadedFrom.current === file) return;
    loadedFrom.current = file;
    const doc = docOf(file);
    onLoad(file, doc);
    setHistory(startHistory(doc));
  }, [file, onLoad]);
  return {
    history,
    setHistory,
    loadedFrom,
    apply: useCallback(
      (doc: EditorDoc, typing: string | null = null) => setHistory((h) => record(h, doc, typing)),
      [],
    ),
    /** A change computed from the document as it is when React applies it (keystrokes never see an older one). */
    update: useCallback(
      (change: (doc: EditorDoc) => EditorDoc, typing: string | null = null) =>
        setHistory((h) => record(h, change(h.doc), typing)),
      [],
    ),
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
  };
}

/** The file's lines, the document, its saver, and how a server answer is taken. */
function useEditorSession(jobRequestId: string, events: SaverEvents) {
  const segments = useMediaSegments(jobRequestId);
  const { mutate } = useSWRConfig();
  const [fileIndex, setFileIndex] = useState(0);
  const file = segments.data?.files.find((f) => f.fileIndex === fileIndex) ?? segments.data?.files[0];
  const keep = useRef<(answer: MediaSegments) => Promise<void>>(async () => {});
  const saver = useMediaSaver(jobRequestId, events, (answer) => keep.current(answer));
  const editor = useEditorHistory(file, saver.load);
  const { history, loadedFrom } = editor;
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
          saver.rebase(fresh, next);
          editor.setHistory((h) => record(h, next));
        }
      }
      await mutate(mediaSegmentsKey(jobRequestId), answer, { revalidate: false });
    },
    [editor, file?.fileIndex, jobRequestId, loadedFrom, mutate, saver],
  );
  keep.current = (answer) => adopt(answer, 'cache');
  // The first render still holds the empty document of before the lines arrived: nothing of the user's yet.
  useEffect(() => {
    if (history.doc !== emptyDoc) saver.edit(history.doc);
  }, [history.doc, saver]);
  const reload = useCallback(async () => {
    loadedFrom.current = null;
    saver.reset();
    await segments.mutate();
  }, [loadedFrom, saver, segments]);
  return { segments, file, fileIndex: file?.fileIndex ?? 0, setFileIndex, adopt, reload, saver, editor };
}

/** The actions: each saves what is unsaved first, and shows a failure as a save's would be shown. */
function useEditorActions(jobRequestId: string, session: ReturnType<typeof useEditorSession>, refreshRequest?: () => Promise<unknown>) {
  const { segments, file, fileIndex, adopt, saver } = session;
  const revalidateRequest = useRevalidateJobRequests();
  const [busy, setBusy] = useState<Busy>(null);
  const act = useCallback(
    async (kind: Exclude<Busy, null>, run: () => Promise<void>, rethrow = false) => {
      setBusy(kind);
      try {
        await saver.saveNow();
        await run();
      } catch (error) {
        if (rethrow) throw error;
        saver.fail(error);
      } finally {
        setBusy(null);
      }
    },
    [saver],
  );
  return {
    busy,
    retranslate: () => act('retranslate', async () => adopt(await retranslateStaleMediaSegments(jobRequestId), 'replace')),
    rebuild: () =>
      act('rebuild', async () => {
        await rebuildMediaOutputs(jobRequestId);
        await Promise.all([refreshRequest ? refreshRequest() : revalidateRequest(jobRequestId), segments.mutate()]);
      }),
    exportAs: async (languageId: string, format: SubtitleFormat, fileName: string) => {
      await saver.saveNow();
      const url = URL.createObjectURL(await getMediaSubtitles(jobRequestId, fileIndex, languageId, format));
      startDownload(url, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    /** An import's failure is the caller's to tell (beside the import button), not a save's. */
    importFile: (languageId: string, chosen: File) =>
      act(
        'import',
        async () => {
          const version = saver.versionOf(languageId === file?.source.languageId ? 'transcript' : languageId);
          const body = { version, fileName: chosen.name, content: await chosen.text() };
          await adopt(await importMediaSubtitles(jobRequestId, fileIndex, languageId, body), 'replace');
        },
        true,
      ),
  };
}

/** The editor as its views use it: the document, its steps, the save status and the actions. */
export function useMediaEditor(jobRequestId: string, events: SaverEvents = {}, refreshRequest?: () => Promise<unknown>) {
  const session = useEditorSession(jobRequestId, events);
  const { segments, file, fileIndex, setFileIndex, reload, saver, editor } = session;
  const doc = editor.history.doc;
  return {
    segments,
    file,
    fileIndex,
    setFileIndex,
    doc,
    canUndo: editor.history.past.length > 0,
    canRedo: editor.history.future.length > 0,
    apply: editor.apply,
    update: editor.update,
    undo: editor.undo,
    redo: editor.redo,
    saveState: saver.status.state,
    saveError: saver.status.error === null ? null : errorDisplayMessage(saver.status.error),
    retrying: saver.status.retrying,
    reload,
    staleLines: useMemo(() => Object.values(doc.translations).reduce((n, lines) => n + lines.filter((l) => l.stale).length, 0), [doc]),
    ...useEditorActions(jobRequestId, session, refreshRequest),
  };
}

export type MediaEditorModel = ReturnType<typeof useMediaEditor>;
