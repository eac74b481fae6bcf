// Writing a message (decision 185), from the portal or a reply by mail: in one transaction the message and its
// attachments, the thread's times, the author's read mark, and for each other person of the thread a notice (the
// stream pushes it to every process) and, as their notice choices ask, a mail in the outbox; then the webhook event.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { noticePath, type ConversationMessage } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { apiKeys, conversationAttachments, conversationMails, conversationMessages, conversationPeople, conversationThreads, noticePreferences, notices } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { accountParticipants, type Participant, type ThreadRow } from './access.ts';

export interface StoredAttachment {
  fileName: string;
  objectKey: string;
  size: number;
}

export interface NewMessage {
  thread: ThreadRow;
  request: JobRequestRow;
  author: Participant;
  text: string;
  via: 'portal' | 'mail';
  attachments: StoredAttachment[];
  /** Chosen ahead when attachments were stored under it. */
  id?: string;
}

/** The person row of `userId` in the thread, made on first need; its id signs the reply address. */
export async function personRow(db: Db, threadId: string, userId: string, readUntil?: Date): Promise<number> {
  const [row] = await db
    .insert(conversationPeople)
    .values({ threadId, userId, readUntil: readUntil ?? null })
    .onConflictDoUpdate({
      target: [conversationPeople.threadId, conversationPeople.userId],
      set: readUntil ? { readUntil } : { userId: sql`excluded.user_id` },
    })
    .returning({ id: conversationPeople.id });
  return row!.id;
}

/** Who is told of a new message: everyone who wrote in the thread and the person the request belongs to. */
async function recipients(db: Db, m: NewMessage): Promise<Participant[]> {
  const authors = await db.selectDistinct({ id: conversationMessages.authorUserId }).from(conversationMessages).where(and(eq(conversationMessages.threadId, m.thread.id), isNotNull(conversationMessages.authorUserId)));
  const ids = new Set(authors.map((a) => a.id!));
  if (m.request.ownerUserId) {
    // A request made with an API key belongs to the admin who made the key (as notices, decision 140).
    const [key] = await db.select({ creator: apiKeys.createdByUserId }).from(apiKeys).where(eq(apiKeys.id, m.request.ownerUserId));
    ids.add(key?.creator ?? m.request.ownerUserId);
  }
  ids.delete(m.author.userId);
  return accountParticipants(db, [...ids], m.request);
}

/** Each recipient's notice and, as their choices ask, a mail: a few statements for all, not a few per person. */
async function tell(db: Db, now: Date, m: NewMessage, messageId: string, people: readonly Participant[]): Promise<void> {
  if (!people.length) return;
  const rows = await db
    .insert(conversationPeople)
    .values(people.map((p) => ({ threadId: m.thread.id, userId: p.userId, readUntil: null })))
    .onConflictDoUpdate({ target: [conversationPeople.threadId, conversationPeople.userId], set: { userId: sql`excluded.user_id` } })
    .returning({ id: conversationPeople.id, userId: conversationPeople.userId });
  const personIds = new Map(rows.map((r) => [r.userId, r.id]));
  const path = `${noticePath('message.created', m.request.id, m.request.origination)}?thread=${m.thread.id}`;
  // The conversation mailer sends these, with the message and its reply address: the notice mails none.
  await db.insert(notices).values(people.map((p) => ({ userId: p.userId, event: 'message.created' as const, jobRequestId: m.request.id, name: m.request.name, path, mailState: 'none' as const, createTime: now })));
  const choices = new Map(
    (await db.select({ userId: noticePreferences.userId, mailEvents: noticePreferences.mailEvents }).from(noticePreferences).where(inArray(noticePreferences.userId, people.map((p) => p.userId)))).map((c) => [c.userId, c.mailEvents]),
  );
  const mailed = people.filter((p) => choices.get(p.userId)?.includes('message.created') ?? true);
  if (mailed.length) await db.insert(conversationMails).values(mailed.map((p) => ({ messageId, personId: personIds.get(p.userId)!, mailState: 'pending' as const, createTime: now })));
}

export async function writeMessage(ctx: { db: Db; clock: Clock }, m: NewMessage): Promise<ConversationMessage> {
  const now = ctx.clock.now();
  const id = m.id ?? randomUUID();
  const attachments = await ctx.db.transaction(async (tx) => {
    await tx.insert(conversationMessages).values({ id, threadId: m.thread.id, authorUserId: m.author.userId, authorName: m.author.name, fromStaff: m.author.staff, text: m.text, via: m.via, createTime: now });
    const stored = m.attachments.length ? await tx.insert(conversationAttachments).values(m.attachments.map((a) => ({ messageId: id, ...a }))).returning() : [];
    const awaiting = m.author.staff ? null : sql`coalesce(${conversationThreads.awaitingReplySince}, ${now.toISOString()}::timestamptz)`;
    await tx.update(conversationThreads).set({ lastMessageTime: now, awaitingReplySince: awaiting }).where(eq(conversationThreads.id, m.thread.id));
    await personRow(tx, m.thread.id, m.author.userId, now);
    await tell(tx, now, m, id, await recipients(tx, m));
    const data = { jobRequestId: m.request.id, name: m.request.name, threadId: m.thread.id, messageId: id, fromStaff: m.author.staff, author: m.author.name, text: m.text, via: m.via };
    await recordWebhookEvent(tx, ctx.clock, m.request.clientId, 'message.created', data);
    return stored;
  });
  return {
    id,
    threadId: m.thread.id,
    author: { userId: m.author.userId, name: m.author.name, staff: m.author.staff },
    text: m.text,
    via: m.via,
    attachments: attachments.map((a) => ({ id: a.id, fileName: a.fileName, size: a.size })),
    createTime: now.toISOString(),
  };
}
