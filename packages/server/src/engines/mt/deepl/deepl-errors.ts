// deepl-node's errors as the engine errors routes and file jobs understand: a spent quota (456) and a refused key
// (403) in words the user can act on, a busy DeepL after its retries, an unreachable one, a document DeepL could
// not translate. deepl-node's messages never carry the key, so they can be kept in a reason.
import {
  AuthorizationError,
  ConnectionError,
  DeepLError,
  DocumentTranslationError,
  QuotaExceededError,
  TooManyRequestsError,
} from 'deepl-node';
import { MtError } from '../engine.ts';
import { quotaExceeded, unauthorized } from '../engine-support.ts';

export function deeplError(err: unknown): unknown {
  if (err instanceof MtError || !(err instanceof DeepLError)) return err;
  if (err instanceof QuotaExceededError) return quotaExceeded(err);
  if (err instanceof AuthorizationError) return unauthorized(err);
  if (err instanceof TooManyRequestsError) {
    return new MtError('ENGINE_TIMEOUT', 'DeepL is receiving too many requests and did not take this one after several attempts', { cause: err });
  }
  if (err instanceof ConnectionError) {
    return /timeout/i.test(err.message)
      ? new MtError('ENGINE_TIMEOUT', 'DeepL did not answer in time', { cause: err })
      : new MtError('ENGINE_FAILURE', `DeepL could not be reached: ${err.message}`, { cause: err });
  }
  if (err instanceof DocumentTranslationError) {
    return new MtError('INVALID_DOCUMENT', `DeepL could not translate the document: ${err.message}`, { cause: err });
  }
  // A 400 naming a language: DeepL does not serve the pair (its list changed since it was fetched).
  if (/^Bad request/.test(err.message) && /lang/i.test(err.message)) {
    return new MtError('UNSUPPORTED_LANGUAGE_PAIR', `DeepL does not translate this language pair: ${err.message}`, { cause: err });
  }
  return new MtError('ENGINE_FAILURE', `DeepL failed: ${err.message}`, { cause: err });
}
