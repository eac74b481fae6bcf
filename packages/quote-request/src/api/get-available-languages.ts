// GET /clientConfigs/{clientId}/availableLanguages (spec 2 §7): the language ids a client may order.
import { calls } from '@lingua/contract';
import { useCall } from '@lingua/core';
import type { SWRResponse } from 'swr';

/** Hook: the language ids a client may order; nothing is fetched without a client. */
export function useAvailableLanguages(clientId: string | null | undefined): SWRResponse<string[]> {
  return useCall(calls.getAvailableLanguages, clientId ? { params: { clientId } } : null);
}
