// The saver of saver-state.ts held for the editor's lifetime, its status in React state so the views follow it.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MediaSegments } from '@lingua/contract';
import { saveMediaTranscript } from '../api/save-media-transcript.ts';
import { saveMediaTranslation } from '../api/save-media-translation.ts';
import { MediaSaver, SAVED, type SaverStatus } from './saver-state.ts';

export interface SaverEvents {
  onSaved?: () => void;
  onFailed?: (error: unknown) => void;
}

export function useMediaSaver(
  jobRequestId: string,
  events: SaverEvents,
  adopt: (answer: MediaSegments) => Promise<void>,
) {
  const [status, setStatus] = useState<SaverStatus>(SAVED);
  // The saver reads the latest callbacks at each call, so it outlives the renders that made them.
  const latest = useRef({ events, adopt });
  latest.current = { events, adopt };
  const saver = useMemo(
    () =>
      new MediaSaver(
        () => ({
          saveTranscript: (fileIndex, body) => saveMediaTranscript(jobRequestId, fileIndex, body),
          saveTranslation: (fileIndex, languageId, body) =>
            saveMediaTranslation(jobRequestId, fileIndex, languageId, body),
          adopt: (answer) => latest.current.adopt(answer),
          onSaved: () => latest.current.events.onSaved?.(),
          onFailed: (error) => latest.current.events.onFailed?.(error),
        }),
        setStatus,
      ),
    [jobRequestId],
  );
  useEffect(() => () => saver.dispose(), [saver]);
  // Leaving the page (closing the tab, reloading, following a link out) while a change is not on the server asks
  // first, as document editors do; a conflict's change cannot be saved either, so it asks then too.
  useEffect(() => {
    if (status.state === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status.state]);
  const actions = useMemo(
    () => ({
      load: saver.load.bind(saver),
      rebase: saver.rebase.bind(saver),
      edit: saver.edit.bind(saver),
      saveNow: saver.saveNow.bind(saver),
      fail: saver.fail.bind(saver),
      versionOf: saver.versionOf.bind(saver),
      reset: saver.reset.bind(saver),
    }),
    [saver],
  );
  return { status, ...actions };
}
