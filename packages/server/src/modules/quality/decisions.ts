// A target language approved or sent back (decision 184). Requesting changes attaches the language's open issues,
// moves a completed request to CHANGES_REQUESTED (the lists show "Changes requested"; staff's redelivery completes
// it again) and tells the staff who handled the request: those who moved it or answered its issues, by notice and,
// per their choices, e-mail. Each decision is a webhook event for the company, with the language's scores as
// `quality.scored` events, all in the decision's transaction.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { noticePath, type ApproveTranslationBody, type NoticeEvent, type RequestChangesBody, type ReviewDecision, type ReviewDecisionKind } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { documentReviews, jobRequestStatusHistory, mediaSegments, noticePreferences, notices, qualityIssues, reviewDecisions, userAccounts } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { STAFF_ROLES } from '../access.ts';
import { transition, type JobRequestRow } from '../job-requests/index.ts';
import { sourceFiles } from '../media-translation/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { assertMayDecide, assertReviewable, findReviewedRequest, QUALITY_MESSAGES } from './access.ts';
import type { QualityContext } from './issues.ts';
import { fileRefKey, recomputeScore, requestScores, scoreView, type FileRef } from './scores.ts';
import { reviewSnapshot } from './since-review.ts';

type DecisionRow = typeof reviewDecisions.$inferSelect;

const decisionView = (r: DecisionRow): ReviewDecision => ({
  id: r.id,
  jobRequestId: r.jobRequestId,
  languageId: r.languageId,
  decision: r.decision,
  note: r.note,
  issueIds: r.issueIds,
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt.toISOString(),
  scores: r.scores as ReviewDecision['scores'],
});

/** Staff accounts that moved the request or answered its issues: the people a client's decision is for. */
async function handlingStaff(db: Db, jobRequestId: string): Promise<Array<{ id: string; mailEvents: NoticeEvent[] | null }>> {
  const movers = await db.selectDistinct({ name: jobRequestStatusHistory.actor }).from(jobRequestStatusHistory).where(eq(jobRequestStatusHistory.jobRequestId, jobRequestId));
  const answerers = await db.selectDistinct({ name: qualityIssues.answeredBy }).from(qualityIssues).where(eq(qualityIssues.jobRequestId, jobRequestId));
  const names = [...new Set([...movers, ...answerers].map((r) => r.name).filter((n): n is string => !!n))];
  if (!names.length) return [];
  const rows = await db
    .select({ id: userAccounts.id, roles: userAccounts.roles, mailEvents: noticePreferences.mailEvents })
    .from(userAccounts)
    .leftJoin(noticePreferences, eq(noticePreferences.userId, userAccounts.id))
    .where(and(inArray(userAccounts.username, names), eq(userAccounts.isEnabled, true)));
  return rows.filter((r) => r.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role)));
}

async function tellStaff(db: Db, now: Date, request: JobRequestRow, event: NoticeEvent): Promise<void> {
  const staff = await handlingStaff(db, request.id);
  if (!staff.length) return;
  const path = noticePath(event, request.id, request.origination);
  // No row of choices: every event mails (decision 140, defaults on).
  await db.insert(notices).values(staff.map((s) => ({ userId: s.id, event, jobRequestId: request.id, name: request.name, path, mailState: s.mailEvents === null || s.mailEvents.includes(event) ? ('pending' as const) : ('none' as const), createTime: now })));
}

/**
 * A decision settles the score of every file of the language (decision 184): one reviewed without an issue marked
 * has none yet, and the record would count only files with problems. Its score is the rule's over no issues.
 */
async function scoreUnscoredFiles(db: Db, now: Date, request: JobRequestRow, languageId: string): Promise<void> {
  const scored = new Set((await requestScores(db, request.id, languageId)).map((s) => s.fileRef));
  const documents = await db.select({ fileKey: documentReviews.fileKey, fileName: documentReviews.fileName }).from(documentReviews).where(and(eq(documentReviews.jobRequestId, request.id), eq(documentReviews.languageId, languageId)));
  const media = await db.select({ fileIndex: mediaSegments.fileIndex }).from(mediaSegments).where(and(eq(mediaSegments.jobRequestId, request.id), eq(mediaSegments.languageId, languageId), eq(mediaSegments.isSource, false)));
  const sources = media.length ? await sourceFiles(db, request.id) : [];
  const files: Array<{ ref: FileRef; fileName: string }> = [
    ...documents.map((d) => ({ ref: { fileKey: d.fileKey }, fileName: d.fileName })),
    ...media.map((m) => ({ ref: { fileIndex: m.fileIndex }, fileName: sources[m.fileIndex]?.fileName ?? `#${m.fileIndex + 1}` })),
  ];
  for (const file of files) if (!scored.has(fileRefKey(file.ref))) await recomputeScore(db, now, request, file.ref, languageId, file.fileName);
}

async function decide(ctx: QualityContext, principal: Principal, params: { jobRequestId: string; languageId: string }, kind: ReviewDecisionKind, note: string | null): Promise<ReviewDecision> {
  const request = await findReviewedRequest(ctx.db, principal, params.jobRequestId);
  if (!request.targetLanguageIds.includes(params.languageId)) throw notFound(QUALITY_MESSAGES.languageNotFound, 'LANGUAGE_NOT_FOUND');
  assertMayDecide(principal, request);
  assertReviewable(request);
  const now = ctx.clock.now();
  await scoreUnscoredFiles(ctx.db, now, request, params.languageId);
  const scores = (await requestScores(ctx.db, request.id, params.languageId)).map(scoreView);
  const open = kind === 'CHANGES_REQUESTED' ? await ctx.db.select({ id: qualityIssues.id }).from(qualityIssues).where(and(eq(qualityIssues.jobRequestId, request.id), eq(qualityIssues.languageId, params.languageId), eq(qualityIssues.status, 'OPEN'))) : [];
  const decidedBy = principal.apiKey ? `api-key:${principal.apiKey.prefix}` : principal.username;
  const seen = await reviewSnapshot(ctx.db, request.id, params.languageId);
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(reviewDecisions)
      .values({ jobRequestId: request.id, languageId: params.languageId, decision: kind, note, issueIds: open.map((o) => o.id), scores, decidedByUserId: principal.apiKey ? null : principal.userId, decidedBy, decidedAt: now, seen })
      .returning();
    if (kind === 'CHANGES_REQUESTED') await transition(tx, ctx.clock, request.id, ['COMPLETED'], 'CHANGES_REQUESTED', { actor: decidedBy, note: `changes requested for ${params.languageId}`, at: now });
    await announce(tx, ctx.clock, request, saved!, now);
    return saved!;
  });
  return decisionView(row);
}

async function announce(db: Db, clock: Clock, request: JobRequestRow, decision: DecisionRow, now: Date): Promise<void> {
  const event = decision.decision === 'APPROVED' ? 'review.approved' : 'review.changes_requested';
  const data = { jobRequestId: request.id, name: request.name, languageId: decision.languageId, decisionId: decision.id, note: decision.note, openIssues: decision.issueIds.length, decidedBy: decision.decidedBy };
  await recordWebhookEvent(db, clock, request.clientId, event, data);
  for (const score of decision.scores as ReviewDecision['scores']) await recordWebhookEvent(db, clock, request.clientId, 'quality.scored', { jobRequestId: request.id, name: request.name, ...score });
  await tellStaff(db, now, request, event);
}

export const approveTranslation = (ctx: QualityContext, principal: Principal, params: { jobRequestId: string; languageId: string }, body: ApproveTranslationBody) => decide(ctx, principal, params, 'APPROVED', body.note?.trim() || null);

export const requestChanges = (ctx: QualityContext, principal: Principal, params: { jobRequestId: string; languageId: string }, body: RequestChangesBody) => decide(ctx, principal, params, 'CHANGES_REQUESTED', body.note.trim());

export async function listDecisions(ctx: QualityContext, principal: Principal, jobRequestId: string): Promise<ReviewDecision[]> {
  const request = await findReviewedRequest(ctx.db, principal, jobRequestId);
  const rows = await ctx.db.select().from(reviewDecisions).where(eq(reviewDecisions.jobRequestId, request.id)).orderBy(desc(reviewDecisions.decidedAt), desc(reviewDecisions.id));
  return rows.map(decisionView);
}
