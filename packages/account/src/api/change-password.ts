// POST /identity/changePassword (the identity provider's own call, spec 1 §7).
import { calls } from '@lingua/contract';
import type { ChangePasswordBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** SWR mutation key. */
export const CHANGE_PASSWORD_KEY = calls.changePassword.path;

/** Changes the caller's password. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await callApi(calls.changePassword, { body: body });
}

/** Mutation hook: `trigger({ oldPassword, newPassword })`. */
export function useChangePassword() {
  return useSWRMutation(CHANGE_PASSWORD_KEY, (_key: string, { arg }: { arg: ChangePasswordBody }) => changePassword(arg));
}
