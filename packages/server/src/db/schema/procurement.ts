// The procurement platform (spec 1 §7, spec 3 §2.6, §4.7, §4.8): buyer systems, punch-out sessions, carts, orders.
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';
import { jobRequests } from './job-requests.ts';

/** One buyer system of one client; the shared secret is kept as an HMAC-SHA-256 digest, compared in constant time. */
export const punchoutClients = pgTable(
  'punchout_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id),
    /** Lower-case credential domain of From (DUNS, NetworkID ...). */
    fromDomain: text('from_domain').notNull(),
    fromIdentity: text('from_identity').notNull(),
    /** Our identity at this buyer (To credential); null accepts any. */
    toIdentity: text('to_identity'),
    sharedSecretDigest: text('shared_secret_digest').notNull(),
    label: text('label').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('punchout_clients_from_idx').on(t.fromDomain, t.fromIdentity)],
);

/** The session id (≥ 128 random bits) is the only credential of the unguarded starter route. */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: text('id').primaryKey(),
    punchoutClientId: uuid('punchout_client_id')
      .notNull()
      .references(() => punchoutClients.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id),
    userId: uuid('user_id').notNull(),
    payloadId: text('payload_id').notNull(),
    buyerCookie: text('buyer_cookie').notNull(),
    browserFormPostUrl: text('browser_form_post_url').notNull(),
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the cart went back to the buyer: a session returns one cart. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** SHA-256 of the current one-time sign-in token (initializeLogIn); null when none was issued. */
    loginTokenDigest: text('login_token_digest'),
    loginTokenExpiresAt: timestamp('login_token_expires_at', { withTimezone: true }),
    loginTokenUsedAt: timestamp('login_token_used_at', { withTimezone: true }),
  },
  (t) => [index('punchout_sessions_token_idx').on(t.loginTokenDigest)],
);

export const quoteConfirmations = pgTable('quote_confirmations', {
  jobRequestId: uuid('job_request_id')
    .primaryKey()
    .references(() => jobRequests.id, { onDelete: 'cascade' }),
  totalPrice: numeric('total_price', { precision: 14, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('USD'),
  fileKey: text('file_key').notNull(),
  /** 'system' for the rendered document, the staff username for a replaced one. */
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A cXML order message for the buyer's browser to carry back; its random id is the return page's capability. */
export const punchoutOrderMessages = pgTable('punchout_order_messages', {
  id: text('id').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => punchoutSessions.id),
  jobRequestId: uuid('job_request_id')
    .notNull()
    .references(() => jobRequests.id, { onDelete: 'cascade' }),
  cxml: text('cxml').notNull(),
  browserFormPostUrl: text('browser_form_post_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
