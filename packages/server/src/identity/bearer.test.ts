// Bearer verification on /v1 and ADMIN impersonation, with ID tokens from a real sign-in and tokens minted here
// to probe each rule (audience, issuer, key, expiry against the shared clock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair, importJWK } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { auditLog, userAccounts } from '../db/schema/identity.ts';
import { setAccountEnabled } from './accounts.ts';
import { IMPERSONATION_HEADER } from './impersonation.ts';
import { loadIdentityKeys } from './keys.ts';
import { signIn } from '../../test/sign-in.ts';
import { createAccount, startIdentityServer, type IdentityServer } from '../../test/identity-fixtures.ts';

let s: IdentityServer;
let adminToken: string;
let clientToken: string;

async function mint(claims: Record<string, unknown>, opts: { aud?: string; iss?: string; expSeconds?: number; foreignKey?: boolean } = {}) {
  const keys = await loadIdentityKeys(s.ctx.db, s.ctx.config.signingSecret);
  const jwk = keys.signing[0]!;
  const key = opts.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
  const now = Math.floor(s.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .setIssuer(opts.iss ?? `${s.baseUrl}/oidc`)
    .setAudience(opts.aud ?? 'lingua-portal')
    .setIssuedAt(now)
    .setExpirationTime(now + (opts.expSeconds ?? 3600))
    .sign(key);
}

const get = (token: string | undefined, extra: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url: '/v1/userAccount', headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra } });

beforeAll(async () => {
  s = await startIdentityServer();
  await createAccount(s.ctx, { username: 'root@lingua.example', password: 'Secret123', roles: ['ADMIN'] });
  await createAccount(s.ctx, { username: 'ann@acme.example', password: 'Secret123', roles: ['CLIENT'] });
  await createAccount(s.ctx, { username: 'off@acme.example', password: 'Secret123', roles: ['CLIENT'], isEnabled: false });
  adminToken = (await signIn(s.baseUrl, 'root@lingua.example', 'Secret123')).idToken;
  clientToken = (await signIn(s.baseUrl, 'ann@acme.example', 'Secret123')).idToken;
});
afterAll(async () => {
  await s?.close();
});

describe('bearer ID tokens on /v1', () => {
  it('sets the principal from a valid ID token', async () => {
    const res = await get(clientToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'ann@acme.example', roles: ['CLIENT'] });
  });

  it('leaves anonymous callers anonymous', async () => {
    const res = await get(undefined);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['a malformed header', 'Basic abc'],
  ])('refuses %s with 401 Unauthorized', async (_label, value) => {
    const res = await s.app.inject({ method: 'GET', url: '/v1/userAccount', headers: { authorization: value === 'garbage' ? 'Bearer garbage' : value } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a token for another audience, from another issuer or signed by another key', async () => {
    const ann = await s.ctx.db.query.userAccounts.findFirst({ where: (u, { eq: e }) => e(u.username, 'ann@acme.example') });
    const sub = ann!.id;
    expect((await get(await mint({ sub }))).statusCode).toBe(200);
    expect((await get(await mint({ sub }, { aud: 'someone-else' }))).statusCode).toBe(401);
    expect((await get(await mint({ sub }, { iss: 'https://evil.example/oidc' }))).statusCode).toBe(401);
    expect((await get(await mint({ sub }, { foreignKey: true }))).statusCode).toBe(401);
    expect((await get(await mint({ sub: 'not-a-uuid' }))).statusCode).toBe(401);
  });

  it('reads expiry from the shared clock', async () => {
    s.clock.advance(2 * 3600 * 1000);
    try {
      const res = await get(clientToken);
      expect(res.statusCode).toBe(401);
    } finally {
      s.clock.advance(-2 * 3600 * 1000);
    }
    expect((await get(clientToken)).statusCode).toBe(200);
  });

  it('refuses a disabled account at once', async () => {
    const off = await s.ctx.db.query.userAccounts.findFirst({ where: (u, { eq: e }) => e(u.username, 'off@acme.example') });
    expect((await get(await mint({ sub: off!.id }))).statusCode).toBe(401);
  });

  it('gives a federated account exactly CLIENT_EMPLOYEE', async () => {
    const fed = await createAccount(s.ctx, { username: 'fed@partner.example', password: null, roles: ['CLIENT', 'ADMIN'], isFederated: true });
    const res = await get(await mint({ sub: fed.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['CLIENT_EMPLOYEE']);
  });
});

describe('principals kept for the token’s life', () => {
  it('answers a token seen before without reading it again, and refuses it at once when the account is disabled', async () => {
    const acct = await createAccount(s.ctx, { username: 'kept@acme.example', password: 'Secret123', roles: ['CLIENT'] });
    const token = (await signIn(s.baseUrl, 'kept@acme.example', 'Secret123')).idToken;
    expect((await get(token)).statusCode).toBe(200);
    const kept = s.app.principals.cache.size;
    expect((await get(token)).statusCode).toBe(200);
    expect(s.app.principals.cache.size).toBe(kept);
    // Disabled by its organisation's manager (organization-users calls the same function).
    await setAccountEnabled(s.ctx.db, acct.id, false);
    const refused = await get(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthorized' });
    await setAccountEnabled(s.ctx.db, acct.id, true);
    expect((await get(token)).statusCode).toBe(200);
  });

  it('applies a role change made directly in the database (by an operator, or another server process)', async () => {
    const acct = await createAccount(s.ctx, { username: 'promoted@acme.example', password: 'Secret123', roles: ['CLIENT_EMPLOYEE'] });
    const token = (await signIn(s.baseUrl, 'promoted@acme.example', 'Secret123')).idToken;
    expect((await get(token)).json().roles).toEqual(['CLIENT_EMPLOYEE']);
    await s.ctx.db.update(userAccounts).set({ roles: ['CLIENT'] }).where(eq(userAccounts.id, acct.id));
    // The trigger's notification travels on the listening connection (PGlite delivers it with the update itself).
    await s.app.principals.synced();
    expect((await get(token)).json().roles).toEqual(['CLIENT']);
    await s.ctx.db.update(userAccounts).set({ isEnabled: false }).where(eq(userAccounts.id, acct.id));
    await s.app.principals.synced();
    expect((await get(token)).statusCode).toBe(401);
  });
});

describe('principals when every account goes at once', () => {
  // Its own server: emptying the accounts would take this file's users with them.
  it('refuses a kept token once the accounts table is emptied (TRUNCATE announces everything)', async () => {
    const own = await startIdentityServer();
    try {
      await createAccount(own.ctx, { username: 'gone@acme.example', password: 'Secret123', roles: ['CLIENT'] });
      const token = (await signIn(own.baseUrl, 'gone@acme.example', 'Secret123')).idToken;
      const me = () => own.app.inject({ method: 'GET', url: '/v1/userAccount', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      expect(own.app.principals.cache.size).toBeGreaterThan(0);
      await own.ctx.db.execute(sql`truncate user_accounts cascade`);
      await own.app.principals.synced();
      expect(own.app.principals.cache.size).toBe(0);
      expect((await me()).statusCode).toBe(401);
    } finally {
      await own.close();
    }
  });
});

describe('impersonation', () => {
  it('lets an ADMIN act as another user and audits it', async () => {
    const res = await get(adminToken, { [IMPERSONATION_HEADER]: 'ann@acme.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'ann@acme.example', roles: ['CLIENT'] });
    const rows = await s.ctx.db.select().from(auditLog).where(eq(auditLog.targetUsername, 'ann@acme.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUsername: 'root@lingua.example', action: 'IMPERSONATE', details: { method: 'GET', url: '/v1/userAccount' } });
  });

  it('refuses the header from a non-admin (403), for an unknown user (404) and without a token (401)', async () => {
    expect((await get(clientToken, { [IMPERSONATION_HEADER]: 'root@lingua.example' })).statusCode).toBe(403);
    const unknown = await get(adminToken, { [IMPERSONATION_HEADER]: 'nobody@acme.example' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    expect((await get(undefined, { [IMPERSONATION_HEADER]: 'ann@acme.example' })).statusCode).toBe(401);
  });

  it('refuses a disabled target and never lets the admin change the user’s credentials', async () => {
    expect((await get(adminToken, { [IMPERSONATION_HEADER]: 'off@acme.example' })).statusCode).toBe(403);
    const res = await s.app.inject({
      method: 'POST',
      url: '/v1/identity/totp/associate',
      headers: { authorization: `Bearer ${adminToken}`, [IMPERSONATION_HEADER]: 'ann@acme.example' },
    });
    expect(res.statusCode).toBe(403);
    // The browser tells "while impersonating" apart from "managed by your identity provider".
    expect(res.json()).toMatchObject({ errorCode: 'IMPERSONATING' });
  });

  // Spec 1 §6: the dashboard roles are the account's — under impersonation, the target's, not the admin's
  // (ADMIN is itself a dashboard role, so an admin acting as a client must lose the dashboards).
  it('decides the staff dashboards by the impersonated user’s roles', async () => {
    await createAccount(s.ctx, { username: 'qa@lingua.example', password: 'Secret123', roles: ['QA'] });
    const stats = (target?: string) =>
      s.app.inject({
        method: 'GET',
        url: '/v1/statistics/qaStats',
        headers: { authorization: `Bearer ${adminToken}`, ...(target ? { [IMPERSONATION_HEADER]: target } : {}) },
      });
    expect((await stats()).statusCode).toBe(200);
    const asClient = await stats('ann@acme.example');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ message: 'Forbidden' });
    expect((await stats('qa@lingua.example')).statusCode).toBe(200);
  });

  it('stops accepting the admin token once the admin is disabled', async () => {
    const admin = await createAccount(s.ctx, { username: 'root2@lingua.example', password: 'Secret123', roles: ['ADMIN'] });
    const token = (await signIn(s.baseUrl, 'root2@lingua.example', 'Secret123')).idToken;
    expect((await get(token, { [IMPERSONATION_HEADER]: 'ann@acme.example' })).statusCode).toBe(200);
    await setAccountEnabled(s.ctx.db, admin.id, false);
    expect((await get(token, { [IMPERSONATION_HEADER]: 'ann@acme.example' })).statusCode).toBe(401);
  });
});

describe('the detail of /health', () => {
  const health = (remoteAddress: string, token?: string) =>
    s.app.inject({ method: 'GET', url: '/health', remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('names the engines and settings to loopback and to signed-in staff', async () => {
    for (const res of [await health('127.0.0.1'), await health('::1'), await health('203.0.113.5', adminToken)]) {
      const body = res.json() as { checks: Record<string, { status: string; detail?: string }> };
      expect(body.checks['smtp']).toEqual({ status: 'up', detail: 'no SMTP_URL: mail kept in the outbox' });
      expect(Object.keys(body.checks)).toEqual(expect.arrayContaining(['database', 'ffmpeg', 'libreoffice']));
    }
  });

  it('gives anyone else, a signed-in client too, the statuses of the readiness checks only', async () => {
    for (const res of [await health('203.0.113.5'), await health('::ffff:198.51.100.7', clientToken), await health('203.0.113.5', 'not-a-token')]) {
      const ready = (await s.app.inject({ method: 'GET', url: '/health/ready' })).json() as { checks: Record<string, { status: string }> };
      const statuses = Object.fromEntries(Object.entries(ready.checks).map(([name, c]) => [name, { status: c.status }]));
      expect(res.json()).toEqual({ status: expect.any(String), checks: statuses });
      expect(Object.keys(statuses)).toEqual(['database', 'objectStore', 'migrations', 'jobQueue']);
    }
  });

  it('leaves /health/live and /health/ready as the probes read them', async () => {
    const live = await s.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '203.0.113.5' });
    expect(live.json()).toMatchObject({ status: 'up', checks: { process: { status: 'up', detail: expect.stringContaining('pid') } } });
    const ready = await s.app.inject({ method: 'GET', url: '/health/ready', remoteAddress: '203.0.113.5' });
    expect(ready.json()).toMatchObject({ checks: { database: { status: 'up' }, migrations: { status: 'up' } } });
  });
});
