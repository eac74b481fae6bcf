import { describe, expect, it } from 'vitest';
import { createMsalIdentityClient } from './identity-client.ts';

describe('createMsalIdentityClient', () => {
  it('initialises MSAL for an OIDC authority and finds no account on a fresh page', async () => {
    const client = createMsalIdentityClient({
      authority: 'https://lingua.example.com/oidc',
      clientId: 'lingua-portal',
      scopes: ['openid', 'profile', 'email', 'account.admin'],
      redirectUri: 'http://localhost:3000/',
      popupRedirectUri: 'http://localhost:3000/auth-redirect.html',
    });
    await client.initialize();
    expect(await client.handleRedirect()).toBeNull();
    expect(client.currentClaims()).toBeNull();
    await expect(client.acquireIdToken(false)).rejects.toThrow('No signed-in account');
  });
});
