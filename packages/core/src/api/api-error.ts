// Errors of the provider API (spec 1 §8): the error carries url, status, status text and body; its message
// comes from the catalogue by status; the display rule prefers the body's message and error code.
import { ERROR_STATUS_MESSAGES, type ErrorBody } from '@lingua/contract';
import { t } from '../i18n/i18n.ts';

export type { ErrorBody };


/** Catalogue message of an HTTP status (`Generic Error` for statuses the catalogue does not name). */
export function statusMessage(status: number): string {
  return t(`common.errors.status.${Object.hasOwn(ERROR_STATUS_MESSAGES, status) ? status : 'generic'}`);
}

export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** Parsed JSON body, the text body, or undefined when empty. */
  readonly body: unknown;

  constructor(init: { url: string; status: number; statusText: string; body: unknown }) {
    super(statusMessage(init.status));
    this.name = 'ApiError';
    this.url = init.url;
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    (value as { message: string }).message !== ''
  );
}

/** The text to show for an error (spec 1 §8 display rule). */
export function errorDisplayMessage(error: unknown): string {
  if (error instanceof ApiError && isErrorBody(error.body)) {
    // Lenient about the code's type: another server speaking the API may send a number.
    const { message, errorCode } = error.body as { message: string; errorCode?: unknown };
    return errorCode !== undefined && errorCode !== null && errorCode !== ''
      ? `${message} ${t('common.errorCode', { code: String(errorCode) })}`
      : message;
  }
  if (error instanceof Error && error.message) return error.message;
  return t('common.unexpectedError');
}
