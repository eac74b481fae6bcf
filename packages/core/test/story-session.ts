// Storybook fixtures of the features' stories (`@lingua/core/test/story-session`, never imported by product code):
// a signed-in person of Acme and the provider API answered in the browser from a table of routes.
import { sessionStore } from '../src/session/session-store.ts';
import type { IdTokenClaims, SessionUser } from '../src/session/session-store.ts';
import { setIdentityClient } from '../src/identity/identity.ts';
import type { IdentityClient } from '../src/identity/identity-client.ts';
import type { ClientConfig, UserAccount } from '@lingua/contract';

export const acmeConfig: ClientConfig = { clientId: '1', companyName: 'Acme Health', status: 'ACTIVE', isOrgManagementEnabled: true, isMfaEnabled: false };

export const clientAdminUser: SessionUser = {
  username: 'client@acme-health.example',
  email: 'client@acme-health.example',
  roles: ['CLIENT'],
  isFederatedSsoAccount: false,
  firstName: 'Alice',
  lastName: 'Client',
  externalGroups: [],
};
export const employeeUser: SessionUser = { ...clientAdminUser, username: 'employee@acme-health.example', email: 'employee@acme-health.example', roles: ['CLIENT_EMPLOYEE'], firstName: 'Bob', lastName: 'Employee' };
export const federatedUser: SessionUser = { ...employeeUser, username: 'sso.user@acme-health.example', email: 'sso.user@acme-health.example', isFederatedSsoAccount: true, firstName: 'Sam', lastName: 'Federated' };
export const coupaUser: SessionUser = { ...employeeUser, username: 'buyer@globex.example', email: 'buyer@globex.example', firstName: 'Cody', lastName: 'Coupa' };

export function accountOf(user: SessionUser, clientConfig: ClientConfig | null = acmeConfig): UserAccount {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles as UserAccount['roles'],
    applications: ['reports', 'machineTranslation'],
    isFederatedSsoAccount: user.isFederatedSsoAccount,
    clientConfig,
  };
}

/** The ID token claims that make `user` the session's person (shared with the unit tests' page-double.ts). */
export function claimsOf(user: SessionUser): IdTokenClaims {
  return {
    username: user.username,
    email: user.email,
    given_name: user.firstName ?? undefined,
    family_name: user.lastName ?? undefined,
    groups: user.roles,
    is_federated: user.isFederatedSsoAccount,
    external_groups: user.externalGroups.join(','),
    ...(user.language ? { locale: user.language } : {}),
  };
}

/** Puts `user` in the session (null: signed out) with an identity double that keeps it there. */
export function signedInAs(user: SessionUser | null): void {
  const claims = user ? claimsOf(user) : null;
  const identity: IdentityClient = {
    initialize: async () => {},
    handleRedirect: async () => null,
    currentClaims: () => claims,
    loginRedirect: async () => {},
    loginPopup: async () => ({ idToken: 'story', claims: claims ?? {} }),
    logoutRedirect: async () => {},
    clearLocal: async () => {},
    acquireIdToken: async () => ({ idToken: 'story', claims: claims ?? {} }),
  };
  setIdentityClient(identity);
  sessionStore.setState({ status: user ? 'authenticated' : 'anonymous', user, override: null, initialPagePath: null });
}

/** An answer: a JSON body, `{ status, body, delayMs }`, or a function of the request. */
export type StoryAnswer = unknown | ((request: { url: URL; body: unknown }) => { status: number; body?: unknown; delayMs?: number });

/** A status answer. */
export const status = (code: number, body?: unknown, delayMs = 0) => () => ({ status: code, body, delayMs });
/** An answer that never arrives (loading states). */
export const pending = () => ({ status: 200, delayMs: 3_600_000 });

/** Answers `METHOD /path` (relative to /v1) from `routes`; returns the cleanup Storybook runs after the story. */
export function answerApi(routes: Record<string, StoryAnswer>): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const path = url.pathname.replace(/^.*\/v1(?=\/)/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${path}`];
    if (route === undefined) return realFetch(input, init);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer = typeof route === 'function' ? (route as (r: { url: URL; body: unknown }) => { status: number; body?: unknown; delayMs?: number })({ url, body }) : { status: 200, body: route };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.body === undefined) return new Response(null, { status: answer.status === 200 ? 204 : answer.status });
    return Response.json(answer.body, { status: answer.status });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
