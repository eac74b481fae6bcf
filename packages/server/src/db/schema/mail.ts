// The mail outbox (docs/architecture.md "Mail"): every message the server sends is recorded here first, whether or not
// SMTP is configured, so developers and end-to-end tests can read it (/dev/outbox) and failures stay visible.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Recipient address(es), comma-separated. ("to" is an SQL keyword, hence the column name.) */
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Which template produced it (e.g. "email-verification-code"), for tests and support. */
    template: text('template'),
    /** Template data worth keeping for inspection (codes, links); never secrets beyond what the mail holds. */
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it; null while only stored (no SMTP) or after a failure. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP failure, when sending failed. */
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);
