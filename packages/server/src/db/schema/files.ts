// Upload permissions (POST /tempFiles/actions/createPresignedPost); what expires untaken is swept (modules/temp-files).
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. tmp/u/<userId>/<random> or tmp/anon/<random>, without the trailing slash. */
    keyPrefix: text('key_prefix').notNull().unique(),
    userId: uuid('user_id'),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    /** A visitor's address when the permission was granted: visitors' storage is bounded per address too. */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_grants_expires_idx').on(t.expiresAt), index('upload_grants_address_idx').on(t.clientAddress)],
);

/** A visitor grant's objects and sizes, so visitor limits hold at upload time, not only when a request names files. */
export const uploadGrantObjects = pgTable(
  'upload_grant_objects',
  {
    key: text('key').primaryKey(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => uploadGrants.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [index('upload_grant_objects_grant_idx').on(t.grantId)],
);

/** Files let through unscanned (SCAN_WHEN_UNAVAILABLE=accept, decision 175) until a later scan settles them. */
export const unscannedUploads = pgTable(
  'unscanned_uploads',
  {
    key: text('key').primaryKey(),
    fileName: text('file_name').notNull(),
    problem: text('problem').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    verdict: text('verdict', { enum: ['clean', 'infected', 'refused', 'gone'] }),
    /** The signature found, or the limit the file went beyond. */
    finding: text('finding'),
  },
  (t) => [index('unscanned_uploads_open_idx').on(t.acceptedAt).where(sql`${t.scannedAt} is null`)],
);
