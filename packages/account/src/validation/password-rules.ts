// The password rule of spec 1 §5 and spec 2 §5 as yup schemas for the change-password form, over the plain
// checks of password-checks.ts (which sign-up's first screen calls without yup). Limits come from the contract
// so browser and server agree.
import { t } from '@lingua/core';
import * as yup from 'yup';
import { brokenPasswordRule } from './password-checks.ts';
import '../texts/account-texts.ts';

/**
 * A new password: required, then the first rule it breaks. One test reports it, because the form resolver keeps
 * only one message per field and the first broken rule is the one to fix first.
 */
export function passwordSchema() {
  return yup
    .string()
    .required(t('common.validation.required'))
    .test('password-rules', function check(value) {
      // An empty value is the required check's (the common required message, spec 2 §5), not a rule's.
      const broken = value ? brokenPasswordRule(value) : null;
      return broken ? this.createError({ message: broken }) : true;
    });
}

/** The repeat of `field`: required and equal to it, with `message` when it differs. */
export function repeatSchema(field: string, message: string) {
  return yup
    .string()
    .required(t('common.validation.required'))
    .oneOf([yup.ref(field)], message);
}
