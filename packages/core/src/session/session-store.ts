// The session of spec 1 §3 as one module-level store, shared by every widget through the one core chunk.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useMemo } from 'react';

import type { Role } from '@lingua/contract';

export type { Role };

export interface SessionUser {
  username: string;
  email: string;
  /** Roles (group names as the token has them); a federated account always has exactly CLIENT_EMPLOYEE. */
  roles: string[];
  isFederatedSsoAccount: boolean;
  firstName: string;
  lastName: string;
  externalGroups: string[];
  /** The person's stored interface language (the `locale` claim), when they chose one (decision 189). */
  language?: string | undefined;
}

/** The impersonated user an ADMIN acts as (spec 1 §4), kept in sessionStorage. */
export interface ImpersonationOverride {
  username: string;
  email: string;
  roles: string[];
}

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  override: ImpersonationOverride | null;
  /** The restricted page the user wanted before sign-in (spec 1 §4), or null. */
  initialPagePath: string | null;
  setUser(user: SessionUser | null): void;
  setOverride(override: ImpersonationOverride | null): void;
  setInitialPagePath(path: string | null): void;
}

export const IMPERSONATION_STORAGE_KEY = 'lingua.impersonationOverride';
export const INITIAL_PATH_STORAGE_KEY = 'lingua.initialPagePath';

function readStorage<T>(key: string, parse: (raw: string) => T | null): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : parse(raw);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (privacy mode, sandboxed iframe); the session then lives in memory only.
  }
}

function parseOverride(raw: string): ImpersonationOverride | null {
  try {
    const value = JSON.parse(raw) as Partial<ImpersonationOverride>;
    if (typeof value.username !== 'string' || !value.username) return null;
    return { username: value.username, email: value.email ?? '', roles: Array.isArray(value.roles) ? value.roles : [] };
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  override: readStorage(IMPERSONATION_STORAGE_KEY, parseOverride),
  initialPagePath: readStorage(INITIAL_PATH_STORAGE_KEY, (raw) => raw),
  setUser: (user) => set({ user, status: user ? 'authenticated' : 'anonymous' }),
  setOverride: (override) => {
    writeStorage(IMPERSONATION_STORAGE_KEY, override ? JSON.stringify(override) : null);
    set({ override });
  },
  setInitialPagePath: (initialPagePath) => {
    writeStorage(INITIAL_PATH_STORAGE_KEY, initialPagePath);
    set({ initialPagePath });
  },
}));

/** The user the product acts for: the signed-in user with the impersonation override applied. */
export function selectEffectiveUser(state: Pick<SessionState, 'user' | 'override'>): SessionUser | null {
  const { user, override } = state;
  if (!user) return null;
  if (!override) return user;
  return { ...user, username: override.username, email: override.email, roles: override.roles };
}

export function getEffectiveUser(): SessionUser | null {
  return selectEffectiveUser(sessionStore.getState());
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useEffectiveUser(): SessionUser | null {
  const user = useSession((s) => s.user);
  const override = useSession((s) => s.override);
  // Derived outside the selector: a selector returning a new object each call would loop useSyncExternalStore.
  return useMemo(() => selectEffectiveUser({ user, override }), [user, override]);
}

export function takeInitialPagePath(): string | null {
  const path = sessionStore.getState().initialPagePath;
  if (path !== null) sessionStore.getState().setInitialPagePath(null);
  return path;
}

export interface IdTokenClaims {
  username?: string;
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[] | string;
  is_federated?: boolean | string;
  external_groups?: string;
  locale?: string;
  [claim: string]: unknown;
}

export function splitExternalGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map((g) => String(g).trim()).filter(Boolean);
  if (typeof claim !== 'string') return [];
  return claim
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
}

/** Maps ID token claims to the session user (spec 1 §3, §6: federated accounts are CLIENT_EMPLOYEE). */
export function userFromClaims(claims: IdTokenClaims): SessionUser {
  const isFederatedSsoAccount = claims.is_federated === true || claims.is_federated === 'true';
  const groups = Array.isArray(claims.groups) ? claims.groups : splitExternalGroups(claims.groups);
  return {
    username: claims.username ?? claims.preferred_username ?? '',
    email: claims.email ?? '',
    roles: isFederatedSsoAccount ? ['CLIENT_EMPLOYEE'] : groups.map(String),
    isFederatedSsoAccount,
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
    externalGroups: splitExternalGroups(claims.external_groups),
    language: claims.locale,
  };
}
