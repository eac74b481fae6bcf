// Who takes part in a request's conversations (decision 185): whoever may read the request — a person of its
// company (GET /jobRequests/{id}: 404 for any other company) — and the provider's staff, who see every thread. An
// API key is no person and writes nothing (no key scope names these calls).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationThreads, userAccounts } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { isStaff, membersOf } from '../access.ts';
import { findJobRequest, findOwnJobRequest, type JobRequestRow } from '../job-requests/index.ts';

export type ThreadRow = typeof conversationThreads.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function person(principal: Principal): Principal {
  if (principal.apiKey) throw forbidden('Conversations are between people; an API key cannot take part', 'accessRestricted');
  return principal;
}

export async function findConversationRequest(db: Db, principal: Principal, jobRequestId: string): Promise<JobRequestRow> {
  return isStaff(person(principal)) ? findJobRequest(db, jobRequestId) : findOwnJobRequest(db, principal, jobRequestId);
}

/** The thread and its request, as the caller may see them; 404 for another company's thread or none. */
export async function findThread(db: Db, principal: Principal, threadId: string): Promise<{ thread: ThreadRow; request: JobRequestRow }> {
  const missing = () => notFound('Thread not found', 'THREAD_NOT_FOUND');
  if (!UUID.test(threadId)) throw missing();
  const [thread] = await db.select().from(conversationThreads).where(eq(conversationThreads.id, threadId)).limit(1);
  if (!thread) throw missing();
  try {
    return { thread, request: await findConversationRequest(db, principal, thread.jobRequestId) };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw missing();
    throw err;
  }
}

export interface Participant {
  userId: string;
  email: string;
  name: string;
  staff: boolean;
}

/** A person as a thread shows them: their name, and whether they speak for the provider. */
export function participantOf(p: Pick<Principal, 'userId' | 'email' | 'firstName' | 'lastName' | 'username'>, staff: boolean): Participant {
  return { userId: p.userId, email: p.email, name: `${p.firstName} ${p.lastName}`.trim() || p.username, staff };
}

/** The enabled account `userId` as a participant of the request's threads, or undefined if it may not take part. */
export async function accountParticipant(db: Db, userId: string, request: JobRequestRow): Promise<Participant | undefined> {
  return (await accountParticipants(db, [userId], request))[0];
}

/** The enabled accounts of `userIds` that may take part in the request's threads, as participants: staff and the company's people. */
export async function accountParticipants(db: Db, userIds: readonly string[], request: JobRequestRow): Promise<Participant[]> {
  if (!userIds.length) return [];
  const users = await db.select().from(userAccounts).where(and(inArray(userAccounts.id, [...userIds]), eq(userAccounts.isEnabled, true)));
  const members = request.clientId === null ? new Set<string>() : await membersOf(db, users.map((u) => ({ userId: u.id, clientId: u.clientId })), request.clientId);
  return users.flatMap((u) => {
    const staff = isStaff({ roles: u.roles } as Principal);
    if (!staff && !members.has(u.id)) return [];
    return [participantOf({ userId: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, username: u.username }, staff)];
  });
}
