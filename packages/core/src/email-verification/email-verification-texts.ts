// Texts of the e-mail verification dialog (spec 2 §2, §4, §8), registered when the dialog module loads so
// that a feature using the dialog needs no extra step.
import { registerTexts } from '../i18n/i18n.ts';

export const emailVerificationTextsEn = {
  title: 'Verify your e-mail address',
  intro: 'We sent a 6-character verification code to {{email}}. Enter it below to continue.',
  codeLabel: 'Verification code',
  codeCharacterLabel: 'Verification code, character {{position}} of {{length}}',
  sending: 'Sending the code…',
  resend: 'Resend code',
  resent: 'A new code has been sent. Earlier codes no longer work.',
  verify: 'Verify',
  invalidCode: 'The verification code is invalid or has expired. Check the code or request a new one.',
  hint: 'Did not get the e-mail? Check your spam folder or resend the code.',
};

registerTexts('emailVerificationDialog', emailVerificationTextsEn);
