// Language groups (spec 1 §3): PERSONAL ones belong to a user, ORGANIZATION ones to a client.
// POST /userAccount/languageGroups/{scope} replaces the whole set of one scope, so rows carry no identity
// the browser depends on beyond name and position.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';
import type { LanguageGroupLanguage, LanguageGroupScope } from '@lingua/contract';

export type { LanguageGroupLanguage };

export const languageGroups = pgTable(
  'language_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope').$type<LanguageGroupScope>().notNull(),
    /** Owner of a PERSONAL group (user_accounts.id). */
    userId: uuid('user_id'),
    /** Owner of an ORGANIZATION group. */
    clientId: integer('client_id').references(() => clientConfigs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    languages: jsonb('languages').$type<LanguageGroupLanguage[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('language_groups_user_idx').on(t.userId), index('language_groups_client_idx').on(t.clientId)],
);
