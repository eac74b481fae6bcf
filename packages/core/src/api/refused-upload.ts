// A malware-scan refusal's file (decision 175), apart from core's main module: only the upload forms need it, and
// the quote request loads it when a submission fails, so no element's first load carries it.
import { ApiError, isErrorBody } from './api-error.ts';

const REFUSED_UPLOAD_CODES: ReadonlySet<unknown> = new Set(['FILE_INFECTED', 'FILE_NOT_SCANNABLE']);

/**
 * The file of `names` a malware-scan refusal names (decision 175: the refusal quotes the file's name and the server
 * has deleted it), so a form drops it rather than send it again; undefined for any other error.
 */
export function refusedUploadName(error: unknown, names: readonly string[]): string | undefined {
  if (!(error instanceof ApiError) || !isErrorBody(error.body)) return undefined;
  const { message, errorCode } = error.body as { message: string; errorCode?: unknown };
  if (!REFUSED_UPLOAD_CODES.has(errorCode)) return undefined;
  return names.find((name) => message.includes(`"${name}"`));
}
