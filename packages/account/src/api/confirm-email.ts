// POST /userAccount/actions/confirmEmail (spec 3 §2.5): the e-mailed link's address and code.
import { calls } from '@lingua/contract';
import type { ConfirmEmailBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** Confirms an e-mail address. */
export async function confirmEmail(body: ConfirmEmailBody): Promise<void> {
  await callApi(calls.confirmEmail, { body: body });
}

/** SWR mutation key. */
export const CONFIRM_EMAIL_KEY = calls.confirmEmail.path;

/** Mutation hook: `trigger({ email, code })`. */
export function useConfirmEmail() {
  return useSWRMutation(CONFIRM_EMAIL_KEY, (_key: string, { arg }: { arg: ConfirmEmailBody }) => confirmEmail(arg));
}
