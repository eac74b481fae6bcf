// The line rows' handlers: typing, seeking, and the keyboard of editor-keys.ts. The rows are memoised, so these
// must not change with every keystroke or tick of the playhead: they read the document, playhead and language
// from a ref updated on each render.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { useT } from '@lingua/core';
import { editSource, editTranslation, type EditorDoc, type EditResult } from './editor-state.ts';
import { keyCommand, type LineField } from './editor-keys.ts';
import type { MediaEditorModel } from './use-media-editor.ts';

interface Now {
  doc: EditorDoc;
  time: number;
  target: string | null;
  readOnly: boolean;
  durationSeconds: number;
}

/** Applies an edit, or shows why it was refused; then puts the caret where the edit leaves it. */
export function useTake(apply: MediaEditorModel['apply'], root: RefObject<HTMLDivElement | null>) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const take = useCallback(
    (result: EditResult, focus?: { id: string; caret: number }) => {
      if (!result.ok) return setProblem(t(`machineTranslation.media.editor.problems.${result.problem}`));
      setProblem(null);
      apply(result.doc);
      if (focus)
        requestAnimationFrame(() => {
          const area = root.current?.querySelector<HTMLTextAreaElement>(
            `[data-line="${focus.id}"] textarea[data-field="source"]`,
          );
          area?.focus();
          area?.setSelectionRange(focus.caret, focus.caret);
        });
    },
    [apply, root, t],
  );
  return { take, problem };
}

export function useEditorHandlers(
  editor: MediaEditorModel,
  current: Now,
  seek: (seconds: number) => void,
  take: ReturnType<typeof useTake>['take'],
) {
  const now = useRef(current);
  now.current = current;
  const { update, undo, redo } = editor;
  const onKey = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>, id: string, field: LineField) => {
      const area = event.currentTarget as HTMLTextAreaElement;
      const command = keyCommand(event, {
        ...now.current,
        id,
        field,
        selection: [area.selectionStart ?? 0, area.selectionEnd ?? 0],
      });
      if (!command) return;
      event.preventDefault();
      if (command.kind === 'undo') undo();
      else if (command.kind === 'redo') redo();
      else take(command.result, command.focus);
    },
    [redo, take, undo],
  );
  return useMemo(
    () => ({
      onSourceText: (id: string, text: string) => update((d) => editSource(d, id, text), `source:${id}`),
      onTargetText: (id: string, text: string) => {
        const language = now.current.target;
        if (language) update((d) => editTranslation(d, language, id, text), `${language}:${id}`);
      },
      onSeek: (id: string) => {
        const line = now.current.doc.transcript.find((l) => l.id === id);
        if (line) seek(line.start);
      },
      onKey,
    }),
    [onKey, seek, update],
  );
}
