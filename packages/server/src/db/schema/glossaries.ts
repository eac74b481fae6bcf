// A client's glossaries (decision 134): one per company and language pair, each a list of terms the machine
// translation must render the client's way. Deleting the company deletes them.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';

export const glossaries = pgTable(
  'glossaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    sourceLanguageId: text('source_language_id').notNull(),
    targetLanguageId: text('target_language_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every change of an entry: the version a cloud engine's copy of the glossary is made from. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('glossaries_client_pair_idx').on(t.clientId, t.sourceLanguageId, t.targetLanguageId)],
);

export const glossaryEntries = pgTable(
  'glossary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    glossaryId: uuid('glossary_id')
      .notNull()
      .references(() => glossaries.id, { onDelete: 'cascade' }),
    sourceTerm: text('source_term').notNull(),
    /** Empty when the term is not translated. */
    targetTerm: text('target_term').notNull().default(''),
    /** The term stays as the source writes it (a product or company name). */
    doNotTranslate: boolean('do_not_translate').notNull().default(false),
    caseSensitive: boolean('case_sensitive').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One entry per source term in a glossary, whatever its case: two would contradict each other.
  (t) => [index('glossary_entries_glossary_idx').on(t.glossaryId), uniqueIndex('glossary_entries_term_idx').on(t.glossaryId, sql`lower(${t.sourceTerm})`)],
);
