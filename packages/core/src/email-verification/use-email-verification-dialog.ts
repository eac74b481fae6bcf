// The verification dialog's calls: one code sent per opening, Resend, and Verify, over verification-state.ts.
import { useEffect, useReducer, useRef } from 'react';
import { EMAIL_VERIFICATION_CODE_LENGTH } from '@lingua/contract';
import { useSendEmailVerificationCode } from './api/send-email-verification-code.ts';
import { useValidateEmailVerificationCode } from './api/validate-email-verification-code.ts';
import { initialVerification, verificationReducer } from './verification-state.ts';

export function useEmailVerificationDialog(opened: boolean, email: string, onVerified: (code: string) => void) {
  const [state, dispatch] = useReducer(verificationReducer, initialVerification);
  const send = useSendEmailVerificationCode();
  const validate = useValidateEmailVerificationCode();
  const { trigger: sendCode, reset: resetSend } = send;
  const { reset: resetValidate } = validate;
  // One code per opening: StrictMode's double effect (and re-renders) must not mail a second code, which the
  // server's resend throttle would also refuse.
  const sentForOpening = useRef(false);
  useEffect(() => {
    if (!opened) {
      sentForOpening.current = false;
      return;
    }
    if (sentForOpening.current) return;
    sentForOpening.current = true;
    dispatch({ type: 'opened' });
    resetSend();
    resetValidate();
    // The failure is shown from the mutation's error state.
    sendCode({ email }).catch(() => {});
  }, [opened, email, sendCode, resetSend, resetValidate]);
  const resend = () => {
    dispatch({ type: 'resending' });
    resetValidate();
    sendCode({ email }).then(
      () => dispatch({ type: 'resent' }),
      () => {},
    );
  };
  const verify = async () => {
    dispatch({ type: 'verifying' });
    try {
      const { isValid } = await validate.trigger({ email, verificationCode: state.code });
      if (isValid) onVerified(state.code);
      else dispatch({ type: 'refused' });
    } catch {
      // Shown from the mutation's error state.
    }
  };
  return { state, type: (code: string) => dispatch({ type: 'typed', code }), send, validate, resend, verify, complete: state.code.length === EMAIL_VERIFICATION_CODE_LENGTH, busy: send.isMutating || validate.isMutating };
}

export type EmailVerificationModel = ReturnType<typeof useEmailVerificationDialog>;
