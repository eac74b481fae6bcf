// Retry rules for engines calling HTTP by hand, so all treat Retry-After, 429 and 5xx alike.

/** Statuses that mean "busy or failing, ask again later"; any other 4xx is the server refusing the request. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** A server's Retry-After is followed up to this long; a longer one is a server that wants no more calls now. */
export const MAX_RETRY_AFTER_MS = 60_000;

export function retryAfterMs(value: string | string[] | null | undefined): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return undefined;
  const seconds = Number(v);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(v);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export function retryDelayMs(attempt: number, baseMs: number, serverAskedMs: number | undefined): number {
  return Math.min(serverAskedMs ?? baseMs * 2 ** (attempt - 1), MAX_RETRY_AFTER_MS);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** What is kept of a server's error text in a user-visible reason. */
const SAID_CHARS = 300;

/** One short sentence from an error body (OpenAI, LibreTranslate, DeepL and FastAPI shapes, or the text itself). */
export function serviceSaid(body: string): string {
  const text = body.trim();
  let said = text;
  try {
    const json = JSON.parse(text) as { error?: { message?: unknown } | string; detail?: unknown; message?: unknown };
    const candidate = (typeof json.error === 'object' ? json.error?.message : json.error) ?? json.detail ?? json.message ?? text;
    said = typeof candidate === 'string' ? candidate : JSON.stringify(candidate);
  } catch {
    // not JSON: the text itself
  }
  said = said.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (said.length > SAID_CHARS) said = `${said.slice(0, SAID_CHARS - 1)}…`;
  return said && !/[.!?…]$/.test(said) ? `${said}.` : said;
}

export interface RetryingFetchOptions {
  /** Per attempt, answer body included when the caller reads it in `read`. */
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  signal?: AbortSignal | undefined;
}

export type FetchFailure = { kind: 'status'; status: number; said: string } | { kind: 'timeout' } | { kind: 'network'; message: string };

export class FetchGaveUp extends Error {
  readonly failure: FetchFailure;
  readonly attempts: number;
  constructor(failure: FetchFailure, attempts: number) {
    super(failure.kind === 'status' ? `HTTP ${failure.status} ${failure.said}`.trim() : failure.kind === 'timeout' ? 'timeout' : failure.message);
    this.name = 'FetchGaveUp';
    this.failure = failure;
    this.attempts = attempts;
  }
}

/** A 2xx or a refusal goes to `read` within the attempt's timeout; the rest is retried, then FetchGaveUp. */
export async function fetchWithRetries<T>(url: string, init: () => RequestInit, read: (res: Response) => Promise<T>, options: RetryingFetchOptions): Promise<T> {
  const { signal } = options;
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let failure: FetchFailure;
    let asked: number | undefined;
    let answered: Response | undefined;
    try {
      const res = await fetch(url, { ...init(), signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      if (!isRetryableStatus(res.status)) answered = res;
      else {
        asked = retryAfterMs(res.headers.get('retry-after'));
        failure = { kind: 'status', status: res.status, said: serviceSaid(await res.text().catch(() => '')) };
      }
    } catch (err) {
      signal?.throwIfAborted();
      failure = timeout.aborted ? { kind: 'timeout' } : { kind: 'network', message: (err as Error).message };
    }
    // Outside the try: what `read` throws (a refusal the caller recognised) is the caller's, never retried.
    if (answered) return read(answered);
    if (attempt > options.retries) throw new FetchGaveUp(failure!, attempt);
    await sleep(retryDelayMs(attempt, options.retryBaseMs, asked), signal);
  }
}
