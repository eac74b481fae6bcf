// POST /userAccounts/actions/validateEmailVerificationCode (spec 2 §7): answers isValid for an address and code.
import { calls } from '@lingua/contract';
import type { ValidateEmailVerificationCodeBody, ValidateEmailVerificationCodeResponse } from '@lingua/contract';
import useSWRMutation from 'swr/mutation';
import { callApi } from '../../api/call-api.ts';

export const VALIDATE_EMAIL_VERIFICATION_CODE_KEY = calls.validateEmailVerificationCode.path;

/** Checks a code; the server never consumes it here, the submit that carries it does. */
export function validateEmailVerificationCode(
  body: ValidateEmailVerificationCodeBody,
): Promise<ValidateEmailVerificationCodeResponse> {
  return callApi(calls.validateEmailVerificationCode, { body });
}

/** Mutation hook: `trigger({ email, verificationCode })` resolves to `{ isValid }`. */
export function useValidateEmailVerificationCode() {
  return useSWRMutation(
    VALIDATE_EMAIL_VERIFICATION_CODE_KEY,
    (_key: string, { arg }: { arg: ValidateEmailVerificationCodeBody }) => validateEmailVerificationCode(arg),
  );
}
