// GET /clientConfigs/{clientId}/customFieldDefinitions?category=PROJECT (spec 2 §7).
import { calls, fillPath } from '@lingua/contract';
import type { CustomFieldDefinition } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';

export const projectCustomFieldsKey = (clientId: string) =>
  [fillPath(calls.getCustomFieldDefinitions.path, { clientId }), { category: 'PROJECT' }] as const;

export function fetchProjectCustomFields(clientId: string): Promise<CustomFieldDefinition[]> {
  const [path, query] = projectCustomFieldsKey(clientId);
  return api.get<CustomFieldDefinition[]>(path, { query });
}

/** Hook: the PROJECT custom fields of a client (none without a client). */
export const useProjectCustomFields = (clientId: string | null | undefined) =>
  useSWR(clientId ? projectCustomFieldsKey(clientId) : null, () => fetchProjectCustomFields(clientId!));
