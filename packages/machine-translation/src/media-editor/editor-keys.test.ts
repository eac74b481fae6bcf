// The editor's keyboard as pure steps: which command each key press asks for, and what it makes of the lines.
import { describe, expect, it } from 'vitest';
import type { JobRequest } from '@lingua/contract';
import { fixtureMediaSegments } from '../fixtures/media-editor-fixtures.ts';
import { docOf } from './editor-state.ts';
import { keyCommand, type KeyContext, type KeyPress } from './editor-keys.ts';

const doc = docOf(fixtureMediaSegments({ id: 'jr-1', status: 'COMPLETED' } as JobRequest).files[0]!);
const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
const at = (c: Partial<KeyContext> = {}): KeyContext => ({ doc, id: 's2', field: 'source', selection: [16, 16], time: 5, durationSeconds: 14, readOnly: false, ...c });

describe('keyCommand', () => {
  it('splits at the caret with Ctrl+Enter and puts the caret at the new line', () => {
    const command = keyCommand(press('Enter', { ctrlKey: true }), at());
    expect(command).toMatchObject({ kind: 'edit', result: { ok: true }, focus: { caret: 0 } });
    if (command?.kind !== 'edit' || !command.result.ok) throw new Error('no split');
    expect(command.result.doc.transcript.map((l) => l.text).slice(1, 3)).toEqual(['The clinic opens', 'at nine on weekdays']);
  });

  it('merges with the line before on Backspace at the start, not elsewhere', () => {
    expect(keyCommand(press('Backspace'), at({ selection: [0, 0] }))).toMatchObject({ kind: 'edit', focus: { id: 's1' } });
    expect(keyCommand(press('Backspace'), at({ selection: [3, 3] }))).toBeNull();
  });

  it('sets the end at the playhead with ] on the time, and nudges the start with Alt+Arrow', () => {
    const end = keyCommand(press(']'), at({ field: 'time' }));
    expect(end?.kind === 'edit' && end.result.ok && end.result.doc.transcript[1]!.end).toBe(5);
    const nudged = keyCommand(press('ArrowRight', { altKey: true }), at());
    expect(nudged?.kind === 'edit' && nudged.result.ok && nudged.result.doc.transcript[1]!.start).toBeGreaterThan(3);
  });

  it('undoes and redoes when read-only, and edits nothing then', () => {
    expect(keyCommand(press('z', { ctrlKey: true }), at({ readOnly: true }))).toEqual({ kind: 'undo' });
    expect(keyCommand(press('Z', { metaKey: true, shiftKey: true }), at({ readOnly: true }))).toEqual({ kind: 'redo' });
    expect(keyCommand(press('Enter', { ctrlKey: true }), at({ readOnly: true }))).toBeNull();
  });
});
