// The password rule of spec 1 §5 and spec 2 §5 as plain checks, without a schema library: sign-up's first
// screen calls them directly (decision 087: what an element loads before it is interactive), the yup schemas
// of password-rules.ts wrap the same checks for the forms that use yup.
import {
  PASSWORD_DIGIT_PATTERN,
  PASSWORD_LOWER_CASE_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_UPPER_CASE_PATTERN,
} from '@lingua/contract';
import { t } from '@lingua/core';
import '../texts/sign-up-texts.ts';

/** The password rules in order, each with its own message (spec 1 §5). */
export function passwordRules(): Array<{ test: (value: string) => boolean; message: string }> {
  return [
    { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: t('account.password.minLength') },
    { test: (v) => new RegExp(PASSWORD_DIGIT_PATTERN).test(v), message: t('account.password.digit') },
    { test: (v) => new RegExp(PASSWORD_UPPER_CASE_PATTERN).test(v), message: t('account.password.upperCase') },
    { test: (v) => new RegExp(PASSWORD_LOWER_CASE_PATTERN).test(v), message: t('account.password.lowerCase') },
  ];
}

/** The message of the first rule `value` breaks (the one to fix first), or null when it keeps them all. */
export function brokenPasswordRule(value: string): string | null {
  return passwordRules().find((rule) => !rule.test(value))?.message ?? null;
}
