// Where events become notices (decision 140): called by webhooks' events.ts at the very points that record webhook
// events, inside the transaction of the change, so a notice exists exactly when its change committed.
import { eq } from 'drizzle-orm';
import { isNoticeEvent, noticePath, type NoticeEvent } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';
import { userAccounts } from '../../db/schema/identity.ts';
import { jobRequests } from '../../db/schema/job-requests.ts';
import { noticePreferences, notices } from '../../db/schema/notices.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Who is told of a request: the person who made it, or for a request made with an API key the client admin who
 * created the key (the key is not a person). A visitor's request tells nobody.
 */
async function personOf(db: Db, ownerId: string): Promise<{ userId: string; mailEvents: NoticeEvent[] | null } | undefined> {
  const [key] = await db.select({ creator: apiKeys.createdByUserId }).from(apiKeys).where(eq(apiKeys.id, ownerId));
  const [row] = await db
    .select({ userId: userAccounts.id, mailEvents: noticePreferences.mailEvents })
    .from(userAccounts)
    .leftJoin(noticePreferences, eq(noticePreferences.userId, userAccounts.id))
    .where(eq(userAccounts.id, key?.creator ?? ownerId));
  return row;
}

/** Writes the notice of `event` about request `jobRequestId` for the person told of it; false when there is none. */
export async function recordNotice(db: Db, clock: Clock, jobRequestId: string, event: string): Promise<boolean> {
  if (!isNoticeEvent(event)) return false;
  const [request] = await db.select({ owner: jobRequests.ownerUserId, name: jobRequests.name, origination: jobRequests.origination }).from(jobRequests).where(eq(jobRequests.id, jobRequestId));
  const person = request?.owner ? await personOf(db, request.owner) : undefined;
  if (!request || !person) return false;
  // No row of choices: every event mails (decision 140, defaults on).
  const mails = person.mailEvents === null || person.mailEvents.includes(event);
  await db.insert(notices).values({
    userId: person.userId,
    event,
    jobRequestId,
    name: request.name,
    path: noticePath(event, jobRequestId, request.origination),
    mailState: mails ? 'pending' : 'none',
    createTime: clock.now(),
  });
  return true;
}
