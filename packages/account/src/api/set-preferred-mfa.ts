// POST /identity/preferredMfa (spec 1 §4 MFA): TOTP turns MFA on, NOMFA turns it off.
import { calls } from '@lingua/contract';
import type { PreferredMfaBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';
import { MFA_STATUS_KEY } from './get-mfa.ts';

/** Sets the preferred MFA method. */
export async function setPreferredMfa(body: PreferredMfaBody): Promise<void> {
  await callApi(calls.setPreferredMfa, { body: body });
}

/** Mutation hook: `trigger({ preferredMfa })`; the MFA status is revalidated afterwards. */
export function useSetPreferredMfa() {
  return useSWRMutation(MFA_STATUS_KEY, (_key: unknown, { arg }: { arg: PreferredMfaBody }) => setPreferredMfa(arg), {
    populateCache: false,
    revalidate: true,
  });
}
