// The password rule of spec 1 §5 and spec 2 §5 as the contract checks it, without a schema library: sign-up's
// first screen calls it directly (decision 087: what an element loads before it is interactive), the yup
// schemas of password-rules.ts wrap the same check for the forms that use yup.
import { brokenPasswordRuleCode } from '@lingua/contract';
import { t } from '@lingua/core';
import '../texts/sign-up-texts.ts';

/** The message of the first rule `value` breaks (the one to fix first), or null when it keeps them all. */
export function brokenPasswordRule(value: string): string | null {
  const code = brokenPasswordRuleCode(value);
  return code ? t(`account.password.${code}`) : null;
}
