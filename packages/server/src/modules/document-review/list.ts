// Listing a document's segments: the whole document or a page of it, with the document's version, in one
// query for the segments, so a 20,000-segment document opens in one answer.
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { DocumentReview, DocumentSegment, DocumentSegmentsQuery } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { documentSegments, jobRequestFiles } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { findReviewRequest, findTranslatedFile, isEditable } from './access.ts';
import { openReview, type ReviewContext, type ReviewRow } from './open-review.ts';

export type SegmentRow = typeof documentSegments.$inferSelect;

export function segmentView(row: SegmentRow): DocumentSegment {
  return {
    position: row.position,
    source: row.source,
    target: row.target,
    tags: row.tags,
    style: row.style,
    origin: row.origin,
    engine: row.engine,
    status: row.status,
    editedBy: row.editedBy,
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export async function segmentRows(db: Db, reviewId: string, range: { from: number; count?: number | undefined } = { from: 0 }): Promise<SegmentRow[]> {
  const { from, count: size } = range;
  return db
    .select()
    .from(documentSegments)
    .where(and(eq(documentSegments.reviewId, reviewId), gte(documentSegments.position, from), size === undefined ? undefined : lt(documentSegments.position, from + size)))
    .orderBy(asc(documentSegments.position));
}

export async function segmentCount(db: Db, reviewId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documentSegments).where(eq(documentSegments.reviewId, reviewId));
  return Number(row?.n ?? 0);
}

export function reviewView(
  review: ReviewRow,
  meta: { request: JobRequestRow; editable: boolean; sourceFileName: string | null },
  page: { from: number; rows: readonly SegmentRow[]; total: number },
): DocumentReview {
  return {
    jobRequestId: review.jobRequestId,
    fileKey: review.fileKey,
    fileName: review.fileName,
    languageId: review.languageId,
    sourceLanguageId: meta.request.sourceLanguageId,
    sourceFileName: meta.sourceFileName,
    paired: review.paired,
    pairingNote: review.pairingNote,
    version: review.version,
    fileStale: review.fileStale,
    fileVersion: review.fileVersion,
    editable: meta.editable,
    rebuilding: review.rebuilding,
    rebuildFailure: review.rebuildFailure,
    total: page.total,
    from: page.from,
    segments: page.rows.map(segmentView),
  };
}

export async function sourceFileName(db: Db, review: ReviewRow): Promise<string | null> {
  if (!review.sourceFileKey) return null;
  const [file] = await db
    .select({ fileName: jobRequestFiles.fileName })
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, review.jobRequestId), eq(jobRequestFiles.fileKey, review.sourceFileKey)))
    .limit(1);
  return file?.fileName ?? null;
}

export async function listSegments(ctx: ReviewContext, principal: Principal, params: { jobRequestId: string; fileKey: string }, query: DocumentSegmentsQuery): Promise<DocumentReview> {
  const request = await findReviewRequest(ctx.db, principal, params.jobRequestId);
  const file = await findTranslatedFile(ctx.db, request, params.fileKey);
  const review = await openReview(ctx, request, file);
  const from = query.from ?? 0;
  const [rows, total, source] = await Promise.all([segmentRows(ctx.db, review.id, { from, count: query.count }), segmentCount(ctx.db, review.id), sourceFileName(ctx.db, review)]);
  return reviewView(review, { request, editable: isEditable(principal, request), sourceFileName: source }, { from, rows, total });
}
