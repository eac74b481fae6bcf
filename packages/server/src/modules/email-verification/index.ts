// E-mail verification codes and the sign-up confirmation link (spec 2 §4, §9): the routes, and issuing and
// consuming codes for the modules that accept a verified address (visitor requests, external links, sign-up).
export { emailVerificationModule } from './routes.ts';
export {
  consumeConfirmationCode,
  consumeVerificationCode,
  issueCode,
  issueConfirmationCode,
  normalizeEmail,
  MSG_INVALID_CODE,
  type CheckOutcome,
  type VerificationPurpose,
} from './service.ts';
