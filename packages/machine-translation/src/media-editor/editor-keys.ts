// The subtitle editor's keyboard as a pure step: which command a key press in a line's field asks for, and the
// document it makes (undo/redo; split at the caret; merge with the line before; start or end at the playhead;
// nudge start or end by SEGMENT_NUDGE_SECONDS).
import { SEGMENT_NUDGE_SECONDS } from '@lingua/contract';
import { mergeIntoPrevious, setEdge, splitLine, type EditorDoc, type EditResult } from './editor-state.ts';

export type LineField = 'time' | 'source' | 'target';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface KeyContext {
  doc: EditorDoc;
  id: string;
  field: LineField;
  /** The caret (selection start and end) in the field's text. */
  selection: [number, number];
  /** The playhead, in seconds. */
  time: number;
  durationSeconds: number;
  readOnly: boolean;
}

export type KeyCommand =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'edit'; result: EditResult; focus?: { id: string; caret: number } | undefined }
  | null;

function edit(press: KeyPress, c: KeyContext): KeyCommand {
  const ctrl = press.ctrlKey || press.metaKey;
  const { key } = press;
  const i = c.doc.transcript.findIndex((l) => l.id === c.id);
  if (ctrl && key === 'Enter' && c.field === 'source') {
    const result = splitLine(c.doc, c.id, c.selection[0]);
    return {
      kind: 'edit',
      result,
      focus: result.ok ? { id: result.doc.transcript[i + 1]!.id, caret: 0 } : undefined,
    };
  }
  const atStart = c.field === 'source' && c.selection[0] === 0 && c.selection[1] === 0;
  if ((ctrl && (key === 'm' || key === 'M')) || (key === 'Backspace' && atStart && !ctrl && !press.altKey)) {
    const previous = c.doc.transcript[i - 1];
    return {
      kind: 'edit',
      result: mergeIntoPrevious(c.doc, c.id),
      focus: previous ? { id: previous.id, caret: previous.text.length + 1 } : undefined,
    };
  }
  if ((key === '[' || key === ']') && (press.altKey || c.field === 'time')) {
    return {
      kind: 'edit',
      result: setEdge(c.doc, c.id, key === '[' ? 'start' : 'end', c.time, c.durationSeconds),
    };
  }
  if (press.altKey && (key === 'ArrowLeft' || key === 'ArrowRight')) {
    const line = c.doc.transcript[i]!;
    const edge = press.shiftKey ? 'end' : 'start';
    return {
      kind: 'edit',
      result: setEdge(
        c.doc,
        c.id,
        edge,
        line[edge] + (key === 'ArrowLeft' ? -1 : 1) * SEGMENT_NUDGE_SECONDS,
        c.durationSeconds,
      ),
    };
  }
  return null;
}

/** The command of a key press, or null when the key is the field's own (typing, moving the caret). */
export function keyCommand(press: KeyPress, context: KeyContext): KeyCommand {
  const ctrl = press.ctrlKey || press.metaKey;
  if (ctrl && (press.key === 'z' || press.key === 'Z')) return { kind: press.shiftKey ? 'redo' : 'undo' };
  if (ctrl && (press.key === 'y' || press.key === 'Y')) return { kind: 'redo' };
  return context.readOnly ? null : edit(press, context);
}
