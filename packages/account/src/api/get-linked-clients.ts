// GET /userAccount/linkedClients (spec 2 §7): the clients the signed-in user is linked to.
import { calls } from '@lingua/contract';
import type { LinkedClient } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of the linked clients. */
export const LINKED_CLIENTS_KEY = calls.getLinkedClients.path;

/** Fetches the linked clients. */
export function fetchLinkedClients(): Promise<LinkedClient[]> {
  return api.get<LinkedClient[]>(calls.getLinkedClients.path);
}

/** Hook: the linked clients. */
export function useLinkedClients(enabled = true): SWRResponse<LinkedClient[]> {
  return useSWR<LinkedClient[]>(enabled ? LINKED_CLIENTS_KEY : null, fetchLinkedClients);
}
