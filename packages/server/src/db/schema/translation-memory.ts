// A client's translation memory (decision 138): sentences a person translated or corrected, with their source,
// per company and language pair. `source_key` is the source normalised (case, whitespace, punctuation) for the
// exact match taken before machine translation; one unit per key, the latest correction winning.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';

export const translationUnits = pgTable(
  'translation_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    sourceLanguageId: text('source_language_id').notNull(),
    targetLanguageId: text('target_language_id').notNull(),
    sourceKey: text('source_key').notNull(),
    sourceText: text('source_text').notNull(),
    targetText: text('target_text').notNull(),
    /** Who made the correction (user_accounts.id); null for imported units. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('translation_units_key_idx').on(t.clientId, t.sourceLanguageId, t.targetLanguageId, t.sourceKey),
    index('translation_units_client_idx').on(t.clientId),
  ],
);
