// "Update file" (decision 174): the delivered document built again from its segments by a durable job. The
// segments are written into the delivery as it first was (version 1, whose paragraphs hold the tags every
// segment keeps) through the filters' write-back, the result is opened by LibreOffice (file-check.ts), and only
// then does it replace the delivered file, as one more version; every earlier version stays downloadable. A file
// that would not open is never delivered: the rebuild ends with the reason and the earlier file stays.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentReview, RebuildDocumentBody } from '@lingua/contract';
import { documentFileVersions, documentReviews, jobRequestFiles } from '../../db/schema/index.ts';
import { asFilterDocument, writeDocumentSegments, type FilterFormat } from '../../engines/mt/filters/index.ts';
import { documentFormatOf, MtError } from '../../engines/mt/index.ts';
import { spool } from '../../engines/mt/zip-package.ts';
import type { Principal } from '../../identity/principal.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import type { Jobs, Recovery } from '../../jobs/index.ts';
import { assertEditable, findReviewRequest, findTranslatedFile, isEditable } from './access.ts';
import { FileWouldNotOpen, openWithLibreOffice, saveAsDelivered } from './file-check.ts';
import { reviewView, segmentCount, segmentRows, sourceFileName } from './list.ts';
import { openReview, versionKey, type ReviewContext, type ReviewRow } from './open-review.ts';

export const DOCUMENT_REBUILD_JOB = 'document-review-rebuild';
/** Attempts after the first for what may pass (LibreOffice not starting, the store); a file that will not open is not retried. */
export const REBUILD_RETRY_LIMIT = 2;

/** Writes a document again with one text per segment: the filters' write-back, or a test's broken one. */
export type SegmentWriter = (input: string, format: FilterFormat, output: Writable, texts: readonly string[]) => Promise<void>;

export type RebuildContext = ReviewContext & { write: SegmentWriter };
export type RebuildJob = { reviewId: string; by: string };

/** The context the module's job runs with: the filters' own write-back. */
export function rebuildContext(ctx: ReviewContext): RebuildContext {
  return { ...ctx, write: writeDocumentSegments };
}

type Params = { jobRequestId: string; fileKey: string };

/** Queues the rebuild of a document whose segments changed since its file was built; answers the review (no segments). */
export async function requestRebuild(ctx: ReviewContext & { jobs: Pick<Jobs, 'send'> }, principal: Principal, params: Params, body: RebuildDocumentBody): Promise<DocumentReview> {
  const request = await findReviewRequest(ctx.db, principal, params.jobRequestId);
  const file = await findTranslatedFile(ctx.db, request, params.fileKey);
  assertEditable(principal, request);
  const review = await openReview(ctx, request, file);
  refuseRebuild(review, body.version);
  const [marked] = await ctx.db
    .update(documentReviews)
    .set({ rebuilding: true, rebuildFailure: null, updatedAt: ctx.clock.now() })
    .where(and(eq(documentReviews.id, review.id), eq(documentReviews.version, body.version), eq(documentReviews.rebuilding, false)))
    .returning();
  if (!marked) {
    // Changed or started by another call between the read and the update: the same answers as before it.
    refuseRebuild(await openReview(ctx, request, file), body.version);
    throw conflict('This document changed meanwhile; open it again before updating the file', 'DOCUMENT_CHANGED');
  }
  try {
    await ctx.jobs.send(DOCUMENT_REBUILD_JOB, { reviewId: review.id, by: principal.username } satisfies RebuildJob, { singletonKey: review.id });
  } catch {
    await ctx.db.update(documentReviews).set({ rebuilding: false }).where(eq(documentReviews.id, review.id));
    throw new HttpError(503, 'The file could not be updated now; please try again', 'QUEUE_UNAVAILABLE');
  }
  const [total, source] = await Promise.all([segmentCount(ctx.db, review.id), sourceFileName(ctx.db, review)]);
  return reviewView(marked, { request, editable: isEditable(principal, request), sourceFileName: source }, { from: 0, rows: [], total });
}

function refuseRebuild(review: ReviewRow, version: number): void {
  if (review.version !== version)
    throw conflict(`This document was changed elsewhere since you opened it (now version ${review.version}); open it again before updating the file`, 'DOCUMENT_CHANGED');
  if (review.rebuilding) throw conflict('The file is being updated already', 'REBUILD_RUNNING');
  if (!review.fileStale) throw conflict('The file is up to date: no segment changed since it was built', 'FILE_CURRENT');
}

/** The job: build, open, deliver; a failure for good ends the rebuild with its reason and leaves the file as it was. */
export async function runRebuild(ctx: RebuildContext, data: RebuildJob, attempt: { retryCount: number; signal?: AbortSignal | undefined }): Promise<void> {
  const [review] = await ctx.db.select().from(documentReviews).where(eq(documentReviews.id, data.reviewId)).limit(1);
  if (!review?.rebuilding) return;
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-review-rebuild-'));
  try {
    const built = await buildFile(ctx, review, work, attempt.signal);
    await deliver(ctx, review, built, data.by);
  } catch (err) {
    if (!(err instanceof FileWouldNotOpen) && !isInvalidDocument(err) && attempt.retryCount < REBUILD_RETRY_LIMIT) throw err;
    await endRebuild(ctx, review.id, failureReason(review, err));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const isInvalidDocument = (err: unknown): boolean => err instanceof MtError && err.code === 'INVALID_DOCUMENT';

export function failureReason(review: Pick<ReviewRow, 'fileName'>, err: unknown): string {
  const detail = err instanceof Error ? err.message : String(err);
  if (err instanceof FileWouldNotOpen) return `The updated ${review.fileName} would not open (${detail}), so it was not delivered; the earlier file stays.`;
  return `${review.fileName} could not be updated (${detail}); the earlier file stays.`;
}

/**
 * How the sweep ends a rebuild whose job was lost (its process killed on every attempt, or gone before the job
 * was queued): with the reason, the earlier file delivered as it was (decision 076).
 */
export function rebuildRecovery(ctx: Pick<ReviewContext, 'db' | 'clock'>): Recovery<{ reviewId: string }> {
  return {
    async inProgress() {
      const rows = await ctx.db.select({ id: documentReviews.id, since: documentReviews.updatedAt }).from(documentReviews).where(eq(documentReviews.rebuilding, true));
      // Not sent again: the job names who asked for the update, which the review does not keep.
      return rows.map((r) => ({ data: { reviewId: r.id }, since: r.since, resend: false }));
    },
    async abandon(data, reason) {
      await endRebuild(ctx, data.reviewId, `The update of the file was ${reason}; the earlier file stays, please update it again.`);
    },
  };
}

async function endRebuild(ctx: Pick<ReviewContext, 'db' | 'clock'>, reviewId: string, reason: string): Promise<void> {
  await ctx.db.update(documentReviews).set({ rebuilding: false, rebuildFailure: reason, updatedAt: ctx.clock.now() }).where(eq(documentReviews.id, reviewId));
}

type Built = { file: string; fromVersion: number };

/** The delivery as it first was, with every segment's current text written in, opened by LibreOffice. */
export async function buildFile(ctx: RebuildContext, review: ReviewRow, work: string, signal?: AbortSignal): Promise<Built> {
  const delivered = documentFormatOf(review.fileName);
  if (!delivered) throw new MtError('INVALID_DOCUMENT', `${review.fileName} is not in a format that can be rebuilt`);
  const [first] = await ctx.db.select().from(documentFileVersions).where(and(eq(documentFileVersions.reviewId, review.id), eq(documentFileVersions.version, 1)));
  const base = await spool(await ctx.objectStore.openReadStream(first!.objectKey), work, `delivered.${delivered}`);
  const readable = await asFilterDocument(base, delivered, work, signal);
  const format = review.format as FilterFormat;
  // The segments as they are now; the version the review had when the job read it is what the file holds.
  const texts = (await segmentRows(ctx.db, review.id)).map((r) => r.target);
  const rebuilt = path.join(work, `rebuilt.${format}`);
  const out = createWriteStream(rebuilt);
  await ctx.write(readable.file, format, out, texts);
  out.end();
  await finished(out);
  const checked = path.join(work, 'checked');
  await mkdir(checked);
  if (delivered === format) {
    await openWithLibreOffice([rebuilt], format, checked, { signal });
    return { file: rebuilt, fromVersion: review.version };
  }
  return { file: await saveAsDelivered(rebuilt, delivered, checked, signal), fromVersion: review.version };
}

/**
 * The checked file becomes the delivered one and the next version. Version 1 is copied aside first, since the
 * delivered file's key now holds the newest; every later version is written to its own key as it is made. Each
 * step can run again after a crash: the numbers come from the review, which changes only in the last step.
 */
async function deliver(ctx: RebuildContext, review: ReviewRow, built: Built, by: string): Promise<void> {
  const next = review.fileVersion + 1;
  const request = { id: review.jobRequestId };
  const [first] = await ctx.db.select().from(documentFileVersions).where(and(eq(documentFileVersions.reviewId, review.id), eq(documentFileVersions.version, 1)));
  if (first!.objectKey === review.fileKey) {
    const aside = versionKey(request, review.id, 1, review.fileName);
    await ctx.objectStore.writeStream(aside, await ctx.objectStore.openReadStream(review.fileKey));
    await ctx.db.update(documentFileVersions).set({ objectKey: aside }).where(and(eq(documentFileVersions.reviewId, review.id), eq(documentFileVersions.version, 1)));
  }
  const key = versionKey(request, review.id, next, review.fileName);
  const { size } = await ctx.objectStore.writeStream(key, createReadStream(built.file));
  await ctx.objectStore.writeStream(review.fileKey, createReadStream(built.file));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(documentFileVersions)
      .values({ reviewId: review.id, version: next, objectKey: key, fileName: review.fileName, size, createdAt: now, createdBy: by })
      .onConflictDoUpdate({ target: [documentFileVersions.reviewId, documentFileVersions.version], set: { objectKey: key, size, createdAt: now, createdBy: by } });
    await tx
      .update(documentReviews)
      // A save made while the file was built is not in it: the file stays stale then.
      .set({ fileVersion: next, fileStale: sql`${documentReviews.version} <> ${built.fromVersion}`, rebuilding: false, rebuildFailure: null, updatedAt: now })
      .where(eq(documentReviews.id, review.id));
    await tx.update(jobRequestFiles).set({ size }).where(and(eq(jobRequestFiles.jobRequestId, review.jobRequestId), eq(jobRequestFiles.fileKey, review.fileKey)));
  });
}
