// The error catalogue of spec 1 §8: every error leaves the server as {message, errorCode?} with one of these
// statuses; nothing else (no stack, no internal text) is ever sent.
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict error',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? 'Generic Error';
}

export class HttpError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  constructor(status: number, message?: string, errorCode?: string) {
    super(message ?? statusMessage(status));
    this.status = status;
    this.errorCode = errorCode;
  }
}

export const badRequest = (message = 'Bad Request', errorCode?: string) => new HttpError(400, message, errorCode);
export const unauthorized = (message = 'Unauthorized', errorCode?: string) => new HttpError(401, message, errorCode);
export const forbidden = (message = 'Forbidden', errorCode?: string) => new HttpError(403, message, errorCode);
export const notFound = (message = 'Not Found', errorCode?: string) => new HttpError(404, message, errorCode);
export const conflict = (message = 'Conflict error', errorCode?: string) => new HttpError(409, message, errorCode);
