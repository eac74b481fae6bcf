// SWR defaults (spec 1 §9: query freshness 20 minutes). SWR's cache is a module singleton, so widgets that
// load the same core share it (one core per page, docs/architecture.md). There is no default fetcher: every
// read names its contract call through useCall, which brings its own.
import type { ReactNode } from 'react';
import { DEFAULT_QUERY_STALE_TIME_MS } from '@lingua/contract';
import { SWRConfig } from 'swr/_internal';
import type { SWRConfiguration } from 'swr';

/** Default query freshness: 20 minutes (spec 1 §9: 1,200,000 ms). */
export const QUERY_FRESHNESS_MS: number = DEFAULT_QUERY_STALE_TIME_MS;

export const swrDefaults: SWRConfiguration = {
  dedupingInterval: QUERY_FRESHNESS_MS,
  focusThrottleInterval: QUERY_FRESHNESS_MS,
};

export interface LinguaSWRConfigProps {
  /** Overrides of the defaults (e.g. `provider` for an isolated cache in a story). */
  value?: SWRConfiguration;
  children?: ReactNode;
}

export function LinguaSWRConfig({ value, children }: LinguaSWRConfigProps) {
  return <SWRConfig value={{ ...swrDefaults, ...value }}>{children}</SWRConfig>;
}
