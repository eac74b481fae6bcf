// GET /userAccount/linkedClients (spec 2 §7): the clients the signed-in user is linked to.
import { calls } from '@lingua/contract';
import type { LinkedClient } from '@lingua/contract';
import { callApi, callKey, useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** SWR key of the linked clients. */
export const LINKED_CLIENTS_KEY = callKey(calls.getLinkedClients, {});

/** Fetches the linked clients. */
export function fetchLinkedClients(): Promise<LinkedClient[]> {
  return callApi(calls.getLinkedClients, {});
}

/** Hook: the linked clients. */
export function useLinkedClients(enabled = true): SWRResponse<LinkedClient[]> {
  return useCall(calls.getLinkedClients, enabled ? {} : null);
}
