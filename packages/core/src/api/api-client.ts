// The API client (spec 1 §7): bearer ID token, impersonation header (spec 1 §4) and the shown language (decision
// 190). It never navigates on 401 (a widget must not move its host page): callers get a typed ApiError.
import { IMPERSONATION_HEADER } from '@lingua/contract';
import { getClock } from '../clock/clock.ts';
import { getLanguage } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';

export { IMPERSONATION_HEADER };

/** A query-string value; arrays repeat the parameter, undefined/null drop it. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Impersonation username for this call only, overriding getOverrideUsername (null: send none). */
  overrideUsername?: string | null;
  /** Resolve with the body as a Blob (a binary file such as a subtitle export); errors are read as usual. */
  blob?: boolean;
  /** Resolve with the Response itself, unread (a server-sent event stream); errors are read as usual. */
  response?: boolean;
}

export interface ApiClientOptions {
  baseUrl: string | (() => string);
  getToken?: () => Promise<string | undefined> | string | undefined;
  getOverrideUsername?: () => string | undefined | null;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (/[/+]json\b/i.test(type)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** A 503 with Retry-After (shedding load, starting) is sent again after the wait, so a shed burst costs a second. */
export const UNAVAILABLE_RETRIES = 2;
/** A longer Retry-After than this is not waited for: the user gets the error (spec 1 §8, 503) at once. */
export const UNAVAILABLE_MAX_WAIT_MS = 5_000;

function retryWaitMs(response: Response): number | null {
  if (response.status !== 503) return null;
  const seconds = Number(response.headers.get('retry-after') ?? NaN);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const ms = seconds * 1000;
  return ms <= UNAVAILABLE_MAX_WAIT_MS ? ms : null;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const clock = getClock();
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const resolveBase = typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string;

  async function request<T>(path: string, init: ApiRequestOptions = {}): Promise<T> {
    const url = buildUrl(resolveBase(), path, init.query);
    // The shown language, so what the server writes for a visitor (a confirmation mail) reads the same (decision 190).
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLanguage(), ...init.headers };
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const override = init.overrideUsername !== undefined ? init.overrideUsername : options.getOverrideUsername?.();
    if (override) headers[IMPERSONATION_HEADER] = override;

    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (init.body instanceof FormData || init.body instanceof Blob || typeof init.body === 'string') {
        body = init.body;
      } else {
        body = JSON.stringify(init.body);
        headers['Content-Type'] = 'application/json';
      }
    }

    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const requestInit: RequestInit = { method: init.method ?? 'GET', headers, body, signal: init.signal };
    let response = await doFetch(url, requestInit);
    for (let retry = 0; retry < UNAVAILABLE_RETRIES; retry++) {
      const ms = retryWaitMs(response);
      if (ms === null) break;
      await response.body?.cancel();
      await wait(ms, init.signal);
      response = await doFetch(url, requestInit);
    }
    if (init.response && response.ok) return response as T;
    if (init.blob && response.ok) return (await response.blob()) as T;
    const parsed = await readBody(response);
    if (!response.ok) {
      throw new ApiError({ url, status: response.status, statusText: response.statusText, body: parsed });
    }
    return parsed as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
