// A translated document under review (decision 173): one row per delivered file read into segments, its
// segments (source, target, the tags the target keeps, style, origin, status, who changed it), and every version
// of the delivered file, the first delivery included, so an earlier one stays downloadable.
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { DocumentSegmentStyle } from '@lingua/contract';
import { jobRequests } from './job-requests.ts';

export const documentReviews = pgTable(
  'document_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    /** The delivered translated file (job_request_files.file_key): the key keeps the current version. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    languageId: text('language_id').notNull(),
    /** The source document the translation was made from; null when it is not known (a staff delivery). */
    sourceFileKey: text('source_file_key'),
    /** The filter format the file is read and written in. */
    format: text('format').notNull(),
    paired: boolean('paired').notNull(),
    pairingNote: text('pairing_note'),
    /** One more per save or confirm; a save naming an older one answers 409. */
    version: integer('version').notNull().default(1),
    fileVersion: integer('file_version').notNull().default(1),
    fileStale: boolean('file_stale').notNull().default(false),
    rebuilding: boolean('rebuilding').notNull().default(false),
    rebuildFailure: text('rebuild_failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('document_reviews_file_unique').on(t.jobRequestId, t.fileKey)],
);

export const documentSegments = pgTable(
  'document_segments',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => documentReviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    source: text('source'),
    target: text('target').notNull(),
    /** The target as delivered: the file is written from the first delivery, whose paragraphs hold these tags. */
    original: text('original').notNull(),
    /** The target's tags without text (`<g1><x2/></g1>`): what every saved target must keep. */
    tags: text('tags').notNull(),
    style: jsonb('style').$type<DocumentSegmentStyle>().notNull(),
    origin: text('origin').$type<'ENGINE' | 'MEMORY' | 'PROVIDER' | 'CLIENT'>().notNull(),
    engine: text('engine'),
    status: text('status').$type<'DRAFT' | 'CONFIRMED'>().notNull().default('DRAFT'),
    editedBy: text('edited_by'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The document version that last changed the segment: a stale save's conflicts are those changed after it. */
    changedIn: integer('changed_in').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.position] }), index('document_segments_changed_idx').on(t.reviewId, t.changedIn)],
);

export const documentFileVersions = pgTable(
  'document_file_versions',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => documentReviews.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Where this version's bytes are kept (the first delivery is copied here before the file is replaced). */
    objectKey: text('object_key').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.version] })],
);
