import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IMPERSONATION_STORAGE_KEY,
  getEffectiveUser,
  sessionStore,
  splitExternalGroups,
  takeInitialPagePath,
  userFromClaims,
} from './session-store.ts';
import { endImpersonation, startImpersonation } from './impersonation.ts';
import { configure } from '../config/config.ts';
import { ApiError } from '../api/api-error.ts';
import { adminUser, json, resetPage } from '../../test/reset.ts';

describe('userFromClaims', () => {
  it('takes roles from the groups claim', () => {
    const user = userFromClaims({ username: 'ada', email: 'a@x.com', given_name: 'Ada', family_name: 'L', groups: ['ADMIN', 'QA'] });
    expect(user).toEqual({
      username: 'ada',
      email: 'a@x.com',
      roles: ['ADMIN', 'QA'],
      isFederatedSsoAccount: false,
      firstName: 'Ada',
      lastName: 'L',
      externalGroups: [],
    });
  });

  it('gives a federated account CLIENT_EMPLOYEE only, whatever its groups', () => {
    expect(userFromClaims({ username: 'f', groups: ['ADMIN'], is_federated: true }).roles).toEqual(['CLIENT_EMPLOYEE']);
    expect(userFromClaims({ username: 'f', is_federated: 'true' }).isFederatedSsoAccount).toBe(true);
  });

  it('splits and trims the comma-separated external groups claim', () => {
    expect(userFromClaims({ external_groups: ' sales , legal,, ops ' }).externalGroups).toEqual(['sales', 'legal', 'ops']);
    expect(splitExternalGroups(undefined)).toEqual([]);
  });
});

describe('impersonation override', () => {
  beforeEach(() => {
    resetPage();
    sessionStore.getState().setUser(adminUser);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept in sessionStorage and applied to the effective user', () => {
    sessionStore.getState().setOverride({ username: 'bob', email: 'bob@x.com', roles: ['CLIENT'] });
    expect(JSON.parse(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)!)).toEqual({
      username: 'bob',
      email: 'bob@x.com',
      roles: ['CLIENT'],
    });
    expect(getEffectiveUser()).toMatchObject({ username: 'bob', email: 'bob@x.com', roles: ['CLIENT'], firstName: 'Ada' });
    sessionStore.getState().setOverride(null);
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(getEffectiveUser()?.username).toBe('ada');
  });

  it('startImpersonation fetches the account as that user and stores the override', async () => {
    const fetchDouble = vi.fn(async (_url: string, _init: RequestInit) => json({ loginName: 'bob', email: 'bob@x.com', roles: ['CLIENT'] }));
    vi.stubGlobal('fetch', fetchDouble);
    await startImpersonation('bob');
    const [url, init] = fetchDouble.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/v1/userAccount');
    expect((init.headers as Record<string, string>)['x-impersonate-username']).toBe('bob');
    expect(sessionStore.getState().override).toEqual({ username: 'bob', email: 'bob@x.com', roles: ['CLIENT'] });
  });

  it('startImpersonation clears the override and rethrows when the fetch fails', async () => {
    sessionStore.getState().setOverride({ username: 'old', email: 'o@x.com', roles: [] });
    vi.stubGlobal('fetch', async () => json({ message: 'No such user' }, 404));
    await expect(startImpersonation('nobody')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().override).toBeNull();
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('endImpersonation clears the override and navigates to / through the configured callback', () => {
    const navigate = vi.fn();
    configure({ navigate });
    sessionStore.getState().setOverride({ username: 'bob', email: 'bob@x.com', roles: [] });
    endImpersonation();
    expect(sessionStore.getState().override).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('initial page path', () => {
  beforeEach(() => resetPage());

  it('survives in sessionStorage and is taken once', () => {
    sessionStore.getState().setInitialPagePath('/reports/7');
    expect(window.sessionStorage.getItem('lingua.initialPagePath')).toBe('/reports/7');
    expect(takeInitialPagePath()).toBe('/reports/7');
    expect(takeInitialPagePath()).toBeNull();
  });
});
