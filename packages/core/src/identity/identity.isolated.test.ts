import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getIdToken, initIdentity, setIdentityClient, signIn, signOut } from './identity.ts';
import { popupSessionKey } from './popup-session.ts';
import { configure, resetConfig } from '../config/config.ts';
import { sessionStore } from '../session/session-store.ts';
import { LAST_ACTIVITY_STORAGE_KEY } from '../session-expiry/last-activity.ts';
import { adminClaims } from '../../test/fake-identity.ts';
import type { FakeIdentity } from '../../test/fake-identity.ts';
import { resetPage } from '../../test/reset.ts';
import { FakeClock } from '../../test/fake-clock.ts';
import { setClock } from '../clock/clock.ts';

// The portal's MSAL client, replaced by a double whose creation the tests can see.
const msal = vi.hoisted(() => ({ created: 0, client: null as unknown }));
vi.mock('./identity-client.ts', () => ({
  createMsalIdentityClient: () => {
    msal.created += 1;
    return msal.client;
  },
}));

let identity: FakeIdentity;
beforeEach(() => {
  identity = resetPage({ interaction: 'redirect' });
});

describe('identity', () => {
  it('fills the session store from the cached account’s ID token claims', async () => {
    identity.claims = { ...adminClaims, external_groups: 'a, b' };
    await initIdentity();
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(sessionStore.getState().user).toMatchObject({ username: 'ada', roles: ['ADMIN'], externalGroups: ['a', 'b'] });
  });

  it('completes a redirect sign-in and clears the stored last activity', async () => {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, '1');
    identity.redirectResult = { idToken: 't', claims: adminClaims };
    await initIdentity();
    expect(sessionStore.getState().user?.email).toBe('ada@example.com');
    expect(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBeNull();
  });

  it('is signed out without an account, dropping a stale impersonation override', async () => {
    sessionStore.getState().setOverride({ username: 'bob', email: '', roles: [] });
    await initIdentity();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(sessionStore.getState().override).toBeNull();
  });

  it('only logs a sign-in failure', async () => {
    identity.handleRedirect = async () => {
      throw new Error('state mismatch');
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await initIdentity();
    } finally {
      console.error = original;
    }
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(errors).toHaveLength(1);
  });

  it('signs out to / at the provider and clears the override', async () => {
    identity.claims = adminClaims;
    await initIdentity();
    sessionStore.getState().setOverride({ username: 'bob', email: '', roles: [] });
    await signOut();
    expect(identity.calls).toContain('logoutRedirect');
    expect(sessionStore.getState().override).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('signs in with a popup in popup mode', async () => {
    await signIn({ mode: 'popup' });
    expect(identity.calls).toContain('loginPopup');
    expect(sessionStore.getState().user?.username).toBe('ada');
  });

  it('returns the ID token, reuses it while valid and refreshes it when expired', async () => {
    const clock = new FakeClock();
    setClock(clock);
    const exp = Math.floor(clock.now() / 1000) + 3600;
    identity.claims = { ...adminClaims, exp };
    await initIdentity();
    expect(await getIdToken()).toBe('id-token');
    expect(await getIdToken()).toBe('id-token');
    expect(identity.calls.filter((c) => c === 'silent' || c === 'refresh')).toEqual(['silent']);
    clock.advance(3600_000);
    await getIdToken();
    expect(identity.calls.filter((c) => c === 'silent' || c === 'refresh')).toEqual(['silent', 'silent', 'refresh']);
  });

  it('renews through the refresh token when the cache answers without an ID token', async () => {
    identity.claims = adminClaims;
    await initIdentity();
    identity.acquireIdToken = async (forceRefresh: boolean) => {
      identity.calls.push(forceRefresh ? 'refresh' : 'silent');
      return forceRefresh ? { idToken: 'fresh-token', claims: adminClaims } : { idToken: '', claims: {} };
    };
    expect(await getIdToken()).toBe('fresh-token');
    expect(identity.calls.slice(-2)).toEqual(['silent', 'refresh']);
  });

  it('returns no token while signed out', async () => {
    await initIdentity();
    expect(await getIdToken()).toBeUndefined();
  });

  describe('on a portal page (redirect sign-in, no client given)', () => {
    const portalPage = () => {
      setIdentityClient(null);
      resetConfig();
      configure({ apiBase: 'https://lingua.test/v1', authority: 'https://lingua.test/oidc', clientId: 'lingua-portal', interaction: 'redirect' });
      msal.created = 0;
      msal.client = identity;
    };

    it('leaves a visitor signed out without loading MSAL when it stores nothing and no sign-in returns', async () => {
      portalPage();
      await initIdentity();
      expect(sessionStore.getState().status).toBe('anonymous');
      expect(msal.created).toBe(0);
    });

    it('loads MSAL to restore what it stored', async () => {
      window.localStorage.setItem('msal.account.keys', '[]');
      identity.claims = adminClaims;
      portalPage();
      await initIdentity();
      expect(msal.created).toBe(1);
      expect(sessionStore.getState().user?.username).toBe('ada');
    });

    it('loads MSAL, initialised, when the visitor signs in', async () => {
      portalPage();
      await initIdentity();
      expect(await signIn()).toBe(true);
      expect(msal.created).toBe(1);
      expect(identity.calls).toEqual(['initialize', 'loginRedirect']);
    });
  });

  describe('on an element’s page (popup sign-in, no client given)', () => {
    const authority = 'https://lingua.test/oidc';
    const popupPage = () => {
      setIdentityClient(null);
      resetConfig();
      configure({ apiBase: 'https://lingua.test/v1', authority, clientId: 'lingua-portal', interaction: 'popup' });
    };

    it('leaves a visitor signed out without a stored session', async () => {
      popupPage();
      await initIdentity();
      expect(sessionStore.getState().status).toBe('anonymous');
      expect(await getIdToken()).toBeUndefined();
    });

    it('restores the session the popup sign-in stored for the site', async () => {
      const exp = Math.floor(Date.now() / 1000) + 3600;
      window.localStorage.setItem(
        popupSessionKey('lingua-portal', authority),
        JSON.stringify({ idToken: 'stored-token', claims: { ...adminClaims, exp } }),
      );
      popupPage();
      await initIdentity();
      expect(sessionStore.getState().user?.username).toBe('ada');
      expect(await getIdToken()).toBe('stored-token');
    });
  });
});

