// Client configurations and custom field definitions (spec 2 §3, spec 1 §3 and §7).
import Type, { type Static } from 'typebox';
import { ClientStatus, CustomFieldCategory, CustomFieldInputType, SubmitMode } from '../enums.ts';
import { Nullable } from './common.ts';

export const ClientIdParams = Type.Object({ clientId: Type.String({ minLength: 1 }) });
export type ClientIdParams = Static<typeof ClientIdParams>;

// Spec 2 §2, §4, §5: the token is compared by the server, never sent back (decision 012); a wrong one is 403 before
// anything of the client is known. Contract extension: the spec shows no query here.
export const ClientConfigQuery = Type.Object({
  createProjectToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  signUpToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type ClientConfigQuery = Static<typeof ClientConfigQuery>;

// Spec 1 §7 / spec 2 §7: look-up by e-mail domain, optionally with externalGroups (comma-joined) or contactEmail.
export const ClientConfigsQuery = Type.Object({
  emailDomain: Type.Optional(Type.String({ minLength: 1 })),
  contactEmail: Type.Optional(Type.String({ minLength: 1 })),
  externalGroups: Type.Optional(Type.String({ description: 'Comma-joined external group names' })),
});
export type ClientConfigsQuery = Static<typeof ClientConfigsQuery>;

// Spec 2 §4: in the EXCEPT modes the other option appears when any entry matches a form field value.
export const SubmissionModeCondition = Type.Object({ fieldName: Type.String(), value: Type.String() });
export type SubmissionModeCondition = Static<typeof SubmissionModeCondition>;

// Spec 1 §3, spec 2 §3 upload restrictions; the field names are ours.
export const FileRestrictions = Type.Object({
  maxFileCount: Type.Integer({ minimum: 1 }),
  maxFileSizeBytes: Type.Integer({ minimum: 1 }),
  maxTotalSizeBytes: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
});
export type FileRestrictions = Static<typeof FileRestrictions>;

// Spec 2 §3 "createProjectSettings"; the language settings' names are ours, other settings pass through.
export const CreateProjectSettings = Type.Object(
  {
    skipEmailDomainValidation: Type.Optional(Type.Boolean()),
    disableUnauthenticatedSubmissions: Type.Optional(Type.Boolean()),
    defaultSourceLanguageId: Type.Optional(Nullable(Type.String())),
    defaultTargetLanguageIds: Type.Optional(Type.Array(Type.String())),
    hideSourceLanguage: Type.Optional(Type.Boolean()),
    hideTargetLanguages: Type.Optional(Type.Boolean()),
    submissionModeConditions: Type.Optional(Type.Array(SubmissionModeCondition)),
    fileRestrictions: Type.Optional(FileRestrictions),
  },
  { additionalProperties: true },
);
export type CreateProjectSettings = Static<typeof CreateProjectSettings>;

// Spec 2 §3 "selectableWorkflows (label, xtrfServiceId)"; xtrfServiceId is a number (spec 2 §3 contact payload).
export const SelectableWorkflow = Type.Object({ label: Type.String(), xtrfServiceId: Type.Integer() });
export type SelectableWorkflow = Static<typeof SelectableWorkflow>;

// Spec 2 §3 plus isMfaEnabled and isOrgManagementEnabled (spec 1 §3); the tokens are compared in the browser.
export const ClientConfig = Type.Object({
  clientId: Type.String(),
  companyName: Type.String(),
  status: ClientStatus,
  logoUrl: Type.Optional(Nullable(Type.String())),
  signUpToken: Type.Optional(Nullable(Type.String())),
  createProjectToken: Type.Optional(Nullable(Type.String())),
  allowedEmailDomains: Type.Optional(Type.Array(Type.String())),
  createProjectSettings: Type.Optional(CreateProjectSettings),
  projectSubmissionMode: Type.Optional(Nullable(SubmitMode)),
  selectableWorkflows: Type.Optional(Type.Array(SelectableWorkflow)),
  isMfaEnabled: Type.Optional(Type.Boolean()),
  isOrgManagementEnabled: Type.Optional(Type.Boolean()),
});
export type ClientConfig = Static<typeof ClientConfig>;
export const ClientConfigList = Type.Array(ClientConfig);

// Spec 2 §7: "list of language ids".
export const AvailableLanguages = Type.Array(Type.String(), {
  description: 'Language ids available to the client',
});
export type AvailableLanguages = Static<typeof AvailableLanguages>;

export const CustomFieldDefinitionsQuery = Type.Object({ category: Type.Optional(CustomFieldCategory) });
export type CustomFieldDefinitionsQuery = Static<typeof CustomFieldDefinitionsQuery>;

// Spec 2 §3 "visibleIf (fieldName, value)"; spec 2 §5 uses "the first visibleIf condition", so it is a list.
export const VisibleIfCondition = Type.Object({ fieldName: Type.String(), value: Type.String() });
export type VisibleIfCondition = Static<typeof VisibleIfCondition>;

// Spec 2 §3.
export const CustomFieldDefinition = Type.Object({
  name: Type.String(),
  type: CustomFieldInputType,
  required: Type.Optional(Type.Boolean()),
  validationRegex: Type.Optional(Nullable(Type.String())),
  validationMessage: Type.Optional(Nullable(Type.String())),
  description: Type.Optional(Nullable(Type.String())),
  options: Type.Optional(Type.Array(Type.String())),
  defaultValue: Type.Optional(Nullable(Type.String())),
  visible: Type.Optional(Type.Boolean()),
  visibleIf: Type.Optional(Type.Array(VisibleIfCondition)),
  disabled: Type.Optional(Type.Boolean()),
  mapping: Type.Optional(Nullable(Type.String())),
  category: CustomFieldCategory,
});
export type CustomFieldDefinition = Static<typeof CustomFieldDefinition>;
export const CustomFieldDefinitionList = Type.Array(CustomFieldDefinition);

// Contract extension (not in the spec): the origins whose pages may embed the client's Lingua elements.
export const WidgetOrigin = Type.String({
  pattern: '^https?://[^/?#@\\s]+$',
  maxLength: 255,
  description: 'An origin, exactly scheme://host[:port], e.g. https://intranet.example.com',
  examples: ['https://intranet.acme-health.example'],
});
export const WidgetOrigins = Type.Object({
  clientId: Type.String(),
  widgetOrigins: Type.Array(WidgetOrigin, { maxItems: 50 }),
});
export type WidgetOrigins = Static<typeof WidgetOrigins>;
export const SetWidgetOriginsBody = Type.Object(
  { widgetOrigins: Type.Array(WidgetOrigin, { maxItems: 50 }) },
  { additionalProperties: false },
);
export type SetWidgetOriginsBody = Static<typeof SetWidgetOriginsBody>;
