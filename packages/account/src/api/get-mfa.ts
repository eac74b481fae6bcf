// GET /identity/mfa (the identity provider's own call, spec 1 §7): the preferred method and whether MFA is on.
import { calls } from '@lingua/contract';
import type { MfaStatus } from '@lingua/contract';
import { callApi, callKey, useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** SWR key of the MFA status. */
export const MFA_STATUS_KEY = callKey(calls.getMfa, {});

/** Fetches the caller's MFA status. */
export function fetchMfaStatus(): Promise<MfaStatus> {
  return callApi(calls.getMfa, {});
}

/** Hook: the caller's MFA status; not fetched when `enabled` is false (federated accounts have none). */
export function useMfaStatus(enabled = true): SWRResponse<MfaStatus> {
  return useCall(calls.getMfa, enabled ? {} : null);
}

/** Spec 1 §4: MFA counts as enabled when the preferred method is TOTP or software token. */
export function isMfaOn(status: MfaStatus | undefined): boolean {
  return status?.preferredMfa === 'TOTP' || status?.preferredMfa === 'SOFTWARE_TOKEN_MFA';
}
