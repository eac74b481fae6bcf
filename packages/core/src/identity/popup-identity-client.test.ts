import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkIdToken, createPopupIdentityClient, decodeJwtPayload, PopupSignInError } from './popup-identity-client.ts';
import { authorizationUrl } from './popup-oidc.ts';
import { showLanguage } from '../i18n/i18n.ts';

const AUTHORITY = 'https://lingua.test/oidc';
const settings = { authority: AUTHORITY, clientId: 'lingua-portal', scopes: ['openid'], bridgeUri: 'https://lingua.test/auth/popup-bridge' };
const KEY = `lingua.session:lingua-portal@${AUTHORITY}`;
const now = () => Math.floor(Date.now() / 1000);

function jwt(claims: Record<string, unknown>): string {
  const enc = (v: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(v)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${enc({ alg: 'RS256' })}.${enc(claims)}.sig`;
}

const discovery = { issuer: AUTHORITY, authorization_endpoint: `${AUTHORITY}/auth`, token_endpoint: `${AUTHORITY}/token`, revocation_endpoint: `${AUTHORITY}/token/revocation` };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ID token checks', () => {
  const good = { iss: AUTHORITY, aud: 'lingua-portal', nonce: 'n', exp: now() + 60 };
  const expectations = { issuer: AUTHORITY, clientId: 'lingua-portal', nonce: 'n', nowSeconds: now() };

  it('accepts a token of this issuer, for this client, with the nonce sent, not expired', () => {
    expect(() => checkIdToken(good, expectations)).not.toThrow();
    expect(() => checkIdToken({ ...good, aud: ['other', 'lingua-portal'] }, expectations)).not.toThrow();
  });

  it.each([
    ['another issuer', { iss: 'https://evil.test/oidc' }],
    ['another client', { aud: 'other' }],
    ['another nonce', { nonce: 'x' }],
    ['an expired token', { exp: now() - 1 }],
  ])('refuses %s', (_label, change) => {
    expect(() => checkIdToken({ ...good, ...change }, expectations)).toThrow(PopupSignInError);
  });

  it('decodes a base64url payload with non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ given_name: 'Zoë' })).given_name).toBe('Zoë');
  });
});

describe('the authorization request', () => {
  it('asks the provider’s sign-in page for the shown language (ui_locales)', async () => {
    const request = { redirectUri: 'https://lingua.test/auth/popup-bridge', state: 's', nonce: 'n', verifier: 'v' };
    await showLanguage('ar');
    try {
      expect(new URL(await authorizationUrl(discovery.authorization_endpoint, settings, request)).searchParams.get('ui_locales')).toBe('ar');
    } finally {
      await showLanguage('en');
    }
    expect(new URL(await authorizationUrl(discovery.authorization_endpoint, settings, request)).searchParams.get('ui_locales')).toBe('en');
  });
});

describe('popup identity client', () => {
  it('answers from the stored session while the ID token is fresh, and renews it once for all callers', async () => {
    const fresh = jwt({ iss: AUTHORITY, aud: 'lingua-portal', exp: now() + 3600, username: 'ada' });
    const stale = jwt({ iss: AUTHORITY, aud: 'lingua-portal', exp: now() + 10, username: 'ada' });
    window.localStorage.setItem(KEY, JSON.stringify({ idToken: stale, claims: decodeJwtPayload(stale), refreshToken: 'r1' }));
    const bodies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/.well-known/openid-configuration')) return Response.json(discovery);
        bodies.push(String(init?.body));
        return Response.json({ id_token: fresh, refresh_token: 'r2' });
      }),
    );
    const client = createPopupIdentityClient(settings);
    expect(client.currentClaims()?.username).toBe('ada');
    const [a, b] = await Promise.all([client.acquireIdToken(false), client.acquireIdToken(false)]);
    expect(a.idToken).toBe(fresh);
    expect(b.idToken).toBe(fresh);
    expect(bodies).toHaveLength(1);
    expect(new URLSearchParams(bodies[0]).get('refresh_token')).toBe('r1');
    expect((JSON.parse(window.localStorage.getItem(KEY)!) as { refreshToken: string }).refreshToken).toBe('r2');
    expect((await client.acquireIdToken(false)).idToken).toBe(fresh);
    expect(bodies).toHaveLength(1);
  });

  it('forgets the session when the provider refuses the refresh token, and revokes it at sign-out', async () => {
    const stale = jwt({ iss: AUTHORITY, aud: 'lingua-portal', exp: now() + 10 });
    window.localStorage.setItem(KEY, JSON.stringify({ idToken: stale, claims: decodeJwtPayload(stale), refreshToken: 'r1' }));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url.endsWith('/.well-known/openid-configuration')) return Response.json(discovery);
        return Response.json({ error: 'invalid_grant', error_description: 'grant request is invalid' }, { status: 400 });
      }),
    );
    const client = createPopupIdentityClient(settings);
    await expect(client.acquireIdToken(true)).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(client.currentClaims()).toBeNull();

    window.localStorage.setItem(KEY, JSON.stringify({ idToken: stale, claims: decodeJwtPayload(stale), refreshToken: 'r9' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${url} ${String(init?.body ?? '')}`);
        return url.endsWith('/.well-known/openid-configuration') ? Response.json(discovery) : new Response(null, { status: 200 });
      }),
    );
    await client.clearLocal();
    expect(client.currentClaims()).toBeNull();
    expect(calls.some((c) => c.startsWith(`${AUTHORITY}/token/revocation`) && c.includes('token=r9'))).toBe(true);
  });
});
