// Deletions of request files (decision 183): one batch per deletion — by retention, of one request, or of a
// company's requests ended before a date — with one item per request. The items are the batch's mark: an item
// not yet deleted is work a crashed run resumes; a finished batch is the company's receipt.
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientConfigs } from './clients.ts';
import { jobRequests } from './job-requests.ts';

export type DeletionBatchState = 'noticed' | 'deleting' | 'done' | 'cancelled';

export const deletionBatches = pgTable(
  'deletion_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clientConfigs.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'request' | 'company' | 'retention'>().notNull(),
    /** Who asked, or 'retention' for the job. */
    requestedBy: text('requested_by').notNull(),
    endedBefore: timestamp('ended_before', { withTimezone: true }),
    deleteTranslationMemory: boolean('delete_translation_memory').notNull().default(false),
    deleteGlossary: boolean('delete_glossary').notNull().default(false),
    state: text('state').$type<DeletionBatchState>().notNull(),
    /** A retention batch is deleted from this time on: the notice went out RETENTION_NOTICE_DAYS before. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    translationUnitsDeleted: integer('translation_units_deleted').notNull().default(0),
    glossaryEntriesDeleted: integer('glossary_entries_deleted').notNull().default(0),
  },
  (t) => [index('deletion_batches_client_idx').on(t.clientId, t.createdAt.desc()), index('deletion_batches_state_idx').on(t.state, t.dueAt)],
);

export const deletionBatchItems = pgTable(
  'deletion_batch_items',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => deletionBatches.id, { onDelete: 'cascade' }),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Counted from the store before the first object goes, so a resumed run reports what was there. */
    objectCount: integer('object_count'),
    totalBytes: bigint('total_bytes', { mode: 'number' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.jobRequestId] }), index('deletion_batch_items_request_idx').on(t.jobRequestId)],
);
export type DeletionBatchRow = typeof deletionBatches.$inferSelect;
export type DeletionBatchItemRow = typeof deletionBatchItems.$inferSelect;
