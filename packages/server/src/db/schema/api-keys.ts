// API keys of a company (decision 133): the secret is kept only as its SHA-256 hash (a 256-bit random secret needs
// no slow hash: nothing can be guessed from it); the prefix finds the row and is what lists and logs show.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@lingua/contract';
import { clientConfigs } from './clients.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id),
    name: text('name').notNull(),
    /** `lpk_` and 8 random characters: the start of the secret, unique. */
    prefix: text('prefix').notNull().unique(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** user_accounts.id and name of the client admin who created it (kept if the account goes). */
    createdByUserId: uuid('created_by_user_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    /** The e-mail the key's requests name for confirmations: its creator's at the time. */
    contactEmail: text('contact_email').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    /** A revoked or expired key its company took off its list; the row stays for the requests it made. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_client_idx').on(t.clientId)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
