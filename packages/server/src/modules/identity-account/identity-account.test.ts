// The identity account calls under /v1/identity: change password (spec 1 §5 rules and messages), TOTP associate
// and verify (±1 step, one use per step, throttled), preferred MFA, and who may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, importJWK } from 'jose';
import { loadIdentityKeys } from '../../identity/keys.ts';
import { loadTotpSecretBox } from '../../identity/totp-secrets.ts';
import { totpCode, totpStep } from '../../identity/totp.ts';
import { signIn } from '../../../test/sign-in.ts';
import { accountRow, createAccount, startIdentityServer, type IdentityServer } from '../../../test/identity-fixtures.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER } from '../../../test/helpers.ts';

let s: IdentityServer;

async function tokenFor(username: string, password = 'Secret123'): Promise<string> {
  return (await signIn(s.baseUrl, username, password)).idToken;
}

/** For accounts that cannot sign in with a password here (federated): an ID token signed with the provider's key. */
async function mintedTokenFor(userId: string): Promise<string> {
  const jwk = (await loadIdentityKeys(s.ctx.db, s.ctx.config.signingSecret)).signing[0]!;
  const now = Math.floor(s.clock.now().getTime() / 1000);
  return new SignJWT({ sub: userId })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .setIssuer(`${s.baseUrl}/oidc`)
    .setAudience('lingua-portal')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(jwk, 'RS256'));
}

function call(token: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return s.app.inject({
    method,
    url: `/v1/identity${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

beforeAll(async () => {
  s = await startIdentityServer();
});
afterAll(async () => {
  await s?.close();
});

describe('POST /identity/changePassword', () => {
  it('applies each password rule with its own message', async () => {
    await createAccount(s.ctx, { username: 'pat@acme.example', password: 'Secret123' });
    const token = await tokenFor('pat@acme.example');
    const cases: Array<[Record<string, string>, string]> = [
      [{ oldPassword: '', newPassword: 'Newpass123' }, 'Old password is required'],
      [{ oldPassword: 'Secret123', newPassword: 'Ab1' }, 'Password must be 8 characters or longer'],
      [{ oldPassword: 'Secret123', newPassword: 'Abcdefgh' }, 'Password must contain at least 1 number'],
      [{ oldPassword: 'Secret123', newPassword: 'abcdefg1' }, 'Password must contain at least 1 upper-case letter'],
      [{ oldPassword: 'Secret123', newPassword: 'ABCDEFG1' }, 'Password must contain at least 1 lower-case letter'],
      [{ oldPassword: 'Wrong1234', newPassword: 'Newpass123' }, 'Invalid Old Password value'],
    ];
    for (const [body, message] of cases) {
      const res = await call(token, 'POST', '/changePassword', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const missing = await call(token, 'POST', '/changePassword', { newPassword: 'Newpass123' });
    expect(missing.statusCode).toBe(400);
    // The body is exactly the contract's: an unknown property is refused, not ignored.
    const extra = await call(token, 'POST', '/changePassword', { oldPassword: 'Secret123', newPassword: 'Newpass123', userId: 'someone' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: 'userId is not allowed', errorCode: 'INVALID_PARAMETER' });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    await createAccount(s.ctx, { username: 'quinn@acme.example', password: 'Secret123' });
    const token = await tokenFor('quinn@acme.example');
    const res = await call(token, 'POST', '/changePassword', { oldPassword: 'Secret123', newPassword: 'Newpass123' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await expect(signIn(s.baseUrl, 'quinn@acme.example', 'Newpass123')).resolves.toHaveProperty('idToken');
    await expect(signIn(s.baseUrl, 'quinn@acme.example', 'Secret123')).rejects.toThrow('Incorrect username or password.');
  });

  it('throttles wrong old passwords', async () => {
    await createAccount(s.ctx, { username: 'rita@acme.example', password: 'Secret123' });
    const token = await tokenFor('rita@acme.example');
    for (let i = 0; i < 5; i++) expect((await call(token, 'POST', '/changePassword', { oldPassword: `Nope${i}abcD`, newPassword: 'Newpass123' })).statusCode).toBe(400);
    const locked = await call(token, 'POST', '/changePassword', { oldPassword: 'Secret123', newPassword: 'Newpass123' });
    expect(locked.statusCode).toBe(429);
    s.clock.advance(33_000);
    expect((await call(token, 'POST', '/changePassword', { oldPassword: 'Secret123', newPassword: 'Newpass123' })).statusCode).toBe(204);
  });

  it('refuses federated and Coupa accounts (403) and anonymous callers (401)', async () => {
    const fed = await createAccount(s.ctx, { username: 'fed@partner.example', password: null, isFederated: true });
    await createAccount(s.ctx, { username: 'coupa@acme.example', password: 'Secret123', isCoupaUser: true });
    const body = { oldPassword: 'Secret123', newPassword: 'Newpass123' };
    expect((await call(await mintedTokenFor(fed.id), 'POST', '/changePassword', body)).statusCode).toBe(403);
    const coupa = await tokenFor('coupa@acme.example');
    expect((await call(coupa, 'POST', '/changePassword', body)).statusCode).toBe(403);
    expect((await call(coupa, 'GET', '/mfa')).statusCode).toBe(403);
    expect((await call(undefined, 'POST', '/changePassword', body)).statusCode).toBe(401);
  });
});

describe('TOTP setup and preferred MFA', () => {
  it('associates, verifies (±1 step, once per step), prefers TOTP and turns it off again', async () => {
    await createAccount(s.ctx, { username: 'sam@acme.example', password: 'Secret123' });
    const token = await tokenFor('sam@acme.example');
    expect((await call(token, 'GET', '/mfa')).json()).toEqual({ preferredMfa: 'NOMFA', isMfaEnabled: false });

    const assoc = await call(token, 'POST', '/totp/associate');
    expect(assoc.statusCode).toBe(200);
    const { secretCode, otpauthUri } = assoc.json() as { secretCode: string; otpauthUri: string };
    expect(secretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect((await accountRow(s.ctx, 'sam@acme.example')).totpPendingSecret).toMatch(/^v1\./);
    expect(otpauthUri).toBe(
      `otpauth://totp/Lingua%20Portal:sam%40acme.example?secret=${secretCode}&issuer=Lingua+Portal&algorithm=SHA1&digits=6&period=30`,
    );
    // MFA is not on until preferred.
    expect((await call(token, 'POST', '/preferredMfa', { preferredMfa: 'TOTP' })).statusCode).toBe(400);

    const now = s.clock.now();
    const current = totpCode(secretCode, now);
    const previous = totpCode(secretCode, new Date(now.getTime() - 30_000));
    const wrong = [current, previous].includes('000000') ? '999999' : '000000';
    const bad = await call(token, 'POST', '/totp/verify', { code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid code. Please try again or wait for the code to change.' });
    expect((await call(token, 'POST', '/totp/verify', { code: '12ab' })).json()).toEqual({
      message: 'Invalid code. Please try again or wait for the code to change.',
    });

    // The previous step's code is still accepted (clock drift), once.
    const ok = await call(token, 'POST', '/totp/verify', { code: previous });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'SUCCESS' });
    expect((await call(token, 'POST', '/totp/verify', { code: previous })).statusCode).toBe(400);
    const row = await accountRow(s.ctx, 'sam@acme.example');
    // Sealed at rest under the server's key, never the secret itself (decision 075).
    expect(row.totpSecret).not.toContain(secretCode);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect((await loadTotpSecretBox(s.ctx.config)).open(row.id, row.totpSecret!)).toBe(secretCode);
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpLastStep).toBe(totpStep(now) - 1);

    expect((await call(token, 'POST', '/preferredMfa', { preferredMfa: 'TOTP' })).statusCode).toBe(204);
    expect((await call(token, 'GET', '/mfa')).json()).toEqual({ preferredMfa: 'TOTP', isMfaEnabled: true });
    // Sign-in now asks for the code.
    await expect(signIn(s.baseUrl, 'sam@acme.example', 'Secret123')).rejects.toThrow(/sign-in refused/);
    s.clock.advance(30_000);
    await expect(signIn(s.baseUrl, 'sam@acme.example', 'Secret123', () => totpCode(secretCode, s.clock.now()))).resolves.toHaveProperty('idToken');

    expect((await call(token, 'POST', '/preferredMfa', { preferredMfa: 'NOMFA' })).statusCode).toBe(204);
    expect((await call(token, 'GET', '/mfa')).json()).toEqual({ preferredMfa: 'NOMFA', isMfaEnabled: false });
    expect((await accountRow(s.ctx, 'sam@acme.example')).totpSecret).toBeNull();
    expect((await call(token, 'POST', '/preferredMfa', { preferredMfa: 'SMS' })).statusCode).toBe(400);
  });

  it('throttles wrong codes after 5 failures', async () => {
    await createAccount(s.ctx, { username: 'tia@acme.example', password: 'Secret123' });
    const token = await tokenFor('tia@acme.example');
    const { secretCode } = (await call(token, 'POST', '/totp/associate')).json() as { secretCode: string };
    const good = totpCode(secretCode, s.clock.now());
    const wrong = good === '000000' ? '999999' : '000000';
    for (let i = 0; i < 5; i++) expect((await call(token, 'POST', '/totp/verify', { code: wrong })).statusCode).toBe(400);
    const locked = await call(token, 'POST', '/totp/verify', { code: good });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed attempts/);
  });
});

describe('with an external identity provider (OIDC_ISSUER)', () => {
  it('answers the account calls as for a federated account, not Not Found', async () => {
    const t = await buildTestApp({ config: { oidcIssuer: 'https://idp.example' }, app: { configure: testPrincipals } });
    try {
      const mfa = await t.app.inject({ method: 'GET', url: '/v1/identity/mfa', headers: { [TEST_USER_HEADER]: 'client@acme-health.example' } });
      expect(mfa.statusCode).toBe(403);
      expect(mfa.json()).toMatchObject({ errorCode: 'MANAGED_BY_IDENTITY_PROVIDER' });
      expect((await t.app.inject({ method: 'GET', url: '/v1/identity/mfa' })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
