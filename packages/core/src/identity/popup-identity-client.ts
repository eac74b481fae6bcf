// Popup sign-in for elements on another origin (decision 050): MSAL's popup answers over a BroadcastChannel, which
// cannot reach an intranet's origin, so the server's bridge page posts the response to the exact registered origin.
// It is accepted only from the bridge, from our popup, with our state; the code is redeemed with PKCE.
import type { IdentityClient, IdentityResult } from './identity-client.ts';
import { authorizationCode, authorizationUrl, checkIdToken, decodeJwtPayload, discoveryOf, expiring, postForm, PopupSignInError, randomString, tokenRequest, type Discovery, type PopupIdentitySettings, type StoredSession, type TokenResponse } from './popup-oidc.ts';
import { popupSessionKey } from './popup-session.ts';

export { checkIdToken, decodeJwtPayload, PopupSignInError, type PopupIdentitySettings } from './popup-oidc.ts';

export const BRIDGE_MESSAGE = 'lingua-oidc-response';

const POPUP_FEATURES = 'popup=yes,width=480,height=720';
const CLOSED_POLL_MS = 500;

function sessionStore(key: string) {
  return {
    read(): StoredSession | null {
      try {
        const raw = window.localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as StoredSession) : null;
      } catch {
        return null;
      }
    },
    write(session: StoredSession | null) {
      if (session) window.localStorage.setItem(key, JSON.stringify(session));
      else window.localStorage.removeItem(key);
    },
  };
}

function awaitResponse(popup: Window, state: string, bridgeOrigin: string): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the bridge page on the server's origin, in the popup this call opened, may answer.
      if (event.origin !== bridgeOrigin || event.source !== popup) return;
      const data = event.data as { type?: unknown; search?: unknown } | null;
      if (data?.type !== BRIDGE_MESSAGE || typeof data.search !== 'string') return;
      const params = new URLSearchParams(data.search);
      if (params.get('state') !== state) return;
      finish();
      popup.close();
      resolve(params);
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new PopupSignInError('The sign-in window was closed before sign-in finished', 'popup_closed'));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

function sessionTokens(settings: PopupIdentitySettings, discover: () => Promise<Discovery>, store: ReturnType<typeof sessionStore>, lockName: string) {
  let refreshing: Promise<IdentityResult> | null = null;
  const token = (params: Record<string, string>) => tokenRequest(discover, settings.clientId, params);
  async function accept(body: TokenResponse, nonce: string | undefined, previous?: StoredSession): Promise<IdentityResult> {
    if (!body.id_token) throw new PopupSignInError('No ID token in the token response', 'invalid_token');
    const { issuer } = await discover();
    const claims = decodeJwtPayload(body.id_token);
    checkIdToken(claims, { issuer, clientId: settings.clientId, nonce, nowSeconds: Math.floor(Date.now() / 1000) });
    const session: StoredSession = { idToken: body.id_token, claims: claims as StoredSession['claims'], refreshToken: body.refresh_token ?? previous?.refreshToken };
    store.write(session);
    return { idToken: session.idToken, claims: session.claims };
  }
  function refresh(seen: string): Promise<IdentityResult> {
    const run = async () => {
      const current = store.read();
      if (!current?.refreshToken) throw new PopupSignInError('No refresh token', 'login_required');
      // Another tab renewed (and rotated the refresh token) while this one waited: take its result.
      if (current.idToken !== seen && !expiring(current)) return { idToken: current.idToken, claims: current.claims };
      try {
        return await accept(await token({ grant_type: 'refresh_token', refresh_token: current.refreshToken }), undefined, current);
      } catch (error) {
        if (error instanceof PopupSignInError && error.code === 'invalid_grant') store.write(null);
        throw error;
      }
    };
    // Refresh tokens rotate: elements of a page share one renewal and tabs take turns (Web Locks).
    refreshing ??= (navigator.locks ? navigator.locks.request(lockName, run) : run()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }
  /** Best effort: the refresh token stops working at the provider too (nothing to do if it is unreachable). */
  async function revoke(refreshToken: string): Promise<void> {
    try {
      const { revocation_endpoint } = await discover();
      if (revocation_endpoint) await postForm(revocation_endpoint, settings.clientId, { token: refreshToken, token_type_hint: 'refresh_token' });
    } catch (error) {
      console.warn('Lingua: could not revoke the refresh token at sign-out', error);
    }
  }
  return { accept, token, refresh, revoke };
}

async function signInWithPopup(settings: PopupIdentitySettings, discover: () => Promise<Discovery>, tokens: ReturnType<typeof sessionTokens>): Promise<IdentityResult> {
  // Open at once, inside the click's user activation; the address follows when PKCE is ready.
  const popup = window.open('', 'lingua-sign-in', POPUP_FEATURES);
  if (!popup) throw new PopupSignInError('The browser blocked the sign-in window; allow pop-ups for this site', 'popup_blocked');
  try {
    const request = { state: randomString(), nonce: randomString(), verifier: randomString(), redirectUri: `${settings.bridgeUri}?${new URLSearchParams({ origin: window.location.origin }).toString()}` };
    const { authorization_endpoint, issuer } = await discover();
    const href = await authorizationUrl(authorization_endpoint, settings, request);
    const answer = awaitResponse(popup, request.state, new URL(settings.bridgeUri).origin);
    popup.location.href = href;
    const code = authorizationCode(await answer, issuer);
    return await tokens.accept(await tokens.token({ grant_type: 'authorization_code', code, redirect_uri: request.redirectUri, code_verifier: request.verifier }), request.nonce);
  } catch (error) {
    if (!popup.closed) popup.close();
    throw error;
  }
}

export function createPopupIdentityClient(settings: PopupIdentitySettings): IdentityClient {
  const storageKey = popupSessionKey(settings.clientId, settings.authority);
  const store = sessionStore(storageKey);
  const discover = discoveryOf(settings.authority);
  const tokens = sessionTokens(settings, discover, store, storageKey);
  return {
    initialize: async () => {},
    handleRedirect: async () => null,
    currentClaims: () => store.read()?.claims ?? null,
    loginRedirect: async () => {
      throw new Error('Embedded elements sign in with a popup; redirect sign-in is the portal’s');
    },
    loginPopup: () => signInWithPopup(settings, discover, tokens),
    logoutRedirect: async () => {
      throw new Error('Embedded elements sign out locally; redirect sign-out is the portal’s');
    },
    async clearLocal() {
      const current = store.read();
      store.write(null);
      if (current?.refreshToken) await tokens.revoke(current.refreshToken);
    },
    async acquireIdToken(forceRefresh) {
      const current = store.read();
      if (!current) throw new PopupSignInError('No signed-in account', 'login_required');
      if (!forceRefresh && !expiring(current)) return { idToken: current.idToken, claims: current.claims };
      return tokens.refresh(current.idToken);
    },
  };
}
