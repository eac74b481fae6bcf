// Webhooks (issue 37 §2): the plugin (delivery job, dispatcher, routes) and `recordWebhookEvent`, which the
// modules where events happen call inside the transaction of their change.
import type { FastifyInstance } from 'fastify';
import { allowList } from '../../lib/outbound/address-guard.ts';
import { loadTotpSecretBox } from '../../identity/totp-secrets.ts';
import { deliverWebhook } from './deliver.ts';
import { DELIVER_WEBHOOK_JOB, type WebhookDeps } from './deps.ts';
import { startDispatcher } from './dispatch.ts';
import { webhookRecovery } from './recovery.ts';
import { resealWebhookSecrets } from './reseal.ts';
import { webhookRoutes } from './routes.ts';

export async function webhooksModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  const deps: WebhookDeps = { db, clock, jobs: app.jobs, mailer: app.mailer, box: await loadTotpSecretBox(config), config, allow: allowList(config.webhooks.allowNetworks) };
  // Before any delivery is signed: secrets under a rotated-out SECRETS_KEY move to the current one.
  const resealed = await resealWebhookSecrets(db, deps.box);
  if (resealed) app.log.info({ resealed }, 'webhook signing secrets sealed under the current SECRETS_KEY');
  // Retries are this module's own (backoff with jitter over a day, retry.ts), so the queue never retries a job.
  app.jobs.work<{ deliveryId: string }>(DELIVER_WEBHOOK_JOB, async ({ deliveryId }) => deliverWebhook(deps, deliveryId), { concurrency: 16, retryLimit: 0, expireInSeconds: 120, pollingIntervalSeconds: 0.5 });
  app.jobs.recover(DELIVER_WEBHOOK_JOB, webhookRecovery(deps));
  if (config.workers) {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startDispatcher(deps, config.webhooks.dispatchIntervalMs, (err) => app.log.warn({ err }, 'webhook dispatch failed'));
    });
    app.addHook('onClose', async () => stop?.());
  }
  webhookRoutes(app, deps);
}

export { recordRequestEvent, recordStatusEvents, recordWebhookEvent } from './events.ts';
/** Queues waiting deliveries now: tests and the bench (worker processes run it on a timer). */
export { dispatchWebhooks } from './dispatch.ts';
