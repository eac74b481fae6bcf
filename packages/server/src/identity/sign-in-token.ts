// The one-time sign-in token (spec 3 §4.8, decision 045): a buyer who punched out from a procurement platform signs
// in at the embedded provider with a token instead of a password. Identity owns the token — how it is made, kept
// (its digest only), how long it lives and how it is spent once; the procurement module asks for one when the
// platform's starter page calls initializeLogIn. The token is kept on the punch-out session it was issued for,
// because it is good only while that session is open.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { punchoutSessions, userAccounts } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import { digestOf, randomToken } from '../lib/secret-tokens.ts';

/** A sign-in token lives at most this long (decision 045). */
export const LOGIN_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Issues a token for the punch-out session; it replaces an unused earlier one, so only the latest can sign in. */
export async function issueSignInToken(db: Db, clock: Clock, punchoutSessionId: string): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(clock.now().getTime() + LOGIN_TOKEN_TTL_MS);
  await db
    .update(punchoutSessions)
    .set({ loginTokenDigest: digestOf(token), loginTokenExpiresAt: expiresAt, loginTokenUsedAt: null })
    .where(eq(punchoutSessions.id, punchoutSessionId));
  return token;
}

/**
 * Spends a one-time sign-in token for `username` (the sign-in interaction calls this): the account id once,
 * within the token's lifetime, for the user it was issued to, while the punch-out session is open; null
 * otherwise. The update is conditional, so of two concurrent uses only one succeeds.
 */
export async function consumeSignInToken(db: Db, clock: Clock, username: string, token: string): Promise<string | null> {
  if (!token || token.length > 200 || !username) return null;
  const now = clock.now();
  const [account] = await db.select().from(userAccounts).where(eq(userAccounts.username, username.trim().toLowerCase())).limit(1);
  if (!account || !account.isEnabled || !account.isCoupaUser) return null;
  const used = await db
    .update(punchoutSessions)
    .set({ loginTokenUsedAt: now, loginTokenDigest: null })
    .where(
      and(
        eq(punchoutSessions.loginTokenDigest, digestOf(token)),
        eq(punchoutSessions.userId, account.id),
        isNull(punchoutSessions.loginTokenUsedAt),
        gt(punchoutSessions.loginTokenExpiresAt, now),
        gt(punchoutSessions.expiresAt, now),
        isNull(punchoutSessions.closedAt),
      ),
    )
    .returning({ id: punchoutSessions.id });
  return used.length === 1 ? account.id : null;
}
