// The embedded OpenID Connect provider end to end over real HTTP: authorization code + PKCE, the sign-in page,
// MFA, throttling, disabled and federated accounts, refresh tokens, sign-out, redirect-URI and CORS rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { clientConfigs } from '../db/schema/clients.ts';
import { oidcPayloads } from '../db/schema/identity.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { setAccountEnabled } from './accounts.ts';
import { generateTotpSecret, totpCode } from './totp.ts';
import { alertText, httpRequest, refreshTokens, signIn, SignInFlow, type HttpResponse } from '../../test/sign-in.ts';
import { createAccount, startIdentityServer, type IdentityServer } from '../../test/identity-fixtures.ts';

let s: IdentityServer;

beforeAll(async () => {
  s = await startIdentityServer();
});
afterAll(async () => {
  await s?.close();
});

function page(out: HttpResponse | { code: string }): HttpResponse {
  if ('code' in out) throw new Error('expected a page, got a code');
  return out;
}

describe('sign-in through the embedded provider', () => {
  it('publishes discovery for the issuer with PKCE S256 and the scopes and claims', async () => {
    const res = await httpRequest(`${s.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const d = JSON.parse(res.body);
    expect(d.issuer).toBe(`${s.baseUrl}/oidc`);
    expect(d.code_challenge_methods_supported).toEqual(['S256']);
    expect(d.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'account.admin', 'offline_access']));
    expect(d.claims_supported).toEqual(expect.arrayContaining(['groups', 'email', 'given_name', 'family_name', 'is_federated', 'external_groups', 'username']));
    expect(d.end_session_endpoint).toBe(`${s.baseUrl}/oidc/session/end`);
  });

  it('signs in with code + PKCE and issues an ID token with the claims and a refresh token', async () => {
    await createAccount(s.ctx, { username: 'ann@acme.example', password: 'Secret123', roles: ['CLIENT', 'POWER_USER'], firstName: 'Ann', lastName: 'Lee' });
    const flow = new SignInFlow(s.baseUrl);
    const login = await flow.start();
    expect(login.status).toBe(200);
    expect(login.body).toContain('<html lang="en" dir="ltr">');
    expect(login.body).toContain('<h1>Sign in</h1>');
    expect(login.headers['content-security-policy']).toContain("default-src 'none'");
    const out = await flow.submitPassword('ann@acme.example', 'Secret123');
    expect('code' in out).toBe(true);
    const tokens = await flow.exchange((out as { code: string }).code);
    const claims = decodeJwt(tokens.idToken);
    expect(claims.iss).toBe(`${s.baseUrl}/oidc`);
    expect(claims.aud).toBe('lingua-portal');
    expect(claims.nonce).toBe(flow.nonce);
    expect(claims).toMatchObject({
      email: 'ann@acme.example',
      username: 'ann@acme.example',
      given_name: 'Ann',
      family_name: 'Lee',
      groups: ['CLIENT', 'POWER_USER'],
      is_federated: false,
      external_groups: '',
    });
    expect(tokens.refreshToken).toBeTruthy();

    // The ID token is accepted by the API.
    const mfa = await s.app.inject({ method: 'GET', url: '/v1/identity/mfa', headers: { authorization: `Bearer ${tokens.idToken}` } });
    expect(mfa.statusCode).toBe(200);
    expect(mfa.json()).toEqual({ preferredMfa: 'NOMFA', isMfaEnabled: false });

    // Refresh-token grant: new ID token, rotated refresh token, the old one is spent.
    const refreshed = await refreshTokens(s.baseUrl, tokens.refreshToken);
    expect(decodeJwt(refreshed.idToken).groups).toEqual(['CLIENT', 'POWER_USER']);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
  });

  it('signs in again silently on an existing session, and consents automatically on prompt=consent', async () => {
    await createAccount(s.ctx, { username: 'jon@acme.example', password: 'Secret123' });
    const first = new SignInFlow(s.baseUrl);
    await first.start();
    await first.submitPassword('jon@acme.example', 'Secret123');
    for (const extra of ['', '&prompt=consent']) {
      const again = new SignInFlow(s.baseUrl);
      let res = await httpRequest(again.authorizeUrl() + extra, { headers: first.jar.header() });
      // Through the consent interaction (no page) when asked for, straight back otherwise.
      for (let i = 0; i < 5 && !String(res.headers.location ?? '').startsWith(again.redirectUri); i++) {
        first.jar.store(res);
        expect(res.status).toBeGreaterThanOrEqual(300);
        res = await httpRequest(new URL(String(res.headers.location), s.baseUrl).href, { headers: first.jar.header() });
      }
      const code = new URL(String(res.headers.location)).searchParams.get('code');
      expect(code).toBeTruthy();
      const tokens = await again.exchange(code!);
      expect(decodeJwt(tokens.idToken).username).toBe('jon@acme.example');
      expect(tokens.refreshToken).toBeTruthy();
    }
  });

  it('accepts the e-mail address as the login name', async () => {
    await createAccount(s.ctx, { username: 'bob', email: 'Bob@Acme.example', password: 'Secret123' });
    const tokens = await signIn(s.baseUrl, 'bob@acme.example', 'Secret123');
    expect(decodeJwt(tokens.idToken).username).toBe('bob');
  });

  it('refuses a wrong password and an unknown user with the same generic message', async () => {
    await createAccount(s.ctx, { username: 'cara@acme.example', password: 'Secret123' });
    const flow = new SignInFlow(s.baseUrl);
    await flow.start();
    const wrong = page(await flow.submitPassword('cara@acme.example', 'Wrong1234'));
    expect(wrong.status).toBe(401);
    expect(alertText(wrong.body)).toBe('Incorrect username or password.');
    const unknown = page(await flow.submitPassword('nobody@acme.example', 'Wrong1234'));
    expect(alertText(unknown.body)).toBe('Incorrect username or password.');
    // The same interaction still completes with the right password.
    const ok = await flow.submitPassword('cara@acme.example', 'Secret123');
    expect('code' in ok).toBe(true);
  });

  it('speaks the language the portal asked for (ui_locales), else the browser’s, right to left for Arabic', async () => {
    await createAccount(s.ctx, { username: 'dina@acme.example', password: 'Secret123' });
    const arabic = new SignInFlow(s.baseUrl, { extraParams: { ui_locales: 'ar' }, acceptLanguage: 'de-DE' });
    const login = await arabic.start();
    expect(login.body).toContain('<html lang="ar" dir="rtl">');
    expect(login.body).toContain('<h1>تسجيل الدخول</h1>');
    expect(login.body).toContain('<label for="password">كلمة المرور</label>');
    const wrong = page(await arabic.submitPassword('dina@acme.example', 'Wrong1234'));
    expect(wrong.body).toContain('<html lang="ar" dir="rtl">');
    expect(alertText(wrong.body)).toBe('اسم المستخدم أو كلمة المرور غير صحيحة.');
    expect('code' in (await arabic.submitPassword('dina@acme.example', 'Secret123'))).toBe(true);

    const german = await new SignInFlow(s.baseUrl, { extraParams: { ui_locales: 'pt-BR' }, acceptLanguage: 'de-CH, en;q=0.5' }).start();
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('<button type="submit">Anmelden</button>');
    const english = await new SignInFlow(s.baseUrl, { acceptLanguage: 'ko-KR' }).start();
    expect(english.body).toContain('<h1>Sign in</h1>');

    const discovery = JSON.parse((await httpRequest(`${s.baseUrl}/oidc/.well-known/openid-configuration`)).body);
    expect(discovery.ui_locales_supported).toEqual(['en', 'de', 'fr', 'es', 'ja', 'ar']);
    // An expired interaction has no ui_locales left: the browser's language.
    const gone = await httpRequest(`${s.baseUrl}/oidc/interaction/no-such-uid`, { headers: { 'accept-language': 'ja' } });
    expect(gone.status).toBe(400);
    expect(gone.body).toContain('<h1>サインインの有効期限切れ</h1>');
  });

  it('refuses a form without the interaction token (CSRF)', async () => {
    const flow = new SignInFlow(s.baseUrl);
    const login = await flow.start();
    const action = /action="([^"]+)"/.exec(login.body)![1]!;
    const res = await httpRequest(new URL(action, s.baseUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...flow.jar.header() },
      body: 'username=cara%40acme.example&password=Secret123&csrf=forged',
    });
    expect(res.status).toBe(403);
    // Without the interaction cookie the page is refused too.
    const noCookie = await httpRequest(new URL(action, s.baseUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=cara%40acme.example&password=Secret123&csrf=${/name="csrf" value="([^"]+)"/.exec(login.body)![1]}`,
    });
    expect(noCookie.status).toBe(400);
  });

  it('refuses a disabled account, and disabling ends existing sessions and refresh tokens', async () => {
    const row = await createAccount(s.ctx, { username: 'dan@acme.example', password: 'Secret123' });
    const tokens = await signIn(s.baseUrl, 'dan@acme.example', 'Secret123');
    const before = await s.ctx.db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, row.id));
    expect(before.length).toBeGreaterThan(0);

    await setAccountEnabled(s.ctx.db, row.id, false);
    const after = await s.ctx.db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, row.id));
    expect(after).toHaveLength(0);
    await expect(refreshTokens(s.baseUrl, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
    const api = await s.app.inject({ method: 'GET', url: '/v1/identity/mfa', headers: { authorization: `Bearer ${tokens.idToken}` } });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ message: 'Unauthorized' });

    await expect(signIn(s.baseUrl, 'dan@acme.example', 'Secret123')).rejects.toThrow('Your account is disabled.');
    await setAccountEnabled(s.ctx.db, row.id, true);
    await expect(signIn(s.baseUrl, 'dan@acme.example', 'Secret123')).resolves.toHaveProperty('idToken');
  });

  it('does not let a federated account sign in with a password', async () => {
    await createAccount(s.ctx, { username: 'fed@partner.example', password: 'Secret123', isFederated: true, externalGroups: 'a, b' });
    await expect(signIn(s.baseUrl, 'fed@partner.example', 'Secret123')).rejects.toThrow('Incorrect username or password.');
  });

  it('backs off per (account, address): the guessing address waits, the owner elsewhere signs in', async () => {
    await createAccount(s.ctx, { username: 'eve@acme.example', password: 'Secret123' });
    const flow = new SignInFlow(s.baseUrl, { forwardedFor: '203.0.113.7' });
    await flow.start();
    for (let i = 0; i < 5; i++) {
      expect(alertText(page(await flow.submitPassword('eve@acme.example', `Wrong${i}xyz`)).body)).toBe('Incorrect username or password.');
    }
    // Locked for 32 s at this address: even the right password is refused without being checked.
    const locked = page(await flow.submitPassword('eve@acme.example', 'Secret123'));
    expect(locked.status).toBe(429);
    expect(alertText(locked.body)).toBe('Too many failed attempts. Please wait 32 seconds and try again.');
    // The owner at another address is not held up by someone guessing here.
    await expect(signIn(s.baseUrl, 'eve@acme.example', 'Secret123', undefined, { forwardedFor: '198.51.100.1' })).resolves.toHaveProperty('idToken');

    s.clock.advance(33_000);
    expect(alertText(page(await flow.submitPassword('eve@acme.example', 'Wrong6xyz')).body)).toBe('Incorrect username or password.');
    // The sixth failure doubles the wait.
    expect(alertText(page(await flow.submitPassword('eve@acme.example', 'Secret123')).body)).toBe(
      'Too many failed attempts. Please wait 64 seconds and try again.',
    );
    s.clock.advance(65_000);
    const ok = await flow.submitPassword('eve@acme.example', 'Secret123');
    expect('code' in ok).toBe(true);
  });

  it("locks untrusted clients out after guesses from many addresses, tells the owner once, and keeps the owner's browser in", async () => {
    await createAccount(s.ctx, { username: 'olga@acme.example', password: 'Secret123', firstName: 'Olga' });
    // The owner's browser signed in before: it holds a device cookie for the account.
    const home = new SignInFlow(s.baseUrl, { forwardedFor: '192.0.2.10' });
    await home.start();
    expect('code' in (await home.submitPassword('olga@acme.example', 'Secret123'))).toBe(true);
    const device = home.deviceCookies();
    expect(Object.keys(device)).toHaveLength(1);

    // Someone who knows the username guesses from ten addresses, each below its own (account, address) limit.
    for (let i = 0; i < 10; i++) {
      const guess = new SignInFlow(s.baseUrl, { forwardedFor: `203.0.113.${100 + i}` });
      await guess.start();
      expect(alertText(page(await guess.submitPassword('olga@acme.example', `Guess${i}abc`)).body)).toBe('Incorrect username or password.');
    }
    // Every untrusted client is now refused for the account, from any address and with the right password.
    await expect(signIn(s.baseUrl, 'olga@acme.example', 'Secret123', undefined, { forwardedFor: '198.51.100.77' })).rejects.toThrow(
      'Too many failed attempts. Please wait 32 seconds and try again.',
    );
    // The owner's browser keeps its way in, at home or on the road.
    for (const address of ['192.0.2.10', '198.51.100.78']) {
      await expect(signIn(s.baseUrl, 'olga@acme.example', 'Secret123', undefined, { forwardedFor: address, cookies: device })).resolves.toHaveProperty('idToken');
    }
    // An altered device cookie earns nothing.
    const [[name, value]] = Object.entries(device) as [[string, string]];
    const altered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    await expect(signIn(s.baseUrl, 'olga@acme.example', 'Secret123', undefined, { cookies: { [name]: altered } })).rejects.toThrow(/Too many failed attempts/);

    // The owner heard of it once, through the mail outbox.
    const mails = await s.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'olga@acme.example'), eq(mailOutbox.template, 'sign-in-lockout')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sign-in to your Lingua Portal account was paused');
    expect(mails[0]!.text).toContain('Hello Olga,');
    expect(mails[0]!.text).toContain('There were 10 failed attempts to sign in to your Lingua Portal account (olga@acme.example)');
    expect(mails[0]!.text).toContain('203.0.113.109');
  });

  it('counts the failures of a trusted browser on its own, and stops trusting it past its limit', async () => {
    await createAccount(s.ctx, { username: 'tess@acme.example', password: 'Secret123' });
    const first = new SignInFlow(s.baseUrl, { forwardedFor: '192.0.2.20' });
    await first.start();
    expect('code' in (await first.submitPassword('tess@acme.example', 'Secret123'))).toBe(true);
    const device = first.deviceCookies();
    // Five wrong passwords through the trusted browser (a stolen cookie used for guessing) ...
    const stolen = new SignInFlow(s.baseUrl, { forwardedFor: '203.0.113.50', cookies: device });
    await stolen.start();
    for (let i = 0; i < 5; i++) expect(page(await stolen.submitPassword('tess@acme.example', `Wrong${i}xyz`)).status).toBe(401);
    // ... did not count against the account's other clients: an untrusted browser elsewhere still signs in.
    await expect(signIn(s.baseUrl, 'tess@acme.example', 'Secret123', undefined, { forwardedFor: '198.51.100.90' })).resolves.toHaveProperty('idToken');
    // The cookie is now worth no more than none: five more guesses through it meet the (account, address) limit.
    for (let i = 0; i < 5; i++) expect(page(await stolen.submitPassword('tess@acme.example', `Again${i}xyz`)).status).toBe(401);
    expect(page(await stolen.submitPassword('tess@acme.example', 'Secret123')).status).toBe(429);
  });

  it('throttles an address that sprays passwords across accounts, but not the browsers that signed in there before', async () => {
    await createAccount(s.ctx, { username: 'nat@acme.example', password: 'Secret123' });
    const ip = '203.0.113.99';
    // A colleague behind the same company address signed in before.
    const colleague = new SignInFlow(s.baseUrl, { forwardedFor: ip });
    await colleague.start();
    expect('code' in (await colleague.submitPassword('nat@acme.example', 'Secret123'))).toBe(true);

    const flow = new SignInFlow(s.baseUrl, { forwardedFor: ip });
    await flow.start();
    for (let i = 0; i < 50; i++) await flow.submitPassword(`spray${i}@acme.example`, 'Winter2026');
    const locked = page(await flow.submitPassword('nat@acme.example', 'Secret123'));
    expect(locked.status).toBe(429);
    // The colleague's browser keeps its way in from that address; other addresses are unaffected.
    await expect(signIn(s.baseUrl, 'nat@acme.example', 'Secret123', undefined, { forwardedFor: ip, cookies: colleague.deviceCookies() })).resolves.toHaveProperty('idToken');
    await expect(signIn(s.baseUrl, 'nat@acme.example', 'Secret123')).resolves.toHaveProperty('idToken');
  }, 180_000);

  it('asks for the TOTP code when the account has MFA, refuses a wrong or replayed code', async () => {
    const secret = generateTotpSecret();
    await createAccount(s.ctx, { username: 'mfa@acme.example', password: 'Secret123', totpSecret: secret, roles: ['CLIENT_EMPLOYEE'] });
    const flow = new SignInFlow(s.baseUrl);
    await flow.start();
    const step = page(await flow.submitPassword('mfa@acme.example', 'Secret123'));
    expect(step.body).toContain('<h1>Verify your identity</h1>');
    expect(step.body).toContain('autocomplete="one-time-code"');
    const good = totpCode(secret, s.clock.now());
    const bad = good === '000000' ? '111111' : '000000';
    const wrong = page(await flow.submitCode(bad));
    expect(alertText(wrong.body)).toBe('Invalid code. Please try again or wait for the code to change.');
    const ok = await flow.submitCode(good);
    expect('code' in ok).toBe(true);
    const tokens = await flow.exchange((ok as { code: string }).code);
    expect(decodeJwt(tokens.idToken).groups).toEqual(['CLIENT_EMPLOYEE']);

    // The same code cannot sign in again.
    await expect(signIn(s.baseUrl, 'mfa@acme.example', 'Secret123', good)).rejects.toThrow('Invalid code.');
    s.clock.advance(30_000);
    await expect(signIn(s.baseUrl, 'mfa@acme.example', 'Secret123', () => totpCode(secret, s.clock.now()))).resolves.toHaveProperty('idToken');
  });

  it('redirects only to URIs on the portal or a registered widget origin', async () => {
    await createAccount(s.ctx, { username: 'gus@acme.example', password: 'Secret123' });
    // Any path on the portal's origin.
    await expect(signIn(s.baseUrl, 'gus@acme.example', 'Secret123', undefined, { redirectUri: `${s.baseUrl}/some/page` })).resolves.toHaveProperty(
      'idToken',
    );
    // A foreign origin is refused at the authorization endpoint (rendered error, no redirect).
    const foreign = new SignInFlow(s.baseUrl, { redirectUri: 'https://evil.example/cb' });
    const res = await httpRequest(foreign.authorizeUrl());
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    // A widget host registered by a client is accepted, and may call the token endpoint cross-origin.
    await s.ctx.db.insert(clientConfigs).values({
      companyName: 'Widget Co',
      signUpToken: 'x',
      createProjectToken: 'y',
      widgetOrigins: ['https://intranet.widget.example'],
    });
    // Picked up without waiting for the cache to age (at most one reload a second for unknown origins).
    await new Promise((r) => setTimeout(r, 1_100));
    const widget = new SignInFlow(s.baseUrl, { redirectUri: 'https://intranet.widget.example/portal/callback' });
    const start = await httpRequest(widget.authorizeUrl());
    expect(start.status).toBe(303);
    expect(String(start.headers.location)).toContain('/oidc/interaction/');
    const preflight = await httpRequest(`${s.baseUrl}/oidc/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://intranet.widget.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://intranet.widget.example');
    // The token endpoint itself refuses a browser call from any other origin.
    const evil = await httpRequest(`${s.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=x&client_id=lingua-portal',
    });
    expect(evil.status).toBe(400);
    expect(evil.body).toContain('not allowed');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('signs out at end_session and returns to the portal root', async () => {
    await createAccount(s.ctx, { username: 'hal@acme.example', password: 'Secret123' });
    const flow = new SignInFlow(s.baseUrl);
    await flow.start();
    const out = await flow.submitPassword('hal@acme.example', 'Secret123');
    const tokens = await flow.exchange((out as { code: string }).code);
    const q = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: `${s.baseUrl}/`, client_id: 'lingua-portal' });
    const confirm = await httpRequest(`${s.baseUrl}/oidc/session/end?${q.toString()}`, { headers: flow.jar.header() });
    expect(confirm.status).toBe(200);
    flow.jar.store(confirm);
    expect(confirm.body).toContain('<h1>Signing you out</h1>');
    const action = /action="([^"]+)"/.exec(confirm.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const done = await httpRequest(new URL(action, s.baseUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...flow.jar.header() },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${s.baseUrl}/`);
    // The session's refresh tokens are gone, and the next authorization asks for the password again.
    await expect(refreshTokens(s.baseUrl, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
    flow.jar.store(done);
    const again = await httpRequest(flow.authorizeUrl(), { headers: flow.jar.header() });
    expect(String(again.headers.location)).toContain('/oidc/interaction/');
  });

  it('works across two server processes on one database (shared keys, sessions and codes)', async () => {
    await createAccount(s.ctx, { username: 'ivy@acme.example', password: 'Secret123', roles: ['QA'] });
    const other = await buildApp(s.ctx);
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherUrl = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
      const flow = new SignInFlow(s.baseUrl);
      await flow.start();
      const out = await flow.submitPassword('ivy@acme.example', 'Secret123');
      // The code issued by the first process is redeemed at the second, and the refresh token back at the first.
      const res = await httpRequest(`${otherUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: (out as { code: string }).code,
          redirect_uri: flow.redirectUri,
          client_id: 'lingua-portal',
          code_verifier: flow.verifier,
        }).toString(),
      });
      expect(res.status).toBe(200);
      const { id_token: idToken, refresh_token: refreshToken } = JSON.parse(res.body) as { id_token: string; refresh_token: string };
      expect(decodeJwt(idToken).iss).toBe(`${s.baseUrl}/oidc`);
      const api = await s.app.inject({ method: 'GET', url: '/v1/identity/mfa', headers: { authorization: `Bearer ${idToken}` } });
      expect(api.statusCode).toBe(200);
      await expect(refreshTokens(s.baseUrl, refreshToken)).resolves.toHaveProperty('idToken');
    } finally {
      await other.close();
    }
  });
});
