// GET /userAccount (spec 1 §7): the account behind the session, used by guards and impersonation.
import { calls } from '@lingua/contract';
import type { UserAccount } from '@lingua/contract';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { callApi } from './call-api.ts';
import { useSession } from '../session/session-store.ts';

export type { UserAccount };

export const USER_ACCOUNT_KEY = calls.getUserAccount.path;

/** Fetches the account; `overrideUsername` fetches it as that user (impersonation). */
export function fetchUserAccount(overrideUsername?: string): Promise<UserAccount> {
  return callApi(calls.getUserAccount, {}, overrideUsername ? { overrideUsername } : {});
}

/** Hook: the current account; not fetched while signed out or when `enabled` is false. */
export function useUserAccount(enabled = true): SWRResponse<UserAccount> {
  const signedIn = useSession((s) => s.status === 'authenticated') && enabled;
  const override = useSession((s) => s.override?.username);
  // The override is part of the key so that impersonating never shows the admin's cached account.
  return useSWR<UserAccount>(signedIn ? [USER_ACCOUNT_KEY, override] : null, () => fetchUserAccount());
}
