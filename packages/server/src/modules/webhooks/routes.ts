// The webhook endpoint calls (decision 136): list, register, remove, enable, delivery log, test event, redeliver.
// Registering and removing an endpoint are security events (an endpoint receives the company's data).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { noContent, route } from '../route.ts';
import type { WebhookDeps } from './deps.ts';
import { createEndpoint, deleteEndpoint, enableEndpoint, listDeliveries, listEndpoints, redeliver, sendTestEvent } from './service.ts';

export function webhookRoutes(app: FastifyInstance, deps: WebhookDeps): void {
  route(app, calls.listWebhookEndpoints, async (req) => listEndpoints(deps, requireUser(req), req.query));
  route(app, calls.createWebhookEndpoint, async (req, reply) => {
    const user = requireUser(req);
    const created = await createEndpoint(deps, user, req.body);
    principalEvent(req, user, 'webhook.create', { webhookEndpointId: created.endpoint.id, url: created.endpoint.url, clientId: created.endpoint.clientId });
    return reply.status(201).send(created);
  });
  route(app, calls.deleteWebhookEndpoint, async (req, reply) => {
    const user = requireUser(req);
    const row = await deleteEndpoint(deps, user, req.params.webhookEndpointId);
    principalEvent(req, user, 'webhook.delete', { webhookEndpointId: row.id, url: row.url, clientId: row.clientId });
    return noContent(reply);
  });
  route(app, calls.enableWebhookEndpoint, async (req, reply) => {
    await enableEndpoint(deps, requireUser(req), req.params.webhookEndpointId);
    return noContent(reply);
  });
  route(app, calls.listWebhookDeliveries, async (req) => listDeliveries(deps, requireUser(req), req.params.webhookEndpointId));
  route(app, calls.sendTestWebhookEvent, async (req, reply) => reply.status(202).send(await sendTestEvent(deps, requireUser(req), req.params.webhookEndpointId)));
  route(app, calls.redeliverWebhook, async (req, reply) =>
    reply.status(202).send(await redeliver(deps, requireUser(req), req.params.webhookEndpointId, req.params.webhookDeliveryId)),
  );
}
