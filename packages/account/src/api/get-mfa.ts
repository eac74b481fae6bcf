// GET /identity/mfa (the identity provider's own call, spec 1 §7): the preferred method and whether MFA is on.
import { calls } from '@lingua/contract';
import type { MfaStatus } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of the MFA status. */
export const MFA_STATUS_KEY = calls.getMfa.path;

/** Fetches the caller's MFA status. */
export function fetchMfaStatus(): Promise<MfaStatus> {
  return api.get<MfaStatus>(calls.getMfa.path);
}

/** Hook: the caller's MFA status; not fetched when `enabled` is false (federated accounts have none). */
export function useMfaStatus(enabled = true): SWRResponse<MfaStatus> {
  return useSWR<MfaStatus>(enabled ? MFA_STATUS_KEY : null, fetchMfaStatus);
}

/** Spec 1 §4: MFA counts as enabled when the preferred method is TOTP (the software token). */
export function isMfaOn(status: MfaStatus | undefined): boolean {
  return status?.preferredMfa === 'TOTP';
}
