// What the document editor's quality checks keep (decision 181): a warning a person dismissed on a segment of a
// reviewed document, with who and when, and a company's word lists — the words it lets stay as in the source
// (names, codes; any language) and the terms it never wants in a translation (per target language).
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';
import { documentReviews } from './document-review.ts';

export const documentCheckDismissals = pgTable(
  'document_check_dismissals',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => documentReviews.id, { onDelete: 'cascade' }),
    /** The segment's position: a review's segments keep their positions for its life. */
    position: integer('position').notNull(),
    check: text('check').notNull(),
    dismissedBy: text('dismissed_by').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.position, t.check] })],
);

export const documentCheckWords = pgTable(
  'document_check_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    /** IGNORE_IDENTICAL or FORBIDDEN. */
    kind: text('kind').notNull(),
    /** The target language of a forbidden term; '' for a word kept in every language. */
    languageId: text('language_id').notNull().default(''),
    word: text('word').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One entry per word whatever its case: the checks compare without case.
  (t) => [uniqueIndex('document_check_words_unique_idx').on(t.clientId, t.kind, t.languageId, sql`lower(${t.word})`)],
);
