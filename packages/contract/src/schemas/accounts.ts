// The user account, sign-up and e-mail verification (spec 1 §3, §7; spec 2 §3, §7; spec 3 §3, §7).
import Type, { type Static } from 'typebox';
import { ClientStatus, Role, UiLanguage } from '../enums.ts';
import { EMAIL_VERIFICATION_CODE_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { Address, CustomFieldValue, Email, Nullable } from './common.ts';
import { ClientConfig } from './client-configs.ts';

// Spec 1 §3, spec 2 §3 and spec 3 §3 account fields.
export const UserAccount = Type.Object({
  username: Type.String(),
  loginName: Type.Optional(Type.String()),
  email: Type.String(),
  firstName: Type.Optional(Nullable(Type.String())),
  lastName: Type.Optional(Nullable(Type.String())),
  roles: Type.Array(Role),
  applications: Type.Array(Type.String()),
  clientConfig: Type.Optional(Nullable(ClientConfig)),
  isFederatedSsoAccount: Type.Boolean(),
  // Spec 1 §6: accounts of the Coupa user group cannot change the password and see no MFA row; the browser
  // needs to know without asking the identity provider.
  isCoupaUser: Type.Optional(Type.Boolean()),
  initialPagePath: Type.Optional(Nullable(Type.String())),
  // Decision 189: the interface language the person chose; null when they chose none (the browser decides).
  language: Type.Optional(Nullable(UiLanguage)),
});
export type UserAccount = Static<typeof UserAccount>;

// Decision 189: PUT /userAccount/language; null forgets the choice.
export const SetUserLanguageBody = Type.Object({ language: Nullable(UiLanguage) }, { additionalProperties: false });
export type SetUserLanguageBody = Static<typeof SetUserLanguageBody>;

// Spec 1 §5 and spec 2 §5: the password rule (8+ characters, a digit, an upper-case and a lower-case letter).
export const Password = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  pattern: '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).*$',
});

// Spec 2 §3 "Create-user payload".
export const CreateUserAccountBody = Type.Object({
  clientId: Type.String({ minLength: 1 }),
  email: Email,
  firstName: Type.String({ minLength: 1 }),
  lastName: Type.String({ minLength: 1 }),
  password: Password,
  role: Type.Literal('CLIENT_EMPLOYEE'),
  address: Address,
  customFieldValues: Type.Optional(Type.Array(CustomFieldValue)),
  // Addition: the sign-up link's token, checked on the server as tokens never reach the browser (decision 012).
  signUpToken: Type.Optional(Type.String({ minLength: 1, description: 'Token of the sign-up link, when the link carries one' })),
});
export type CreateUserAccountBody = Static<typeof CreateUserAccountBody>;

export const CreatedUserAccount = Type.Object({ username: Type.String(), email: Type.String() });
export type CreatedUserAccount = Static<typeof CreatedUserAccount>;

// Spec 3 §7: POST /userAccount/actions/confirmEmail body {email, code}.
export const ConfirmEmailBody = Type.Object({ email: Email, code: Type.String({ minLength: 1 }) });
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;

// Spec 2 §7: assign client body {clientId}.
export const AssignClientBody = Type.Object({ clientId: Type.String({ minLength: 1 }) });
export type AssignClientBody = Static<typeof AssignClientBody>;

// Spec 2 §7: send verification code body {email}.
export const SendEmailVerificationCodeBody = Type.Object({ email: Email });
export type SendEmailVerificationCodeBody = Static<typeof SendEmailVerificationCodeBody>;

// Spec 2 §5 and §9: the code has 6 characters.
export const EmailVerificationCode = Type.String({
  minLength: EMAIL_VERIFICATION_CODE_LENGTH,
  maxLength: EMAIL_VERIFICATION_CODE_LENGTH,
});

// Spec 2 §7: validate body {email, verificationCode} → isValid.
export const ValidateEmailVerificationCodeBody = Type.Object({
  email: Email,
  verificationCode: EmailVerificationCode,
});
export type ValidateEmailVerificationCodeBody = Static<typeof ValidateEmailVerificationCodeBody>;
export const ValidateEmailVerificationCodeResponse = Type.Object({ isValid: Type.Boolean() });
export type ValidateEmailVerificationCodeResponse = Static<typeof ValidateEmailVerificationCodeResponse>;

// Spec 2 §7 and spec 3 §7: linked clients with status, clientId, clientName.
export const LinkedClient = Type.Object({
  clientId: Type.String(),
  clientName: Type.String(),
  status: ClientStatus,
});
export type LinkedClient = Static<typeof LinkedClient>;
export const LinkedClientList = Type.Array(LinkedClient);
