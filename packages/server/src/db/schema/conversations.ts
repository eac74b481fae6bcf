// Conversations on a request (decision 185): threads anchored to the request or a place in it, their messages and
// attachments, each person's read mark and reply address, and the mails of new messages (an outbox, as notices').
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ThreadAnchor } from '@lingua/contract';
import { userAccounts } from './identity.ts';
import { jobRequests } from './job-requests.ts';

export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRequestId: uuid('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    anchor: text('anchor').$type<ThreadAnchor['kind']>().notNull(),
    fileKey: text('file_key'),
    position: integer('position'),
    fileIndex: integer('file_index'),
    languageId: text('language_id'),
    lineId: text('line_id'),
    startedBy: uuid('started_by').references(() => userAccounts.id, { onDelete: 'set null' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }).notNull(),
    /** The oldest client message no staff member answered yet; the staff inbox is ordered by it. */
    awaitingReplySince: timestamp('awaiting_reply_since', { withTimezone: true }),
  },
  (t) => [
    index('conversation_threads_request_idx').on(t.jobRequestId, t.lastMessageTime.desc()),
    index('conversation_threads_awaiting_idx').on(t.awaitingReplySince).where(sql`${t.awaitingReplySince} is not null`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => userAccounts.id, { onDelete: 'set null' }),
    /** The author's name when written: kept after the account goes. */
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    text: text('text').notNull(),
    via: text('via').$type<'portal' | 'mail'>().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('conversation_messages_thread_time_idx').on(t.threadId, t.createTime)],
);

export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    objectKey: text('object_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [index('conversation_attachments_message_idx').on(t.messageId)],
);

/**
 * A person of a thread: where they read up to, and the number their reply address signs (decision 185: the
 * address stays short enough for a mail's local part).
 */
export const conversationPeople = pgTable(
  'conversation_people',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    readUntil: timestamp('read_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('conversation_people_thread_user_idx').on(t.threadId, t.userId), index('conversation_people_user_idx').on(t.userId)],
);

/** One mail of a message to one person; 'pending' rows are claimed and sent by the conversation mailer. */
export const conversationMails = pgTable(
  'conversation_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => conversationPeople.id, { onDelete: 'cascade' }),
    mailState: text('mail_state').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('conversation_mails_pending_idx').on(t.createTime).where(sql`${t.mailState} = 'pending'`)],
);
