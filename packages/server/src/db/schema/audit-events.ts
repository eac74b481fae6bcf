// A company's audit trail (decision 182): one row per security event that names the company, fed by
// instrumentation/security-events.ts. Append-only: the migration's trigger refuses UPDATE, TRUNCATE and any DELETE
// but the retention purge's (rows older than the cut-off the purge sets for its own transaction).
// No foreign key to the company: its trail outlives nothing it points at, and a cascade would be a DELETE.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type AuditChannel = 'portal' | 'element' | 'api-key';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id').notNull(),
    /** The person at the keyboard (under impersonation the staff member), or `api-key:<prefix>`; null for none known. */
    actor: text('actor'),
    /** Under impersonation: the user acted as. */
    onBehalfOf: text('on_behalf_of'),
    event: text('event').notNull(),
    /** What the event was about, in words a reader knows: a file, a key's prefix, a user. */
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    channel: text('channel').$type<AuditChannel>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_client_at_idx').on(t.clientId, t.at.desc(), t.id), index('audit_events_at_idx').on(t.at)],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
