// The rules of a company's webhook endpoints (decision 136): its client admins register, list, remove and enable
// them, read each one's delivery log, send a test event and redeliver; staff see and act on any company's. Another
// company's endpoint or delivery is answered as missing.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MESSAGES,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointListQuery,
} from '@lingua/contract';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../db/schema/webhooks.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';
import { isClientAdmin } from '../api-keys/index.ts';
import type { WebhookDeps } from './deps.ts';
import { newMessageId } from './events.ts';
import { checkedAddress, type Refusal } from '../../lib/outbound/pinned-post.ts';
import { newSigningSecret, sealSigningSecret } from './signing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_ADMIN = 'Only a client admin of the company manages its webhooks';
const LOG_LENGTH = 100;

export const toEndpoint = (r: WebhookEndpointRow): WebhookEndpoint => ({
  id: r.id,
  clientId: r.clientId,
  url: r.url,
  events: r.events,
  enabled: r.enabled,
  disabledReason: r.disabledReason,
  failingSince: r.failingSince?.toISOString() ?? null,
  createdBy: r.createdByName,
  createTime: r.createTime.toISOString(),
});

export const toDelivery = (r: WebhookDeliveryRow): WebhookDelivery => ({
  id: r.id,
  messageId: r.messageId,
  event: r.event,
  status: r.status,
  attempts: r.attempts,
  lastStatusCode: r.lastStatusCode,
  lastLatencyMs: r.lastLatencyMs,
  lastError: r.lastError,
  responseStart: r.responseStart,
  createTime: r.createTime.toISOString(),
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
});

const staffOnly = (p: Principal) => isStaff(p) && !p.apiKey;

export async function listEndpoints(deps: WebhookDeps, principal: Principal, query: WebhookEndpointListQuery): Promise<WebhookEndpoint[]> {
  let where: SQL | undefined;
  if (staffOnly(principal)) {
    if (query.clientId !== undefined) {
      if (!/^\d+$/.test(query.clientId)) throw badRequest('clientId must be a whole number', 'INVALID_PARAMETER');
      // A number no company id can be (beyond a PostgreSQL integer) names no company: an empty list, not a 500.
      const clientId = parseIntegerId(query.clientId);
      where = clientId === null ? sql`false` : eq(webhookEndpoints.clientId, clientId);
    }
  } else {
    if (!isClientAdmin(principal)) throw forbidden(NOT_ADMIN);
    if (query.clientId !== undefined && query.clientId !== String(principal.clientId)) throw forbidden(NOT_ADMIN);
    where = eq(webhookEndpoints.clientId, principal.clientId);
  }
  const rows = await deps.db.select().from(webhookEndpoints).where(where).orderBy(desc(webhookEndpoints.createTime), desc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

/** Checks the URL as a delivery would (now; it is checked again at every delivery), then keeps it. */
export async function createEndpoint(deps: WebhookDeps, principal: Principal, body: CreateWebhookEndpointBody): Promise<CreatedWebhookEndpoint> {
  if (!isClientAdmin(principal)) throw forbidden(NOT_ADMIN);
  let url: URL;
  try {
    url = new URL(body.url.trim());
  } catch {
    throw badRequest(WEBHOOK_URL_MESSAGES.invalid, 'INVALID_WEBHOOK_URL');
  }
  if (url.username || url.password) throw badRequest(WEBHOOK_URL_MESSAGES.credentials, 'INVALID_WEBHOOK_URL');
  const checked = await checkedAddress(url, deps.allow);
  if ('refused' in checked) throw badRequest(refusalMessage(url, checked), 'INVALID_WEBHOOK_URL');
  const secret = newSigningSecret();
  const id = crypto.randomUUID();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      id,
      clientId: principal.clientId,
      url: url.toString(),
      events: [...body.events],
      secretSealed: sealSigningSecret(deps.box, id, secret),
      createdByName: `${principal.firstName} ${principal.lastName}`.trim() || principal.username,
      createTime: deps.clock.now(),
    })
    .returning();
  return { endpoint: toEndpoint(row!), secret };
}

/** A refused URL in the words a client admin can act on; the technical reason stays in the delivery log. */
function refusalMessage(url: URL, refusal: Refusal): string {
  if (refusal.reason === 'scheme') return WEBHOOK_URL_MESSAGES.scheme(url.protocol);
  if (refusal.reason === 'unresolved') return WEBHOOK_URL_MESSAGES.unresolved(refusal.host);
  if (refusal.reason === 'plain-http') return WEBHOOK_URL_MESSAGES.plainHttp;
  return WEBHOOK_URL_MESSAGES.address(refusal.address!, refusal.addressClass!);
}

/** The endpoint when the caller may act on it; 403 for a caller who manages no webhooks, 404 for anyone else's. */
export async function ownEndpoint(deps: WebhookDeps, principal: Principal, endpointId: string): Promise<WebhookEndpointRow> {
  const staff = staffOnly(principal);
  if (!staff && !isClientAdmin(principal)) throw forbidden(NOT_ADMIN);
  const missing = notFound('Webhook endpoint not found', 'WEBHOOK_ENDPOINT_NOT_FOUND');
  if (!UUID.test(endpointId)) throw missing;
  const scope = staff ? eq(webhookEndpoints.id, endpointId) : and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.clientId, principal.clientId!));
  const [row] = await deps.db.select().from(webhookEndpoints).where(scope).limit(1);
  if (!row) throw missing;
  return row;
}

export async function deleteEndpoint(deps: WebhookDeps, principal: Principal, endpointId: string): Promise<WebhookEndpointRow> {
  const row = await ownEndpoint(deps, principal, endpointId);
  await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
  return row;
}

export async function enableEndpoint(deps: WebhookDeps, principal: Principal, endpointId: string): Promise<void> {
  const row = await ownEndpoint(deps, principal, endpointId);
  await deps.db.update(webhookEndpoints).set({ enabled: true, disabledReason: null, failingSince: null }).where(eq(webhookEndpoints.id, row.id));
}

export async function listDeliveries(deps: WebhookDeps, principal: Principal, endpointId: string): Promise<WebhookDelivery[]> {
  const row = await ownEndpoint(deps, principal, endpointId);
  const rows = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, row.id)).orderBy(desc(webhookDeliveries.createTime), desc(webhookDeliveries.id)).limit(LOG_LENGTH);
  return rows.map(toDelivery);
}

/** "Send test event": a webhook.test delivery, queued for the dispatcher like any event. */
export async function sendTestEvent(deps: WebhookDeps, principal: Principal, endpointId: string): Promise<WebhookDelivery> {
  const row = await ownEndpoint(deps, principal, endpointId);
  const now = deps.clock.now();
  const payload = { type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data: { webhookEndpointId: row.id, clientId: row.clientId } };
  const [delivery] = await deps.db.insert(webhookDeliveries).values({ endpointId: row.id, messageId: newMessageId(), event: WEBHOOK_TEST_EVENT, payload, createTime: now }).returning();
  return toDelivery(delivery!);
}

/** "Redeliver": the same message (same webhook-id, so receivers de-duplicate) starts a new series of attempts. */
export async function redeliver(deps: WebhookDeps, principal: Principal, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(deps, principal, endpointId);
  const missing = notFound('Webhook delivery not found', 'WEBHOOK_DELIVERY_NOT_FOUND');
  if (!UUID.test(deliveryId)) throw missing;
  const [row] = await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', queuedAt: null, firstAttemptAt: null, nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
    .returning();
  if (!row) throw missing;
  return toDelivery(row);
}
