// GET /clientConfigs (spec 1 §7, spec 2 §7): client configurations matched by e-mail domain.
import { calls } from '@lingua/contract';
import type { ClientConfig, ClientConfigsQuery } from '@lingua/contract';
import { api } from '@lingua/core';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';

/** SWR key of a look-up. */
export function clientConfigsKey(query: ClientConfigsQuery) {
  return [calls.listClientConfigs.path, query] as const;
}

/** Looks up client configurations. */
export function fetchClientConfigs(query: ClientConfigsQuery): Promise<ClientConfig[]> {
  return api.get<ClientConfig[]>(calls.listClientConfigs.path, { query });
}

/** Hook: the configurations of a look-up; not fetched while `query` is null. */
export function useClientConfigs(query: ClientConfigsQuery | null): SWRResponse<ClientConfig[]> {
  return useSWR<ClientConfig[]>(query ? clientConfigsKey(query) : null, () => fetchClientConfigs(query ?? {}));
}

/** The domain part of an e-mail address, lower-cased. */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
}
