// What the editor shows beside a segment (decision 181): the company's glossary terms found in its source, with
// the translation each expects, by the same finder machine translation uses; and the company memory's suggestions
// at 85 % or more by the memory's own fuzzy match, for a page of segments at a time. A translation reviewed alone
// has no source to look up, so it gets neither.
import { findTerms, stripPlaceholders, type DocumentAssists, type DocumentAssistsQuery, type DocumentSegmentAssists } from '@lingua/contract';
import type { GlossaryTerm } from '../../engines/mt/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { glossaryLookup } from '../glossaries/index.ts';
import { fuzzyMatches } from '../translation-memory/index.ts';
import { findReviewRequest, findTranslatedFile } from './access.ts';
import { segmentRows } from './list.ts';
import { openReview, type ReviewContext } from './open-review.ts';

/** The terms of one source, each once, in the order they first occur. */
function termsIn(source: string, terms: readonly GlossaryTerm[]): DocumentSegmentAssists['terms'] {
  const seen = new Set<GlossaryTerm>();
  return findTerms(source, terms).flatMap(({ term }) => {
    if (seen.has(term)) return [];
    seen.add(term);
    return [{ source: term.source, target: term.doNotTranslate || !term.target.trim() ? term.source : term.target, doNotTranslate: term.doNotTranslate }];
  });
}

export async function documentAssists(ctx: ReviewContext, principal: Principal, params: { jobRequestId: string; fileKey: string }, query: DocumentAssistsQuery): Promise<DocumentAssists> {
  const request = await findReviewRequest(ctx.db, principal, params.jobRequestId);
  const file = await findTranslatedFile(ctx.db, request, params.fileKey);
  const review = await openReview(ctx, request, file);
  const from = query.from ?? 0;
  const count = query.count ?? 50;
  const none: DocumentAssists = { from, count, segments: [] };
  if (!review.paired || !request.clientId) return none;
  const rows = (await segmentRows(ctx.db, review.id, { from, count })).filter((r) => r.source !== null);
  const sources = rows.map((r) => stripPlaceholders(r.source!).trim());
  const lookup = await glossaryLookup(ctx.db, request.clientId, review.languageId);
  const terms = lookup && request.sourceLanguageId ? lookup(request.sourceLanguageId) : [];
  const memory = request.sourceLanguageId
    ? await fuzzyMatches(ctx.db, { clientId: request.clientId, source: request.sourceLanguageId, target: review.languageId }, sources.filter(Boolean))
    : new Map();
  const segments = rows.flatMap((row, i): DocumentSegmentAssists[] => {
    const match = memory.get(sources[i]!);
    // A suggestion that reads as the target already does offers nothing.
    const suggestions = match && match.targetText.trim() !== stripPlaceholders(row.target).trim() ? [{ sourceText: match.sourceText, targetText: match.targetText, score: Math.round(match.score * 100) / 100 }] : [];
    const found = termsIn(sources[i]!, terms);
    return found.length || suggestions.length ? [{ position: row.position, terms: found, suggestions }] : [];
  });
  return { from, count, segments };
}
