// The e-mail verification dialog as pure state (spec 2 §2, §4): the code typed, whether the server found it
// invalid, and whether a new code was just sent. Resend clears the code only once a new code is on its way: a
// resend the server refuses ("Please wait 57 seconds…") leaves the code the user typed, which still works.
export interface VerificationState {
  code: string;
  invalid: boolean;
  resent: boolean;
}

export type VerificationAction =
  | { type: 'opened' }
  | { type: 'typed'; code: string }
  | { type: 'resending' }
  | { type: 'resent' }
  | { type: 'verifying' }
  | { type: 'refused' };

export const initialVerification: VerificationState = { code: '', invalid: false, resent: false };

export function verificationReducer(state: VerificationState, action: VerificationAction): VerificationState {
  switch (action.type) {
    case 'opened':
      return initialVerification;
    case 'typed':
      // The server's codes compare case-insensitively; upper case matches the mail.
      return { ...state, code: action.code.toUpperCase(), invalid: false };
    case 'resending':
      return { ...state, invalid: false, resent: false };
    case 'resent':
      return { code: '', invalid: false, resent: true };
    case 'verifying':
      return { ...state, invalid: false };
    case 'refused':
      return { ...state, invalid: true };
  }
}
