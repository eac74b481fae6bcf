// The editor's subtitle check (decision 135): the lines of the transcript and of the chosen translation that break
// a rule (the contract's, the server's limits), each with the one-click fix that mends it where one exists, and
// the fixes as pure steps of the document like every other edit.
import { bestLineBreak, endsClause, languageRuleBreaks, layoutLines, limitsFor, textLength, type LineRuleBreak, type SubtitleLimits, type SubtitleRules } from '@lingua/contract/subtitles';
import { editSource, editTranslation, mergeIntoPrevious, setEdge, splitLine, type EditorDoc, type EditResult } from './editor-state.ts';

export type QualityFix = 'split' | 'merge' | 'extend' | 'rebalance' | 'gap';

export interface QualityItem extends LineRuleBreak {
  /** The line's number in the list, as its row shows it. */
  n: number;
  fix: QualityFix | null;
}

const textsOf = (doc: EditorDoc, languageId: string | null) => (languageId ? new Map((doc.translations[languageId] ?? []).map((l) => [l.id, l.text])) : null);

function limitsOf(doc: EditorDoc, languageId: string, texts: ReadonlyMap<string, string> | null, rules: SubtitleRules): SubtitleLimits {
  return limitsFor(rules, languageId, doc.transcript.slice(0, 50).map((l) => (texts ? (texts.get(l.id) ?? '') : l.text)).join(' '));
}

/** Room after line `i` before the next one may start (two frames before it), or the media's end. */
function roomAfter(doc: EditorDoc, i: number, limits: SubtitleLimits, durationSeconds: number): number {
  const next = doc.transcript[i + 1];
  const line = doc.transcript[i]!;
  return Math.min(next ? next.start - limits.minGapSeconds : durationSeconds, line.start + limits.maxSeconds);
}

function fixOf(doc: EditorDoc, b: LineRuleBreak, text: string, limits: SubtitleLimits, durationSeconds: number): QualityFix | null {
  const i = doc.transcript.findIndex((l) => l.id === b.lineId);
  const canExtend = roomAfter(doc, i, limits, durationSeconds) > doc.transcript[i]!.end + 0.05;
  const fits = layoutLines(text.replace(/\n/g, ' '), limits).every((l) => textLength(l) <= limits.maxLineLength);
  switch (b.code) {
    case 'LINE_TOO_LONG':
    case 'TOO_MANY_LINES':
      return text.includes('\n') && fits ? 'rebalance' : 'split';
    case 'TOO_LONG_ON_SCREEN':
      return 'split';
    case 'TOO_FAST':
      return canExtend ? 'extend' : null;
    case 'TOO_SHORT':
      return canExtend ? 'extend' : i + 1 < doc.transcript.length ? 'merge' : null;
    default:
      return 'gap';
  }
}

/** The breaks of the transcript and of `target`'s lines, in line order, each with its fix. */
export function qualityItems(doc: EditorDoc, source: string, target: string | null, rules: SubtitleRules, durationSeconds: number): QualityItem[] {
  const numbers = new Map(doc.transcript.map((l, i) => [l.id, i + 1]));
  return [source, ...(target ? [target] : [])]
    .flatMap((languageId) => {
      const texts = languageId === source ? null : textsOf(doc, languageId);
      const limits = limitsOf(doc, languageId, texts, rules);
      return languageRuleBreaks(doc.transcript, languageId, texts, rules).map((b) => {
        const text = texts ? (texts.get(b.lineId) ?? '') : doc.transcript.find((l) => l.id === b.lineId)!.text;
        return { ...b, n: numbers.get(b.lineId)!, fix: fixOf(doc, b, text, limits, durationSeconds) };
      });
    })
    .sort((a, b) => a.n - b.n);
}

/** The line kept as it is: its breaks leave the check and the server's count. */
export function acceptLine(doc: EditorDoc, id: string): EditorDoc {
  return { ...doc, transcript: doc.transcript.map((l) => (l.id === id ? { ...l, rulesAccepted: true } : l)) };
}

/**
 * Where "split at the best break" cuts a line, as the cue builder cuts: at the end of a sentence or clause whose
 * halves each fit a subtitle (the most even of them), else where two balanced lines would break.
 */
function bestCut(text: string, limits: SubtitleLimits): number | null {
  const flat = text.replace(/\n/g, ' ');
  const room = limits.maxLines * limits.maxLineLength;
  let best: { at: number; skew: number } | null = null;
  for (let at = flat.indexOf(' '); at > 0; at = flat.indexOf(' ', at + 1)) {
    const [top, bottom] = [flat.slice(0, at).trim(), flat.slice(at).trim()];
    if (!endsClause(top) || textLength(top) > room || textLength(bottom) > room) continue;
    const skew = Math.abs(textLength(top) - textLength(bottom));
    if (!best || skew < best.skew) best = { at, skew };
  }
  if (best) return best.at;
  const cut = bestLineBreak(flat, room);
  return cut ? cut[0].length : null;
}

/** Applies an item's fix; refused as the editor's own steps refuse (a split with nowhere to cut, an overlap). */
export function applyFix(doc: EditorDoc, item: QualityItem, source: string, rules: SubtitleRules, durationSeconds: number): EditResult {
  const i = doc.transcript.findIndex((l) => l.id === item.lineId);
  const line = doc.transcript[i];
  if (!line || !item.fix) return { ok: false, problem: 'CANNOT_SPLIT' };
  const texts = item.languageId === source ? null : textsOf(doc, item.languageId);
  const limits = limitsOf(doc, item.languageId, texts, rules);
  const text = texts ? (texts.get(line.id) ?? '') : line.text;
  switch (item.fix) {
    case 'split':
      return texts ? splitTranslated(doc, line.id, item.languageId, text, limits, limitsOf(doc, source, null, rules)) : splitAt(doc, line.id, bestCut(line.text, limits));
    case 'merge':
      return doc.transcript[i + 1] ? mergeIntoPrevious(doc, doc.transcript[i + 1]!.id) : { ok: false, problem: 'CANNOT_MERGE' };
    case 'extend':
      return setEdge(doc, line.id, 'end', Math.floor(roomAfter(doc, i, limits, durationSeconds) * 1000) / 1000, durationSeconds);
    case 'rebalance': {
      const lines = layoutLines(text.replace(/\n/g, ' '), limits).join('\n');
      return { ok: true, doc: texts ? editTranslation(doc, item.languageId, line.id, lines) : editSource(doc, line.id, lines) };
    }
    case 'gap': {
      const before = doc.transcript[i - 1];
      if (!before) return { ok: false, problem: 'OVERLAPS_PREVIOUS' };
      return setEdge(doc, before.id, 'end', Math.floor((line.start - limits.minGapSeconds) * 1000) / 1000, durationSeconds);
    }
  }
}

const splitAt = (doc: EditorDoc, id: string, at: number | null): EditResult => (at === null ? { ok: false, problem: 'CANNOT_SPLIT' } : splitLine(doc, id, at));

/**
 * "Split" offered for a translation's line: the timing line is cut where the transcript breaks best, and the
 * translation where it breaks best itself, each half in its own line, so that language reads two full lines (not
 * its whole text on the first and an empty second waiting for a retranslation).
 */
function splitTranslated(doc: EditorDoc, id: string, languageId: string, text: string, limits: SubtitleLimits, sourceLimits: SubtitleLimits): EditResult {
  const cut = bestCut(text, limits);
  const line = doc.transcript.find((l) => l.id === id)!;
  const split = cut === null ? null : splitAt(doc, id, bestCut(line.text, sourceLimits));
  if (!split?.ok || cut === null) return split ?? { ok: false, problem: 'CANNOT_SPLIT' };
  const flat = text.replace(/\n/g, ' ');
  const i = split.doc.transcript.findIndex((l) => l.id === id);
  const second = split.doc.transcript[i + 1]!.id;
  const first = editTranslation(split.doc, languageId, id, flat.slice(0, cut).trim());
  return { ok: true, doc: editTranslation(first, languageId, second, flat.slice(cut).trim()) };
}
