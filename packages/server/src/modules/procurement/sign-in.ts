// Sign-in by request (spec 3 §4.8) and the request's tie to its punch-out session (spec 3 §2.6): the starter page
// trades the session id for a one-time sign-in token of identity, and a COUPA request must name an open session
// of its own buyer.
import { eq } from 'drizzle-orm';
import type { InitializeLogInResponse } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { punchoutSessions, userAccounts } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { issueSignInToken } from '../../identity/sign-in-token.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { COUPA_APPLICATION, isOpen, isTokenShaped, MSG_NO_SESSION, type ProcurementDeps } from './deps.ts';

export async function initializeLogIn(deps: Pick<ProcurementDeps, 'db' | 'clock'>, requestId: string): Promise<InitializeLogInResponse> {
  const { db, clock } = deps;
  if (!isTokenShaped(requestId)) throw notFound(MSG_NO_SESSION, 'PUNCHOUT_REQUEST_NOT_FOUND');
  const [session] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, requestId)).limit(1);
  if (!session || !isOpen(session, clock.now())) throw notFound(MSG_NO_SESSION, 'PUNCHOUT_REQUEST_NOT_FOUND');
  const [account] = await db.select().from(userAccounts).where(eq(userAccounts.id, session.userId)).limit(1);
  if (!account || !account.isEnabled || !account.isCoupaUser) throw forbidden('The buyer account is disabled', 'ACCOUNT_DISABLED');
  return { username: account.username, token: await issueSignInToken(db, clock, session.id) };
}

/**
 * Spec 3 §2.6 create-quote: a COUPA request names the stored request id as externalReferenceId; it must be an
 * open punch-out session of this very buyer, so a request cannot be attached to someone else's session.
 */
export async function assertCoupaSubmission(db: Db, clock: Clock, principal: Principal, externalReferenceId: string | null | undefined): Promise<void> {
  if (!principal.applications.includes(COUPA_APPLICATION)) throw forbidden('The coupa application is required', 'APPLICATION_ACCESS_DISABLED');
  const id = externalReferenceId?.trim() ?? '';
  const [session] = id ? await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, id)).limit(1) : [];
  if (!session || session.userId !== principal.userId || !isOpen(session, clock.now())) {
    throw new HttpError(400, MSG_NO_SESSION, 'PUNCHOUT_REQUEST_NOT_FOUND');
  }
}
