// GET /clientConfigs (spec 1 §7, spec 2 §4, §7): the client configurations matched by e-mail domain (with
// externalGroups or contactEmail), and GET /clientConfigs/{clientId} for one of them.
import { calls } from '@lingua/contract';
import type { ClientConfig, ClientConfigsQuery } from '@lingua/contract';
import type { SWRResponse } from 'swr';
import { callApi, callKey } from './call-api.ts';
import { useCall } from './use-call.ts';
import type { CallKey } from './call-api.ts';

export function clientConfigsKey(query: ClientConfigsQuery): CallKey {
  return callKey(calls.listClientConfigs, { query });
}

export function fetchClientConfigs(query: ClientConfigsQuery): Promise<ClientConfig[]> {
  return callApi(calls.listClientConfigs, { query });
}

/** Hook: the configurations of a look-up; not fetched while `query` is null. */
export function useClientConfigs(query: ClientConfigsQuery | null): SWRResponse<ClientConfig[]> {
  return useCall(calls.listClientConfigs, query ? { query } : null);
}
