// The embedded identity provider's account calls (spec 1 §7 "the identity provider's own calls"; docs/architecture.md
// "Identity"): password change, TOTP setup and verify, preferred MFA.
import Type, { type Static } from 'typebox';
import { PreferredMfa } from '../enums.ts';
import { MFA_CODE_PATTERN } from '../limits.ts';
import { Password } from './accounts.ts';

export const MfaStatus = Type.Object({ preferredMfa: PreferredMfa, isMfaEnabled: Type.Boolean() });
export type MfaStatus = Static<typeof MfaStatus>;

// Spec 1 §5: old password required; the new one follows the password rule.
export const ChangePasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1 }),
  newPassword: Password,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const TotpAssociation = Type.Object({ secretCode: Type.String(), otpauthUri: Type.String() });
export type TotpAssociation = Static<typeof TotpAssociation>;

// Spec 1 §5: MFA code, 6 digits.
export const TotpVerifyBody = Type.Object({ code: Type.String({ pattern: MFA_CODE_PATTERN }) });
export type TotpVerifyBody = Static<typeof TotpVerifyBody>;
export const TotpVerifyResponse = Type.Object({ status: Type.Literal('SUCCESS') });
export type TotpVerifyResponse = Static<typeof TotpVerifyResponse>;

export const PreferredMfaBody = Type.Object({ preferredMfa: PreferredMfa });
export type PreferredMfaBody = Static<typeof PreferredMfaBody>;
