// What happened: browser error reports (POST /uiLogs), e-mail verification codes and small server state.
// (The audit log of impersonation and account administration is identity.ts's auditLog.)
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LogLevel } from '@lingua/contract';

export const uiLogs = pgTable(
  'ui_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').$type<LogLevel>().notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Username of the caller; null for anonymous visitors. */
    username: text('username'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ui_logs_at_idx').on(t.at.desc())],
);

/** Six-character codes sent by e-mail (spec 2 §4); only a hash is stored so a database leak reveals none. */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** SUBMISSION (visitor submit) or CONFIRM_EMAIL (account confirmation link). */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_codes_email_idx').on(t.email, t.purpose, t.createdAt.desc())],
);

/** Small key-value server state, e.g. which seed version ran, so seeding happens once across processes. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
