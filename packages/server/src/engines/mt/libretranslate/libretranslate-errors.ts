// LibreTranslate's answers as engine errors. It answers every error as {"error": "..."}: 400 for a language or
// file format it does not take (and for anything else wrong with the request), 403 for a missing or wrong API
// key, 429 when the key's or the address's limit is reached, 500 when translating failed.
import { FetchGaveUp } from '../../../lib/retry.ts';
import { MtError } from '../engine.ts';
import { unauthorized } from '../engine-support.ts';

/** A refusal (4xx other than the busy ones) with the instance's words. */
export function libreRefusal(status: number, said: string): MtError {
  if (status === 401 || status === 403) return unauthorized(new Error(`LibreTranslate ${status}: ${said}`));
  if (status === 400 && /format/i.test(said) && /not supported/i.test(said)) {
    return new MtError('UNSUPPORTED_FORMAT', `LibreTranslate does not take this file format: ${said}`);
  }
  if (status === 400 && /not supported/i.test(said)) {
    return new MtError('UNSUPPORTED_LANGUAGE_PAIR', `LibreTranslate does not translate this language pair: ${said}`);
  }
  return new MtError('ENGINE_FAILURE', `LibreTranslate refused the request (HTTP ${status})${said ? `: ${said}` : ''}`);
}

/** A call given up after the retries, as the engine error a user reads. */
export function libreGaveUp(err: unknown): unknown {
  if (!(err instanceof FetchGaveUp)) return err;
  const times = err.attempts === 1 ? 'once' : `${err.attempts} times`;
  const { failure } = err;
  if (failure.kind === 'timeout') return new MtError('ENGINE_TIMEOUT', `LibreTranslate did not answer in time (tried ${times})`, { cause: err });
  if (failure.kind === 'network') return new MtError('ENGINE_FAILURE', `LibreTranslate could not be reached (tried ${times}): ${failure.message}`, { cause: err });
  const said = failure.said ? `: ${failure.said}` : '';
  if (failure.status === 429) return new MtError('ENGINE_TIMEOUT', `LibreTranslate is busy (HTTP 429, tried ${times})${said}`, { cause: err });
  return new MtError('ENGINE_FAILURE', `LibreTranslate failed (HTTP ${failure.status}, tried ${times})${said}`, { cause: err });
}
