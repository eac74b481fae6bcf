// The embedded identity provider's account calls (spec 1 §7), under /v1/identity: MFA status, password change,
// TOTP setup and verify, preferred MFA. Thin: each call finds the caller's own local account and hands the body
// to account-service.ts, where the rules live.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { calls } from '@lingua/contract';
import { noContent, route } from '../modules/route.ts';
import {
  associateTotp,
  changePassword,
  mfaStatus,
  ownLocalAccount,
  setPreferredMfa,
  verifyTotp,
} from './account-service.ts';
import { requireUser } from './principal.ts';
import { loadTotpSecretBox } from './totp-secrets.ts';

// The contract's bodies carry the password and 6-digit patterns; these name exactly the same properties (and no
// others) as plain strings, so that each rule answers with its own spec 1 §5 message rather than a generic text.
const ChangePasswordFields = Type.Object(
  { oldPassword: Type.String(), newPassword: Type.String() },
  { additionalProperties: false },
);
const TotpVerifyFields = Type.Object({ code: Type.String() }, { additionalProperties: false });

export async function identityAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  // The account calls belong to the embedded provider; an external issuer has its own.
  if (config.oidcIssuer) return;
  const ctx = { db, clock, totpSecrets: await loadTotpSecretBox(config) };

  route(app, calls.getMfa, async (req) => mfaStatus(await ownLocalAccount(db, requireUser(req))));
  route(
    app,
    calls.changePassword,
    async (req, reply) => {
      await changePassword(ctx, await ownLocalAccount(db, requireUser(req)), req.body);
      return noContent(reply);
    },
    { validationBody: ChangePasswordFields },
  );
  route(app, calls.associateTotp, async (req) => associateTotp(ctx, await ownLocalAccount(db, requireUser(req))));
  route(
    app,
    calls.verifyTotp,
    async (req) => verifyTotp(ctx, await ownLocalAccount(db, requireUser(req)), req.body),
    { validationBody: TotpVerifyFields },
  );
  route(app, calls.setPreferredMfa, async (req, reply) => {
    await setPreferredMfa(db, await ownLocalAccount(db, requireUser(req)), req.body);
    return noContent(reply);
  });
}
