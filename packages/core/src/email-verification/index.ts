export { EmailVerificationDialog } from './email-verification-dialog.tsx';
export type { EmailVerificationDialogProps } from './email-verification-dialog.tsx';
export {
  sendEmailVerificationCode,
  useSendEmailVerificationCode,
  SEND_EMAIL_VERIFICATION_CODE_KEY,
} from './api/send-email-verification-code.ts';
export {
  validateEmailVerificationCode,
  useValidateEmailVerificationCode,
  VALIDATE_EMAIL_VERIFICATION_CODE_KEY,
} from './api/validate-email-verification-code.ts';
