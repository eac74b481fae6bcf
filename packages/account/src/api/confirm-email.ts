// POST /userAccount/actions/confirmEmail (spec 3 §2.5): the e-mailed link's address and code.
import { calls } from '@lingua/contract';
import type { ConfirmEmailBody } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** Confirms an e-mail address. */
export function confirmEmail(body: ConfirmEmailBody): Promise<void> {
  return api.post<void>(calls.confirmEmail.path, body);
}

/** SWR mutation key. */
export const CONFIRM_EMAIL_KEY = calls.confirmEmail.path;

/** Mutation hook: `trigger({ email, code })`. */
export function useConfirmEmail() {
  return useSWRMutation(CONFIRM_EMAIL_KEY, (_key: string, { arg }: { arg: ConfirmEmailBody }) => confirmEmail(arg));
}
