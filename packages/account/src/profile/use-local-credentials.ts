import { ApiError, isErrorBody, useEffectiveUser, useSession, useUserAccount } from '@lingua/core';
import type { MfaStatus } from '@lingua/contract';
import { useMfaStatus } from '../api/get-mfa.ts';

export type CredentialsOwner = 'loading' | 'local' | 'external' | 'impersonating';

export interface LocalCredentials {
  owner: CredentialsOwner;
  mfa?: MfaStatus;
  error?: unknown;
  refresh: () => void;
}

/** Spec 1 §6: federated and Coupa accounts cannot change the password and see no MFA row; a provider refusing its
 * account calls (403) counts the same. While impersonating the page says plainly that neither can be changed. */
export function useLocalCredentials(): LocalCredentials {
  const user = useEffectiveUser();
  const account = useUserAccount();
  const impersonating = useSession((s) => s.override !== null);
  const federated = user?.isFederatedSsoAccount === true || account.data?.isCoupaUser === true;
  // A failed account read must not hide the MFA row: the identity provider's answer still decides then.
  const accountSettled = account.data !== undefined || account.error !== undefined;
  const mfa = useMfaStatus(!!user && accountSettled && !federated && !impersonating);
  const refresh = () => void mfa.mutate();
  if (impersonating) return { owner: 'impersonating', refresh };
  if (!user || !accountSettled) return { owner: 'loading', refresh };
  if (federated) return { owner: 'external', refresh };
  if (mfa.error instanceof ApiError && mfa.error.status === 403) {
    const code = isErrorBody(mfa.error.body) ? mfa.error.body.errorCode : undefined;
    return { owner: code === 'IMPERSONATING' ? 'impersonating' : 'external', refresh };
  }
  if (mfa.data) return { owner: 'local', mfa: mfa.data, refresh };
  if (mfa.error) return { owner: 'local', error: mfa.error, refresh };
  return { owner: 'loading', refresh };
}
