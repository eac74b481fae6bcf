// Webhook endpoints a client admin registers for the company's systems (decision 136): the events wanted, a signing
// secret shown once, and the log of deliveries (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).
import Type, { type Static } from 'typebox';
import { literalUnion } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';

// Decision 136: quote ready, quote accepted, quote rejected, request status changed, request completed, request
// failed, files delivered, media files rebuilt. `webhook.test` is what "Send test event" sends (never chosen).
// Decision 185: a message written in a conversation on a request.
// Decision 184: a target language approved or sent back with changes requested, and the scores it was judged by.
// Decision 183: the retention job will delete the files of ended requests in 7 days.
export const WEBHOOK_EVENTS = [
  'quote.ready',
  'quote.accepted',
  'quote.rejected',
  'request.status_changed',
  'request.completed',
  'request.failed',
  'files.delivered',
  'media.files_rebuilt',
  'review.approved',
  'review.changes_requested',
  'quality.scored',
  'message.created',
  'files.deletion_scheduled',
] as const;
export const WebhookEventType = literalUnion(WEBHOOK_EVENTS, { description: 'An event a webhook endpoint can subscribe to' });
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** The start of the answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_START_LENGTH = 500;

export const WebhookEndpoint = Type.Object({
  id: Type.String(),
  clientId: Type.Integer(),
  url: Type.String(),
  events: Type.Array(WebhookEventType),
  enabled: Type.Boolean(),
  /** Why it was disabled (it kept failing for a day), when it was. */
  disabledReason: Nullable(Type.String()),
  /** Since when every delivery has failed; null while deliveries succeed. */
  failingSince: Nullable(DateTime),
  createdBy: Type.String(),
  createTime: DateTime,
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;
export const WebhookEndpointList = Type.Array(WebhookEndpoint);

export const CreatedWebhookEndpoint = Type.Object({
  endpoint: WebhookEndpoint,
  secret: Type.String({ description: 'The signing secret (whsec_…), shown this once; kept sealed' }),
});
export type CreatedWebhookEndpoint = Static<typeof CreatedWebhookEndpoint>;

export const CreateWebhookEndpointBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX_LENGTH }),
  events: Type.Array(WebhookEventType, { minItems: 1, uniqueItems: true }),
});
export type CreateWebhookEndpointBody = Static<typeof CreateWebhookEndpointBody>;

export const WebhookEndpointListQuery = Type.Object({ clientId: Type.Optional(Type.String({ minLength: 1 })) });
export type WebhookEndpointListQuery = Static<typeof WebhookEndpointListQuery>;

export const WebhookEndpointIdParams = Type.Object({ webhookEndpointId: Type.String({ minLength: 1 }) });
export type WebhookEndpointIdParams = Static<typeof WebhookEndpointIdParams>;
export const WebhookDeliveryIdParams = Type.Object({ webhookEndpointId: Type.String({ minLength: 1 }), webhookDeliveryId: Type.String({ minLength: 1 }) });
export type WebhookDeliveryIdParams = Static<typeof WebhookDeliveryIdParams>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const WebhookDeliveryStatus = literalUnion(WEBHOOK_DELIVERY_STATUSES);

export const WebhookDelivery = Type.Object({
  id: Type.String(),
  /** The webhook-id header: the same for every attempt and redelivery, so receivers de-duplicate by it. */
  messageId: Type.String(),
  event: Type.String(),
  status: WebhookDeliveryStatus,
  attempts: Type.Integer(),
  /** The HTTP status of the last attempt; null when it got no answer (refused address, timeout, connection). */
  lastStatusCode: Nullable(Type.Integer()),
  lastLatencyMs: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  /** The first characters of the last answer's body. */
  responseStart: Nullable(Type.String()),
  createTime: DateTime,
  nextAttemptAt: Nullable(DateTime),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;
export const WebhookDeliveryList = Type.Array(WebhookDelivery);
