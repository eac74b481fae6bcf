// SWR defaults (spec 1 §9: query freshness 20 minutes). SWR's cache is a module singleton, so widgets that
// load the same core share it (DESIGN.md "One core per page").
import type { ReactNode } from 'react';
import { DEFAULT_QUERY_STALE_TIME_MS } from '@lingua/contract';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { api } from './api.ts';
import type { QueryValue } from './api-client.ts';

/** Default query freshness: 20 minutes (spec 1 §9: 1,200,000 ms). */
export const QUERY_FRESHNESS_MS: number = DEFAULT_QUERY_STALE_TIME_MS;

/** An SWR key: a path, or a path with query parameters. */
export type ApiKey = string | readonly [path: string, query?: Record<string, QueryValue>];

/** SWR fetcher that GETs the key through the default API client. */
export function apiFetcher<T = unknown>(key: ApiKey): Promise<T> {
  if (typeof key === 'string') return api.get<T>(key);
  const [path, query] = key;
  return api.get<T>(path, { query });
}

/** The SWR options core uses. */
export const swrDefaults: SWRConfiguration = {
  fetcher: apiFetcher,
  dedupingInterval: QUERY_FRESHNESS_MS,
  focusThrottleInterval: QUERY_FRESHNESS_MS,
};

/** Props of LinguaSWRConfig. */
export interface LinguaSWRConfigProps {
  /** Overrides of the defaults (e.g. `provider` for an isolated cache in a story). */
  value?: SWRConfiguration;
  /** Content. */
  children?: ReactNode;
}

/** SWRConfig with core's fetcher and freshness. */
export function LinguaSWRConfig({ value, children }: LinguaSWRConfigProps) {
  return <SWRConfig value={{ ...swrDefaults, ...value }}>{children}</SWRConfig>;
}
