// The password rule of spec 1 §5 and spec 2 §5, written once: the checks in order and each one's message. The
// server refuses a new password with the message of the first rule it breaks; the browser shows the same
// message under the field, from its catalogue (account.password.*), which takes these texts.
import { PASSWORD_DIGIT_PATTERN, PASSWORD_LOWER_CASE_PATTERN, PASSWORD_MIN_LENGTH, PASSWORD_UPPER_CASE_PATTERN } from '../limits.ts';

/** A password rule, in the order they are checked; each has one text in PASSWORD_RULE_MESSAGES. */
export type PasswordRuleCode = 'minLength' | 'digit' | 'upperCase' | 'lowerCase';

// Spec 1 §5's texts.
export const PASSWORD_RULE_MESSAGES: Readonly<Record<PasswordRuleCode, string>> = {
  minLength: `Password must be ${PASSWORD_MIN_LENGTH} characters or longer`,
  digit: 'Password must contain at least 1 number',
  upperCase: 'Password must contain at least 1 upper-case letter',
  lowerCase: 'Password must contain at least 1 lower-case letter',
};

/** The change-password call's own refusals (spec 1 §5), besides the rules of the new password. */
export const OLD_PASSWORD_MESSAGES = {
  required: 'Old password is required',
  wrong: 'Invalid Old Password value',
} as const;

const DIGIT = new RegExp(PASSWORD_DIGIT_PATTERN);
const UPPER_CASE = new RegExp(PASSWORD_UPPER_CASE_PATTERN);
const LOWER_CASE = new RegExp(PASSWORD_LOWER_CASE_PATTERN);

/** The first rule `value` breaks (the one to fix first), or null when it keeps them all. */
export function brokenPasswordRuleCode(value: string): PasswordRuleCode | null {
  if (value.length < PASSWORD_MIN_LENGTH) return 'minLength';
  if (!DIGIT.test(value)) return 'digit';
  if (!UPPER_CASE.test(value)) return 'upperCase';
  if (!LOWER_CASE.test(value)) return 'lowerCase';
  return null;
}
