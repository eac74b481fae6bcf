// The embedded identity provider's account calls (spec 1 §7), under /v1/identity: MFA status, password change,
// TOTP setup and verify, preferred MFA. Thin: each call finds the caller's own local account and hands the body
// to identity's account-service.ts, where the rules live. The routes sit with the modules, not in identity,
// because identity is a layer below the modules (docs/decisions/108-layers-below-the-modules.md).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { calls } from '@lingua/contract';
import { forbidden } from '../../lib/errors.ts';
import { noContent, route } from '../route.ts';
import {
  associateTotp,
  changePassword,
  CREDENTIALS_MANAGED_ELSEWHERE,
  MSG_MANAGED_ELSEWHERE,
  mfaStatus,
  ownLocalAccount,
  setPreferredMfa,
  verifyTotp,
} from '../../identity/account-service.ts';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { loadTotpSecretBox } from '../../identity/totp-secrets.ts';

// The contract's bodies carry the password and 6-digit patterns; these name exactly the same properties (and no
// others) as plain strings, so that each rule answers with its own spec 1 §5 message rather than a generic text.
const ChangePasswordFields = Type.Object(
  { oldPassword: Type.String(), newPassword: Type.String() },
  { additionalProperties: false },
);
const TotpVerifyFields = Type.Object({ code: Type.String() }, { additionalProperties: false });

export async function identityAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  // The account calls belong to the embedded provider; an external issuer has its own. They still answer, as for
  // a federated account (403, managed by the identity provider), so the Profile tab shows the profile without
  // the password and MFA rows rather than a Not Found.
  if (config.oidcIssuer) {
    const managedElsewhere = async (req: Parameters<typeof requireUser>[0]) => {
      requireUser(req);
      throw forbidden(MSG_MANAGED_ELSEWHERE, CREDENTIALS_MANAGED_ELSEWHERE);
    };
    route(app, calls.getMfa, managedElsewhere);
    route(app, calls.changePassword, managedElsewhere, { validationBody: ChangePasswordFields });
    route(app, calls.associateTotp, managedElsewhere);
    route(app, calls.verifyTotp, managedElsewhere, { validationBody: TotpVerifyFields });
    route(app, calls.setPreferredMfa, managedElsewhere);
    return;
  }
  const ctx = { db, clock, totpSecrets: await loadTotpSecretBox(config) };

  route(app, calls.getMfa, async (req) => mfaStatus(await ownLocalAccount(db, requireUser(req))));
  route(
    app,
    calls.changePassword,
    async (req, reply) => {
      const user = requireUser(req);
      await changePassword(ctx, await ownLocalAccount(db, user), req.body);
      principalEvent(req, user, 'password.change');
      return noContent(reply);
    },
    { validationBody: ChangePasswordFields },
  );
  route(app, calls.associateTotp, async (req) => associateTotp(ctx, await ownLocalAccount(db, requireUser(req))));
  route(
    app,
    calls.verifyTotp,
    async (req) => {
      const user = requireUser(req);
      const verified = await verifyTotp(ctx, await ownLocalAccount(db, user), req.body);
      principalEvent(req, user, 'mfa.enable', { method: 'TOTP' });
      return verified;
    },
    { validationBody: TotpVerifyFields },
  );
  route(app, calls.setPreferredMfa, async (req, reply) => {
    const user = requireUser(req);
    await setPreferredMfa(db, await ownLocalAccount(db, user), req.body);
    principalEvent(req, user, 'mfa.preferred', { ...req.body });
    return noContent(reply);
  });
}
