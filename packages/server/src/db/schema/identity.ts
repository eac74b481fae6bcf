// Accounts of the embedded identity provider and of the portal (one row per person). The identity helper
// extends this file (MFA, throttling, federation); client configurations live in clients.ts.
import { boolean, integer, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

export const userAccounts = pgTable(
  'user_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** loginName / username; lower-case e-mail for portal-created accounts. */
    username: text('username').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** scrypt hash (identity/passwords.ts); null for federated accounts. */
    passwordHash: text('password_hash'),
    /** Spec 1 §6 role names; sent as the groups claim. */
    roles: text('roles').array().notNull().default([]),
    /** Applications the user may open (reports, machineTranslation, coupa ...), spec 3 §2.7. */
    applications: text('applications').array().notNull().default([]),
    /** client_configs.id; null until the user is assigned to an organisation. */
    clientId: integer('client_id'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isFederated: boolean('is_federated').notNull().default(false),
    /** Comma-separated external groups claim of a federated account. */
    externalGroups: text('external_groups'),
    /** Member of the Coupa (procurement punchout) user group: no password change, no MFA row. */
    isCoupaUser: boolean('is_coupa_user').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    initialPagePath: text('initial_page_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_accounts_client_idx').on(t.clientId), index('user_accounts_email_idx').on(t.email)],
);
