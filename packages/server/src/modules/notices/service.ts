// The caller's own notices (decision 140): the newest with the unread count, mark one or all read, and the mail
// choices. Notices are a person's: each call reads and changes only the caller's rows, so another user's notice
// is answered as missing, whoever asks (staff too). API keys never get here (not in API_KEY_CALL_SCOPES).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTICE_EVENTS, NOTICE_LIST_LENGTH, type Notice, type NoticeList, type NoticePreferences } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { noticePreferences, notices, type NoticeRow } from '../../db/schema/notices.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toNotice = (r: NoticeRow): Notice => ({
  id: r.id,
  event: r.event,
  jobRequestId: r.jobRequestId,
  name: r.name,
  path: r.path,
  read: r.readAt !== null,
  createTime: r.createTime.toISOString(),
});

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notices).where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotices(db: Db, userId: string): Promise<NoticeList> {
  const rows = await db.select().from(notices).where(eq(notices.userId, userId)).orderBy(desc(notices.createTime), desc(notices.id)).limit(NOTICE_LIST_LENGTH);
  return { unread: await unreadCount(db, userId), notices: rows.map(toNotice) };
}

export async function markRead(db: Db, clock: Clock, userId: string, noticeId: string): Promise<void> {
  if (!UUID.test(noticeId)) throw notFound('Notice not found');
  const [row] = await db.select({ readAt: notices.readAt }).from(notices).where(and(eq(notices.id, noticeId), eq(notices.userId, userId)));
  if (!row) throw notFound('Notice not found');
  if (row.readAt === null) await db.update(notices).set({ readAt: clock.now() }).where(eq(notices.id, noticeId));
}

export async function markAllRead(db: Db, clock: Clock, userId: string): Promise<void> {
  await db.update(notices).set({ readAt: clock.now() }).where(and(eq(notices.userId, userId), isNull(notices.readAt)));
}

export async function getPreferences(db: Db, userId: string): Promise<NoticePreferences> {
  const [row] = await db.select({ mailEvents: noticePreferences.mailEvents }).from(noticePreferences).where(eq(noticePreferences.userId, userId));
  return { mailEvents: row ? NOTICE_EVENTS.filter((e) => row.mailEvents.includes(e)) : [...NOTICE_EVENTS] };
}

export async function setPreferences(db: Db, clock: Clock, userId: string, body: NoticePreferences): Promise<NoticePreferences> {
  const mailEvents = NOTICE_EVENTS.filter((e) => body.mailEvents.includes(e));
  const now = clock.now();
  await db.insert(noticePreferences).values({ userId, mailEvents, updatedAt: now }).onConflictDoUpdate({ target: noticePreferences.userId, set: { mailEvents, updatedAt: now } });
  return { mailEvents };
}
