// DeepL's retries (decision 146): deepl-node retries on its own timer and never reads Retry-After, so only the loop
// of its HTTP client is replaced by the rules of lib/retry.ts. The call's signal reaches the request and the wait.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Translator } from 'deepl-node';
import { isRetryableStatus, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs, sleep } from '../../../lib/retry.ts';

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

export function withDeeplSignal<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return callSignal.run(signal, work);
}

export function deeplCallBudgetMs(timeoutMs: number, retries: number): number {
  return timeoutMs * (retries + 1) + retries * MAX_RETRY_AFTER_MS;
}

/** A deepl-node of another shape keeps its own loop; deepl-engine.test.ts's Retry-After test shows it on upgrade. */
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
