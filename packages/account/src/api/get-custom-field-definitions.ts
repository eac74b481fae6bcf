// GET /clientConfigs/{clientId}/customFieldDefinitions (spec 2 §4 step 5): sign-up asks for category USER.
import { calls, fillPath } from '@lingua/contract';
import type { CustomFieldCategory, CustomFieldDefinition } from '@lingua/contract';
import { api } from '@lingua/core';

/** SWR key of a client's definitions of one category. */
export function customFieldDefinitionsKey(clientId: string, category: CustomFieldCategory) {
  return [fillPath(calls.getCustomFieldDefinitions.path, { clientId }), { category }] as const;
}

/** Fetches a client's custom field definitions of one category. */
export function fetchCustomFieldDefinitions(clientId: string, category: CustomFieldCategory): Promise<CustomFieldDefinition[]> {
  const [path, query] = customFieldDefinitionsKey(clientId, category);
  return api.get<CustomFieldDefinition[]>(path, { query });
}
