// Issues marked in plain words (decision 184): on a document segment or a media line, stored with the MQM-Core type
// and severity the plain words map to (contract rules/quality-score.ts), the segment's text kept as it was. Staff
// change the classification and answer; the marker may take back an issue nobody answered. Every change
// recomputes the file's score.
import { and, eq } from 'drizzle-orm';
import {
  PLAIN_SEVERITY_TO_MQM,
  PLAIN_TYPE_TO_MQM,
  QUALITY_ISSUES_PER_FILE_MAX,
  type AnswerQualityIssueBody,
  type ClassifyQualityIssueBody,
  type MarkDocumentIssueBody,
  type MarkMediaIssueBody,
  type QualityIssue,
  type QualityIssueList,
  type QualityIssuesQuery,
  type SourceSegment,
  type TranslatedSegment,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { documentReviews, documentSegments, jobRequestFiles, mediaSegments, qualityIssues, type QualityIssueRow } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isStaff } from '../access.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { sourceFiles } from '../media-translation/index.ts';
import { assertMayMark, assertStaff, findReviewedRequest, QUALITY_MESSAGES } from './access.ts';
import { fileIssues, recomputeScore, requestScores, scoreView, type FileRef } from './scores.ts';
import { changesSinceReview } from './since-review.ts';

export interface QualityContext {
  db: Db;
  clock: Clock;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function issueView(r: QualityIssueRow, principal: Principal): QualityIssue {
  return {
    id: r.id,
    jobRequestId: r.jobRequestId,
    languageId: r.languageId,
    fileKey: r.fileKey,
    fileName: r.fileName,
    fileIndex: r.fileIndex,
    segment: r.segment,
    sourceText: r.sourceText,
    targetText: r.targetText,
    plainType: r.plainType,
    severity: r.plainSeverity,
    mqmType: r.mqmType,
    mqmSeverity: r.mqmSeverity,
    words: r.words,
    comment: r.comment,
    status: r.status,
    answerReason: r.answerReason,
    answeredBy: r.answeredBy,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    createdBy: r.createdBy,
    mine: r.createdByUserId === principal.userId,
    createTime: r.createdAt.toISOString(),
  };
}

const refOf = (r: QualityIssueRow): FileRef => (r.fileKey !== null ? { fileKey: r.fileKey } : { fileIndex: r.fileIndex! });

type Marked = Pick<MarkDocumentIssueBody, 'plainType' | 'severity' | 'words' | 'comment'>;
interface Place {
  ref: FileRef;
  languageId: string;
  fileName: string;
  segment: string;
  sourceText: string;
  targetText: string;
}

async function insertIssue(ctx: QualityContext, principal: Principal, request: JobRequestRow, place: Place, body: Marked): Promise<QualityIssue> {
  const now = ctx.clock.now();
  if ((await fileIssues(ctx.db, request.id, place.ref, place.languageId)).length >= QUALITY_ISSUES_PER_FILE_MAX) throw conflict(QUALITY_MESSAGES.tooMany, 'TOO_MANY_ISSUES');
  const [row] = await ctx.db
    .insert(qualityIssues)
    .values({
      jobRequestId: request.id,
      languageId: place.languageId,
      fileKey: place.ref.fileKey ?? null,
      fileIndex: place.ref.fileIndex ?? null,
      fileName: place.fileName,
      segment: place.segment,
      sourceText: place.sourceText,
      targetText: place.targetText,
      plainType: body.plainType,
      plainSeverity: body.severity,
      mqmType: PLAIN_TYPE_TO_MQM[body.plainType],
      mqmSeverity: PLAIN_SEVERITY_TO_MQM[body.severity],
      words: body.words?.trim() || null,
      comment: body.comment?.trim() || null,
      createdByUserId: principal.apiKey ? null : principal.userId,
      createdBy: principal.apiKey ? `api-key:${principal.apiKey.prefix}` : principal.username,
      createdAt: now,
    })
    .returning();
  await recomputeScore(ctx.db, now, request, place.ref, place.languageId, place.fileName);
  return issueView(row!, principal);
}

export async function markDocumentIssue(ctx: QualityContext, principal: Principal, params: { jobRequestId: string; fileKey: string }, body: MarkDocumentIssueBody): Promise<QualityIssue> {
  const request = await findReviewedRequest(ctx.db, principal, params.jobRequestId);
  const [review] = await ctx.db
    .select({ id: documentReviews.id, fileName: documentReviews.fileName, languageId: documentReviews.languageId })
    .from(documentReviews)
    .innerJoin(jobRequestFiles, and(eq(jobRequestFiles.jobRequestId, documentReviews.jobRequestId), eq(jobRequestFiles.fileKey, documentReviews.fileKey)))
    .where(and(eq(documentReviews.jobRequestId, request.id), eq(documentReviews.fileKey, params.fileKey)))
    .limit(1);
  if (!review) throw notFound(QUALITY_MESSAGES.segmentNotFound, 'SEGMENT_NOT_FOUND');
  assertMayMark(principal, request);
  const [segment] = await ctx.db
    .select({ source: documentSegments.source, target: documentSegments.target })
    .from(documentSegments)
    .where(and(eq(documentSegments.reviewId, review.id), eq(documentSegments.position, body.position)));
  if (!segment) throw notFound(QUALITY_MESSAGES.segmentNotFound, 'SEGMENT_NOT_FOUND');
  const place = { ref: { fileKey: params.fileKey }, languageId: review.languageId, fileName: review.fileName, segment: String(body.position), sourceText: segment.source ?? '', targetText: segment.target };
  return insertIssue(ctx, principal, request, place, body);
}

export async function markMediaIssue(ctx: QualityContext, principal: Principal, params: { jobRequestId: string; fileIndex: string; languageId: string }, body: MarkMediaIssueBody): Promise<QualityIssue> {
  const request = await findReviewedRequest(ctx.db, principal, params.jobRequestId);
  const fileIndex = Number(params.fileIndex);
  const rows = await ctx.db.select().from(mediaSegments).where(and(eq(mediaSegments.jobRequestId, request.id), eq(mediaSegments.fileIndex, fileIndex)));
  const target = rows.find((r) => !r.isSource && r.languageId === params.languageId);
  const line = (target?.segments as TranslatedSegment[] | undefined)?.find((s) => s.id === body.lineId);
  if (!line) throw notFound(QUALITY_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
  assertMayMark(principal, request);
  const source = (rows.find((r) => r.isSource)?.segments as SourceSegment[] | undefined)?.find((s) => s.id === body.lineId);
  const file = (await sourceFiles(ctx.db, request.id))[fileIndex];
  const place = { ref: { fileIndex }, languageId: params.languageId, fileName: file?.fileName ?? `#${fileIndex + 1}`, segment: body.lineId, sourceText: source?.text ?? '', targetText: line.text };
  return insertIssue(ctx, principal, request, place, body);
}

export async function listIssues(ctx: QualityContext, principal: Principal, jobRequestId: string, query: QualityIssuesQuery): Promise<QualityIssueList> {
  const request = await findReviewedRequest(ctx.db, principal, jobRequestId);
  const rows = await ctx.db
    .select()
    .from(qualityIssues)
    .where(
      and(
        eq(qualityIssues.jobRequestId, request.id),
        query.languageId === undefined ? undefined : eq(qualityIssues.languageId, query.languageId),
        query.fileKey === undefined ? undefined : eq(qualityIssues.fileKey, query.fileKey),
        query.fileIndex === undefined ? undefined : eq(qualityIssues.fileIndex, query.fileIndex),
        query.status === undefined ? undefined : eq(qualityIssues.status, query.status),
      ),
    )
    .orderBy(qualityIssues.createdAt, qualityIssues.id);
  const scores = (await requestScores(ctx.db, request.id, query.languageId)).filter((s) => (query.fileKey === undefined || s.fileRef === query.fileKey) && (query.fileIndex === undefined || s.fileRef === `media:${query.fileIndex}`));
  const file: FileRef | null = query.fileKey !== undefined ? { fileKey: query.fileKey } : query.fileIndex !== undefined ? { fileIndex: query.fileIndex } : null;
  const sinceReview = file && query.languageId !== undefined ? await changesSinceReview(ctx.db, request, query.languageId, file) : undefined;
  return { issues: rows.map((r) => issueView(r, principal)), scores: scores.map(scoreView), canAnswer: isStaff(principal) && !principal.apiKey, ...(sinceReview ? { sinceReview } : {}) };
}

async function findIssue(ctx: QualityContext, principal: Principal, params: { jobRequestId: string; issueId: string }): Promise<{ request: JobRequestRow; issue: QualityIssueRow }> {
  const request = await findReviewedRequest(ctx.db, principal, params.jobRequestId);
  const [issue] = UUID.test(params.issueId) ? await ctx.db.select().from(qualityIssues).where(and(eq(qualityIssues.id, params.issueId), eq(qualityIssues.jobRequestId, request.id))) : [];
  if (!issue) throw notFound(QUALITY_MESSAGES.issueNotFound, 'ISSUE_NOT_FOUND');
  return { request, issue };
}

async function updateIssue(ctx: QualityContext, principal: Principal, request: JobRequestRow, issue: QualityIssueRow, set: Partial<typeof qualityIssues.$inferInsert>): Promise<QualityIssue> {
  const [row] = await ctx.db.update(qualityIssues).set(set).where(eq(qualityIssues.id, issue.id)).returning();
  await recomputeScore(ctx.db, ctx.clock.now(), request, refOf(row!), row!.languageId, row!.fileName);
  return issueView(row!, principal);
}

export async function classifyIssue(ctx: QualityContext, principal: Principal, params: { jobRequestId: string; issueId: string }, body: ClassifyQualityIssueBody): Promise<QualityIssue> {
  assertStaff(principal);
  const { request, issue } = await findIssue(ctx, principal, params);
  return updateIssue(ctx, principal, request, issue, { mqmType: body.mqmType ?? issue.mqmType, mqmSeverity: body.mqmSeverity ?? issue.mqmSeverity });
}

export async function answerIssue(ctx: QualityContext, principal: Principal, params: { jobRequestId: string; issueId: string }, body: AnswerQualityIssueBody): Promise<QualityIssue> {
  assertStaff(principal);
  const reason = body.reason?.trim() || null;
  if (body.answer === 'REJECTED' && !reason) throw badRequest(QUALITY_MESSAGES.reasonRequired, 'REASON_REQUIRED');
  const { request, issue } = await findIssue(ctx, principal, params);
  return updateIssue(ctx, principal, request, issue, { status: body.answer, answerReason: reason, answeredBy: principal.username, answeredAt: ctx.clock.now() });
}

export async function deleteIssue(ctx: QualityContext, principal: Principal, params: { jobRequestId: string; issueId: string }): Promise<void> {
  const { request, issue } = await findIssue(ctx, principal, params);
  if (issue.createdByUserId === null || issue.createdByUserId !== principal.userId) throw forbidden(QUALITY_MESSAGES.notOwnIssue, 'NOT_ISSUE_OWNER');
  if (issue.status !== 'OPEN') throw conflict(QUALITY_MESSAGES.answered, 'ISSUE_ANSWERED');
  await ctx.db.delete(qualityIssues).where(and(eq(qualityIssues.id, issue.id), eq(qualityIssues.status, 'OPEN')));
  await recomputeScore(ctx.db, ctx.clock.now(), request, refOf(issue), issue.languageId, issue.fileName);
}
