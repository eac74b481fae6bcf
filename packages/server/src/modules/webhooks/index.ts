// Webhooks (decision 136): the plugin (dispatcher in worker processes, routes) and `recordWebhookEvent`, which the
// modules where events happen call inside the transaction of their change.
import type { FastifyInstance } from 'fastify';
import { webhookDeps } from './deps.ts';
import { WebhookDispatcher } from './dispatch.ts';
import { resealWebhookSecrets } from './reseal.ts';
import { webhookRoutes } from './routes.ts';

export async function webhooksModule(app: FastifyInstance): Promise<void> {
  const deps = await webhookDeps(app);
  // Before any delivery is signed: secrets under a rotated-out SECRETS_KEY move to the current one.
  const resealed = await resealWebhookSecrets(deps.db, deps.box);
  if (resealed) app.log.info({ resealed }, 'webhook signing secrets sealed under the current SECRETS_KEY');
  if (app.ctx.config.workers) {
    const dispatcher = new WebhookDispatcher(deps, (err) => app.log.warn({ err }, 'webhook dispatch failed'));
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = dispatcher.startTimer(app.ctx.config.webhooks.dispatchIntervalMs);
    });
    app.addHook('onClose', async () => stop?.());
  }
  webhookRoutes(app, deps);
}

export { recordRequestEvent, recordStatusEvents, recordWebhookEvent } from './events.ts';
export { webhookDeps } from './deps.ts';
/** Runs deliveries in a test or the bench (worker processes run one on a timer). */
export { WebhookDispatcher, IN_FLIGHT, PER_ENDPOINT } from './dispatch.ts';
