import { OLD_PASSWORD_MESSAGES } from '@lingua/contract';
import { ApiError, isErrorBody } from '@lingua/core';

// The identity provider answers a wrong old password with 400 and the spec's message (or, for a Cognito-style
// provider, a NotAuthorized error code); spec 1 §5 shows it as "Invalid Old Password value" on the field.
const WRONG_OLD_PASSWORD_CODES = new Set(['NotAuthorizedException', 'INVALID_OLD_PASSWORD']);

/** Whether a failed password change means the old password was wrong. */
export function isWrongOldPassword(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !isErrorBody(error.body)) return false;
  const { message, errorCode } = error.body;
  return message === OLD_PASSWORD_MESSAGES.wrong || (typeof errorCode === 'string' && WRONG_OLD_PASSWORD_CODES.has(errorCode));
}
