// The error catalogue of spec 1 §8: every error leaves the server as {message, errorCode?} with one of these
// statuses; nothing else (no stack, no internal text) is ever sent.
import { errorStatusMessage } from '@lingua/contract';

/** The catalogue message of a status: one table, in the contract, for the server and the browser. */
export const statusMessage = errorStatusMessage;

export class HttpError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  constructor(status: number, message?: string, errorCode?: string) {
    super(message ?? statusMessage(status));
    this.status = status;
    this.errorCode = errorCode;
  }
}

export const badRequest = (message?: string, errorCode?: string) => new HttpError(400, message, errorCode);
export const unauthorized = (message?: string, errorCode?: string) => new HttpError(401, message, errorCode);
export const forbidden = (message?: string, errorCode?: string) => new HttpError(403, message, errorCode);
export const notFound = (message?: string, errorCode?: string) => new HttpError(404, message, errorCode);
export const conflict = (message?: string, errorCode?: string) => new HttpError(409, message, errorCode);
