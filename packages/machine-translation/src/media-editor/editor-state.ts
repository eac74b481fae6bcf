// The media editor's document and its history: the transcript of one source file (text and timing, with the
// recognised words while a line is as heard) and each language's translated lines. Every change is a pure step
// that the undo history records; typing in one field coalesces into one step, as editors do. The rules are the
// contract's, which the server applies when it saves: which lines go stale (a changed source line's, a split's
// or merge's) and the timing refused where it would overlap or run past the media.
import {
  SEGMENT_MIN_DURATION_SECONDS,
  segmentTimingProblems,
  staleAfterTranscriptEdit,
  staleAfterTranslationEdit,
  type MediaSegmentFile,
  type RecognisedWord,
  type SegmentTimingCode,
  type TranslatedSegment,
} from '@lingua/contract';

export interface Line {
  id: string;
  start: number;
  end: number;
  text: string;
  /** As recognised, while the line still reads them (kept through a split at a word, dropped by typing). */
  words?: RecognisedWord[];
  /** Kept as it is though it breaks a subtitle rule (decision 135); any change to its text, a split or a merge ends it. */
  rulesAccepted?: boolean;
}

export interface EditorDoc {
  transcript: Line[];
  /** Per target language, one line per transcript line (same ids, same order). */
  translations: Record<string, TranslatedSegment[]>;
}

/** At least 50 steps can be undone (text, timing, split, merge). */
export const UNDO_LIMIT = 100;

export interface EditorHistory {
  doc: EditorDoc;
  past: EditorDoc[];
  future: EditorDoc[];
  /** The field the last step typed into: the next keystroke there joins that step. */
  typing: string | null;
}

export type EditResult = { ok: true; doc: EditorDoc } | { ok: false; problem: SegmentTimingCode | 'CANNOT_SPLIT' | 'CANNOT_MERGE' };

export function docOf(file: MediaSegmentFile): EditorDoc {
  return {
    transcript: file.source.segments.map((s) => ({
      id: s.id,
      start: s.start,
      end: s.end,
      text: s.text,
      ...(s.words ? { words: s.words } : {}),
      ...(s.rulesAccepted ? { rulesAccepted: true } : {}),
    })),
    translations: Object.fromEntries(file.translations.map((t) => [t.languageId, t.segments])),
  };
}

export function startHistory(doc: EditorDoc): EditorHistory {
  return { doc, past: [], future: [], typing: null };
}

/** Records `doc` as the next step; `typing` names the field when the step is a keystroke. */
export function record(h: EditorHistory, doc: EditorDoc, typing: string | null = null): EditorHistory {
  if (doc === h.doc) return h;
  if (typing !== null && typing === h.typing) return { ...h, doc, future: [] };
  return { doc, past: [...h.past, h.doc].slice(-UNDO_LIMIT), future: [], typing };
}

export function undo(h: EditorHistory): EditorHistory {
  const previous = h.past.at(-1);
  return previous ? { doc: previous, past: h.past.slice(0, -1), future: [h.doc, ...h.future], typing: null } : h;
}

export function redo(h: EditorHistory): EditorHistory {
  const [next, ...rest] = h.future;
  return next ? { doc: next, past: [...h.past, h.doc], future: rest, typing: null } : h;
}

const round = (s: number) => Math.round(s * 1000) / 1000;

/** Each language's `lines` once the transcript reads `transcript`, marked stale by the contract's rule. */
function restale(doc: EditorDoc, transcript: readonly Line[], translations: EditorDoc['translations'] = doc.translations): EditorDoc['translations'] {
  return Object.fromEntries(
    Object.entries(translations).map(([lang, lines]) => {
      const stale = staleAfterTranscriptEdit(doc.transcript, transcript, doc.translations[lang] ?? []);
      return [lang, lines.map((l) => (stale.has(l.id) === l.stale ? l : { ...l, stale: stale.has(l.id) }))];
    }),
  );
}

/** A transcript line's text: its recognised words go (they no longer say what the line reads), its translations go stale. */
export function editSource(doc: EditorDoc, id: string, text: string): EditorDoc {
  const line = doc.transcript.find((l) => l.id === id);
  if (!line || line.text === text) return doc;
  const transcript = doc.transcript.map((l) => (l.id === id ? { id, start: l.start, end: l.end, text } : l));
  return { transcript, translations: restale(doc, transcript) };
}

/** A translated line written by the user: theirs, so no longer stale. */
export function editTranslation(doc: EditorDoc, languageId: string, id: string, text: string): EditorDoc {
  const lines = doc.translations[languageId];
  if (!lines || lines.find((l) => l.id === id)?.text === text) return doc;
  return { ...doc, translations: { ...doc.translations, [languageId]: lines.map((l) => (l.id === id ? { id, text, stale: staleAfterTranslationEdit(l, text) } : l)) } };
}

/** Moves one edge of a line; refused when the line would end before it starts, overlap a neighbour or run past the media. */
export function setEdge(doc: EditorDoc, id: string, edge: 'start' | 'end', seconds: number, durationSeconds: number): EditResult {
  const i = doc.transcript.findIndex((l) => l.id === id);
  if (i < 0) return { ok: true, doc };
  const line = doc.transcript[i]!;
  const moved = { ...line, [edge]: round(Math.max(0, seconds)) };
  const transcript = doc.transcript.map((l, k) => (k === i ? moved : l));
  const problem = segmentTimingProblems(transcript.slice(Math.max(0, i - 1), i + 2), durationSeconds)[0];
  if (problem) return { ok: false, problem: problem.code };
  return { ok: true, doc: { ...doc, transcript } };
}

/** The next free `s<n>` id, as the server numbers lines. */
export function nextLineId(doc: EditorDoc): string {
  const n = Math.max(0, ...doc.transcript.map((l) => Number(/^s(\d+)$/.exec(l.id)?.[1] ?? 0)));
  return `s${n + 1}`;
}

/**
 * Splits a line at a position in its text. Where the words are known and the split falls between two, the new
 * line starts when the next word was heard; otherwise the time is shared in proportion to the characters.
 */
export function splitLine(doc: EditorDoc, id: string, at: number): EditResult {
  const i = doc.transcript.findIndex((l) => l.id === id);
  const line = doc.transcript[i];
  if (!line) return { ok: false, problem: 'CANNOT_SPLIT' };
  const left = line.text.slice(0, at).trim();
  const right = line.text.slice(at).trim();
  if (!left || !right) return { ok: false, problem: 'CANNOT_SPLIT' };
  const leftCount = left.split(/\s+/).length;
  const atBoundary = /\s$/.test(line.text.slice(0, at)) || /^\s/.test(line.text.slice(at));
  const words = line.words && line.words.map((w) => w.word).join(' ') === line.text && atBoundary ? line.words : null;
  let cut = words?.[leftCount]?.start ?? line.start + ((line.end - line.start) * at) / line.text.length;
  cut = round(Math.min(Math.max(cut, line.start + SEGMENT_MIN_DURATION_SECONDS), line.end - SEGMENT_MIN_DURATION_SECONDS));
  if (!(cut > line.start && cut < line.end)) return { ok: false, problem: 'CANNOT_SPLIT' };
  const id2 = nextLineId(doc);
  const keep = words ? { head: words.slice(0, leftCount), tail: words.slice(leftCount) } : null;
  const first: Line = { id: line.id, start: line.start, end: cut, text: left, ...(keep ? { words: keep.head } : {}) };
  const second: Line = { id: id2, start: cut, end: line.end, text: right, ...(keep ? { words: keep.tail } : {}) };
  const transcript = [...doc.transcript.slice(0, i), first, second, ...doc.transcript.slice(i + 1)];
  const inserted = Object.fromEntries(
    Object.entries(doc.translations).map(([lang, lines]) => [lang, lines.flatMap((l) => (l.id === line.id ? [l, { id: id2, text: '', stale: true }] : [l]))]),
  );
  return { ok: true, doc: { transcript, translations: restale(doc, transcript, inserted) } };
}

/** Merges a line into the one before it: one line from the first's start to the second's end, both texts. */
export function mergeIntoPrevious(doc: EditorDoc, id: string): EditResult {
  const i = doc.transcript.findIndex((l) => l.id === id);
  if (i <= 0) return { ok: false, problem: 'CANNOT_MERGE' };
  const prev = doc.transcript[i - 1]!;
  const line = doc.transcript[i]!;
  const words = prev.words && line.words ? [...prev.words, ...line.words] : undefined;
  const merged: Line = { id: prev.id, start: prev.start, end: line.end, text: `${prev.text} ${line.text}`.trim(), ...(words ? { words } : {}) };
  const transcript = [...doc.transcript.slice(0, i - 1), merged, ...doc.transcript.slice(i + 1)];
  const joined = Object.fromEntries(
    Object.entries(doc.translations).map(([lang, lines]) => {
      const gone = lines.find((l) => l.id === line.id);
      return [
        lang,
        lines.filter((l) => l.id !== line.id).map((l) => (l.id === prev.id ? { id: l.id, text: `${l.text} ${gone?.text ?? ''}`.trim(), stale: l.stale } : l)),
      ];
    }),
  );
  return { ok: true, doc: { transcript, translations: restale(doc, transcript, joined) } };
}

/** The line being spoken at `seconds`, or the last one that started before it. */
export function lineAt(doc: EditorDoc, seconds: number): string | null {
  let found: string | null = null;
  for (const l of doc.transcript) {
    if (l.start > seconds) break;
    found = l.id;
  }
  return found;
}

/** What a save sends: the transcript without the words (the server keeps those it still finds). */
export function transcriptBody(doc: EditorDoc) {
  return doc.transcript.map(({ id, start, end, text, rulesAccepted }) => ({ id, start, end, text, ...(rulesAccepted ? { rulesAccepted } : {}) }));
}

export function translationBody(doc: EditorDoc, languageId: string) {
  return (doc.translations[languageId] ?? []).map(({ id, text }) => ({ id, text }));
}
