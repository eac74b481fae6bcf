// The embedded identity provider's account rules (spec 1 §4, §5): MFA status, password change, TOTP setup and
// verify, preferred MFA. They act on the signed-in user's own local account only — never through impersonation —
// and federated or Coupa accounts, which have no password or MFA here, are refused. The identity-account module maps
// the calls onto these functions.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import {
  brokenPasswordRuleCode,
  OLD_PASSWORD_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  type CallBody,
  type CallResponse,
  type calls,
} from '@lingua/contract';
import type { Db } from '../db/client.ts';
import { userAccounts } from '../db/schema/identity.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest, forbidden, unauthorized } from '../lib/errors.ts';
import { disableMfa, findAccountById, isMfaEnabled, type AccountRow } from './accounts.ts';
import { MSG_INVALID_CODE } from './interactions.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Principal } from './principal.ts';
import type { TotpSecretBox } from './totp-secrets.ts';
import { accountKey, lockedFor, recordFailure, recordSuccess, throttledMessage } from './throttle.ts';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp.ts';

/** The first password rule (the contract's) the value breaks, as its spec message, or null. */
export function passwordProblem(value: string): string | null {
  const code = brokenPasswordRuleCode(value);
  return code ? PASSWORD_RULE_MESSAGES[code] : null;
}

export interface AccountContext {
  db: Db;
  clock: Clock;
  /** Seals and opens TOTP secrets at rest (totp-secrets.ts). */
  totpSecrets: TotpSecretBox;
}

/** Why the account calls refuse: the browser tells the user which of the two it is. */
export const CREDENTIALS_IMPERSONATING = 'IMPERSONATING';
export const CREDENTIALS_MANAGED_ELSEWHERE = 'MANAGED_BY_IDENTITY_PROVIDER';
export const MSG_MANAGED_ELSEWHERE = 'Your account is managed by your identity provider';

/** The caller's own, local account (not impersonated, not federated or Coupa). */
export async function ownLocalAccount(db: Db, principal: Principal): Promise<AccountRow> {
  // An admin acting as someone must not change that person's credentials.
  if (principal.impersonatedBy) {
    throw forbidden('Password and multi-factor authentication cannot be changed while impersonating', CREDENTIALS_IMPERSONATING);
  }
  const row = await findAccountById(db, principal.userId);
  if (!row) throw unauthorized();
  if (row.isFederated || row.isCoupaUser) throw forbidden(MSG_MANAGED_ELSEWHERE, CREDENTIALS_MANAGED_ELSEWHERE);
  return row;
}

export function mfaStatus(row: AccountRow): CallResponse<typeof calls.getMfa> {
  return { preferredMfa: row.preferredMfa, isMfaEnabled: isMfaEnabled(row) };
}

export async function changePassword(
  ctx: AccountContext,
  row: AccountRow,
  body: CallBody<typeof calls.changePassword>,
): Promise<void> {
  const { oldPassword, newPassword } = body;
  if (!oldPassword) throw badRequest(OLD_PASSWORD_MESSAGES.required);
  const problem = passwordProblem(newPassword);
  if (problem) throw badRequest(problem);
  const now = ctx.clock.now();
  const key = accountKey(row.username, 'password-change');
  const wait = await lockedFor(ctx.db, [key], now);
  if (wait > 0) throw new HttpError(429, throttledMessage(wait));
  if (!row.passwordHash || !(await verifyPassword(oldPassword, row.passwordHash))) {
    await recordFailure(ctx.db, [key], now);
    throw badRequest(OLD_PASSWORD_MESSAGES.wrong);
  }
  await recordSuccess(ctx.db, key);
  await ctx.db
    .update(userAccounts)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: now })
    .where(eq(userAccounts.id, row.id));
}

export async function associateTotp(ctx: AccountContext, row: AccountRow): Promise<CallResponse<typeof calls.associateTotp>> {
  const secretCode = generateTotpSecret();
  // Pending until a code proves the app has it; the active secret (if any) keeps working meanwhile.
  await ctx.db.update(userAccounts).set({ totpPendingSecret: ctx.totpSecrets.seal(row.id, secretCode) }).where(eq(userAccounts.id, row.id));
  return { secretCode, otpauthUri: otpauthUri(secretCode, row.username) };
}

export async function verifyTotp(
  ctx: AccountContext,
  row: AccountRow,
  body: CallBody<typeof calls.verifyTotp>,
): Promise<CallResponse<typeof calls.verifyTotp>> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const key = accountKey(row.username, 'totp-verify');
  const wait = await lockedFor(db, [key], now);
  if (wait > 0) throw new HttpError(429, throttledMessage(wait));
  const sealed = row.totpPendingSecret ?? row.totpSecret;
  const code = body.code.replace(/\s/g, '');
  const step = sealed ? matchTotp(ctx.totpSecrets.open(row.id, sealed), code, now, row.totpLastStep) : null;
  // Claim the step atomically so one code cannot be used twice, even by concurrent requests.
  const claimed =
    step !== null &&
    (
      await db
        .update(userAccounts)
        .set(
          row.totpPendingSecret
            ? { totpLastStep: step, totpSecret: row.totpPendingSecret, totpPendingSecret: null }
            : { totpLastStep: step },
        )
        .where(and(eq(userAccounts.id, row.id), or(isNull(userAccounts.totpLastStep), lt(userAccounts.totpLastStep, step))))
        .returning({ id: userAccounts.id })
    ).length === 1;
  if (!claimed) {
    await recordFailure(db, [key], now);
    throw badRequest(MSG_INVALID_CODE);
  }
  await recordSuccess(db, key);
  return { status: 'SUCCESS' };
}

export async function setPreferredMfa(
  db: Db,
  row: AccountRow,
  body: CallBody<typeof calls.setPreferredMfa>,
): Promise<void> {
  if (body.preferredMfa === 'NOMFA') {
    await disableMfa(db, row.id);
    return;
  }
  // Spec 1 §4: TOTP becomes preferred after a verified code, i.e. once a secret is active. SOFTWARE_TOKEN_MFA is
  // another provider's name for the same authenticator app: stored under this provider's own name.
  if (!row.totpSecret) throw badRequest('Set up an authenticator app first');
  await db.update(userAccounts).set({ preferredMfa: 'TOTP' }).where(eq(userAccounts.id, row.id));
}
