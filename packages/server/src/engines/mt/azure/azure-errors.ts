// Azure Translator's refusals as engine errors. Microsoft's reference ("Translator v3 status and response codes")
// answers an error as {"error": {"code", "message"}}, the code being the HTTP status followed by three digits:
// 401 when the request cannot be authenticated (a wrong key, or a key used without its resource's region — the
// body may then be empty), 403 when it is not authorised, most often because the free translations of the
// subscription are used up (403001) or the subscription cannot be used; 429 (429000–429002) when the client went
// over its request or character limits, which the adapter has already asked again about.
import { MtError } from '../engine.ts';
import { quotaExceeded, unauthorized } from '../engine-support.ts';

export interface AzureErrorBody {
  error?: { code?: number | string; message?: string };
}

export function azureRefusal(status: number, statusText: string, body: AzureErrorBody): MtError {
  const code = String(body.error?.code ?? '');
  const said = body.error?.message ?? statusText;
  const cause = new Error(`Azure Translator ${status}: ${said}`);
  if (status === 401) return unauthorized(cause);
  // A 403 about a quota (403001 is the free tier's) is a plan to raise; any other 403 is the subscription itself.
  if (status === 403) return code === '403001' || /quota/i.test(said) ? quotaExceeded(cause) : unauthorized(cause);
  if (status === 429) {
    return new MtError('ENGINE_TIMEOUT', `Azure Translator is receiving too many requests and did not take this one after several attempts (${code || status}: ${said})`, { cause });
  }
  // 400035/400036: the source or the target language is not valid.
  if (code === '400035' || code === '400036') return new MtError('UNSUPPORTED_LANGUAGE_PAIR', cause.message);
  return new MtError('ENGINE_FAILURE', cause.message);
}
