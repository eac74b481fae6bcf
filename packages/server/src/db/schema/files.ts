// Upload permissions handed out by POST /tempFiles/actions/createPresignedPost. Each names the key prefix the
// browser may write under, for whom and until when; the sweeper deletes what was uploaded under a prefix that
// expired without the files being taken into a request (modules/temp-files/service.ts).
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. tmp/u/<userId>/<random> or tmp/anon/<random>, without the trailing slash. */
    keyPrefix: text('key_prefix').notNull().unique(),
    /** The signed-in caller; null for a visitor. */
    userId: uuid('user_id'),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    /** A visitor's address when the permission was granted: visitors' storage is bounded per address too. */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the upload policy stops accepting files. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_grants_expires_idx').on(t.expiresAt), index('upload_grants_address_idx').on(t.clientAddress)],
);

/**
 * The objects stored under a visitor's grant and their sizes (a reservation while the upload streams), so that the
 * visitor limits are enforced when a file is uploaded, not only when a request names it (modules/temp-files).
 */
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

/**
 * Files let through unscanned while the scanner was unavailable and SCAN_WHEN_UNAVAILABLE=accept (decision 175):
 * the mark the file carries until a later scan settles it; `verdict` is that scan's answer ('gone' when the object
 * was deleted before it could be scanned).
 */
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
