// The sign-in pages of the embedded provider (/oidc/interaction/:uid): username or e-mail and password, then a
// TOTP code when the account has MFA; consent is given automatically because the only client is first-party.
// The steps themselves are sign-in-flow.ts; this file mounts them, with the company providers' routes.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { federationRoutes } from './federation.ts';
import type { IdentityKeys } from './keys.ts';
import { SignInFlow } from './sign-in-flow.ts';
import { OIDC_INTERACTION_PATH } from './sign-in-messages.ts';
import { loadTotpSecretBox } from './totp-secrets.ts';

export {
  LOGIN_TOKEN_PARAM,
  MSG_DISABLED,
  MSG_INVALID_CODE,
  MSG_PUNCHOUT_SIGN_IN_FAILED,
  MSG_UNCONFIRMED,
  MSG_WRONG_CREDENTIALS,
  OIDC_INTERACTION_PATH,
} from './sign-in-messages.ts';

interface Options {
  provider: Provider;
  keys: IdentityKeys;
}

type Params = { Params: { uid: string } };
type Form = { Params: { uid: string }; Body: Record<string, string | undefined> };

export async function interactionRoutes(app: FastifyInstance, { provider, keys }: Options): Promise<void> {
  const totpSecrets = await loadTotpSecretBox(app.ctx.config);
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const flow = new SignInFlow({ ctx: app.ctx, mailer: () => app.mailer, provider, keys, totpSecrets });
  await federationRoutes(app, flow.federation, OIDC_INTERACTION_PATH, {
    load: flow.load,
    finish: flow.finish,
    fail: (reply, message, status) => flow.fail(reply, 'signIn.failedTitle', message, status),
  });
  app.get<Params>(`${OIDC_INTERACTION_PATH}/:uid`, flow.show);
  app.post<Form>(`${OIDC_INTERACTION_PATH}/:uid/login`, flow.login);
  app.post<Form>(`${OIDC_INTERACTION_PATH}/:uid/mfa`, flow.mfa);
}
