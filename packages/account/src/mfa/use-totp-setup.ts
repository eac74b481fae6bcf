// The TOTP set-up's calls: the code checked, then TOTP made the preferred method. A refused code (400) asks for
// it again; throttling and other failures show their own message.
import { useState } from 'react';
import { ApiError, useT } from '@lingua/core';
import { MFA_CODE_LENGTH } from '@lingua/contract';
import { useSetPreferredMfa } from '../api/set-preferred-mfa.ts';
import { useVerifyTotp } from '../api/verify-totp.ts';

export function useTotpSetup(onEnabled: () => void) {
  const t = useT();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const verify = useVerifyTotp();
  const preferred = useSetPreferredMfa();
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async () => {
    setFailure(null);
    if (code.length !== MFA_CODE_LENGTH) return setCodeError(t('account.mfa.codeRequired'));
    try {
      await verify.trigger({ code });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setCodeError(t('account.mfa.invalidCode'));
        setCode('');
      } else setFailure(error);
      return;
    }
    try {
      await preferred.trigger({ preferredMfa: 'TOTP' });
      onEnabled();
    } catch (error) {
      setFailure(error);
    }
  };
  const type = (value: string) => {
    setCodeError(null);
    setCode(value);
  };
  return { code, codeError, failure, submit, type, busy: verify.isMutating || preferred.isMutating };
}
