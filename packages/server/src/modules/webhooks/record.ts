// Recording attempts in batches (decision 167): one UPDATE for every ended attempt's log, one for the endpoints'
// runs of failures. An endpoint failing a whole window is disabled once, its admins mailed (decision 136).
import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_RESPONSE_START_LENGTH } from '@lingua/contract';
import { resultRows } from '../../db/outbox.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { PostOutcome } from '../../lib/outbound/pinned-post.ts';
import type { ClaimedDelivery } from './claim.ts';
import type { WebhookDeps } from './deps.ts';
import { mailEndpointDisabled } from './disabled-mail.ts';
import { nextAttemptAt } from './retry.ts';

/** One ended attempt; no outcome when the endpoint was disabled before it was sent. */
export interface Attempted {
  delivery: ClaimedDelivery;
  outcome: PostOutcome | null;
  at: Date;
}

const succeeded = (o: PostOutcome | null) => o !== null && o.status !== null && o.status >= 200 && o.status < 300;

function logOf(deps: Pick<WebhookDeps, 'config'>, { delivery, outcome, at }: Attempted) {
  if (!outcome) return { id: delivery.id, claimed: delivery.claimedAt, status: 'failed', attempts: delivery.attempts, first: delivery.firstAttemptAt, next: null, code: null, latency: null, error: 'the endpoint is disabled', start: null, keep: true };
  const ok = succeeded(outcome);
  const attempts = delivery.attempts + 1;
  const first = delivery.firstAttemptAt ?? at;
  const next = ok ? null : nextAttemptAt(first, at, attempts, deps.config.webhooks);
  const status = ok ? 'succeeded' : next ? 'pending' : 'failed';
  const error = ok ? null : (outcome.error ?? `answered ${outcome.status}`);
  return { id: delivery.id, claimed: delivery.claimedAt, status, attempts, first, next, code: outcome.status, latency: outcome.latencyMs, error, start: outcome.body.slice(0, WEBHOOK_RESPONSE_START_LENGTH) || null, keep: false };
}

export async function recordAttempts(deps: WebhookDeps, attempts: Attempted[]): Promise<void> {
  if (!attempts.length) return;
  const log = JSON.stringify(attempts.map((a) => logOf(deps, a)));
  // `keep`: a delivery not sent (its endpoint was disabled) keeps its last attempt's answer in the log.
  await deps.db.execute(sql`
    update webhook_deliveries d set status = v.status, attempts = v.attempts, first_attempt_at = v.first, next_attempt_at = v.next,
      queued_at = null, last_error = v.error,
      last_status_code = case when v.keep then d.last_status_code else v.code end,
      last_latency_ms = case when v.keep then d.last_latency_ms else v.latency end,
      response_start = case when v.keep then d.response_start else v.start end
    from jsonb_to_recordset(${log}::jsonb) as v(id uuid, claimed timestamptz, status text, attempts int, first timestamptz,
      next timestamptz, code int, latency int, error text, start text, keep boolean)
    where d.id = v.id and d.queued_at = v.claimed`);
  await recordEndpointRuns(deps, attempts.filter((a) => a.outcome !== null));
}

/** Per endpoint, in order: a success clears the run of failures, a failure starts one if none is running. */
async function recordEndpointRuns(deps: WebhookDeps, attempts: Attempted[]): Promise<void> {
  const runs = new Map<string, { cleared: boolean; since: Date | null }>();
  for (const { delivery, outcome, at } of [...attempts].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const run = runs.get(delivery.endpoint.id) ?? { cleared: false, since: null };
    if (succeeded(outcome)) runs.set(delivery.endpoint.id, { cleared: true, since: null });
    else runs.set(delivery.endpoint.id, { cleared: run.cleared, since: run.since ?? at });
  }
  if (!runs.size) return;
  const list = JSON.stringify([...runs].map(([id, r]) => ({ id, cleared: r.cleared, since: r.since })));
  const run = sql`case when v.cleared then v.since else coalesce(e.failing_since, v.since) end`;
  // Written where it changes; returned too for an enabled endpoint that failed, whose run may have lasted the window.
  const result = await deps.db.execute(sql`
    update webhook_endpoints e set failing_since = ${run}
    from jsonb_to_recordset(${list}::jsonb) as v(id uuid, cleared boolean, since timestamptz)
    where e.id = v.id and (e.failing_since is distinct from ${run} or (v.since is not null and e.enabled))
    returning e.id, e.failing_since`);
  const now = deps.clock.now();
  for (const row of resultRows<{ id: string; failing_since: Date | string | null }>(result)) {
    if (row.failing_since === null) continue;
    const since = new Date(row.failing_since);
    if (now.getTime() - since.getTime() >= deps.config.webhooks.retryWindowMs) await disable(deps, row.id, since, now);
  }
}

/** Disables the endpoint (once: a conditional update), fails its pending deliveries and mails its admins. */
async function disable(deps: WebhookDeps, endpointId: string, since: Date, now: Date): Promise<void> {
  const reason = `Every delivery failed from ${since.toISOString()} to ${now.toISOString()}`;
  const [disabled] = await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!disabled) return;
  // The claim is cleared too: an attempt still in flight is not recorded over the failure.
  await deps.db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, queuedAt: null, lastError: sql`coalesce(${webhookDeliveries.lastError}, 'the endpoint is disabled')` })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  await mailEndpointDisabled(deps, disabled);
}
