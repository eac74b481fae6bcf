// Storybook-only helpers (`@lingua/core/test/story`, used by core's and the features' stories): serve fixed
// replies for a story's calls and sign in a fixture user, each returning the cleanup Storybook runs afterwards.
import { configure, isConfigured } from '../src/config/config.ts';
import type { IdentityClient } from '../src/identity/identity-client.ts';
import { setIdentityClient } from '../src/identity/identity.ts';
import { sessionStore, userFromClaims } from '../src/session/session-store.ts';
import type { IdTokenClaims } from '../src/session/session-store.ts';
import { installFetchDouble } from './fetch-double.ts';
import type { FetchRoute } from './fetch-double.ts';
import { XhrDouble } from './xhr-double.ts';

/** The fixture client the stories sign in by default. */
const CLIENT_CLAIMS: IdTokenClaims = { username: 'client@acme-health.example', email: 'client@acme-health.example', given_name: 'Alice', family_name: 'Client', groups: ['CLIENT'] };

/** An identity client double answering from fixed claims (null: signed out), for stories and tests. */
export function fixedIdentity(claims: IdTokenClaims | null): IdentityClient {
  const result = () => ({ idToken: 'fixture-token', claims: claims ?? {} });
  return {
    initialize: async () => undefined,
    handleRedirect: async () => null,
    currentClaims: () => claims,
    loginRedirect: async () => undefined,
    loginPopup: async () => result(),
    logoutRedirect: async () => undefined,
    clearLocal: async () => undefined,
    acquireIdToken: async () => result(),
  };
}

/** A story `beforeEach`: answers the routes, signs in a client (or `claims`), and uploads through an XHR double. */
export function serveStory(routes: FetchRoute[], options: { uploadHangsAt?: number; uploadsComplete?: boolean; claims?: IdTokenClaims } = {}) {
  return () => {
    if (!isConfigured()) configure({ apiBase: '/v1' });
    const claims = options.claims ?? CLIENT_CLAIMS;
    setIdentityClient(fixedIdentity(claims));
    sessionStore.getState().setUser(userFromClaims(claims));
    const double = installFetchDouble(routes);
    const realXhr = globalThis.XMLHttpRequest;
    XhrDouble.reset();
    XhrDouble.completeWith = options.uploadsComplete ? 204 : null;
    XhrDouble.hangAtPercent = options.uploadHangsAt ?? null;
    globalThis.XMLHttpRequest = XhrDouble as unknown as typeof XMLHttpRequest;
    return () => {
      double.restore();
      globalThis.XMLHttpRequest = realXhr;
    };
  };
}
