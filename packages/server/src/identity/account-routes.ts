// The embedded identity provider's account calls (spec 1 §7; DESIGN.md "Identity"), under /v1/identity:
// MFA status, password change, TOTP setup and verify, preferred MFA. They act on the signed-in user only — never
// through impersonation — and federated or Coupa accounts, which have no password or MFA here, are refused.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { calls, toFastifyRoute, type CallBody } from '@lingua/contract';
import { userAccounts } from '../db/schema/identity.ts';
import { HttpError, badRequest, forbidden, unauthorized } from '../lib/errors.ts';
import { disableMfa, findAccountById, isMfaEnabled, type AccountRow } from './accounts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { requireUser } from './principal.ts';
import { accountKey, lockedFor, recordFailure, recordSuccess, throttledMessage } from './throttle.ts';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp.ts';
import { MSG_INVALID_CODE } from './interactions.ts';

// Spec 1 §5 and §9 (the same number as the contract's PASSWORD_MIN_LENGTH).
const PASSWORD_MIN_LENGTH = 8;

// Spec 1 §5 messages, one per password rule.
export const PASSWORD_MESSAGES = {
  oldRequired: 'Old password is required',
  minLength: `Password must be ${PASSWORD_MIN_LENGTH} characters or longer`,
  digit: 'Password must contain at least 1 number',
  upper: 'Password must contain at least 1 upper-case letter',
  lower: 'Password must contain at least 1 lower-case letter',
  wrongOld: 'Invalid Old Password value',
} as const;

/** The first password rule the value breaks, as its spec message, or null when it follows them all. */
export function passwordProblem(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.minLength;
  if (!/\d/.test(value)) return PASSWORD_MESSAGES.digit;
  if (!/[A-Z]/.test(value)) return PASSWORD_MESSAGES.upper;
  if (!/[a-z]/.test(value)) return PASSWORD_MESSAGES.lower;
  return null;
}

/** The caller's own, local account (not impersonated, not federated or Coupa). */
async function ownLocalAccount(req: FastifyRequest): Promise<AccountRow> {
  const principal = requireUser(req);
  // An admin acting as someone must not change that person's credentials.
  if (principal.impersonatedBy) throw forbidden();
  const row = await findAccountById(req.server.ctx.db, principal.userId);
  if (!row) throw unauthorized();
  if (row.isFederated || row.isCoupaUser) throw forbidden('Your account is managed by your identity provider');
  return row;
}

// The contract's bodies carry the password pattern and the 6-digit pattern; here the schema only demands
// strings so that each rule answers with its own spec message rather than a generic validation text.
const ChangePasswordSchema = Type.Object({ oldPassword: Type.String(), newPassword: Type.String() });
const TotpVerifySchema = Type.Object({ code: Type.String() });

export async function identityAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  // The account calls belong to the embedded provider; an external issuer has its own.
  if (config.oidcIssuer) return;
  // Registered with the /v1 prefix like every API module.
  const base = toFastifyRoute;

  app.route({
    ...base(calls.getMfa),
    handler: async (req) => {
      const row = await ownLocalAccount(req);
      return { preferredMfa: row.preferredMfa, isMfaEnabled: isMfaEnabled(row) };
    },
  });

  const changePassword = base(calls.changePassword);
  app.route({
    ...changePassword,
    schema: { ...changePassword.schema, body: ChangePasswordSchema },
    handler: async (req, reply) => {
      const row = await ownLocalAccount(req);
      const { oldPassword, newPassword } = req.body as CallBody<typeof calls.changePassword>;
      if (!oldPassword) throw badRequest(PASSWORD_MESSAGES.oldRequired);
      const problem = passwordProblem(newPassword);
      if (problem) throw badRequest(problem);
      const now = clock.now();
      const key = accountKey(row.username, 'password-change');
      const wait = await lockedFor(db, [key], now);
      if (wait > 0) throw new HttpError(429, throttledMessage(wait));
      if (!row.passwordHash || !(await verifyPassword(oldPassword, row.passwordHash))) {
        await recordFailure(db, [key], now);
        throw badRequest(PASSWORD_MESSAGES.wrongOld);
      }
      await recordSuccess(db, key);
      await db
        .update(userAccounts)
        .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: now })
        .where(eq(userAccounts.id, row.id));
      return reply.status(204).send();
    },
  });

  app.route({
    ...base(calls.associateTotp),
    handler: async (req) => {
      const row = await ownLocalAccount(req);
      const secretCode = generateTotpSecret();
      // Pending until a code proves the app has it; the active secret (if any) keeps working meanwhile.
      await db.update(userAccounts).set({ totpPendingSecret: secretCode }).where(eq(userAccounts.id, row.id));
      return { secretCode, otpauthUri: otpauthUri(secretCode, row.username) };
    },
  });

  const verifyTotp = base(calls.verifyTotp);
  app.route({
    ...verifyTotp,
    schema: { ...verifyTotp.schema, body: TotpVerifySchema },
    handler: async (req) => {
      const row = await ownLocalAccount(req);
      const now = clock.now();
      const key = accountKey(row.username, 'totp-verify');
      const wait = await lockedFor(db, [key], now);
      if (wait > 0) throw new HttpError(429, throttledMessage(wait));
      const secret = row.totpPendingSecret ?? row.totpSecret;
      const code = (req.body as { code: string }).code.replace(/\s/g, '');
      const step = secret ? matchTotp(secret, code, now, row.totpLastStep) : null;
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
      return { status: 'SUCCESS' as const };
    },
  });

  app.route({
    ...base(calls.setPreferredMfa),
    handler: async (req, reply) => {
      const row = await ownLocalAccount(req);
      const { preferredMfa } = req.body as CallBody<typeof calls.setPreferredMfa>;
      if (preferredMfa === 'NOMFA') {
        await disableMfa(db, row.id);
      } else {
        // Spec 1 §4: TOTP becomes preferred after a verified code, i.e. once a secret is active.
        if (!row.totpSecret) throw badRequest('Set up an authenticator app first');
        await db.update(userAccounts).set({ preferredMfa: 'TOTP' }).where(eq(userAccounts.id, row.id));
      }
      return reply.status(204).send();
    },
  });
}
