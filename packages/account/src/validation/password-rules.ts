// The password rule of spec 1 §5 and spec 2 §5 as yup schemas, one message per rule, shared by the
// change-password form and sign-up. Limits come from the contract so browser and server agree.
import {
  PASSWORD_DIGIT_PATTERN,
  PASSWORD_LOWER_CASE_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_UPPER_CASE_PATTERN,
} from '@lingua/contract';
import { t } from '@lingua/core';
import * as yup from 'yup';
import '../texts/account-texts.ts';

/** The password rules in order, each with its own message (spec 1 §5). */
export function passwordRules(): Array<{ test: (value: string) => boolean; message: string }> {
  return [
    { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: t('account.password.minLength') },
    { test: (v) => new RegExp(PASSWORD_DIGIT_PATTERN).test(v), message: t('account.password.digit') },
    { test: (v) => new RegExp(PASSWORD_UPPER_CASE_PATTERN).test(v), message: t('account.password.upperCase') },
    { test: (v) => new RegExp(PASSWORD_LOWER_CASE_PATTERN).test(v), message: t('account.password.lowerCase') },
  ];
}

/**
 * A new password: required, then the first rule it breaks. One test reports it, because the form resolver keeps
 * only one message per field and the first broken rule is the one to fix first.
 */
export function passwordSchema() {
  return yup
    .string()
    .required(t('common.validation.required'))
    .test('password-rules', function check(value) {
      const broken = passwordRules().find((rule) => !rule.test(value ?? ''));
      return broken ? this.createError({ message: broken.message }) : true;
    });
}

/** The repeat of `field`: required and equal to it, with `message` when it differs. */
export function repeatSchema(field: string, message: string) {
  return yup
    .string()
    .required(t('common.validation.required'))
    .oneOf([yup.ref(field)], message);
}
