// Storybook fixtures (never imported by product code): a signed-in session and answers to the provider API in
// the browser, so every state of the account feature can be looked at without a server.
import { sessionStore, setIdentityClient } from '@lingua/core';
import type { IdentityClient, IdTokenClaims, SessionUser } from '@lingua/core';
import type { ClientConfig, Glossary, GlossaryEntry, LanguageGroup, OrganizationClientContact, UserAccount } from '@lingua/contract';

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

export const languages = ['Arabic', 'Chinese (Simplified)', 'Danish', 'Dutch', 'French', 'German', 'Italian', 'Japanese', 'Korean', 'Polish', 'Portuguese (Brazil)', 'Spanish', 'Swedish'].map((name) => ({
  id: name.slice(0, 3).toLowerCase(),
  name,
}));
const lang = (name: string) => languages.find((l) => l.name === name) ?? { id: name, name };

export const personalGroups: LanguageGroup[] = [
  { name: 'Nordic launch', scope: 'PERSONAL', languages: [lang('Danish'), lang('Swedish')] },
  { name: 'Asia Pacific', scope: 'PERSONAL', languages: [lang('Japanese'), lang('Korean'), lang('Chinese (Simplified)')] },
];
export const organizationGroups: LanguageGroup[] = [
  { name: 'EU core', scope: 'ORGANIZATION', languages: [lang('French'), lang('German'), lang('Italian'), lang('Spanish')] },
  { name: 'Patient leaflets', scope: 'ORGANIZATION', languages: [lang('Spanish'), lang('Portuguese (Brazil)'), lang('Arabic')] },
];

const FIRST = ['Alice', 'Bob', 'Carla', 'Deepak', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Liam', 'Mara', 'Nils', 'Olga', 'Pavel', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wes', 'Xia', 'Yusuf', 'Zoe'];
const LAST = ['Client', 'Employee', 'Ortiz', 'Patel', 'Rossi', 'Haddad', 'Kim', 'Tanaka', 'Silva', 'Berg', 'Adeyemi', 'Walsh', 'Novak', 'Larsen', 'Ivanova', 'Dvorak', 'Reed', 'Diaz', 'Holm', 'Singh', 'Malik', 'Costa', 'Young', 'Chen', 'Aydin', 'Martin'];
export const contacts: OrganizationClientContact[] = FIRST.map((first, i) => ({
  id: String(i + 1),
  email: i === 0 ? 'client@acme-health.example' : i === 1 ? 'employee@acme-health.example' : `${first.toLowerCase()}.${(LAST[i] ?? 'x').toLowerCase()}@acme-health.example`,
  firstName: first,
  lastName: LAST[i] ?? 'Smith',
}));
/** Account states by contact id: 3 has MFA on, 4 is disabled, the rest enabled without MFA. */
export function identitySettingsOf(id: string, email: string) {
  return { username: email, isAccountEnabled: id !== '4', isMfaEnabled: id === '3' || id === '1' };
}

function claimsOf(user: SessionUser): IdTokenClaims {
  return {
    username: user.username,
    email: user.email,
    given_name: user.firstName ?? undefined,
    family_name: user.lastName ?? undefined,
    groups: user.roles,
    is_federated: user.isFederatedSsoAccount,
    external_groups: user.externalGroups.join(','),
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

/** The routes every signed-in story of the settings panel needs. */
export function settingsRoutes(user: SessionUser, over: Record<string, StoryAnswer> = {}): Record<string, StoryAnswer> {
  return {
    'GET /userAccount': accountOf(user),
    'GET /identity/mfa': { preferredMfa: 'NOMFA', isMfaEnabled: false },
    'GET /userAccount/languageGroups': [...personalGroups, ...organizationGroups],
    'GET /languages': languages,
    'GET /userAccount/organizationClientContacts': contacts,
    ...Object.fromEntries(
      contacts.map((c) => [`GET /userAccount/organizationClientContacts/${c.id}/indentitySettings`, identitySettingsOf(c.id, c.email)]),
    ),
    ...over,
  };
}

/** Acme's English → Spanish glossary (issue 40 §1), as the Glossaries tab reads it. */
export const acmeGlossary: Glossary = { id: '7d9f4c52-3c1e-4b8a-9a51-0c2f0e6f7a10', sourceLanguageId: 'eng', targetLanguageId: 'spa', entryCount: 12, updatedAt: '2026-11-28T00:00:00.000Z' };
const TERMS: Array<[string, string | null, string?]> = [
  ['Acme Health', null, 'Company name'],
  ['blood pressure monitor', 'tensiómetro'],
  ['co-payment', 'copago'],
  ['emergency room', 'sala de urgencias'],
  ['insurance card', 'tarjeta sanitaria', 'Not "tarjeta de seguro"'],
  ['LinguaCare', null],
  ['nurse practitioner', 'enfermero de práctica avanzada'],
  ['outpatient', 'ambulatorio'],
  ['pharmacy', 'farmacia'],
  ['prescription', 'receta médica'],
  ['primary care', 'atención primaria'],
  ['referral', 'derivación'],
];
export const glossaryEntries: GlossaryEntry[] = TERMS.map(([sourceTerm, target, note], i) => ({
  id: `b1e2c3d4-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  sourceTerm,
  targetTerm: target ?? '',
  doNotTranslate: target === null,
  caseSensitive: sourceTerm === 'LinguaCare',
  note: note ?? '',
  updatedAt: acmeGlossary.updatedAt,
}));
const glossaryPath = `/clientConfigs/1/glossaries/${acmeGlossary.id}`;
export const IMPORT_ERRORS =
  'The file has 3 errors; nothing was imported.\nLine 3: The source term is required\nLine 7: "maybe" is not yes or no in Do not translate\nLine 9: "pharmacy" is already in the file (Line 4)';

/** The routes of the Glossaries tab: Acme's glossary and a page of its terms (the page size the call asks for). */
export function glossaryRoutes(over: Record<string, StoryAnswer> = {}): Record<string, StoryAnswer> {
  return {
    'GET /languages': [{ id: 'eng', name: 'English' }, ...languages],
    'GET /clientConfigs/1/glossaries': [acmeGlossary],
    'GET /clientConfigs/1/translationMemory': { units: 248, pairs: [{ sourceLanguageId: 'eng', targetLanguageId: 'spa', units: 248 }] },
    'POST /clientConfigs/1/translationMemory/actions/import': status(400, {
      message: 'The file has 2 errors; nothing was imported.\nLine 14: the language xx-XX is not one the portal knows\nLine 40: a tu needs a source segment and at least one translation',
      errorCode: 'INVALID_TMX_FILE',
    }),
    [`GET ${glossaryPath}/entries`]: ({ url }: { url: URL }) => {
      const size = Number(url.searchParams.get('pageSize') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      return { status: 200, body: { items: glossaryEntries.slice((page - 1) * size, page * size), totalItems: glossaryEntries.length } };
    },
    [`POST ${glossaryPath}/actions/import`]: status(400, { message: IMPORT_ERRORS, errorCode: 'INVALID_GLOSSARY_FILE' }),
    ...over,
  };
}
