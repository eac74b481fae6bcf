// Calls of the registry (calls.ts): The embedded identity provider's account calls (spec 1 §7; docs/architecture.md
// "Identity")
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import {
  ChangePasswordBody,
  MfaStatus,
  PreferredMfaBody,
  TotpAssociation,
  TotpVerifyBody,
  TotpVerifyResponse,
} from '../schemas/identity.ts';

export const identityCalls = {
  getMfa: defineCall({
    operationId: 'getMfa',
    method: 'GET',
    path: '/identity/mfa',
    summary: "Get the user's preferred MFA method and whether MFA is enabled",
    tags: ['identity'],
    auth: 'required',
    response: { 200: MfaStatus, ...errors(401, 403, 500) },
  }),
  changePassword: defineCall({
    operationId: 'changePassword',
    method: 'POST',
    path: '/identity/changePassword',
    summary: 'Change the password (not for federated or Coupa accounts)',
    tags: ['identity'],
    auth: 'required',
    body: ChangePasswordBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 429, 500) },
  }),
  associateTotp: defineCall({
    operationId: 'associateTotp',
    method: 'POST',
    path: '/identity/totp/associate',
    summary: 'Start authenticator-app setup: a new TOTP secret and its otpauth URI',
    tags: ['identity'],
    auth: 'required',
    response: { 200: TotpAssociation, ...errors(401, 403, 500) },
  }),
  verifyTotp: defineCall({
    operationId: 'verifyTotp',
    method: 'POST',
    path: '/identity/totp/verify',
    summary: 'Verify a 6-digit code from the authenticator app',
    tags: ['identity'],
    auth: 'required',
    body: TotpVerifyBody,
    response: { 200: TotpVerifyResponse, ...errors(400, 401, 403, 429, 500) },
  }),
  setPreferredMfa: defineCall({
    operationId: 'setPreferredMfa',
    method: 'POST',
    path: '/identity/preferredMfa',
    summary: 'Set the preferred MFA method (TOTP enables MFA, NOMFA disables it)',
    tags: ['identity'],
    auth: 'required',
    body: PreferredMfaBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 500) },
  }),
} as const;
