// Suggestions of the company's translation memory for the media editor (decision 145): each sentence of the
// transcript (its lines joined, as the memory stores sentences) looked up at 85 % or more, and the memory's
// translation divided over the sentence's lines as an engine's is. Offered only: the editor applies one when
// the user takes it. A line already reading the suggestion gets none.
import type { MemorySuggestion, MemorySuggestions, SourceSegment, TranslatedSegment } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../identity/principal.ts';
import { notFound } from '../../lib/errors.ts';
import { fuzzyMatches } from '../translation-memory/index.ts';
import { divideTranslation } from './divide-translation.ts';
import { findMediaRequest, segmentRows } from './segments.ts';
import { sentenceUnits } from './sentence-units.ts';

export async function memorySuggestions(db: Db, principal: Principal, id: string, params: { fileIndex: string; languageId: string }): Promise<MemorySuggestions> {
  const request = await findMediaRequest(db, principal, id);
  const rows = await segmentRows(db, request.id, Number(params.fileIndex));
  const transcript = rows.find((r) => r.isSource);
  const row = rows.find((r) => !r.isSource && r.languageId === params.languageId);
  if (!transcript || !row) throw notFound('No lines are stored for this file and language', 'MEDIA_SEGMENTS_NOT_FOUND');
  if (!request.clientId || !request.sourceLanguageId) return { suggestions: [] };
  const source = transcript.segments as SourceSegment[];
  const current = row.segments as TranslatedSegment[];
  const lines = source.map((s) => s.text.trim());
  const units = sentenceUnits(lines);
  const sentences = units.map((unit) => unit.map((i) => lines[i]!).join(' '));
  const found = await fuzzyMatches(db, { clientId: request.clientId, source: request.sourceLanguageId, target: params.languageId }, sentences);
  const suggestions: MemorySuggestion[] = [];
  units.forEach((unit, k) => {
    const match = found.get(sentences[k]!);
    if (!match) return;
    const parts = divideTranslation(match.targetText, unit.map((i) => lines[i]!.length));
    unit.forEach((i, j) => {
      if (parts[j] && parts[j] !== current[i]?.text) suggestions.push({ id: source[i]!.id, text: parts[j]!, sourceText: match.sourceText, score: Math.round(match.score * 100) / 100 });
    });
  });
  return { suggestions };
}
