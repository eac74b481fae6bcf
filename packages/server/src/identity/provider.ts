// The embedded OIDC provider under /oidc: one first-party public client (code + PKCE); state in the database.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider, { type ClientInstance, type KoaContextLike } from 'oidc-provider';
import type { AppContext } from '../app-context.ts';
import { accountClaims, findAccountById } from './accounts.ts';
import { loadTotpSecretBox, sealTotpSecretsAtRest } from './totp-secrets.ts';
import { loadIdentityKeys, type IdentityKeys } from './keys.ts';
import { createDrizzleAdapter, purgeExpiredIdentityRows } from './oidc-adapter.ts';
import type { AllowedOrigins } from './redirect-origins.ts';
import { interactionRoutes, LOGIN_TOKEN_PARAM } from './interactions.ts';
import { messagePage, signOutPage } from './views.ts';
import { LANGUAGES, languageFor, textsIn, type Texts } from '../texts/index.ts';

export const OIDC_PATH = '/oidc';
export const ACCOUNT_ADMIN_SCOPE = 'account.admin';
export const OIDC_SCOPES = ['openid', 'offline_access', 'email', 'profile', ACCOUNT_ADMIN_SCOPE] as const;
/** The claims each scope releases; groups and the account flags ride with openid so every ID token has them. */
export const OIDC_CLAIMS = {
  openid: ['sub', 'username', 'groups', 'is_federated', 'external_groups'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'locale'],
  [ACCOUNT_ADMIN_SCOPE]: [],
};

export function embeddedIssuer(config: AppContext['config']): string {
  return `${config.publicUrl}${OIDC_PATH}`;
}

export function registeredRedirectUris(publicUrl: string): string[] {
  return [`${publicUrl}/`, `${publicUrl}/auth/redirect.html`];
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A provider page's language (decision 190): the request's ui_locales (the language the portal shows), else the
 * browser's Accept-Language, else English. */
function pageTexts(kctx: KoaContextLike): Texts {
  const asked = kctx.oidc?.params?.ui_locales;
  return textsIn(languageFor(null, [...(typeof asked === 'string' ? asked.split(' ') : []), kctx.get('accept-language')]));
}

function providerFeatures(homeUrl: string) {
  return {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    userinfo: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      async logoutSource(kctx: KoaContextLike, form: string) {
        const p = signOutPage(form, homeUrl, pageTexts(kctx));
        kctx.set('Content-Security-Policy', p.csp);
        kctx.type = 'html';
        kctx.body = p.html;
      },
      async postLogoutSuccessSource(kctx: KoaContextLike) {
        kctx.redirect(homeUrl);
      },
    },
  };
}

const TOKEN_LIFETIMES = {
  AccessToken: HOUR,
  AuthorizationCode: 60,
  IdToken: HOUR,
  Interaction: HOUR,
  Grant: 14 * DAY,
  Session: 14 * DAY,
  // A rotated refresh token inherits its predecessor's remaining lifetime: a family never outlives 14 days.
  RefreshToken: (kctx: { oidc?: { entities?: { RotatedRefreshToken?: { remainingTTL: number } } } }) =>
    kctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
};

export function createProvider(ctx: AppContext, keys: IdentityKeys, origins: AllowedOrigins): Provider {
  const { config, db } = ctx;
  const homeUrl = `${config.publicUrl}/`;

  const provider = new Provider(embeddedIssuer(config), {
    adapter: createDrizzleAdapter(db),
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: 'Lingua Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: registeredRedirectUris(config.publicUrl),
        post_logout_redirect_uris: [homeUrl],
      },
    ],
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookieKeys },
    scopes: [...OIDC_SCOPES],
    // The one-time token of a procurement punch-out (initializeLogIn), checked by the sign-in interaction.
    extraParams: [LOGIN_TOKEN_PARAM],
    // The sign-in pages speak these (decision 190); ui_locales picks one.
    discovery: { ui_locales_supported: [...LANGUAGES] },
    claims: OIDC_CLAIMS,
    // Put the scope claims in the ID token too: the browser (MSAL) reads roles from the ID token's groups claim.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    async findAccount(_ctx: unknown, sub: string) {
      const row = await findAccountById(db, sub);
      // A disabled account is unknown to the provider: its refresh tokens and sessions stop working.
      if (!row || !row.isEnabled) return undefined;
      return { accountId: row.id, claims: async () => accountClaims(row) };
    },
    // First-party: every sign-in gets a refresh token (MSAL renews silently with it).
    issueRefreshToken: async (_ctx: unknown, client: ClientInstance, code: { scopes: Set<string> }) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('openid'),
    // Tokens die with the sign-in session: signing out ends every refresh token of it.
    expiresWithSession: async () => true,
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.hasOrigin(origin),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    features: providerFeatures(homeUrl),
    ttl: TOKEN_LIFETIMES,
    async renderError(kctx: KoaContextLike, out: Record<string, string>) {
      const texts = pageTexts(kctx);
      const p = messagePage(texts.t('signIn.failedTitle'), out.error_description ?? out.error ?? texts.t('signIn.unexpected'), homeUrl, texts);
      kctx.set('Content-Security-Policy', p.csp);
      kctx.type = 'html';
      kctx.body = p.html;
    },
  });
  // Behind a TLS proxy (and for the Fastify server itself) trust X-Forwarded-Proto/Host like Fastify's trustProxy.
  provider.proxy = true;

  // Redirect URIs: any path on the portal's origin or on a widget host's origin (see redirect-origins.ts).
  provider.Client.prototype.redirectUriAllowed = function (value: string) {
    return origins.allowsRedirect(value);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (value: string) {
    return origins.allowsRedirect(value);
  };
  provider.use(async (kctx, next) => {
    const q = kctx.query;
    await origins.refreshFor([kctx.get('origin'), q.redirect_uri, q.post_logout_redirect_uri].map((v) => (typeof v === 'string' ? v : undefined)));
    await next();
  });
  return provider;
}

export async function identityProvider(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  if (ctx.config.oidcIssuer) return;
  const keys = await loadIdentityKeys(ctx.db, ctx.config.signingSecret);
  // Before the first sign-in: old plain-text TOTP secrets and rotated-out keys' rows are sealed under the current key.
  const sealed = await sealTotpSecretsAtRest(ctx.db, await loadTotpSecretBox(ctx.config));
  if (sealed) app.log.info({ sealed }, 'TOTP secrets sealed under the current SECRETS_KEY');
  const origins = app.widgetOrigins;
  const provider = createProvider(ctx, keys, origins);
  provider.on('server_error', (_kctx: unknown, err: unknown) => app.log.error({ err }, 'oidc-provider error'));
  const callback = provider.callback();

  // oidc-provider reads its own bodies: Fastify parses nothing here, and the mount path is stripped as middie would.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    raw.route({
      method: ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'],
      url: `${OIDC_PATH}/*`,
      handler: (request, reply) => {
        reply.hijack();
        const req = request.raw as IncomingMessage & { originalUrl?: string };
        const url = req.url ?? '/';
        req.originalUrl = url;
        req.url = url.slice(OIDC_PATH.length) || '/';
        callback(req, reply.raw);
      },
    });
  });

  await app.register(interactionRoutes, { provider, keys });

  // Expired artefacts are ignored on read; this only keeps the tables small. Any process may run it.
  const purge = setInterval(() => {
    purgeExpiredIdentityRows(ctx.db).catch((err: unknown) => app.log.warn({ err }, 'identity purge failed'));
  }, HOUR * 1000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
