// POST /userAccount/actions/sendEmailVerificationCode (spec 2 §7): mails a 6-character code to the address.
import { calls } from '@lingua/contract';
import type { SendEmailVerificationCodeBody } from '@lingua/contract';
import useSWRMutation from 'swr/mutation';
import { callApi } from '../../api/call-api.ts';

export const SEND_EMAIL_VERIFICATION_CODE_KEY = calls.sendEmailVerificationCode.path;

export async function sendEmailVerificationCode(body: SendEmailVerificationCodeBody): Promise<void> {
  await callApi(calls.sendEmailVerificationCode, { body });
}

/** Mutation hook: `trigger({ email })` sends a code. */
export function useSendEmailVerificationCode() {
  return useSWRMutation(SEND_EMAIL_VERIFICATION_CODE_KEY, (_key: string, { arg }: { arg: SendEmailVerificationCodeBody }) =>
    sendEmailVerificationCode(arg),
  );
}
