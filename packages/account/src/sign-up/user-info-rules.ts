// Spec 2 §5 "Sign-up user info" as plain checks: sign-up's first screen loads no form or schema library
// (decision 087). One message per field; where two checks fail, the message is the one the step showed when
// yup checked it (the last failing check): an empty e-mail fails the address pattern (Invalid email address),
// an empty password its first rule (the length), and a repeat that differs reads as a mismatch even when empty.
import { t } from '@lingua/core';
import { brokenPasswordRule } from '../validation/password-checks.ts';
import '../texts/sign-up-texts.ts';

/** The user-info phase's values. */
export type UserInfo = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  repeatPassword: string;
  agreement: boolean;
};

/** A message per field that breaks a rule. */
export type UserInfoErrors = Partial<Record<keyof UserInfo, string>>;

export const emptyUserInfo: UserInfo = { firstName: '', lastName: '', email: '', password: '', repeatPassword: '', agreement: false };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with `values`, field by field (empty when they may go on). */
export function userInfoErrors(values: UserInfo): UserInfoErrors {
  const required = t('common.validation.required');
  const errors: UserInfoErrors = {};
  if (!values.firstName.trim()) errors.firstName = required;
  if (!values.lastName.trim()) errors.lastName = required;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = t('account.signUp.invalidEmail');
  const password = brokenPasswordRule(values.password);
  if (password) errors.password = password;
  if (values.repeatPassword !== values.password) errors.repeatPassword = t('account.password.repeatMismatch');
  else if (!values.repeatPassword) errors.repeatPassword = required;
  if (!values.agreement) errors.agreement = t('account.signUp.agreementRequired');
  return errors;
}
