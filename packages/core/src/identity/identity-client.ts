// MSAL behind a small interface: the rest of core depends on IdentityClient only, so unit tests inject a
// double (in test files) and another OIDC library could replace MSAL without touching callers.
import { PublicClientApplication, ProtocolMode, BrowserCacheLocation } from '@azure/msal-browser';
import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';
import type { IdTokenClaims } from '../session/session-store.ts';
import { getClock } from '../clock/clock.ts';

export interface IdentityResult {
  /** The raw ID token (sent as the bearer token of API calls). */
  idToken: string;
  claims: IdTokenClaims;
}

export interface IdentityClient {
  /** Prepares the client (MSAL: initialize). */
  initialize(): Promise<void>;
  /** Completes a redirect sign-in if the page is its return; null otherwise. */
  handleRedirect(): Promise<IdentityResult | null>;
  currentClaims(): IdTokenClaims | null;
  /** Starts a redirect sign-in that comes back to `startPage`; `extra` names the user and a one-time token. */
  loginRedirect(startPage: string, extra?: LoginExtras): Promise<void>;
  loginPopup(): Promise<IdentityResult>;
  /** Signs out at the provider and returns to `postLogoutRedirectUri`. */
  logoutRedirect(postLogoutRedirectUri: string): Promise<void>;
  clearLocal(): Promise<void>;
  acquireIdToken(forceRefresh: boolean): Promise<IdentityResult>;
}

/** Extra parameters of an authorization request: the sign-in by procurement request (spec 3 §4.8). */
export interface LoginExtras {
  loginHint?: string;
  /** More authorization request parameters, e.g. the provider's one-time token parameter. */
  extraQueryParameters?: Record<string, string>;
}

export interface MsalIdentitySettings {
  authority: string;
  clientId: string;
  scopes: string[];
  redirectUri: string;
  /** Redirect URI for popup sign-in (a page running runRedirectBridge). */
  popupRedirectUri: string;
}

function unexpired(claims: AccountInfo['idTokenClaims']): claims is NonNullable<AccountInfo['idTokenClaims']> {
  return typeof claims?.exp === 'number' && claims.exp * 1000 > getClock().now();
}

function toResult(result: AuthenticationResult): IdentityResult {
  return { idToken: result.idToken, claims: (result.idTokenClaims ?? {}) as IdTokenClaims };
}

/** Creates the MSAL-backed identity client (authorization code + PKCE, OIDC protocol mode). */
export function createMsalIdentityClient(settings: MsalIdentitySettings): IdentityClient {
  const pca = new PublicClientApplication({
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      // MSAL only trusts authorities it knows; a non-Microsoft OIDC issuer must be listed by host.
      knownAuthorities: [new URL(settings.authority).host],
      redirectUri: settings.redirectUri,
    },
    // localStorage: the session outlives a closed tab, which the load-time inactivity check of spec 1 §4
    // presumes, and all widgets of a site share it.
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: { protocolMode: ProtocolMode.OIDC },
  });

  const account = (): AccountInfo | null => pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
  const remember = (result: AuthenticationResult): IdentityResult => {
    if (result.account) pca.setActiveAccount(result.account);
    return toResult(result);
  };
  // The embedded provider issues refresh tokens only with prompt=consent (auto-consented for first-party
  // clients, docs/architecture.md "Identity"); without a refresh token the session could not be refreshed silently.
  const loginRequest = { scopes: settings.scopes, prompt: 'consent' };

  return {
    initialize: () => pca.initialize(),
    async handleRedirect() {
      const result = await pca.handleRedirectPromise();
      return result ? remember(result) : null;
    },
    currentClaims: () => (account()?.idTokenClaims as IdTokenClaims | undefined) ?? null,
    loginRedirect: (startPage, extra) =>
      pca.loginRedirect({
        ...loginRequest,
        redirectStartPage: startPage,
        ...(extra?.loginHint ? { loginHint: extra.loginHint } : {}),
        ...(extra?.extraQueryParameters ? { extraQueryParameters: extra.extraQueryParameters } : {}),
      }),
    loginPopup: async () => remember(await pca.loginPopup({ ...loginRequest, redirectUri: settings.popupRedirectUri })),
    logoutRedirect: (postLogoutRedirectUri) => pca.logoutRedirect({ account: account(), postLogoutRedirectUri }),
    clearLocal: () => pca.clearCache({ account: account() }),
    async acquireIdToken(forceRefresh) {
      const current = account();
      if (!current) throw new Error('No signed-in account');
      // The account holds the ID token MSAL cached at sign-in or at its last renewal: while it has not expired
      // it is the answer. MSAL's silent flow would first fetch the provider's metadata and judge freshness by
      // the access token, which the API never sees, so a page's first call waited for both (decision 088).
      // getIdToken renews the token shortly before it expires (forceRefresh).
      if (!forceRefresh && current.idToken && unexpired(current.idTokenClaims)) {
        return { idToken: current.idToken, claims: current.idTokenClaims as IdTokenClaims };
      }
      const result = remember(await pca.acquireTokenSilent({ scopes: settings.scopes, account: current, forceRefresh }));
      // With a non-Microsoft authority MSAL can answer from its access-token cache with an empty idToken
      // (its ID-token lookup misses on the empty realm) although the account still holds the ID token.
      if (!result.idToken && current.idToken) {
        return { idToken: current.idToken, claims: (current.idTokenClaims ?? {}) as IdTokenClaims };
      }
      return result;
    },
  };
}
