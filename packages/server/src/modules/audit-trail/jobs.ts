// The audit trail's purge (decision 182): once a day, events older than the configured days go. The table's
// trigger refuses every DELETE but one of rows older than the cut-off this transaction sets, so nothing else can
// shorten the trail, and the purge cannot remove a row younger than it meant to.
import type { FastifyInstance } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

const PURGE_JOB = 'purge-audit-events';
const DAY_MS = 86_400_000;

/** Removes the events older than `days` before `now`; answers how many went. */
export async function purgeAuditEvents(db: Db, now: Date, days: number): Promise<number> {
  const cutOff = new Date(now.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('lingua.audit_purge_before', ${cutOff.toISOString()}, true)`);
    const gone = await tx.delete(auditEvents).where(lt(auditEvents.at, cutOff)).returning({ id: auditEvents.id });
    return gone.length;
  });
}

export async function auditTrailJobs(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.jobs.work(PURGE_JOB, async () => {
    const purged = await purgeAuditEvents(ctx.db, ctx.clock.now(), ctx.config.auditRetentionDays);
    if (purged > 0) app.log.info({ purged, days: ctx.config.auditRetentionDays }, 'audit trail: old events purged');
  });
  app.jobs.schedule(PURGE_JOB, '17 3 * * *');
}
