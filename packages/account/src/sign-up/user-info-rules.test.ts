import { describe, expect, it } from 'vitest';
import '../texts/sign-up-texts.ts';
import { emptyUserInfo, userInfoErrors } from './user-info-rules.ts';

const valid = { firstName: 'Nora', lastName: 'New', email: 'nora@acme-health.example', password: 'Welcome123', repeatPassword: 'Welcome123', agreement: true };

describe('the user-info rules (spec 2 §5)', () => {
  it('lets valid values through, the e-mail trimmed', () => {
    expect(userInfoErrors({ ...valid, email: '  nora@acme-health.example ' })).toEqual({});
  });

  it('gives every empty required field the common required message (spec 2 §5)', () => {
    expect(userInfoErrors(emptyUserInfo)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      password: 'Required',
      repeatPassword: 'Required',
      agreement: 'Please accept the Terms of Service and the Privacy Policy',
    });
  });

  it('counts names of spaces as empty', () => {
    expect(userInfoErrors({ ...valid, firstName: '  ', lastName: ' ' })).toEqual({ firstName: 'Required', lastName: 'Required' });
  });

  it.each([
    ['a b@c.d', 'Invalid email address'],
    ['a@b', 'Invalid email address'],
    ['a@@b.c', 'Invalid email address'],
    // What the server refuses is refused here too (the contract's address rule), not only on Create.
    ['nora@acme_health.example', 'Invalid email address'],
    ['nora@-acme.example', 'Invalid email address'],
  ])('refuses the e-mail %s', (email, message) => {
    expect(userInfoErrors({ ...valid, email }).email).toBe(message);
  });

  it.each([
    ['short1A', 'Password must be 8 characters or longer'],
    ['Welcomeabc', 'Password must contain at least 1 number'],
    ['welcome123', 'Password must contain at least 1 upper-case letter'],
    ['WELCOME123', 'Password must contain at least 1 lower-case letter'],
  ])('reports the first rule %s breaks', (password, message) => {
    expect(userInfoErrors({ ...valid, password, repeatPassword: password }).password).toBe(message);
  });

  it('reads a repeat that differs as a mismatch, and an empty one as required', () => {
    expect(userInfoErrors({ ...valid, repeatPassword: 'Welcome123 ' }).repeatPassword).toBe('Entered value does not match the Password value');
    expect(userInfoErrors({ ...valid, repeatPassword: '' }).repeatPassword).toBe('Required');
  });
});
