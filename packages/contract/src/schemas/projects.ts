// Projects and quotes created from an external link or the create-project form (spec 2 §3 and §7).
import Type, { type Static } from 'typebox';
import { CountryRef, CustomFieldValue, Email, FileLink, Nullable, ProvinceRef } from './common.ts';
import { EmailVerificationCode } from './accounts.ts';
import { PresignedPost } from './files.ts';
import { TEXT_INPUT_MAX_LENGTH } from '../limits.ts';

const OptionalText = Type.Optional(Nullable(Type.String()));

// Spec 2 §3 contactInfo {firstName, lastName, email, phoneNumber, address1, address2, city, province, zipCode,
// country, customFields}; the external-link variant carries only {email}.
export const ContactInfo = Type.Object({
  email: Email,
  firstName: OptionalText,
  lastName: OptionalText,
  phoneNumber: OptionalText,
  address1: OptionalText,
  address2: OptionalText,
  city: OptionalText,
  province: Type.Optional(Nullable(ProvinceRef)),
  zipCode: OptionalText,
  country: Type.Optional(Nullable(CountryRef)),
  customFields: Type.Optional(Type.Array(CustomFieldValue)),
});
export type ContactInfo = Static<typeof ContactInfo>;

// Spec 2 §3 "Project/quote creation payload" and "Contact-create payload for the external link".
// createProjectToken is not in the payload the spec shows; it lets the server check the external link's
// token (spec 2 §5 "External link: token must match") instead of trusting the browser's check.
export const CreateProjectBody = Type.Object({
  clientId: Type.String({ minLength: 1 }),
  projectName: Type.String({ minLength: 1, maxLength: 250 }),
  contactInfo: ContactInfo,
  notes: OptionalText,
  sourceLanguageId: Type.String({ minLength: 1 }),
  targetLanguageIds: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  xtrfServiceId: Type.Optional(Nullable(Type.Integer())),
  customFields: Type.Optional(Type.Array(CustomFieldValue)),
  emailVerificationCode: Type.Optional(EmailVerificationCode),
  fileLinks: Type.Optional(Type.Array(FileLink)),
  createProjectToken: Type.Optional(Type.String()),
  // As in the job request payload: typed text, stored as a .txt source document and held to the same limit.
  textInput: Type.Optional(Nullable(Type.String({ maxLength: TEXT_INPUT_MAX_LENGTH }))),
});
export type CreateProjectBody = Static<typeof CreateProjectBody>;

// Spec 2 §3 "Response: projectId or quoteId and a presigned post {url, fields}".
export const CreatedProject = Type.Object({ projectId: Type.String(), presignedPost: PresignedPost });
export type CreatedProject = Static<typeof CreatedProject>;
export const CreatedQuote = Type.Object({ quoteId: Type.String(), presignedPost: PresignedPost });
export type CreatedQuote = Static<typeof CreatedQuote>;

export const ProjectIdParams = Type.Object({ projectId: Type.String({ minLength: 1 }) });
export type ProjectIdParams = Static<typeof ProjectIdParams>;
export const QuoteIdParams = Type.Object({ quoteId: Type.String({ minLength: 1 }) });
export type QuoteIdParams = Static<typeof QuoteIdParams>;
