// POST /identity/totp/verify (spec 1 §4 MFA): checks a 6-digit code of the authenticator app.
import { calls } from '@lingua/contract';
import type { TotpVerifyBody, TotpVerifyResponse } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** SWR mutation key. */
export const VERIFY_TOTP_KEY = calls.verifyTotp.path;

/** Verifies a code. */
export function verifyTotp(body: TotpVerifyBody): Promise<TotpVerifyResponse> {
  return callApi(calls.verifyTotp, { body: body });
}

/** Mutation hook: `trigger({ code })`. */
export function useVerifyTotp() {
  return useSWRMutation(VERIFY_TOTP_KEY, (_key: string, { arg }: { arg: TotpVerifyBody }) => verifyTotp(arg));
}
