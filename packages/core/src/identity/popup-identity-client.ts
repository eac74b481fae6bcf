// Popup sign-in for elements embedded on another origin (decision 050). MSAL's popup hands the answer over
// with a BroadcastChannel, which only reaches pages of the redirect page's origin; an intranet page is on its
// own origin and serves no file of ours. So the popup returns to the server's bridge page, which posts the
// authorization response to this page addressed to its exact (registered) origin; this client accepts it
// only from the bridge's origin and from the popup it opened, with the state it sent, and redeems the code
// with its PKCE verifier at the token endpoint (CORS-allowed for registered origins only). Renewal uses the
// refresh token; sign-out revokes it. The portal keeps MSAL's redirect flow (identity-client.ts).
import type { IdTokenClaims } from '../session/session-store.ts';
import type { IdentityClient, IdentityResult } from './identity-client.ts';
import { popupSessionKey } from './popup-session.ts';

/** Settings of the popup identity client. */
export interface PopupIdentitySettings {
  /** OIDC authority (issuer) URL. */
  authority: string;
  /** OAuth client id. */
  clientId: string;
  /** Scopes requested at sign-in. */
  scopes: string[];
  /** The server's bridge page (…/auth/popup-bridge); the page's origin is added as `origin`. */
  bridgeUri: string;
}

/** `type` of the bridge page's message (server identity/popup-bridge.ts). */
export const BRIDGE_MESSAGE = 'lingua-oidc-response';

/** What the page keeps of a signed-in session (localStorage: shared by every element and tab of the site). */
interface StoredSession {
  idToken: string;
  claims: IdTokenClaims;
  refreshToken?: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint?: string;
}

interface TokenResponse {
  id_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

/** A sign-in the user ended (closed the popup) or the provider refused; the message says which. */
export class PopupSignInError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
    this.name = 'PopupSignInError';
  }
}

// Renew a minute before expiry so a token does not expire in flight.
const EXPIRY_MARGIN_MS = 60_000;

function expiring(session: StoredSession): boolean {
  const exp = typeof session.claims.exp === 'number' ? session.claims.exp * 1000 : 0;
  return exp - EXPIRY_MARGIN_MS <= Date.now();
}

const POPUP_FEATURES = 'popup=yes,width=480,height=720';
const CLOSED_POLL_MS = 500;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomString(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

async function s256(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The payload of a JWT, unverified (see checkIdToken for why that is enough here). */
export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new PopupSignInError('Malformed ID token', 'invalid_token');
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/**
 * Checks the ID token's claims (OIDC Core §3.1.3.7). The token came straight from the token endpoint over
 * TLS, which the spec accepts instead of checking the signature (step 6); the API verifies the signature of
 * every call anyway.
 */
export function checkIdToken(claims: Record<string, unknown>, expect: { issuer: string; clientId: string; nonce?: string; nowSeconds: number }): void {
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (claims.iss !== expect.issuer) throw new PopupSignInError('ID token from another issuer', 'invalid_token');
  if (!audiences.includes(expect.clientId)) throw new PopupSignInError('ID token for another client', 'invalid_token');
  if (expect.nonce !== undefined && claims.nonce !== expect.nonce) throw new PopupSignInError('ID token nonce does not match', 'invalid_token');
  if (typeof claims.exp !== 'number' || claims.exp <= expect.nowSeconds) throw new PopupSignInError('ID token expired', 'invalid_token');
}

/** Creates the popup identity client for elements on other origins. */
export function createPopupIdentityClient(settings: PopupIdentitySettings): IdentityClient {
  const storageKey = popupSessionKey(settings.clientId, settings.authority);
  const bridgeOrigin = new URL(settings.bridgeUri).origin;
  let discovery: Promise<Discovery> | null = null;
  let refreshing: Promise<IdentityResult> | null = null;

  const discover = () =>
    (discovery ??= fetch(`${settings.authority.replace(/\/+$/, '')}/.well-known/openid-configuration`, { credentials: 'omit' })
      .then((r) => (r.ok ? (r.json() as Promise<Discovery>) : Promise.reject(new Error(`OpenID discovery: ${r.status}`))))
      .catch((error: unknown) => {
        discovery = null;
        throw error;
      }));

  const read = (): StoredSession | null => {
    try {
      const raw = window.localStorage.getItem(storageKey);
      return raw ? (JSON.parse(raw) as StoredSession) : null;
    } catch {
      return null;
    }
  };
  const write = (session: StoredSession | null) => {
    if (session) window.localStorage.setItem(storageKey, JSON.stringify(session));
    else window.localStorage.removeItem(storageKey);
  };

  async function tokenRequest(params: Record<string, string>): Promise<TokenResponse> {
    const { token_endpoint } = await discover();
    const response = await fetch(token_endpoint, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: settings.clientId, ...params }).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as TokenResponse;
    if (!response.ok || body.error) throw new PopupSignInError(body.error_description ?? body.error ?? `Token endpoint: ${response.status}`, body.error ?? 'server_error');
    return body;
  }

  async function accept(body: TokenResponse, nonce: string | undefined, previous?: StoredSession): Promise<IdentityResult> {
    if (!body.id_token) throw new PopupSignInError('No ID token in the token response', 'invalid_token');
    const { issuer } = await discover();
    const claims = decodeJwtPayload(body.id_token);
    checkIdToken(claims, { issuer, clientId: settings.clientId, nonce, nowSeconds: Math.floor(Date.now() / 1000) });
    const session: StoredSession = { idToken: body.id_token, claims: claims as IdTokenClaims, refreshToken: body.refresh_token ?? previous?.refreshToken };
    write(session);
    return { idToken: session.idToken, claims: session.claims };
  }

  /** Waits for the bridge's message from `popup`; rejects when the user closes the popup first. */
  function awaitResponse(popup: Window, state: string): Promise<URLSearchParams> {
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

  /** Renews the ID token with the refresh token; `seen` is the ID token the caller found too old. */
  async function refresh(seen: string): Promise<IdentityResult> {
    const run = async () => {
      const current = read();
      if (!current?.refreshToken) throw new PopupSignInError('No refresh token', 'login_required');
      // Another tab renewed (and rotated the refresh token) while this one waited: take its result.
      if (current.idToken !== seen && !expiring(current)) return { idToken: current.idToken, claims: current.claims };
      try {
        return await accept(await tokenRequest({ grant_type: 'refresh_token', refresh_token: current.refreshToken }), undefined, current);
      } catch (error) {
        if (error instanceof PopupSignInError && error.code === 'invalid_grant') write(null);
        throw error;
      }
    };
    // Refresh tokens rotate: two renewals with the same token would end the session, so the elements of a
    // page share one renewal and tabs take turns (Web Locks, where the browser has them).
    refreshing ??= (navigator.locks ? navigator.locks.request(storageKey, run) : run()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    initialize: async () => {},
    handleRedirect: async () => null,
    currentClaims: () => read()?.claims ?? null,
    loginRedirect: async () => {
      throw new Error('Embedded elements sign in with a popup; redirect sign-in is the portal’s');
    },
    async loginPopup() {
      // Open at once, inside the click's user activation; the address follows when PKCE is ready.
      const popup = window.open('', 'lingua-sign-in', POPUP_FEATURES);
      if (!popup) throw new PopupSignInError('The browser blocked the sign-in window; allow pop-ups for this site', 'popup_blocked');
      try {
        const state = randomString();
        const nonce = randomString();
        const verifier = randomString();
        const redirectUri = `${settings.bridgeUri}?${new URLSearchParams({ origin: window.location.origin }).toString()}`;
        const { authorization_endpoint, issuer } = await discover();
        const url = new URL(authorization_endpoint);
        url.search = new URLSearchParams({
          client_id: settings.clientId,
          response_type: 'code',
          redirect_uri: redirectUri,
          scope: settings.scopes.join(' '),
          state,
          nonce,
          code_challenge: await s256(verifier),
          code_challenge_method: 'S256',
          // The embedded provider issues refresh tokens on consent (auto-consented for the first-party client).
          prompt: 'consent',
        }).toString();
        const answer = awaitResponse(popup, state);
        popup.location.href = url.href;
        const params = await answer;
        // RFC 9207: when the provider names itself, it must be the one this client asked.
        const iss = params.get('iss');
        if (iss !== null && iss !== issuer) throw new PopupSignInError('Authorization response from another issuer', 'invalid_request');
        const error = params.get('error');
        if (error) throw new PopupSignInError(params.get('error_description') ?? error, error);
        const code = params.get('code');
        if (!code) throw new PopupSignInError('No authorization code in the response', 'invalid_request');
        return await accept(await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }), nonce);
      } catch (error) {
        if (!popup.closed) popup.close();
        throw error;
      }
    },
    logoutRedirect: async () => {
      throw new Error('Embedded elements sign out locally; redirect sign-out is the portal’s');
    },
    async clearLocal() {
      const current = read();
      write(null);
      if (!current?.refreshToken) return;
      // Best effort: the refresh token stops working at the provider too (nothing to do if it is unreachable).
      try {
        const { revocation_endpoint } = await discover();
        if (revocation_endpoint) {
          await fetch(revocation_endpoint, {
            method: 'POST',
            credentials: 'omit',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ client_id: settings.clientId, token: current.refreshToken, token_type_hint: 'refresh_token' }).toString(),
          });
        }
      } catch (error) {
        console.warn('Lingua: could not revoke the refresh token at sign-out', error);
      }
    },
    async acquireIdToken(forceRefresh) {
      const current = read();
      if (!current) throw new PopupSignInError('No signed-in account', 'login_required');
      if (!forceRefresh && !expiring(current)) return { idToken: current.idToken, claims: current.claims };
      return refresh(current.idToken);
    },
  };
}
