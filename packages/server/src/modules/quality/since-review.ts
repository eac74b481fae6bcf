// What changed in a file since its language's last decision (decision 188). A decision keeps what the reviewer had:
// each document's version and each media line's text hash; a document segment changed since is one saved or
// confirmed in a later version (`changed_in`), a media line one whose text differs (edited, imported, retranslated).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { QualityIssueList, TranslatedSegment } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { documentReviews, documentSegments, mediaSegments, reviewDecisions, type ReviewSeen } from '../../db/schema/index.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import type { FileRef } from './scores.ts';

type ReviewChanges = NonNullable<QualityIssueList['sinceReview']>;

const lineHash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 12);

/** The language's documents and media lines as they stand: what a decision taken now was taken on. */
export async function reviewSnapshot(db: Db, jobRequestId: string, languageId: string): Promise<ReviewSeen> {
  const [documents, media] = await Promise.all([
    db.select({ fileKey: documentReviews.fileKey, version: documentReviews.version }).from(documentReviews).where(and(eq(documentReviews.jobRequestId, jobRequestId), eq(documentReviews.languageId, languageId))),
    db
      .select({ fileIndex: mediaSegments.fileIndex, segments: mediaSegments.segments })
      .from(mediaSegments)
      .where(and(eq(mediaSegments.jobRequestId, jobRequestId), eq(mediaSegments.languageId, languageId), eq(mediaSegments.isSource, false))),
  ]);
  return {
    documents: Object.fromEntries(documents.map((d) => [d.fileKey, d.version])),
    media: Object.fromEntries(media.map((m) => [String(m.fileIndex), Object.fromEntries((m.segments as TranslatedSegment[]).map((l) => [l.id, lineHash(l.text)]))])),
  };
}

async function changedSegments(db: Db, jobRequestId: string, fileKey: string, seen: ReviewSeen | null, decidedAt: Date): Promise<string[]> {
  const [review] = await db.select({ id: documentReviews.id }).from(documentReviews).where(and(eq(documentReviews.jobRequestId, jobRequestId), eq(documentReviews.fileKey, fileKey)));
  if (!review) return [];
  // A document first opened after the decision was then at version 1; a decision kept before `seen` knows edits only.
  const since = seen ? gt(documentSegments.changedIn, seen.documents[fileKey] ?? 1) : gt(documentSegments.editedAt, decidedAt);
  const rows = await db.select({ position: documentSegments.position }).from(documentSegments).where(and(eq(documentSegments.reviewId, review.id), since)).orderBy(asc(documentSegments.position));
  return rows.map((r) => String(r.position));
}

async function changedLines(db: Db, jobRequestId: string, fileIndex: number, languageId: string, seen: ReviewSeen | null): Promise<string[]> {
  if (!seen) return [];
  const [row] = await db
    .select({ segments: mediaSegments.segments })
    .from(mediaSegments)
    .where(and(eq(mediaSegments.jobRequestId, jobRequestId), eq(mediaSegments.fileIndex, fileIndex), eq(mediaSegments.languageId, languageId), eq(mediaSegments.isSource, false)));
  const before = seen.media[String(fileIndex)] ?? {};
  return ((row?.segments ?? []) as TranslatedSegment[]).filter((l) => before[l.id] !== lineHash(l.text)).map((l) => l.id);
}

/** The file's changes since the language's latest decision; none before a first decision. */
export async function changesSinceReview(db: Db, request: JobRequestRow, languageId: string, ref: FileRef): Promise<ReviewChanges | undefined> {
  const [last] = await db
    .select()
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.jobRequestId, request.id), eq(reviewDecisions.languageId, languageId)))
    .orderBy(desc(reviewDecisions.decidedAt), desc(reviewDecisions.id))
    .limit(1);
  if (!last) return undefined;
  const segments = ref.fileKey !== undefined ? await changedSegments(db, request.id, ref.fileKey, last.seen, last.decidedAt) : await changedLines(db, request.id, ref.fileIndex, languageId, last.seen);
  return {
    decision: last.decision,
    decidedAt: last.decidedAt.toISOString(),
    decidedBy: last.decidedBy,
    // Requesting changes moved the request to CHANGES_REQUESTED; only staff's redelivery makes it COMPLETED again.
    redelivered: last.decision === 'CHANGES_REQUESTED' && request.status === 'COMPLETED',
    segments,
  };
}
