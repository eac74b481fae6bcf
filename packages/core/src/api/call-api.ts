// Typed calls through the contract's registry, the source the server's route() validates with: never `api.post<T>`.
import { fillPath } from '@lingua/contract';
import type { CallBody, CallDefinition, CallParams, CallQuery, CallResponse } from '@lingua/contract';
import { api } from './api.ts';
import type { ApiClient, QueryValue } from './api-client.ts';

/** The parts of a call's request: present exactly when the contract declares them. */
export type CallInput<C extends CallDefinition> = (CallParams<C> extends undefined
  ? { params?: undefined }
  : { params: CallParams<C> }) &
  (CallQuery<C> extends undefined ? { query?: undefined } : { query?: CallQuery<C> }) &
  (CallBody<C> extends undefined ? { body?: undefined } : { body: CallBody<C> });

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Impersonation username for this call only (null: send none). */
  overrideUsername?: string | null;
  client?: ApiClient;
  blob?: boolean;
  response?: boolean;
}

export function callPath<C extends CallDefinition>(call: C, input?: { params?: unknown }): string {
  return fillPath(call.path, (input?.params ?? {}) as Record<string, string | number>);
}

export function callApi<C extends CallDefinition>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallResponse<C>> {
  const client = options.client ?? api;
  const parts = input as { params?: unknown; query?: Record<string, QueryValue>; body?: unknown };
  return client.request<CallResponse<C>>(callPath(call, parts), {
    method: call.method,
    query: parts.query,
    body: parts.body,
    headers: options.headers,
    signal: options.signal,
    overrideUsername: options.overrideUsername,
    blob: options.blob,
    response: options.response,
  });
}

/** The SWR key of a GET call: its filled path and its query, so equal requests share one cache entry. */
export type CallKey = readonly [path: string, query?: Record<string, QueryValue>];

export function callKey<C extends CallDefinition>(call: C, input: CallInput<C>): CallKey {
  const parts = input as { params?: unknown; query?: Record<string, QueryValue> };
  const path = callPath(call, parts);
  return parts.query ? [path, parts.query] : [path];
}

/** GET calls started ahead of their reader (preloadCall), by their SWR key, until a reader takes them. */
const preloaded = new Map<string, Promise<unknown>>();

/** Starts a GET ahead of its reader for what the next step will surely show; a failed one is forgotten. */
export function preloadCall<C extends CallDefinition>(call: C, input: CallInput<C>): void {
  const key = JSON.stringify(callKey(call, input));
  if (preloaded.has(key)) return;
  const answer = callApi(call, input);
  preloaded.set(key, answer);
  answer.catch(() => {
    if (preloaded.get(key) === answer) preloaded.delete(key);
  });
}

export function forgetPreloadedCalls(): void {
  preloaded.clear();
}

/** The answer of a GET call started ahead for `key`, handed over once (useCall, use-call.ts). */
export function takePreloaded<T>(key: CallKey): Promise<T> | undefined {
  const id = JSON.stringify(key);
  const answer = preloaded.get(id);
  preloaded.delete(id);
  return answer as Promise<T> | undefined;
}
