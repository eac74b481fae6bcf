// Test helpers of the account, language-assets, integrations and settings tests (`@lingua/core/test/page-double`):
// a page with a signed-in person, and the provider API answered from a table of routes (never shipped).
import { vi } from 'vitest';
import { configure, resetConfig } from '../src/config/config.ts';
import { setIdentityClient } from '../src/identity/identity.ts';
import type { IdentityClient } from '../src/identity/identity-client.ts';
import { sessionStore } from '../src/session/session-store.ts';
import type { SessionUser } from '../src/session/session-store.ts';
import { claimsOf, clientAdminUser } from './story-session.ts';

export { renderWithLingua } from './render.tsx';

/** A signed-in client admin of an organisation (the stories' person too). */
export const clientAdmin: SessionUser = clientAdminUser;

/** An identity client whose cached account is `user` (core's initIdentity reads the session from it). */
export function identityOf(user: SessionUser | null): IdentityClient {
  const claims = user ? claimsOf(user) : null;
  return {
    initialize: async () => {},
    handleRedirect: async () => null,
    currentClaims: () => claims,
    loginRedirect: vi.fn(async () => {}),
    loginPopup: async () => ({ idToken: 'test-token', claims: claims ?? {} }),
    logoutRedirect: async () => {},
    clearLocal: async () => {},
    acquireIdToken: async () => ({ idToken: 'test-token', claims: claims ?? {} }),
  };
}

/** Resets core's page state with `user` signed in (or nobody with null); returns the identity double. */
export function startPage(user: SessionUser | null): IdentityClient {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetConfig();
  configure({ apiBase: 'https://api.example.com/v1', interaction: 'redirect' });
  const identity = identityOf(user);
  setIdentityClient(identity);
  sessionStore.setState({ status: user ? 'authenticated' : 'anonymous', user, override: null, initialPagePath: null });
  return identity;
}

/** One recorded call. */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A route's answer: a JSON body (200), `{ status, body }`, or a function of the call. */
export type Answer = unknown | ((call: RecordedCall) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

/** Answers `METHOD /path` (path without /v1 and query) from `routes`; unknown routes get 404. */
export function answerApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname.replace(/^\/v1/, ''),
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${call.path}`];
    if (route === undefined) return Response.json({ message: 'Not Found' }, { status: 404 });
    const answer = typeof route === 'function' ? await (route as (c: RecordedCall) => Promise<{ status: number; body?: unknown }>)(call) : { status: 200, body: route };
    if (answer.status === 204 || answer.body === undefined) return new Response(null, { status: answer.status === 200 ? 204 : answer.status });
    return Response.json(answer.body, { status: answer.status });
  });
  return calls;
}

/** A route answer with a status. */
export const reply = (status: number, body?: unknown) => () => ({ status, body });
