// GET /clientConfigs/{clientId}/customFieldDefinitions?category= (spec 2 §4, §7): sign-up asks for USER,
// the quote-request form for PROJECT.
import { calls } from '@lingua/contract';
import type { CustomFieldCategory, CustomFieldDefinition } from '@lingua/contract';
import type { SWRResponse } from 'swr';
import { callApi, callKey } from './call-api.ts';
import { useCall } from './use-call.ts';
import type { CallKey } from './call-api.ts';

const input = (clientId: string, category: CustomFieldCategory) => ({ params: { clientId }, query: { category } });

export function customFieldDefinitionsKey(clientId: string, category: CustomFieldCategory): CallKey {
  return callKey(calls.getCustomFieldDefinitions, input(clientId, category));
}

export function fetchCustomFieldDefinitions(clientId: string, category: CustomFieldCategory): Promise<CustomFieldDefinition[]> {
  return callApi(calls.getCustomFieldDefinitions, input(clientId, category));
}

/** Hook: a client's definitions of one category; nothing is fetched without a client. */
export function useCustomFieldDefinitions(
  clientId: string | null | undefined,
  category: CustomFieldCategory,
): SWRResponse<CustomFieldDefinition[]> {
  return useCall(calls.getCustomFieldDefinitions, clientId ? input(clientId, category) : null);
}
