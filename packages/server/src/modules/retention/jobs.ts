// The retention job (decision 183): hourly, it starts batches whose notice ran out and opens noticed batches for
// requests due within RETENTION_NOTICE_DAYS; a batch left 'deleting' is queued again by crash recovery (decision 076).
import type { FastifyInstance } from 'fastify';
import { and, arrayContains, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { fillNoticeText, RETENTION_NOTICE_DAYS, RETENTION_NOTICE_TEXTS, RETENTION_SETTINGS_PATH } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { auditEvents, clientConfigs, deletionBatches, deletionBatchItems, noticePreferences, notices, userAccounts } from '../../db/schema/index.ts';
import { serviceSecurityEvent } from '../../instrumentation/security-events.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { candidates, openBatch, runBatch, type Candidate, type DeletionDeps } from './delete.ts';
import { findReceipt } from './receipt.ts';
import { effectiveDays } from './service.ts';

export const RETENTION_SWEEP_JOB = 'retention-sweep';
export const RETENTION_BATCH_JOB = 'retention-delete-batch';
const DAY_MS = 86_400_000;

export interface SweepDeps extends DeletionDeps {
  maximum: number | null;
  start: (batchId: string) => Promise<void>;
}

export interface SweepResult {
  started: string[];
  cancelled: string[];
  noticed: string[];
}

async function daysOf(db: Db, clientId: number, maximum: number | null): Promise<number | null> {
  const [row] = await db.select({ days: clientConfigs.fileRetentionDays }).from(clientConfigs).where(eq(clientConfigs.id, clientId));
  return row ? effectiveDays(row.days, maximum) : null;
}

/** Starts a batch whose date came with the items still due under the company's setting now; else cancels it. */
async function startDue(deps: SweepDeps, batch: { id: string; clientId: number }, now: Date): Promise<boolean> {
  const days = await daysOf(deps.db, batch.clientId, deps.maximum);
  const due = new Set(days === null ? [] : (await candidates(deps.db, batch.clientId, new Date(now.getTime() - days * DAY_MS))).map((c) => c.id));
  return deps.db.transaction(async (tx) => {
    const items = await tx.select({ id: deletionBatchItems.jobRequestId }).from(deletionBatchItems).where(eq(deletionBatchItems.batchId, batch.id));
    const notDue = items.filter((i) => !due.has(i.id)).map((i) => i.id);
    if (notDue.length) await tx.delete(deletionBatchItems).where(and(eq(deletionBatchItems.batchId, batch.id), inArray(deletionBatchItems.jobRequestId, notDue)));
    const starts = items.length > notDue.length;
    await tx
      .update(deletionBatches)
      .set({ state: starts ? 'deleting' : 'cancelled' })
      .where(and(eq(deletionBatches.id, batch.id), eq(deletionBatches.state, 'noticed')));
    return starts;
  });
}

/** The notice of a new batch to each client admin of the company, and the webhook event, in the batch's transaction. */
async function tell(tx: Db, deps: SweepDeps, clientId: number, requests: readonly Candidate[], dueAt: Date, batchId: string): Promise<void> {
  const now = deps.clock.now();
  const [first] = requests;
  const name =
    requests.length === 1
      ? fillNoticeText(RETENTION_NOTICE_TEXTS.one, { name: first!.name })
      : fillNoticeText(RETENTION_NOTICE_TEXTS.many, { name: first!.name, count: String(requests.length - 1) });
  const admins = await tx
    .select({ id: userAccounts.id, mailEvents: noticePreferences.mailEvents })
    .from(userAccounts)
    .leftJoin(noticePreferences, eq(noticePreferences.userId, userAccounts.id))
    .where(and(eq(userAccounts.clientId, clientId), arrayContains(userAccounts.roles, ['CLIENT']), eq(userAccounts.isEnabled, true), eq(userAccounts.isFederated, false)));
  if (admins.length) {
    await tx.insert(notices).values(
      admins.map((a) => ({
        userId: a.id,
        event: 'files.deletion_scheduled' as const,
        // A notice names one request (the table's key); the batch's first stands for it, the name says how many.
        jobRequestId: first!.id,
        name,
        path: RETENTION_SETTINGS_PATH,
        mailState: a.mailEvents === null || a.mailEvents.includes('files.deletion_scheduled') ? ('pending' as const) : ('none' as const),
        createTime: now,
      })),
    );
  }
  await recordWebhookEvent(tx, deps.clock, clientId, 'files.deletion_scheduled', {
    batchId,
    dueAt: dueAt.toISOString(),
    requests: requests.map((r) => ({ jobRequestId: r.id, name: r.name, endedAt: r.endedAt.toISOString() })),
  });
}

export async function sweepRetention(deps: SweepDeps): Promise<SweepResult> {
  const { db, maximum } = deps;
  const now = deps.clock.now();
  const result: SweepResult = { started: [], cancelled: [], noticed: [] };
  const due = await db
    .select({ id: deletionBatches.id, clientId: deletionBatches.clientId })
    .from(deletionBatches)
    .where(and(eq(deletionBatches.state, 'noticed'), lte(deletionBatches.dueAt, now)))
    .orderBy(deletionBatches.dueAt);
  for (const batch of due) {
    if (await startDue(deps, batch, now)) {
      result.started.push(batch.id);
      await deps.start(batch.id);
    } else result.cancelled.push(batch.id);
  }

  const companies = await db
    .select({ id: clientConfigs.id, days: clientConfigs.fileRetentionDays })
    .from(clientConfigs)
    .where(maximum === null ? isNotNull(clientConfigs.fileRetentionDays) : undefined);
  const dueAt = new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS);
  for (const company of companies) {
    const days = effectiveDays(company.days, maximum);
    if (days === null) continue;
    const endedBefore = new Date(dueAt.getTime() - days * DAY_MS);
    // A request already in a waiting batch keeps its date: openBatch would move it into the new one.
    const waiting = await db
      .select({ id: deletionBatchItems.jobRequestId })
      .from(deletionBatchItems)
      .innerJoin(deletionBatches, eq(deletionBatches.id, deletionBatchItems.batchId))
      .where(and(eq(deletionBatches.clientId, company.id), eq(deletionBatches.state, 'noticed')));
    const taken = new Set(waiting.map((w) => w.id));
    const found = (await candidates(db, company.id, endedBefore)).filter((c) => !taken.has(c.id));
    if (!found.length) continue;
    const batch = { clientId: company.id, reason: 'retention' as const, requestedBy: 'retention', endedBefore, deleteTranslationMemory: false, deleteGlossary: false, state: 'noticed' as const, dueAt };
    result.noticed.push(await openBatch(deps, batch, found, (tx, batchId) => tell(tx, deps, company.id, found, dueAt, batchId)));
  }
  return result;
}

export async function retentionJobs(app: FastifyInstance, deletion: DeletionDeps): Promise<void> {
  const { db } = app.ctx;
  const start = async (batchId: string) => void (await app.jobs.send(RETENTION_BATCH_JOB, { batchId }, { singletonKey: batchId }));
  app.jobs.work<{ batchId: string }>(
    RETENTION_BATCH_JOB,
    async ({ batchId }) => {
      if (!(await runBatch(deletion, batchId))) return;
      const [batch] = await db.select({ clientId: deletionBatches.clientId }).from(deletionBatches).where(eq(deletionBatches.id, batchId));
      const receipt = await findReceipt(db, batch!.clientId, batchId);
      const target = receipt.requests.length === 1 ? receipt.requests[0]!.name : `${receipt.requests.length} requests`;
      const details = { receiptId: receipt.id, objectCount: receipt.objectCount, totalBytes: receipt.totalBytes };
      serviceSecurityEvent(app.log, 'retention.delete', receipt.requestedBy, { clientId: receipt.clientId, target, ...details });
      // No request carries this event to the company's trail (decision 182): it is written here, as the portal's.
      await db.insert(auditEvents).values({ clientId: batch!.clientId, actor: receipt.requestedBy, event: 'retention.delete', target, details, channel: 'portal', at: app.ctx.clock.now() });
    },
    { expireInSeconds: 60 * 60 },
  );
  app.jobs.recover<{ batchId: string }>(RETENTION_BATCH_JOB, {
    inProgress: async () => {
      const rows = await db.select({ id: deletionBatches.id, createdAt: deletionBatches.createdAt, dueAt: deletionBatches.dueAt }).from(deletionBatches).where(eq(deletionBatches.state, 'deleting'));
      return rows.map((b) => ({ data: { batchId: b.id }, since: b.dueAt > b.createdAt ? b.dueAt : b.createdAt, resend: true }));
    },
    // A deletion is never given up: its job failed every retry (the store unreachable), so it is queued again.
    abandon: async (data, reason) => {
      app.log.warn({ batchId: data.batchId, reason }, 'retention: deletion batch queued again');
      await start(data.batchId);
    },
  });
  app.jobs.work(RETENTION_SWEEP_JOB, async () => {
    const done = await sweepRetention({ ...deletion, maximum: app.ctx.config.fileRetentionMaxDays, start });
    if (done.started.length + done.noticed.length + done.cancelled.length) app.log.info(done, 'retention: sweep');
  });
  app.jobs.schedule(RETENTION_SWEEP_JOB, '41 * * * *');
}
