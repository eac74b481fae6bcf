// ADMIN impersonation (spec 1 §4). The server checks ADMIN and audits; the browser only keeps the override.
import { mutate } from 'swr';
import { fetchUserAccount } from '../api/user-account.ts';
import { getConfig, isConfigured } from '../config/config.ts';
import { sessionStore } from './session-store.ts';
import type { ImpersonationOverride } from './session-store.ts';

/** Starts impersonating `username`: fetches their account and stores the override; on failure clears it and rethrows. */
export async function startImpersonation(username: string): Promise<ImpersonationOverride> {
  const store = sessionStore.getState();
  try {
    const account = await fetchUserAccount(username);
    const override: ImpersonationOverride = {
      username: account.loginName ?? account.username ?? username,
      email: account.email,
      roles: account.roles ?? [],
    };
    store.setOverride(override);
    // Everything cached so far belongs to the admin; revalidate it as the impersonated user.
    void mutate(() => true);
    return override;
  } catch (error) {
    store.setOverride(null);
    throw error;
  }
}

/** Ends impersonation: clears the override and, in the portal, reloads `/` via the configured navigate. */
export function endImpersonation(): void {
  sessionStore.getState().setOverride(null);
  const navigate = isConfigured() ? getConfig().navigate : undefined;
  if (navigate) navigate('/');
  else void mutate(() => true);
}
