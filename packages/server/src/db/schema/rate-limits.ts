// Request rate limits of the API (plugins/rate-limit.ts), one row per (route, caller) window, kept in the database
// so that every server process on it counts the same requests.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<route>|<caller key>` (the caller key is the client address unless the route says otherwise). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** End of the current window; the next hit after it starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
