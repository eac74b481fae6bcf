// Accounts (one row per person) and the embedded identity provider's state: OIDC artefacts, keys, throttles, audit.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address, CustomFieldValue, PreferredMfa, UiLanguage } from '@lingua/contract';

export type { PreferredMfa };
export type UserAddress = Address;
export type UserCustomFieldValue = CustomFieldValue;

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
    applications: text('applications').array().notNull().default([]),
    clientId: integer('client_id'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isFederated: boolean('is_federated').notNull().default(false),
    externalGroups: text('external_groups'),
    /** Member of the Coupa (procurement punchout) user group: no password change, no MFA row. */
    isCoupaUser: boolean('is_coupa_user').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    initialPagePath: text('initial_page_path'),
    address: jsonb('address').$type<UserAddress>(),
    customFieldValues: jsonb('custom_field_values').$type<UserCustomFieldValue[]>().notNull().default([]),
    /** Subject (sub) at the organisation's own identity provider, for federated accounts (spec 1 §6). */
    federatedSubject: text('federated_subject'),
    /** Spec 1 §4 "MFA": enabled exactly when the preferred method is TOTP. */
    preferredMfa: text('preferred_mfa').$type<PreferredMfa>().notNull().default('NOMFA'),
    totpSecret: text('totp_secret'),
    /** Secret handed out by associate and not yet confirmed by a code; replaces totpSecret on verify. */
    totpPendingSecret: text('totp_pending_secret'),
    /** Last 30-second step whose code was accepted: a code is usable once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The interface language the person chose (decision 189), published as the `locale` claim; null: none chosen. */
    language: text('language').$type<UiLanguage>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_accounts_client_idx').on(t.clientId), index('user_accounts_email_idx').on(t.email)],
);

/** Everything oidc-provider persists, one row per artefact, so sign-in state survives restarts and is shared. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    /** The oidc-provider model name; ids are only unique per model. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** Account (sub) of sessions and grants, so an account's sign-in state can be ended at once. */
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'oidc_payloads_pk', columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_account_idx').on(t.accountId),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetUsername: text('target_username'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetUsername)],
);
