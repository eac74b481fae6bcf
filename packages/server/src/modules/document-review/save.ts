// Saving and confirming segments (decision 173). Every change names the document's version: one made elsewhere
// since answers 409 with the segments changed after that version, as they are now, so the editor can show both.
// A target must keep its segment's tags — each once, nested as delivered — or it is refused with the reason.
// A changed segment is a draft again; a confirmed segment a person changed becomes a unit of the company's
// translation memory (decision 138), with who and when.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ConfirmDocumentSegmentsBody, DocumentSegmentsConflict, DocumentSegmentsSaved, SaveDocumentSegmentsBody } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { documentReviews, documentSegments } from '../../db/schema/index.ts';
import { checkPlaceholders, stripPlaceholders } from '../../engines/mt/filters/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { isStaff } from '../access.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { storeUnits } from '../translation-memory/index.ts';
import { assertEditable, findReviewRequest, findTranslatedFile } from './access.ts';
import { segmentView, type SegmentRow } from './list.ts';
import { openReview, type ReviewContext, type ReviewRow } from './open-review.ts';

/** A 409 that carries what changed since the version the caller named. */
export class SegmentsConflict extends HttpError {
  readonly body: DocumentSegmentsConflict;
  constructor(body: Omit<DocumentSegmentsConflict, 'message' | 'errorCode'>) {
    const message = `This document was changed elsewhere since you opened it (now version ${body.version}); choose which text to keep for each segment changed`;
    super(409, message, 'DOCUMENT_CHANGED');
    this.body = { message, errorCode: 'DOCUMENT_CHANGED', ...body };
  }
}

type Params = { jobRequestId: string; fileKey: string };
type Opened = { request: JobRequestRow; review: ReviewRow; rows: Map<number, SegmentRow> };

/** The review to change at the version the caller named, with the rows of the positions named (each once). */
async function openForChange(ctx: ReviewContext, principal: Principal, params: Params, version: number, positions: readonly number[]): Promise<Opened> {
  const request = await findReviewRequest(ctx.db, principal, params.jobRequestId);
  const file = await findTranslatedFile(ctx.db, request, params.fileKey);
  assertEditable(principal, request);
  const review = await openReview(ctx, request, file);
  if (review.version !== version) throw await staleVersion(ctx.db, review.id, version);
  const seen = new Set<number>();
  for (const p of positions) {
    if (seen.has(p)) throw badRequest(`Segment ${p + 1} is named twice`, 'DUPLICATE_SEGMENT');
    seen.add(p);
  }
  const found = await ctx.db
    .select()
    .from(documentSegments)
    .where(and(eq(documentSegments.reviewId, review.id), inArray(documentSegments.position, [...seen])));
  const rows = new Map(found.map((r) => [r.position, r]));
  const missing = positions.find((p) => !rows.has(p));
  if (missing !== undefined) throw badRequest(`This document has no segment ${missing + 1}`, 'UNKNOWN_SEGMENT');
  return { request, review, rows };
}

async function staleVersion(db: Db, reviewId: string, named: number): Promise<SegmentsConflict> {
  const [review] = await db.select({ version: documentReviews.version }).from(documentReviews).where(eq(documentReviews.id, reviewId));
  const changed = await db
    .select()
    .from(documentSegments)
    .where(and(eq(documentSegments.reviewId, reviewId), gt(documentSegments.changedIn, named)))
    .orderBy(documentSegments.position);
  return new SegmentsConflict({ version: review!.version, conflicts: changed.map(segmentView) });
}

/** One more version of the document, only if it is still at `was` (another change in between: 409). */
async function nextVersion(tx: Db, review: ReviewRow, set: { fileStale?: boolean }, now: Date): Promise<number> {
  const [bumped] = await tx
    .update(documentReviews)
    .set({ version: sql`${documentReviews.version} + 1`, updatedAt: now, ...set })
    .where(and(eq(documentReviews.id, review.id), eq(documentReviews.version, review.version)))
    .returning({ version: documentReviews.version });
  if (!bumped) throw await staleVersion(tx, review.id, review.version);
  return bumped.version;
}

export async function saveSegments(ctx: ReviewContext, principal: Principal, params: Params, body: SaveDocumentSegmentsBody): Promise<DocumentSegmentsSaved> {
  const { review, rows } = await openForChange(ctx, principal, params, body.version, body.segments.map((s) => s.position));
  for (const s of body.segments) {
    const check = checkPlaceholders(rows.get(s.position)!.tags, s.target);
    if (!check.ok) throw badRequest(`Segment ${s.position + 1}: its formatting tags are broken (${check.problem}); put them back as they were`, 'BROKEN_TAGS');
  }
  const changed = body.segments.filter((s) => rows.get(s.position)!.target !== s.target);
  if (changed.length === 0) return { version: review.version, fileStale: review.fileStale, segments: body.segments.map((s) => segmentView(rows.get(s.position)!)) };
  const now = ctx.clock.now();
  const origin = isStaff(principal) ? 'PROVIDER' : 'CLIENT';
  const version = await ctx.db.transaction(async (tx) => {
    const v = await nextVersion(tx, review, { fileStale: true }, now);
    for (const s of changed) {
      await tx
        .update(documentSegments)
        .set({ target: s.target, status: 'DRAFT', origin, engine: null, editedBy: principal.username, editedAt: now, changedIn: v })
        .where(and(eq(documentSegments.reviewId, review.id), eq(documentSegments.position, s.position)));
    }
    return v;
  });
  return answer(ctx.db, review.id, version, body.segments.map((s) => s.position));
}

async function answer(db: Db, reviewId: string, version: number, positions: readonly number[]): Promise<DocumentSegmentsSaved> {
  const [review] = await db.select({ fileStale: documentReviews.fileStale }).from(documentReviews).where(eq(documentReviews.id, reviewId));
  const rows = await db
    .select()
    .from(documentSegments)
    .where(and(eq(documentSegments.reviewId, reviewId), inArray(documentSegments.position, [...positions])))
    .orderBy(documentSegments.position);
  return { version, fileStale: review!.fileStale, segments: rows.map(segmentView) };
}

export async function confirmSegments(ctx: ReviewContext, principal: Principal, params: Params, body: ConfirmDocumentSegmentsBody): Promise<DocumentSegmentsSaved> {
  const { request, review, rows } = await openForChange(ctx, principal, params, body.version, body.positions);
  const drafts = body.positions.filter((p) => rows.get(p)!.status === 'DRAFT');
  if (drafts.length === 0) return { version: review.version, fileStale: review.fileStale, segments: body.positions.map((p) => segmentView(rows.get(p)!)) };
  const now = ctx.clock.now();
  const version = await ctx.db.transaction(async (tx) => {
    const v = await nextVersion(tx, review, {}, now);
    await tx
      .update(documentSegments)
      .set({ status: 'CONFIRMED', changedIn: v })
      .where(and(eq(documentSegments.reviewId, review.id), inArray(documentSegments.position, drafts)));
    return v;
  });
  await remember(ctx, principal, request, review, drafts.map((p) => rows.get(p)!));
  return answer(ctx.db, review.id, version, body.positions);
}

/** The confirmed segments a person changed, as units of the company's memory (plain text, as the memory keeps). */
async function remember(ctx: ReviewContext, principal: Principal, request: JobRequestRow, review: ReviewRow, confirmed: readonly SegmentRow[]): Promise<void> {
  if (!request.clientId || !request.sourceLanguageId || !review.paired) return;
  const units = confirmed
    .filter((r) => r.source !== null && r.editedBy !== null && r.target !== r.original)
    .map((r) => ({ sourceText: stripPlaceholders(r.source!), targetText: stripPlaceholders(r.target) }));
  await storeUnits(ctx.db, { clientId: request.clientId, source: request.sourceLanguageId, target: review.languageId }, units, principal.userId, ctx.clock.now());
}
