import { describe, expect, it } from 'vitest';
import {
  docOf,
  editSource,
  editTranslation,
  lineAt,
  mergeIntoPrevious,
  record,
  redo,
  setEdge,
  splitLine,
  startHistory,
  undo,
  UNDO_LIMIT,
  type EditorDoc,
} from './editor-state.ts';

const words = [
  { word: 'good', start: 0.5, end: 0.8, confidence: 0.9 },
  { word: 'morning', start: 0.9, end: 1.4, confidence: 0.3 },
  { word: 'clinic', start: 1.6, end: 2.2, confidence: 0.8 },
];
const file = {
  fileIndex: 0,
  fileName: 'clip.mp4',
  fileKey: 'k',
  kind: 'video' as const,
  durationSeconds: 10,
  source: {
    languageId: 'enu',
    version: 1,
    outputsStale: false,
    segments: [
      { id: 's1', start: 0.5, end: 2.2, text: 'good morning clinic', words },
      { id: 's2', start: 3, end: 5, text: 'opens at nine' },
    ],
  },
  translations: [{ languageId: 'esn', version: 1, outputsStale: false, segments: [{ id: 's1', text: 'buenos días clínica', stale: false }, { id: 's2', text: 'abre a las nueve', stale: false }] }],
};

const ok = (r: ReturnType<typeof splitLine>): EditorDoc => {
  if (!r.ok) throw new Error(r.problem);
  return r.doc;
};

describe('the media editor document', () => {
  it('marks the translations of an edited source line stale, and a typed translation not stale', () => {
    const doc = editSource(docOf(file), 's2', 'opens at ten');
    expect(doc.translations.esn!.map((l) => l.stale)).toEqual([false, true]);
    expect(doc.transcript[1]).toEqual({ id: 's2', start: 3, end: 5, text: 'opens at ten' });
    const typed = editTranslation(doc, 'esn', 's2', 'abre a las diez');
    expect(typed.translations.esn![1]).toEqual({ id: 's2', text: 'abre a las diez', stale: false });
  });

  it('splits at a word boundary at the next word’s recognised start, keeping each half’s words', () => {
    const doc = ok(splitLine(docOf(file), 's1', 'good morning'.length));
    expect(doc.transcript.slice(0, 2)).toEqual([
      { id: 's1', start: 0.5, end: 1.6, text: 'good morning', words: words.slice(0, 2) },
      { id: 's3', start: 1.6, end: 2.2, text: 'clinic', words: words.slice(2) },
    ]);
    expect(doc.translations.esn!.map((l) => [l.id, l.stale])).toEqual([['s1', true], ['s3', true], ['s2', false]]);
    expect(splitLine(docOf(file), 's1', 0)).toEqual({ ok: false, problem: 'CANNOT_SPLIT' });
  });

  it('splits inside a word in proportion to the characters, without words', () => {
    const doc = ok(splitLine(docOf(file), 's2', 2));
    expect(doc.transcript[1]).toMatchObject({ id: 's2', start: 3, text: 'op' });
    expect(doc.transcript[1]!.words).toBeUndefined();
    expect(doc.transcript[2]).toMatchObject({ start: doc.transcript[1]!.end, end: 5, text: 'ens at nine' });
  });

  it('merges a line into the one before it, texts and translations joined and stale', () => {
    const doc = ok(mergeIntoPrevious(docOf(file), 's2'));
    expect(doc.transcript).toEqual([{ id: 's1', start: 0.5, end: 5, text: 'good morning clinic opens at nine' }]);
    expect(doc.translations.esn).toEqual([{ id: 's1', text: 'buenos días clínica abre a las nueve', stale: true }]);
    expect(mergeIntoPrevious(docOf(file), 's1')).toEqual({ ok: false, problem: 'CANNOT_MERGE' });
  });

  it('refuses an edge that ends a line before it starts, overlaps its neighbour or passes the end of the media', () => {
    const doc = docOf(file);
    expect(setEdge(doc, 's1', 'end', 0.4, 10)).toEqual({ ok: false, problem: 'END_NOT_AFTER_START' });
    expect(setEdge(doc, 's2', 'start', 2, 10)).toEqual({ ok: false, problem: 'OVERLAPS_PREVIOUS' });
    expect(setEdge(doc, 's2', 'end', 11, 10)).toEqual({ ok: false, problem: 'OUTSIDE_MEDIA' });
    expect(ok(setEdge(doc, 's2', 'start', 2.5, 10)).transcript[1]!.start).toBe(2.5);
  });

  it('undoes and redoes at least 50 steps; keystrokes in one field are one step', () => {
    let h = startHistory(docOf(file));
    h = record(h, editSource(h.doc, 's2', 'o'), 'src:s2');
    h = record(h, editSource(h.doc, 's2', 'op'), 'src:s2');
    expect(h.past).toHaveLength(1);
    h = undo(h);
    expect(h.doc.transcript[1]!.text).toBe('opens at nine');
    h = redo(h);
    expect(h.doc.transcript[1]!.text).toBe('op');
    for (let i = 0; i < 60; i++) h = record(h, ok(setEdge(h.doc, 's2', 'end', 5 + (i + 1) / 100, 10)));
    for (let i = 0; i < 60; i++) h = undo(h);
    expect(h.doc.transcript[1]).toMatchObject({ end: 5, text: 'op' });
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(50);
  });

  it('finds the line being spoken', () => {
    expect(lineAt(docOf(file), 0.2)).toBeNull();
    expect(lineAt(docOf(file), 1)).toBe('s1');
    expect(lineAt(docOf(file), 2.5)).toBe('s1');
    expect(lineAt(docOf(file), 3.1)).toBe('s2');
  });
});
