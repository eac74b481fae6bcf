// The texts of sign-up's first screen (the user-info step with its password rule), apart from the rest of the
// account catalogue so the first screen loads only these (decision 087). Their keys are the catalogue's
// (account.signUp.*, account.password.*, account.profile.passwordHint); account-texts.ts adds them to it.
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES } from '@lingua/contract';
import { registerTexts } from '@lingua/core';
import { registerAccountTranslations } from './translations.ts';

export const PASSWORD_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters with a digit, an upper-case and a lower-case letter.`;

/** account.password: the new password's labels and rule. */
export const passwordTextsEn = {
  password: 'Password',
  repeat: 'Repeat Password',
  ...PASSWORD_RULE_MESSAGES,
  repeatMismatch: 'Entered value does not match the Password value',
};

/** account.signUp: the title, the steps and the user-info step. */
export const signUpTextsEn = {
  title: 'Create your account',
  subtitle: 'Sign up with your work e-mail address to request quotes and follow your projects.',
  steps: { userInfo: 'Your details', address: 'Address', company: 'Company', customFields: 'More details' },
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Work e-mail',
  invalidEmail: 'Invalid email address',
  agreement: 'I agree to the Terms of Service and the Privacy Policy',
  agreementRequired: 'Please accept the Terms of Service and the Privacy Policy',
  privacyLink: 'read the Privacy Policy',
  next: 'Next',
  cancel: 'Cancel',
};

registerTexts('account', { password: passwordTextsEn, signUp: signUpTextsEn, profile: { passwordHint: PASSWORD_HINT } });
registerAccountTranslations();
