// Who is calling on every /v1 request: a bearer ID token verified against the provider's keys; the account row
// decides roles. A verified principal is kept for the token's life until its account changes (principal-cache.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/client.ts';
import { userAccounts } from '../db/schema/identity.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { databaseRateLimitStore } from '../db/rate-limit-store.ts';
import { isApiKeySecret, principalFromApiKey, type ApiKeyCounter } from './api-keys.ts';
import { findPrincipalRowById, principalColumns, toPrincipal, type PrincipalRow } from './accounts.ts';
import { impersonate, impersonationTarget, ImpersonationLog } from './impersonation.ts';
import { loadIdentityKeys } from './keys.ts';
import type { Principal } from './principal.ts';
import { embeddedIssuer } from './provider.ts';
import { PrincipalCache, watchAccountChanges } from './principal-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept principals; `synced()` resolves once every account change committed before it was applied. */
    principals: {
      cache: PrincipalCache;
      synced(): Promise<void>;
      /** The caller's principal from the Authorization header, for routes outside /v1 (the detail of /health). */
      principalOf(req: FastifyRequest): Promise<Principal | null>;
    };
  }
}

export interface TokenVerifier {
  issuer: string;
  verify(token: string): Promise<JWTPayload>;
}

export async function embeddedVerifier(ctx: AppContext): Promise<TokenVerifier> {
  const issuer = embeddedIssuer(ctx.config);
  let jwks = createLocalJWKSet((await loadIdentityKeys(ctx.db, ctx.config.signingSecret)).publicJwks);
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await jwks(header, token);
    } catch (err) {
      if (!(err instanceof joseErrors.JWKSNoMatchingKey)) throw err;
      // Another process may have rotated the keys.
      jwks = createLocalJWKSet((await loadIdentityKeys(ctx.db, ctx.config.signingSecret)).publicJwks);
      return jwks(header, token);
    }
  };
  return {
    issuer,
    verify: async (token) =>
      (await jwtVerify(token, getKey, { issuer, audience: ctx.config.oidcClientId, currentDate: ctx.clock.now(), algorithms: ['RS256'] }))
        .payload,
  };
}

export function externalVerifier(ctx: AppContext, issuer: string): TokenVerifier {
  let jwks: JWTVerifyGetKey | undefined;
  const getKey: JWTVerifyGetKey = async (header, token) => {
    if (!jwks) {
      const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
      const { jwks_uri } = (await res.json()) as { jwks_uri: string };
      jwks = createRemoteJWKSet(new URL(jwks_uri));
    }
    return jwks(header, token);
  };
  return {
    issuer,
    verify: async (token) =>
      (await jwtVerify(token, getKey, { issuer, audience: ctx.config.oidcClientId, currentDate: ctx.clock.now() })).payload,
  };
}

async function accountForExternal(db: Db, claims: JWTPayload): Promise<PrincipalRow | undefined> {
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  const name = typeof claims.preferred_username === 'string' ? claims.preferred_username.toLowerCase() : email;
  if (!name && !claims.sub) return undefined;
  const [row] = await db
    .select(principalColumns)
    .from(userAccounts)
    .where(sql`lower(${userAccounts.username}) = ${name ?? ''} or lower(${userAccounts.email}) = ${email ?? ''} or ${userAccounts.username} = ${claims.sub ?? ''}`)
    .limit(1);
  return row;
}

/** Null without a header, 401 for a bad token; a token seen before and unexpired is answered from `cache`. */
export async function principalFromRequest(ctx: AppContext, verifier: TokenVerifier, req: FastifyRequest, cache?: PrincipalCache): Promise<Principal | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const token = match[1]!;
  const kept = cache?.get(token, ctx.clock.now().getTime());
  if (kept) return kept;
  const generation = cache?.generation ?? 0;
  let claims: JWTPayload;
  try {
    claims = await verifier.verify(token);
  } catch {
    throw unauthorized();
  }
  const row =
    verifier.issuer === embeddedIssuer(ctx.config) ? await findPrincipalRowById(ctx.db, String(claims.sub ?? '')) : await accountForExternal(ctx.db, claims);
  if (!row || !row.isEnabled) throw unauthorized();
  const principal = toPrincipal(row);
  // jose checked exp; a token without one is not kept (it would be verified, and its account read, every time).
  if (typeof claims.exp === 'number') cache?.set(token, principal, claims.exp * 1000, generation);
  return principal;
}

function apiKeyCounter(ctx: AppContext): ApiKeyCounter {
  const Store = databaseRateLimitStore(ctx.db, ctx.clock) as unknown as new (options: unknown, prefix: string) => {
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, windowMs: number): void;
  };
  const store = new Store(undefined, '');
  return (key, windowMs) => new Promise((resolve, reject) => store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), windowMs));
}

/** Sets `request.principal` on every /v1 request and applies the impersonation header. */
export async function bearerAuth(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const verifier = ctx.config.oidcIssuer ? externalVerifier(ctx, ctx.config.oidcIssuer) : await embeddedVerifier(ctx);
  const cache = new PrincipalCache();
  const impersonations = new ImpersonationLog();
  const watch = await watchAccountChanges(ctx.database, cache);
  app.decorate('principals', { cache, synced: watch.synced, principalOf: (req: FastifyRequest) => principalFromRequest(ctx, verifier, req, cache) });
  app.addHook('onClose', async () => watch.close());
  if (!app.hasRequestDecorator('principal')) app.decorateRequest('principal', null);
  const countKeyCall = apiKeyCounter(ctx);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/v1/') && req.url !== '/v1') return;
    const key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (key && isApiKeySecret(key)) {
      // A key is its company's, never a person: it cannot impersonate.
      if (impersonationTarget(req)) throw forbidden('An API key cannot impersonate', 'API_KEY_SCOPE');
      req.principal = await principalFromApiKey(ctx, req, reply, key, countKeyCall);
      return;
    }
    // Without a token the principal stays as it is (null, or what a test's configure hook set).
    const real = req.headers.authorization ? await principalFromRequest(ctx, verifier, req, cache) : (req.principal ?? null);
    req.principal = real;
    const target = impersonationTarget(req);
    if (!target) {
      if (real) impersonations.seen(req, real, undefined, ctx.clock.now().getTime());
      return;
    }
    if (!real) throw unauthorized();
    req.principal = await impersonate(ctx.db, ctx.clock, req, real, target);
    impersonations.seen(req, real, req.principal.username, ctx.clock.now().getTime());
  });
}
// Like fastify-plugin: the hook and decorator belong to the parent scope, so the API modules registered after see them.
(bearerAuth as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
(bearerAuth as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')] = 'bearer-auth';
