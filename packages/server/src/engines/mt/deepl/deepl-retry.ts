// When the DeepL adapter asks again (decision 146). deepl-node asks again after a 429 or a 5xx on
// its own timer and never reads Retry-After; DeepL's documentation asks for exponential backoff and names no
// header, but a server may send one with a 429 or a 503 (RFC 9110 §10.2.3), and then it knows best. deepl-node
// stays for what it does (requests, answers, errors); only the loop of its HTTP client that decides when to ask
// again is replaced, by the rules every hand-written client here follows (lib/retry.ts): the server's
// Retry-After when it gives one (up to a minute), else 1, 2, 4 s …; each attempt within DEEPL_TIMEOUT_MS;
// DEEPL_RETRIES attempts after the first. The call's signal (the CallGuard's: close, the caller's abort, the
// deadline) reaches the request and the wait, so nothing goes on after the call ended.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Translator } from 'deepl-node';
import { isRetryableStatus, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs, sleep } from '../../../lib/retry.ts';

/** The first wait when the server names none; each further one doubles. */
const RETRY_BASE_MS = 1000;

type Answer = { statusCode: number; content: unknown };
type Headers = Record<string, unknown> | undefined;
interface RequestConfig {
  transformResponse?: Array<(data: unknown, headers: Headers) => unknown>;
  signal?: AbortSignal;
}
/** The part of deepl-node's internal HttpClient this replaces (deepl-node 1.x, dist/client.js). */
interface DeeplHttpClient {
  prepareRequest(method: string, url: string, timeoutMs: number, responseAsStream: boolean, options: object): RequestConfig;
  sendRequestWithBackoff(method: string, url: string, options?: object, responseAsStream?: boolean): Promise<Answer>;
  constructor: { sendAxiosRequest(config: RequestConfig): Promise<Answer> };
}

const callSignal = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` with `signal` reaching every DeepL request it makes and every wait between them. */
export function withDeeplSignal<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return callSignal.run(signal, work);
}

/** Longest a call may take: every attempt's timeout and the longest wait before each retry. */
export function deeplCallBudgetMs(timeoutMs: number, retries: number): number {
  return timeoutMs * (retries + 1) + retries * MAX_RETRY_AFTER_MS;
}

/**
 * Makes `client` ask again by the rules above. A deepl-node whose HTTP client has another shape keeps its own loop
 * (DeepL still answers); deepl-engine.test.ts's Retry-After test then fails, which is where an upgrade shows it.
 */
export function retryLikeTheOthers(client: Translator, timeoutMs: number, retries: number): void {
  const http = (client as unknown as { httpClient?: Partial<DeeplHttpClient> }).httpClient;
  if (typeof http?.prepareRequest !== 'function' || typeof http.constructor?.sendAxiosRequest !== 'function') return;
  retryLoop(http as DeeplHttpClient, timeoutMs, retries);
}

function retryLoop(http: DeeplHttpClient, timeoutMs: number, retries: number): void {
  const send = http.constructor.sendAxiosRequest.bind(http.constructor);
  http.sendRequestWithBackoff = async (method, url, options = {}, responseAsStream = false) => {
    const signal = callSignal.getStore();
    for (let attempt = 1; ; attempt++) {
      let retryAfter: unknown;
      const config = http.prepareRequest(method, url, timeoutMs, responseAsStream, options);
      config.transformResponse = [(data, headers) => ((retryAfter = headers?.['retry-after']), data)];
      if (signal) config.signal = signal;
      let answer: Answer;
      try {
        answer = await send(config);
      } catch (err) {
        if (!(err as { shouldRetry?: boolean }).shouldRetry || attempt > retries || signal?.aborted) throw err;
        await sleep(retryDelayMs(attempt, RETRY_BASE_MS, undefined), signal);
        continue;
      }
      if (!isRetryableStatus(answer.statusCode) || attempt > retries) return answer;
      (answer.content as { resume?: () => void } | undefined)?.resume?.();
      await sleep(retryDelayMs(attempt, RETRY_BASE_MS, retryAfterMs(typeof retryAfter === 'string' ? retryAfter : undefined)), signal);
    }
  };
}
