// The stored lines of a media request (the media editor's data): per source file, the transcript (timed
// segments with the recognised words) and, per target language, one translated text per transcript segment.
// Every output file of the request is rendered from these rows. Each row has a version a save must name.
import { boolean, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SourceSegment, TranslatedSegment } from '@lingua/contract';
import { jobRequests } from './job-requests.ts';

export const mediaSegments = pgTable(
  'media_segments',
  {
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    /** The source file's position among the request's source files (ordered by key, as the job reads them). */
    fileIndex: integer('file_index').notNull(),
    languageId: text('language_id').notNull(),
    /** True for the transcript (the source language's row), whose segments carry the timing. */
    isSource: boolean('is_source').notNull(),
    version: integer('version').notNull().default(1),
    segments: jsonb('segments').$type<SourceSegment[] | TranslatedSegment[]>().notNull(),
    /** Edited since this language's files were last rendered. */
    outputsStale: boolean('outputs_stale').notNull().default(false),
    /** The source file's kind and length, probed once by the job (source rows only). */
    mediaKind: text('media_kind').$type<'audio' | 'video'>(),
    durationSeconds: real('duration_seconds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobRequestId, t.fileIndex, t.languageId] })],
);
