// The error catalogue of spec 1 §8: the message for each status when the body brings none of its own.
export const ERROR_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

// Spec 1 §8: "any other" status.
export const GENERIC_ERROR_MESSAGE = 'Generic Error';

// Spec 1 §8 and spec 2 §8: the per-call override for 409 on quote accept and reject.
export const CONFLICT_ERROR_MESSAGE = 'Conflict error';

export function errorStatusMessage(status: number): string {
  if (status === 409) return CONFLICT_ERROR_MESSAGE;
  return ERROR_STATUS_MESSAGES[status] ?? GENERIC_ERROR_MESSAGE;
}

// Spec 1 §8 display rule: the body message plus [Error code: X] when a code exists.
export function formatErrorBody(body: { message: string; errorCode?: string | undefined }): string {
  return body.errorCode ? `${body.message} [Error code: ${body.errorCode}]` : body.message;
}
