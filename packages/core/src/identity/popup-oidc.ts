// The OIDC pieces of the popup sign-in (decision 050), used by popup-identity-client.ts.
import { getLanguage } from '../i18n/i18n.ts';
import type { IdTokenClaims } from '../session/session-store.ts';

export interface PopupIdentitySettings {
  authority: string;
  clientId: string;
  scopes: string[];
  /** The server's bridge page (…/auth/popup-bridge); the page's origin is added as `origin`. */
  bridgeUri: string;
}

/** What the page keeps of a signed-in session (localStorage: shared by every element and tab of the site). */
export interface StoredSession {
  idToken: string;
  claims: IdTokenClaims;
  refreshToken?: string;
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint?: string;
}

export interface TokenResponse {
  id_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

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

export function expiring(session: StoredSession): boolean {
  const exp = typeof session.claims.exp === 'number' ? session.claims.exp * 1000 : 0;
  return exp - EXPIRY_MARGIN_MS <= Date.now();
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomString(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function s256(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new PopupSignInError('Malformed ID token', 'invalid_token');
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** OIDC Core §3.1.3.7: a token straight from the token endpoint over TLS needs no signature check (step 6). */
export function checkIdToken(claims: Record<string, unknown>, expect: { issuer: string; clientId: string; nonce?: string; nowSeconds: number }): void {
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (claims.iss !== expect.issuer) throw new PopupSignInError('ID token from another issuer', 'invalid_token');
  if (!audiences.includes(expect.clientId)) throw new PopupSignInError('ID token for another client', 'invalid_token');
  if (expect.nonce !== undefined && claims.nonce !== expect.nonce) throw new PopupSignInError('ID token nonce does not match', 'invalid_token');
  if (typeof claims.exp !== 'number' || claims.exp <= expect.nowSeconds) throw new PopupSignInError('ID token expired', 'invalid_token');
}

export function discoveryOf(authority: string): () => Promise<Discovery> {
  let discovery: Promise<Discovery> | null = null;
  return () =>
    (discovery ??= fetch(`${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`, { credentials: 'omit' })
      .then((r) => (r.ok ? (r.json() as Promise<Discovery>) : Promise.reject(new Error(`OpenID discovery: ${r.status}`))))
      .catch((error: unknown) => {
        discovery = null;
        throw error;
      }));
}

export function postForm(url: string, clientId: string, params: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, ...params }).toString(),
  });
}

export async function tokenRequest(discover: () => Promise<Discovery>, clientId: string, params: Record<string, string>): Promise<TokenResponse> {
  const response = await postForm((await discover()).token_endpoint, clientId, params);
  const body = (await response.json().catch(() => ({}))) as TokenResponse;
  if (!response.ok || body.error) throw new PopupSignInError(body.error_description ?? body.error ?? `Token endpoint: ${response.status}`, body.error ?? 'server_error');
  return body;
}

export async function authorizationUrl(endpoint: string, settings: PopupIdentitySettings, p: { redirectUri: string; state: string; nonce: string; verifier: string }): Promise<string> {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    response_type: 'code',
    redirect_uri: p.redirectUri,
    scope: settings.scopes.join(' '),
    state: p.state,
    nonce: p.nonce,
    code_challenge: await s256(p.verifier),
    code_challenge_method: 'S256',
    // The embedded provider issues refresh tokens on consent (auto-consented for the first-party client).
    prompt: 'consent',
    // Its sign-in page speaks the shown language (decision 190).
    ui_locales: getLanguage(),
  }).toString();
  return url.href;
}

export function authorizationCode(params: URLSearchParams, issuer: string): string {
  // RFC 9207: when the provider names itself, it must be the one this client asked.
  const iss = params.get('iss');
  if (iss !== null && iss !== issuer) throw new PopupSignInError('Authorization response from another issuer', 'invalid_request');
  const error = params.get('error');
  if (error) throw new PopupSignInError(params.get('error_description') ?? error, error);
  const code = params.get('code');
  if (!code) throw new PopupSignInError('No authorization code in the response', 'invalid_request');
  return code;
}
