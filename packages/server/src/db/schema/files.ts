// Upload permissions handed out by POST /tempFiles/actions/createPresignedPost. Each names the key prefix the
// browser may write under, for whom and until when; the sweeper deletes what was uploaded under a prefix that
// expired without the files being taken into a request (modules/temp-files/service.ts).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the upload policy stops accepting files. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_grants_expires_idx').on(t.expiresAt)],
);
