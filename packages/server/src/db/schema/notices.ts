// Notices to people (decision 140): one row per event told to the user who made the request, written in the
// transaction of the change (as webhook deliveries are), so a rolled-back change tells nobody. `mailState` makes
// the row its own mail outbox: 'pending' rows are mailed by the notice mailer (modules/notices/mail.ts) after the
// commit, never inside the change's transaction.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NoticeEvent } from '@lingua/contract';
import { userAccounts } from './identity.ts';
import { jobRequests } from './job-requests.ts';

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    event: text('event').$type<NoticeEvent>().notNull(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** none: the user chose no mail for this event; pending: to be mailed; sending: claimed by a mailer; sent / failed: the outbox's outcome. */
    mailState: text('mail_state').$type<'none' | 'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_time_idx').on(t.userId, t.createTime.desc(), t.id), index('notices_mail_pending_idx').on(t.mailState)],
);
export type NoticeRow = typeof notices.$inferSelect;

/** A user's mail choices; no row means every event mails (decision 140: defaults on). */
export const noticePreferences = pgTable('notice_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userAccounts.id, { onDelete: 'cascade' }),
  mailEvents: text('mail_events').array().$type<NoticeEvent[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
