// Organisation users managed by a client admin (spec 1 §2, §3, §4 and §7).
import Type, { type Static } from 'typebox';
import { Email } from './common.ts';

// Spec 1 §3 "Organisation client contact: id, email, firstName, lastName".
export const OrganizationClientContact = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
});
export type OrganizationClientContact = Static<typeof OrganizationClientContact>;
export const OrganizationClientContactList = Type.Array(OrganizationClientContact);

export const ClientContactIdParams = Type.Object({ clientContactId: Type.String({ minLength: 1 }) });
export type ClientContactIdParams = Static<typeof ClientContactIdParams>;

// Spec 1 §7: query email, includeMfaStatus.
export const IdentitySettingsQuery = Type.Object({
  email: Type.Optional(Email),
  includeMfaStatus: Type.Optional(Type.Boolean()),
});
export type IdentitySettingsQuery = Static<typeof IdentitySettingsQuery>;

// Spec 1 §3 "Identity settings: username, isAccountEnabled, isMfaEnabled" (MFA only when asked for).
export const IdentitySettings = Type.Object({
  username: Type.String(),
  isAccountEnabled: Type.Boolean(),
  isMfaEnabled: Type.Optional(Type.Boolean()),
});
export type IdentitySettings = Static<typeof IdentitySettings>;

// Spec 1 §7: disableMfa, enableAccount, disableAccount — body has username.
export const IdentitySettingsActionBody = Type.Object({ username: Type.String({ minLength: 1 }) });
export type IdentitySettingsActionBody = Static<typeof IdentitySettingsActionBody>;
