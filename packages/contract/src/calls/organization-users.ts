// Calls of the registry (calls.ts): Organisation users (spec 1 §7)
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import {
  ClientContactIdParams,
  IdentitySettings,
  IdentitySettingsActionBody,
  IdentitySettingsQuery,
  OrganizationClientContactList,
} from '../schemas/organization-users.ts';

const indentitySettingsPath = '/userAccount/organizationClientContacts/{clientContactId}/indentitySettings';

export const organizationUsersCalls = {
  getOrganizationClientContacts: defineCall({
    operationId: 'getOrganizationClientContacts',
    method: 'GET',
    path: '/userAccount/organizationClientContacts',
    summary: "List the client contacts of the user's organisation",
    tags: ['organizationUsers'],
    auth: 'required',
    response: { 200: OrganizationClientContactList, ...errors(401, 403, 500) },
  }),
  getIndentitySettings: defineCall({
    operationId: 'getIndentitySettings',
    method: 'GET',
    path: indentitySettingsPath,
    summary: "Get a client contact's identity settings (path spelt as in the spec)",
    tags: ['organizationUsers'],
    auth: 'required',
    params: ClientContactIdParams,
    querystring: IdentitySettingsQuery,
    response: { 200: IdentitySettings, ...errors(400, 401, 403, 404, 500) },
  }),
  disableMfa: defineCall({
    operationId: 'disableMfa',
    method: 'POST',
    path: `${indentitySettingsPath}/actions/disableMfa`,
    summary: "Disable a client contact's MFA",
    tags: ['organizationUsers'],
    auth: 'required',
    params: ClientContactIdParams,
    body: IdentitySettingsActionBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
  enableAccount: defineCall({
    operationId: 'enableAccount',
    method: 'POST',
    path: `${indentitySettingsPath}/actions/enableAccount`,
    summary: "Enable a client contact's account",
    tags: ['organizationUsers'],
    auth: 'required',
    params: ClientContactIdParams,
    body: IdentitySettingsActionBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
  disableAccount: defineCall({
    operationId: 'disableAccount',
    method: 'POST',
    path: `${indentitySettingsPath}/actions/disableAccount`,
    summary: "Disable a client contact's account",
    tags: ['organizationUsers'],
    auth: 'required',
    params: ClientContactIdParams,
    body: IdentitySettingsActionBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
} as const;
