// Threads as the caller sees them (decision 185): with their message count, the caller's unread messages (those of
// others after the caller's read mark) and the start of the newest message.
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConversationMessage, ConversationThread, ThreadAnchor } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { conversationAttachments, conversationMessages, conversationPeople, conversationThreads } from '../../db/schema/index.ts';
import type { ThreadRow } from './access.ts';

const PREVIEW_LENGTH = 200;
// Drizzle names a column of the one table selected from without its table; beside the subqueries' own ids it must.
const THREAD_ID = sql.raw('"conversation_threads"."id"');

export function anchorOf(t: ThreadRow): ThreadAnchor {
  if (t.anchor === 'file') return { kind: 'file', fileKey: t.fileKey! };
  if (t.anchor === 'segment') return { kind: 'segment', fileKey: t.fileKey!, position: t.position! };
  if (t.anchor === 'mediaLine') return { kind: 'mediaLine', fileIndex: t.fileIndex!, languageId: t.languageId!, lineId: t.lineId! };
  return { kind: 'request' };
}

/** The caller's unread messages of each thread `where` picks. */
export function unreadOf(userId: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${conversationMessages} m
    left join ${conversationPeople} p on p.thread_id = m.thread_id and p.user_id = ${userId}
    where m.thread_id = ${THREAD_ID} and m.author_user_id is distinct from ${userId}
      and (p.read_until is null or m.create_time > p.read_until))`;
}

export async function threadViews(db: Db, userId: string, where: SQL | undefined, order: 'recent' | 'waiting', limit?: number): Promise<Array<{ row: ThreadRow; view: ConversationThread }>> {
  const query = db
    .select({
      row: conversationThreads,
      messageCount: sql<number>`(select count(*)::int from ${conversationMessages} m where m.thread_id = ${THREAD_ID})`,
      unread: unreadOf(userId),
      preview: sql<string>`(select left(m.text, ${PREVIEW_LENGTH}) from ${conversationMessages} m where m.thread_id = ${THREAD_ID} order by m.create_time desc, m.id desc limit 1)`,
      starterName: sql<string | null>`(select m.author_name from ${conversationMessages} m where m.thread_id = ${THREAD_ID} order by m.create_time, m.id limit 1)`,
      starterStaff: sql<boolean | null>`(select m.from_staff from ${conversationMessages} m where m.thread_id = ${THREAD_ID} order by m.create_time, m.id limit 1)`,
    })
    .from(conversationThreads)
    .where(where)
    .orderBy(...(order === 'recent' ? [desc(conversationThreads.lastMessageTime), desc(conversationThreads.id)] : [asc(conversationThreads.awaitingReplySince), asc(conversationThreads.id)]));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((r) => ({
    row: r.row,
    view: {
      id: r.row.id,
      jobRequestId: r.row.jobRequestId,
      anchor: anchorOf(r.row),
      startedBy: { userId: r.row.startedBy, name: r.starterName ?? '', staff: !!r.starterStaff },
      createTime: r.row.createTime.toISOString(),
      lastMessageTime: r.row.lastMessageTime.toISOString(),
      messageCount: Number(r.messageCount),
      unread: Number(r.unread),
      awaitingReplySince: r.row.awaitingReplySince?.toISOString() ?? null,
      preview: r.preview ?? '',
    },
  }));
}

export async function messagesOf(db: Db, threadId: string, limit: number): Promise<ConversationMessage[]> {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.threadId, threadId))
    .orderBy(desc(conversationMessages.createTime), desc(conversationMessages.id))
    .limit(limit);
  rows.reverse();
  const files = rows.length ? await db.select().from(conversationAttachments).where(inArray(conversationAttachments.messageId, rows.map((r) => r.id))) : [];
  return rows.map((m) => ({
    id: m.id,
    threadId: m.threadId,
    author: { userId: m.authorUserId, name: m.authorName, staff: m.fromStaff },
    text: m.text,
    via: m.via,
    attachments: files.filter((f) => f.messageId === m.id).map((f) => ({ id: f.id, fileName: f.fileName, size: f.size })),
    createTime: m.createTime.toISOString(),
  }));
}

