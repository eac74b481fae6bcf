// POST /userAccount (spec 2 §4 step 6): sign-up creates a CLIENT_EMPLOYEE account.
import { calls } from '@lingua/contract';
import type { CreatedUserAccount, CreateUserAccountBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** SWR mutation key. */
export const CREATE_USER_ACCOUNT_KEY = calls.createUserAccount.path;

/** Creates the account. */
export function createUserAccount(body: CreateUserAccountBody): Promise<CreatedUserAccount> {
  return callApi(calls.createUserAccount, { body: body });
}

/** Mutation hook. */
export function useCreateUserAccount() {
  return useSWRMutation(CREATE_USER_ACCOUNT_KEY, (_key: string, { arg }: { arg: CreateUserAccountBody }) => createUserAccount(arg));
}
