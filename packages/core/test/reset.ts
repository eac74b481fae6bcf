// Puts core's page-level singletons back to a clean page between tests.
import { setClock } from '../src/clock/clock.ts';
import { configure, resetConfig } from '../src/config/config.ts';
import type { LinguaConfig } from '../src/config/config.ts';
import { setIdentityClient } from '../src/identity/identity.ts';
import { sessionStore } from '../src/session/session-store.ts';
import type { SessionUser } from '../src/session/session-store.ts';
import { FakeIdentity } from './fake-identity.ts';

export function resetPage(config: Partial<LinguaConfig> = {}): FakeIdentity {
  window.sessionStorage.clear();
  window.localStorage.clear();
  setClock();
  resetConfig();
  configure({ apiBase: 'https://api.example.com/v1', interaction: 'popup', ...config });
  const identity = new FakeIdentity();
  setIdentityClient(identity);
  sessionStore.setState({ status: 'loading', user: null, override: null, initialPagePath: null });
  return identity;
}

export const adminUser: SessionUser = {
  username: 'ada',
  email: 'ada@example.com',
  roles: ['ADMIN'],
  isFederatedSsoAccount: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
  externalGroups: [],
};

/** A JSON Response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
