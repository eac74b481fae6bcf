// POST /identity/totp/associate (spec 1 §4 MFA): a new authenticator secret and its otpauth URI.
import { calls } from '@lingua/contract';
import type { TotpAssociation } from '@lingua/contract';
import { callApi } from '@lingua/core';
import useSWRMutation from 'swr/mutation';

/** SWR mutation key. */
export const ASSOCIATE_TOTP_KEY = calls.associateTotp.path;

/** Starts authenticator setup. */
export function associateTotp(): Promise<TotpAssociation> {
  return callApi(calls.associateTotp, {});
}

/** Mutation hook: `trigger()` resolves to `{ secretCode, otpauthUri }`. */
export function useAssociateTotp() {
  return useSWRMutation(ASSOCIATE_TOTP_KEY, () => associateTotp());
}
