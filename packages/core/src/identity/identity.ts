// Sign-in, sign-out and the ID token (spec 1 §1, §4, §8). Clients are imported on demand (decision 080): MSAL is
// most of a widget's weight, and a visitor who never signs in loads neither.
import { getClock } from '../clock/clock.ts';
import { getConfig, getInteraction, isConfigured } from '../config/config.ts';
import type { InteractionMode } from '../config/config.ts';
import { clearLastActivity } from '../session-expiry/last-activity.ts';
import { sessionStore, userFromClaims } from '../session/session-store.ts';
import type { IdentityClient, IdentityResult } from './identity-client.ts';
import { hasPopupSession, popupSessionKey } from './popup-session.ts';

/** Path whose visitors return to it after sign-in (spec 1 §1); everyone else returns to the root. */
export const CHANGE_PASSWORD_PATH = '/changePassword';

// Refresh a little before expiry so a token does not expire in flight.
const EXPIRY_MARGIN_MS = 60_000;

let client: IdentityClient | null = null;
let loading: Promise<IdentityClient | null> | null = null;
// Bumped by setIdentityClient so a client still loading for an earlier configuration is dropped.
let generation = 0;
let initPromise: Promise<void> | null = null;
// The last valid ID token: API calls reuse it until it nears expiry instead of asking MSAL each time, which
// also bounds refresh-token grants when MSAL's cache cannot answer with an ID token.
let lastToken: { idToken: string; expiresAt: number } | null = null;

function rememberToken(result: IdentityResult): void {
  if (!result.idToken) return;
  const expiresAt = typeof result.claims.exp === 'number' ? result.claims.exp * 1000 : Infinity;
  lastToken = { idToken: result.idToken, expiresAt };
}

export function setIdentityClient(next: IdentityClient | null): void {
  client = next;
  loading = null;
  generation += 1;
  initPromise = null;
  lastToken = null;
}

function popupSettings() {
  if (!isConfigured() || getInteraction() !== 'popup') return null;
  const config = getConfig();
  if (!config.clientId || !config.authority) return null;
  return {
    authority: config.authority,
    clientId: config.clientId,
    scopes: config.scopes ?? [],
    // The bridge lives on the API's server and works across origins (decision 050).
    bridgeUri: config.popupRedirectUri ?? `${new URL(config.apiBase, window.location.origin).origin}/auth/popup-bridge`,
  };
}

/** MSAL keeps its state under `msal.` keys and a redirect returns with a code in the URL; unreadable storage is "maybe". */
function redirectSessionPossible(): boolean {
  const { search, hash } = window.location;
  if (/(^|[?&#])(code|error|state)=/.test(`${search}${hash}`)) return true;
  try {
    const msalKeys = (storage: Storage) => Object.keys(storage).some((key) => key.startsWith('msal.'));
    return msalKeys(window.localStorage) || msalKeys(window.sessionStorage);
  } catch {
    return true;
  }
}

/** A popup page without a stored session, or a portal page with nothing of MSAL's: no client needed (decision 081). */
function signedOutWithoutClient(): boolean {
  if (client) return false;
  const popup = popupSettings();
  if (popup) return !hasPopupSession(popupSessionKey(popup.clientId, popup.authority));
  return isConfigured() && getInteraction() === 'redirect' && !redirectSessionPossible();
}

/** Preloads MSAL before the portal's configuration arrives, on a page that may hold a session (decision 088). */
export function preloadRedirectIdentity(): void {
  // A failed download is tried again by loadClient.
  if (redirectSessionPossible()) void import('./identity-client.ts').catch(() => {});
}

function loadClient(): Promise<IdentityClient | null> {
  if (client) return Promise.resolve(client);
  // Unconfigured (a story, a test of a single part): no identity, the session stays anonymous.
  if (!isConfigured()) return Promise.resolve(null);
  const config = getConfig();
  if (!config.clientId || !config.authority) return Promise.resolve(null);
  const { authority, clientId } = config;
  if (!loading) {
    const started = generation;
    const popup = popupSettings();
    // Elements sign in with a popup through the server's bridge; the portal keeps MSAL's redirect flow.
    const created: Promise<IdentityClient> = popup
      ? import('./popup-identity-client.ts').then((m) => m.createPopupIdentityClient(popup))
      : import('./identity-client.ts').then((m) =>
          m.createMsalIdentityClient({
            authority,
            clientId,
            scopes: config.scopes ?? [],
            redirectUri: config.redirectUri ?? `${window.location.origin}/`,
            popupRedirectUri: config.popupRedirectUri ?? `${window.location.origin}/auth-redirect.html`,
          }),
        );
    // Initialised before use: a visitor's Sign in may be the client's first use (initialize is idempotent).
    loading = created.then(async (made) => {
      await made.initialize();
      return made;
    }).then(
      (made) => {
        if (started !== generation) return client;
        client = made;
        return made;
      },
      (error: unknown) => {
        // A failed download (offline, a deployment replaced the chunk) may succeed on the next attempt.
        if (started === generation) loading = null;
        throw error;
      },
    );
  }
  return loading;
}

function applySignIn(result: IdentityResult): void {
  // Spec 1 §4: the stored last-activity timestamp is cleared at sign-in.
  clearLastActivity();
  rememberToken(result);
  sessionStore.getState().setUser(userFromClaims(result.claims));
}

export function initIdentity(): Promise<void> {
  initPromise ??= (async () => {
    const store = sessionStore.getState();
    try {
      const identity = signedOutWithoutClient() ? null : await loadClient();
      if (!identity) {
        store.setUser(null);
        return;
      }
      await identity.initialize();
      const result = await identity.handleRedirect();
      if (result) {
        applySignIn(result);
        return;
      }
      const claims = identity.currentClaims();
      store.setUser(claims ? userFromClaims(claims) : null);
    } catch (error) {
      // Spec 1 §8: sign-in failure is only logged.
      console.error('Sign-in failed', error);
      store.setUser(null);
    }
    // An override left from a session that is gone must not outlive it.
    if (!sessionStore.getState().user && sessionStore.getState().override) store.setOverride(null);
  })();
  return initPromise;
}

export interface SignInOptions {
  mode?: InteractionMode;
  /** Redirect sign-in only: the page to land on afterwards (a path of this origin); default `/`. */
  returnTo?: string;
  /** Redirect sign-in only: the username and one-time token of a sign-in by procurement request (spec 3 §4.8). */
  oneTimeLogin?: { username: string; token: string };
}

/** The embedded provider's authorization parameter of the one-time token (decision 045). */
export const ONE_TIME_TOKEN_PARAM = 'lingua_login_token';

/** Starts an interactive sign-in; failures are only logged (spec 1 §8). Resolves false when it could not start. */
export async function signIn(options: SignInOptions = {}): Promise<boolean> {
  await initIdentity();
  const mode = options.mode ?? getInteraction();
  try {
    const identity = await loadClient();
    if (!identity) return false;
    if (mode === 'popup') {
      applySignIn(await identity.loginPopup());
    } else {
      const { origin, pathname } = window.location;
      const returnTo = options.returnTo ?? (pathname === CHANGE_PASSWORD_PATH ? CHANGE_PASSWORD_PATH : '/');
      const once = options.oneTimeLogin;
      await identity.loginRedirect(
        `${origin}${returnTo}`,
        once ? { loginHint: once.username, extraQueryParameters: { [ONE_TIME_TOKEN_PARAM]: once.token } } : undefined,
      );
    }
    return true;
  } catch (error) {
    console.error('Sign-in failed', error);
    return false;
  }
}

export interface SignOutOptions {
  mode?: InteractionMode;
}

export async function signOut(options: SignOutOptions = {}): Promise<void> {
  const store = sessionStore.getState();
  store.setOverride(null);
  lastToken = null;
  const mode = options.mode ?? getInteraction();
  try {
    // Nothing to forget on a page that never loaded a client and stores no session.
    const identity = signedOutWithoutClient() ? null : await loadClient();
    if (identity && mode === 'redirect') {
      store.setUser(null);
      await identity.logoutRedirect(`${window.location.origin}/`);
    } else {
      // Widgets never navigate their host, and a popup opened without a click would be blocked (the
      // session-expiry sign-out has no click), so a widget signs out locally.
      await identity?.clearLocal();
      store.setUser(null);
    }
  } catch (error) {
    console.error('Sign-out failed', error);
    store.setUser(null);
  }
}

export async function getIdToken(): Promise<string | undefined> {
  if (sessionStore.getState().status !== 'authenticated') return undefined;
  if (lastToken && lastToken.expiresAt - EXPIRY_MARGIN_MS > getClock().now()) return lastToken.idToken;
  try {
    const identity = await loadClient();
    if (!identity) return undefined;
    let result = await identity.acquireIdToken(false);
    // MSAL decides freshness by the access token; the API takes the ID token, so check its own expiry, and
    // renew through the refresh token when the cache gave none at all.
    const exp = typeof result.claims.exp === 'number' ? result.claims.exp * 1000 : Infinity;
    if (!result.idToken || exp - EXPIRY_MARGIN_MS <= getClock().now()) result = await identity.acquireIdToken(true);
    rememberToken(result);
    return result.idToken || undefined;
  } catch (error) {
    // Spec 1 §8: session-refresh failure is only logged; the call goes out without a token.
    console.error('Session refresh failed', error);
    return undefined;
  }
}

/** Renews the ID token now, as its claims changed on the server (the `locale` claim, decision 189), and the session with it. */
export async function renewSession(): Promise<void> {
  const identity = await loadClient();
  if (!identity || sessionStore.getState().status !== 'authenticated') return;
  const result = await identity.acquireIdToken(true);
  rememberToken(result);
  sessionStore.getState().setUser(userFromClaims(result.claims));
}
