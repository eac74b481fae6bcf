// MSAL behind a small interface, so tests inject a double and another OIDC library could replace it.
import { PublicClientApplication, ProtocolMode, BrowserCacheLocation } from '@azure/msal-browser';
import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';
import type { IdTokenClaims } from '../session/session-store.ts';
import { getClock } from '../clock/clock.ts';
import { getLanguage } from '../i18n/i18n.ts';

export interface IdentityResult {
  idToken: string;
  claims: IdTokenClaims;
}

export interface IdentityClient {
  initialize(): Promise<void>;
  handleRedirect(): Promise<IdentityResult | null>;
  currentClaims(): IdTokenClaims | null;
  /** Starts a redirect sign-in that comes back to `startPage`; `extra` names the user and a one-time token. */
  loginRedirect(startPage: string, extra?: LoginExtras): Promise<void>;
  loginPopup(): Promise<IdentityResult>;
  logoutRedirect(postLogoutRedirectUri: string): Promise<void>;
  clearLocal(): Promise<void>;
  acquireIdToken(forceRefresh: boolean): Promise<IdentityResult>;
}

/** Extra parameters of an authorization request: the sign-in by procurement request (spec 3 §4.8). */
export interface LoginExtras {
  loginHint?: string;
  extraQueryParameters?: Record<string, string>;
}

export interface MsalIdentitySettings {
  authority: string;
  clientId: string;
  scopes: string[];
  redirectUri: string;
  popupRedirectUri: string;
}

function unexpired(claims: AccountInfo['idTokenClaims']): claims is NonNullable<AccountInfo['idTokenClaims']> {
  return typeof claims?.exp === 'number' && claims.exp * 1000 > getClock().now();
}

function toResult(result: AuthenticationResult): IdentityResult {
  return { idToken: result.idToken, claims: (result.idTokenClaims ?? {}) as IdTokenClaims };
}

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
  // The embedded provider issues refresh tokens only with prompt=consent (auto-consented for first-party clients);
  // its sign-in page speaks the shown language (ui_locales, decision 190).
  const loginRequest = (extra?: Record<string, string>) => ({
    scopes: settings.scopes,
    prompt: 'consent',
    extraQueryParameters: { ui_locales: getLanguage(), ...extra },
  });

  return {
    initialize: () => pca.initialize(),
    async handleRedirect() {
      const result = await pca.handleRedirectPromise();
      return result ? remember(result) : null;
    },
    currentClaims: () => (account()?.idTokenClaims as IdTokenClaims | undefined) ?? null,
    loginRedirect: (startPage, extra) =>
      pca.loginRedirect({
        ...loginRequest(extra?.extraQueryParameters),
        redirectStartPage: startPage,
        ...(extra?.loginHint ? { loginHint: extra.loginHint } : {}),
      }),
    loginPopup: async () => remember(await pca.loginPopup({ ...loginRequest(), redirectUri: settings.popupRedirectUri })),
    logoutRedirect: (postLogoutRedirectUri) => pca.logoutRedirect({ account: account(), postLogoutRedirectUri }),
    clearLocal: () => pca.clearCache({ account: account() }),
    async acquireIdToken(forceRefresh) {
      const current = account();
      if (!current) throw new Error('No signed-in account');
      // The account's cached ID token answers while unexpired: MSAL's silent flow would fetch metadata and judge by the
      // access token first, which delayed a page's first call (decision 088).
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
