// Webhook endpoints of a company and their deliveries (decision 136). The signing secret is sealed like TOTP
// secrets (identity/totp-secrets.ts). A delivery row is written in the transaction of the change it reports (an
// outbox): it exists exactly when the change committed; worker processes claim and attempt it (decision 167).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '@lingua/contract';
import { clientConfigs } from './clients.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    /** `whsec_…` sealed (AES-256-GCM under SECRETS_KEY, the endpoint id as authenticated data). */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** First failure of the current run of failures; cleared by a success. A day of it disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdByName: text('created_by_name').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.clientId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header (`msg_…`): the same for every attempt, so receivers de-duplicate by it. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The JSON body sent, as signed: { type, timestamp, data }. */
    payload: jsonb('payload').$type<{ type: string; timestamp: string; data: Record<string, unknown> }>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker process claimed it for the attempt now running (decision 167); null otherwise. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** First attempt of the current series (a redelivery starts a new one): retries stop a day after it. */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    responseStart: text('response_start'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createTime),
    index('webhook_deliveries_waiting_idx').on(t.queuedAt, t.status),
    // Each endpoint's pending deliveries by when they are due: a claim reads only what is due (decision 167).
    index('webhook_deliveries_due_idx').on(t.endpointId, sql`coalesce(${t.nextAttemptAt}, ${t.createTime})`).where(sql`status = 'pending'`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
