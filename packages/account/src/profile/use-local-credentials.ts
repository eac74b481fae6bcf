import { ApiError, isErrorBody, useEffectiveUser, useSession, useUserAccount } from '@lingua/core';
import type { MfaStatus } from '@lingua/contract';
import { useMfaStatus } from '../api/get-mfa.ts';

/**
 * Whether the user's password and MFA are managed here ('local'), by another identity provider ('external'), or
 * out of reach because an admin is impersonating the user ('impersonating').
 */
export type CredentialsOwner = 'loading' | 'local' | 'external' | 'impersonating';

/** What the Profile tab and the /changePassword page need to know about the user's credentials. */
export interface LocalCredentials {
  owner: CredentialsOwner;
  /** The MFA status of a local account. */
  mfa?: MfaStatus;
  /** A failure other than "managed elsewhere" while reading the MFA status. */
  error?: unknown;
  /** Re-reads the MFA status. */
  refresh: () => void;
}

/**
 * Spec 1 §6: federated accounts and accounts of the Coupa user group cannot change the password and see no MFA
 * row. The session says whether an account is federated and the account says whether it is in the Coupa group;
 * an identity provider that refuses its account calls (403) for an account it does not manage counts the same
 * (an external identity provider answers so for every account). While an admin impersonates, the account calls
 * are refused too, but not because of the account: the profile is the impersonated user's and the page says
 * plainly that password and MFA cannot be changed while impersonating.
 */
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
