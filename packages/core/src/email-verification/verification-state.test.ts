// The verification dialog's state without React: the code kept through a refused resend, cleared by a sent one.
import { describe, expect, it } from 'vitest';
import { initialVerification as initial, verificationReducer as reduce } from './verification-state.ts';

describe('verification state', () => {
  it('keeps the code while a resend is under way or refused, and clears it once a new code is sent', () => {
    const typed = reduce(reduce(initial, { type: 'typed', code: 'abc123' }), { type: 'refused' });
    expect(typed).toEqual({ code: 'ABC123', invalid: true, resent: false });
    const resending = reduce(typed, { type: 'resending' });
    expect(resending).toEqual({ code: 'ABC123', invalid: false, resent: false });
    expect(reduce(resending, { type: 'resent' })).toEqual({ code: '', invalid: false, resent: true });
  });

  it('starts afresh at each opening', () => {
    expect(reduce({ code: 'X', invalid: true, resent: true }, { type: 'opened' })).toEqual(initial);
  });
});
