// POST /userAccount/actions/assignClient (spec 2 §2, §7): organisation selection.
import { calls } from '@lingua/contract';
import type { AssignClientBody } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** SWR mutation key. */
export const ASSIGN_CLIENT_KEY = calls.assignClient.path;

/** Assigns the signed-in user to a client. */
export async function assignClient(body: AssignClientBody): Promise<void> {
  await callApi(calls.assignClient, { body: body });
}

/** Mutation hook: `trigger({ clientId })`. */
export function useAssignClient() {
  return useSWRMutation(ASSIGN_CLIENT_KEY, (_key: string, { arg }: { arg: AssignClientBody }) => assignClient(arg));
}
