import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicClientApplication } from '@azure/msal-browser';
import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';
import { createMsalIdentityClient } from './identity-client.ts';
import { showLanguage } from '../i18n/i18n.ts';

const settings = {
  authority: 'https://lingua.example.com/oidc',
  clientId: 'lingua-portal',
  scopes: ['openid', 'profile', 'email', 'account.admin'],
  redirectUri: 'http://localhost:3000/',
  popupRedirectUri: 'http://localhost:3000/auth-redirect.html',
};

describe('createMsalIdentityClient', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('initialises MSAL for an OIDC authority and finds no account on a fresh page', async () => {
    const client = createMsalIdentityClient(settings);
    await client.initialize();
    expect(await client.handleRedirect()).toBeNull();
    expect(client.currentClaims()).toBeNull();
    await expect(client.acquireIdToken(false)).rejects.toThrow('No signed-in account');
  });

  describe('with a signed-in account in the cache', () => {
    const signedIn = (exp: number) => {
      const account = {
        homeAccountId: 'ada.lingua',
        environment: 'lingua.example.com',
        tenantId: '',
        username: 'ada',
        localAccountId: 'ada',
        idToken: 'cached-id-token',
        idTokenClaims: { username: 'ada', exp },
      } as AccountInfo;
      vi.spyOn(PublicClientApplication.prototype, 'getActiveAccount').mockReturnValue(account);
      return vi.spyOn(PublicClientApplication.prototype, 'acquireTokenSilent').mockResolvedValue({
        idToken: 'renewed-id-token',
        idTokenClaims: { username: 'ada', exp: exp + 3600 },
        account,
      } as unknown as AuthenticationResult);
    };

    it('answers with the cached ID token while it is valid, without MSAL’s silent flow', async () => {
      const silent = signedIn(Math.floor(Date.now() / 1000) + 3600);
      const client = createMsalIdentityClient(settings);
      await client.initialize();
      expect(await client.acquireIdToken(false)).toMatchObject({ idToken: 'cached-id-token', claims: { username: 'ada' } });
      expect(silent).not.toHaveBeenCalled();
    });

    it('asks MSAL when the cached ID token has expired or a renewal is forced', async () => {
      const silent = signedIn(Math.floor(Date.now() / 1000) - 10);
      const client = createMsalIdentityClient(settings);
      await client.initialize();
      expect((await client.acquireIdToken(false)).idToken).toBe('renewed-id-token');
      expect(silent).toHaveBeenLastCalledWith(expect.objectContaining({ forceRefresh: false }));
      await client.acquireIdToken(true);
      expect(silent).toHaveBeenLastCalledWith(expect.objectContaining({ forceRefresh: true }));
    });
  });

  it('asks the provider’s sign-in page for the shown language (ui_locales) beside the one-time token', async () => {
    const redirect = vi.spyOn(PublicClientApplication.prototype, 'loginRedirect').mockResolvedValue();
    const client = createMsalIdentityClient(settings);
    await client.initialize();
    await showLanguage('de');
    try {
      await client.loginRedirect('/requests', { loginHint: 'ada', extraQueryParameters: { lingua_login_token: 't' } });
    } finally {
      await showLanguage('en');
    }
    expect(redirect).toHaveBeenCalledWith(
      expect.objectContaining({ loginHint: 'ada', extraQueryParameters: { ui_locales: 'de', lingua_login_token: 't' } }),
    );
  });
});
