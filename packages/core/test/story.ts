// Storybook-only helpers (`@lingua/core/test/story`, used by core's and the features' stories): serve fixed replies for a story's calls and sign in a fixture client, each
// returning the cleanup Storybook runs after the story.
import { configure, isConfigured } from '../src/config/config.ts';
import type { IdentityClient } from '../src/identity/identity-client.ts';
import { setIdentityClient } from '../src/identity/identity.ts';
import { sessionStore } from '../src/session/session-store.ts';
import { installFetchDouble } from './fetch-double.ts';
import type { FetchRoute } from './fetch-double.ts';
import { XhrDouble } from './xhr-double.ts';

const CLAIMS = { username: 'client@acme-health.example', email: 'client@acme-health.example', given_name: 'Alice', family_name: 'Client', groups: ['CLIENT'] };

function fixedIdentity(): IdentityClient {
  const result = () => ({ idToken: 'fixture-token', claims: CLAIMS });
  return {
    initialize: async () => undefined,
    handleRedirect: async () => null,
    currentClaims: () => CLAIMS,
    loginRedirect: async () => undefined,
    loginPopup: async () => result(),
    logoutRedirect: async () => undefined,
    clearLocal: async () => undefined,
    acquireIdToken: async () => result(),
  };
}

/** A story `beforeEach`: answers the routes, signs in a client, and uploads through an XHR double. */
export function serveStory(routes: FetchRoute[], options: { uploadHangsAt?: number; uploadsComplete?: boolean } = {}) {
  return () => {
    if (!isConfigured()) configure({ apiBase: '/v1' });
    setIdentityClient(fixedIdentity());
    sessionStore.getState().setUser({
      username: CLAIMS.username,
      email: CLAIMS.email,
      roles: ['CLIENT'],
      isFederatedSsoAccount: false,
      firstName: 'Alice',
      lastName: 'Client',
      externalGroups: [],
    });
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
