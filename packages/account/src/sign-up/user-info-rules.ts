// Spec 2 §5 "Sign-up user info" as plain checks: sign-up's first screen loads no form or schema library
// (decision 087). One message per field: an empty required field gives the common required message (spec 2 §5),
// otherwise the rule it breaks — the e-mail the contract's own address rule (the one the server applies, so an
// address accepted here is not refused when the account is created), the password its first broken rule.
import { isEmailAddress } from '@lingua/contract';
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

/** What is wrong with `values`, field by field (empty when they may go on). */
export function userInfoErrors(values: UserInfo): UserInfoErrors {
  const required = t('common.validation.required');
  const errors: UserInfoErrors = {};
  if (!values.firstName.trim()) errors.firstName = required;
  if (!values.lastName.trim()) errors.lastName = required;
  const email = values.email.trim();
  if (!email) errors.email = required;
  else if (!isEmailAddress(email)) errors.email = t('account.signUp.invalidEmail');
  const password = values.password ? brokenPasswordRule(values.password) : required;
  if (password) errors.password = password;
  if (!values.repeatPassword) errors.repeatPassword = required;
  else if (values.repeatPassword !== values.password) errors.repeatPassword = t('account.password.repeatMismatch');
  if (!values.agreement) errors.agreement = t('account.signUp.agreementRequired');
  return errors;
}
