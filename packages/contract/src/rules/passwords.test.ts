// The password rule both sides apply: the first rule broken, in spec 1 §5's order, and its text.
import { describe, expect, it } from 'vitest';
import { brokenPasswordRuleCode, PASSWORD_RULE_MESSAGES } from './passwords.ts';

describe('brokenPasswordRuleCode', () => {
  it('names the first rule a password breaks, in the order length, digit, upper case, lower case', () => {
    const cases: Array<[string, string | null]> = [
      ['Ab1', 'minLength'],
      ['abcdefgh', 'digit'],
      ['abcdefg1', 'upperCase'],
      ['ABCDEFG1', 'lowerCase'],
      ['Welcome1', null],
    ];
    for (const [value, code] of cases) expect(brokenPasswordRuleCode(value), value).toBe(code);
  });

  it('has spec 1 §5’s text for each rule', () => {
    expect(PASSWORD_RULE_MESSAGES).toEqual({
      minLength: 'Password must be 8 characters or longer',
      digit: 'Password must contain at least 1 number',
      upperCase: 'Password must contain at least 1 upper-case letter',
      lowerCase: 'Password must contain at least 1 lower-case letter',
    });
  });
});
