// One attempt of one delivery (the `deliver-webhook` job): sign, POST through the address guard, record what came
// back in the log, then either finish, queue the next attempt (retry.ts) or give up. An endpoint whose deliveries
// have all failed for the retry window is disabled and its company's admins are told by e-mail.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_RESPONSE_START_LENGTH } from '@lingua/contract';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../db/schema/webhooks.ts';
import { pinnedPost, type PostOutcome } from '../../lib/outbound/pinned-post.ts';
import { ANSWER_MAX_BYTES, DELIVER_WEBHOOK_JOB, type WebhookDeps } from './deps.ts';
import { mailEndpointDisabled } from './disabled-mail.ts';
import { nextAttemptAt } from './retry.ts';
import { openSigningSecret, signedHeaders } from './signing.ts';

export async function deliverWebhook(deps: WebhookDeps, deliveryId: string): Promise<void> {
  const [found] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.delivery.status !== 'pending') return;
  const { delivery, endpoint } = found;
  if (!endpoint.enabled) {
    await deps.db.update(webhookDeliveries).set({ status: 'failed', lastError: 'the endpoint is disabled', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const outcome = await attempt(deps, endpoint, delivery);
  await record(deps, endpoint, delivery, outcome);
}

function attempt(deps: WebhookDeps, endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<PostOutcome> {
  const body = JSON.stringify(delivery.payload);
  const secret = openSigningSecret(deps.box, endpoint.id, endpoint.secretSealed);
  const headers = { 'content-type': 'application/json', 'user-agent': 'LinguaPortal-Webhooks/1', ...signedHeaders(secret, delivery.messageId, deps.clock.now(), body) };
  return pinnedPost(new URL(endpoint.url), { body, headers, timeoutMs: deps.config.webhooks.timeoutMs, maxBytes: ANSWER_MAX_BYTES, allow: deps.allow });
}

async function record(deps: WebhookDeps, endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow, outcome: PostOutcome): Promise<void> {
  const now = deps.clock.now();
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const attempts = delivery.attempts + 1;
  const first = delivery.firstAttemptAt ?? now;
  const next = ok ? null : nextAttemptAt(first, now, attempts, deps.config.webhooks);
  await deps.db
    .update(webhookDeliveries)
    .set({
      status: ok ? 'succeeded' : next ? 'pending' : 'failed',
      attempts,
      firstAttemptAt: first,
      nextAttemptAt: next,
      lastStatusCode: outcome.status,
      lastLatencyMs: outcome.latencyMs,
      lastError: ok ? null : (outcome.error ?? `answered ${outcome.status}`),
      responseStart: outcome.body.slice(0, WEBHOOK_RESPONSE_START_LENGTH) || null,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (next) await deps.jobs.send(DELIVER_WEBHOOK_JOB, { deliveryId: delivery.id }, { startAfterSeconds: Math.round((next.getTime() - now.getTime()) / 1000) });
  if (ok) await deps.db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
  else await endpointFailed(deps, endpoint, now);
}

/** Notes the failure; after a whole window of nothing but failures the endpoint is disabled, once, with a mail. */
async function endpointFailed(deps: WebhookDeps, endpoint: WebhookEndpointRow, now: Date): Promise<void> {
  await deps.db.update(webhookEndpoints).set({ failingSince: now }).where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)));
  const since = endpoint.failingSince ?? now;
  if (now.getTime() - since.getTime() < deps.config.webhooks.retryWindowMs) return;
  const reason = `Every delivery failed from ${since.toISOString()} to ${now.toISOString()}`;
  const [disabled] = await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!disabled) return;
  await deps.db.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null, lastError: sql`coalesce(${webhookDeliveries.lastError}, 'the endpoint is disabled')` }).where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
  await mailEndpointDisabled(deps, disabled);
}
