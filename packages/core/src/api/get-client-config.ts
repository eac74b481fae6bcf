// GET /clientConfigs/{clientId} (spec 2 §7): one client configuration, e.g. the company of an external link.
import { calls } from '@lingua/contract';
import type { ClientConfig } from '@lingua/contract';
import type { SWRResponse } from 'swr';
import { callApi, callKey } from './call-api.ts';
import { useCall } from './use-call.ts';
import type { CallKey } from './call-api.ts';

export function clientConfigKey(clientId: string): CallKey {
  return callKey(calls.getClientConfig, { params: { clientId } });
}

export function fetchClientConfig(clientId: string): Promise<ClientConfig> {
  return callApi(calls.getClientConfig, { params: { clientId } });
}

/** Hook: one configuration; nothing is fetched without a client id. */
export function useClientConfig(clientId: string | null | undefined): SWRResponse<ClientConfig> {
  return useCall(calls.getClientConfig, clientId ? { params: { clientId } } : null);
}
