// The dispatcher: deliveries written by events.ts (in the transaction of their change) are claimed here and handed
// to the job queue, one job each. Claiming is one UPDATE … FOR UPDATE SKIP LOCKED, so processes dispatching at
// once never queue a delivery twice. Worker processes run it every WEBHOOK_DISPATCH_INTERVAL_MS (200 ms: the
// event → receiver goal is 1 s at p99 with an idle queue); the recovery sweep queues again a claimed delivery
// whose job is gone (the process died between the claim and the send).
import { sql } from 'drizzle-orm';
import { DELIVER_WEBHOOK_JOB, type WebhookDeps } from './deps.ts';
import { runEvery } from '../../lib/every.ts';

const BATCH = 200;

/** Queues every waiting delivery; returns how many. */
export async function dispatchWebhooks(deps: Pick<WebhookDeps, 'db' | 'clock' | 'jobs'>): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.clock.now().toISOString();
    const claimed = (await deps.db.execute(sql`
      update webhook_deliveries set queued_at = ${now}::timestamptz
      where id in (
        select id from webhook_deliveries where queued_at is null and status = 'pending'
        order by create_time limit ${BATCH} for update skip locked)
      returning id`)) as unknown as { rows: Array<{ id: string }> } | Array<{ id: string }>;
    const rows = Array.isArray(claimed) ? claimed : claimed.rows;
    for (const row of rows) await deps.jobs.send(DELIVER_WEBHOOK_JOB, { deliveryId: row.id });
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** Runs the dispatcher every `intervalMs` until stopped; one pass at a time, a failed pass is retried next tick. */
export function startDispatcher(deps: Pick<WebhookDeps, 'db' | 'clock' | 'jobs'>, intervalMs: number, onError: (err: unknown) => void): () => void {
  return runEvery(() => dispatchWebhooks(deps), intervalMs, onError);
}
