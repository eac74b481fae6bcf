// The one place events become webhook deliveries (decision 136). Called by the modules where each event happens,
// inside the transaction of the change: a delivery row per enabled endpoint of the company that wants the event
// (an outbox), picked up by the dispatcher (dispatch.ts). A rolled-back change sends nothing. The same points tell
// the person who made the request (decision 140, modules/notices): one set of events for systems and people.
import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { JobRequestStatus, WebhookEventType } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { jobRequests } from '../../db/schema/job-requests.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordNotice } from '../notices/index.ts';

/** A Standard Webhooks message id: unique per event and endpoint, kept by every attempt and redelivery. */
export const newMessageId = (): string => `msg_${randomBytes(18).toString('base64url')}`;

export async function recordWebhookEvent(db: Db, clock: Clock, clientId: number | null, type: WebhookEventType, data: Record<string, unknown>): Promise<number> {
  if (clientId === null) return 0;
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clientId, clientId), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  if (!endpoints.length) return 0;
  const now = clock.now();
  const payload = { type, timestamp: now.toISOString(), data };
  await db.insert(webhookDeliveries).values(endpoints.map((e) => ({ endpointId: e.id, messageId: newMessageId(), event: type, payload, createTime: now })));
  return endpoints.length;
}

/** Which request events a move to `to` is, beside `request.status_changed` (decision 136). */
const EVENTS_OF_STATUS: Partial<Record<JobRequestStatus, WebhookEventType>> = {
  QUOTE_READY_FOR_CLIENT_REVIEW: 'quote.ready',
  QUOTE_ACCEPTED: 'quote.accepted',
  QUOTE_REJECTED: 'quote.rejected',
  COMPLETED: 'request.completed',
  FAILED: 'request.failed',
};

/** The events of a request's move (job-requests' `transition`, in its transaction). */
export async function recordStatusEvents(db: Db, clock: Clock, request: { id: string; clientId: number | null; name: string }, from: JobRequestStatus, to: JobRequestStatus): Promise<void> {
  const data = { jobRequestId: request.id, name: request.name, previousStatus: from, status: to };
  await recordWebhookEvent(db, clock, request.clientId, 'request.status_changed', data);
  const specific = EVENTS_OF_STATUS[to];
  if (!specific) return;
  await recordWebhookEvent(db, clock, request.clientId, specific, data);
  await recordNotice(db, clock, request.id, specific);
}

/** An event about request `jobRequestId` of whichever company it belongs to. */
export async function recordRequestEvent(db: Db, clock: Clock, jobRequestId: string, type: WebhookEventType, data: Record<string, unknown> = {}): Promise<void> {
  const [row] = await db.select({ clientId: jobRequests.clientId, name: jobRequests.name }).from(jobRequests).where(eq(jobRequests.id, jobRequestId));
  if (!row) return;
  await recordWebhookEvent(db, clock, row.clientId, type, { jobRequestId, name: row.name, ...data });
  await recordNotice(db, clock, jobRequestId, type);
}
