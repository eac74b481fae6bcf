// Where events become notices (issue 37 §3): called by webhooks' events.ts at the very points that record webhook
// events, inside the transaction of the change, so a notice exists exactly when its change committed. Only the
// person who made the request is told: a request made by an API key or a visitor has no one to tell.
import { eq } from 'drizzle-orm';
import { isNoticeEvent, noticePath, type NoticeEvent } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { userAccounts } from '../../db/schema/identity.ts';
import { jobRequests } from '../../db/schema/job-requests.ts';
import { noticePreferences, notices } from '../../db/schema/notices.ts';
import type { Clock } from '../../lib/clock.ts';

/** Writes the notice of `event` about request `jobRequestId` for the user who made it; false when there is none. */
export async function recordNotice(db: Db, clock: Clock, jobRequestId: string, event: string): Promise<boolean> {
  if (!isNoticeEvent(event)) return false;
  const [row] = await db
    .select({ userId: userAccounts.id, name: jobRequests.name, origination: jobRequests.origination, mailEvents: noticePreferences.mailEvents })
    .from(jobRequests)
    .innerJoin(userAccounts, eq(userAccounts.id, jobRequests.ownerUserId))
    .leftJoin(noticePreferences, eq(noticePreferences.userId, userAccounts.id))
    .where(eq(jobRequests.id, jobRequestId));
  if (!row) return false;
  // No row of choices: every event mails (issue 37 §3, defaults on).
  const mails = row.mailEvents === null || row.mailEvents.includes(event);
  await db.insert(notices).values({
    userId: row.userId,
    event: event satisfies NoticeEvent,
    jobRequestId,
    name: row.name,
    path: noticePath(event, jobRequestId, row.origination),
    mailState: mails ? 'pending' : 'none',
    createTime: clock.now(),
  });
  return true;
}
