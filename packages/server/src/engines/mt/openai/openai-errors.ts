// The openai package's errors as engine errors: a refused key (401/403) and a spent quota (OpenAI's 429
// `insufficient_quota`) in the catalogue's words, a model the server does not have, a server still busy after the
// package's retries (which wait what Retry-After asks), an unreachable one. The package's messages carry the
// server's words, never the key.
import OpenAI from 'openai';
import { MtError } from '../engine.ts';
import { quotaExceeded, unauthorized } from '../engine-support.ts';

export function openAiError(err: unknown, model: string): unknown {
  if (err instanceof MtError || !(err instanceof OpenAI.APIError)) return err;
  if (err instanceof OpenAI.APIUserAbortError) return err;
  if (err instanceof OpenAI.APIConnectionTimeoutError) return new MtError('ENGINE_TIMEOUT', 'The translation model did not answer in time', { cause: err });
  if (err instanceof OpenAI.APIConnectionError) return new MtError('ENGINE_FAILURE', `The translation model could not be reached: ${err.message}`, { cause: err });
  const status = err.status ?? 0;
  if (status === 401 || status === 403) return unauthorized(err);
  if (status === 429 && err.code === 'insufficient_quota') return quotaExceeded(err);
  if (status === 404) return new MtError('ENGINE_FAILURE', `The translation server has no model "${model}" or no chat endpoint (HTTP 404)`, { cause: err });
  if (status === 408 || status === 429) return new MtError('ENGINE_TIMEOUT', `The translation model is busy (HTTP ${status}) and did not take the request after several attempts`, { cause: err });
  return new MtError('ENGINE_FAILURE', `The translation model failed (HTTP ${status}): ${err.message}`, { cause: err });
}

/** A 400 about response_format: the server has no structured outputs (an older llama.cpp, some proxies). */
export function refusesResponseFormat(err: unknown): boolean {
  return err instanceof OpenAI.BadRequestError && /response_format|json_schema|schema/i.test(err.message);
}
