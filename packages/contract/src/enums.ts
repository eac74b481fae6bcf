// Every enumeration of the spec, each as a const array (for loops and selects), a TypeBox union of literals
// (for validation and OpenAPI) and a TypeScript type of the same name as the schema.
import Type, { type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';

import { UI_LANGUAGES } from './rules/ui-languages.ts';

type LiteralTuple<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K] & string> };

export function literalUnion<const T extends readonly string[]>(
  values: T,
  options?: TSchemaOptions,
): TUnion<LiteralTuple<T>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<LiteralTuple<T>>;
}

// Spec 1 §4 and spec 3 §4.1 (QUOTE_EXPIRED from spec 1 §4 and spec 2 §4).
export const JOB_REQUEST_STATUSES = [
  'CREATED',
  'SCREENING',
  'REJECTED_BY_SCREENING',
  'ANALYZING',
  'TRANSLATING',
  'READY_FOR_INTERNAL_REVIEW',
  'QUOTE_READY_FOR_CLIENT_REVIEW',
  'QUOTE_REJECTED',
  'QUOTE_ACCEPTED',
  'QUOTE_EXPIRED',
  'SUBMITTING_TO_XTRF',
  'SUBMITTED_TO_XTRF',
  'COMPLETED',
  // Decision 184: the client sent a target language back; staff's redelivery completes the request again.
  'CHANGES_REQUESTED',
  'ARCHIVED',
  'FAILED',
  'CANCELLING',
  'CANCELLED',
] as const;
export const JobRequestStatus = literalUnion(JOB_REQUEST_STATUSES, {
  description: 'Job request status (spec 1 §4)',
});
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];

// Spec 3 §4.1: lists and details refresh while any shown item is in one of these.
export const IN_PROGRESS_JOB_REQUEST_STATUSES = [
  'CREATED',
  'ANALYZING',
  'CANCELLING',
  'SCREENING',
  'SUBMITTING_TO_XTRF',
  'TRANSLATING',
] as const satisfies readonly JobRequestStatus[];

// Spec 3 §4.4: Rename and Archive are disabled in these statuses.
export const NON_EDITABLE_JOB_REQUEST_STATUSES = [
  'ARCHIVED',
  'CREATED',
  'SUBMITTING_TO_XTRF',
] as const satisfies readonly JobRequestStatus[];

// Spec 3 §4.2: the machine-translation status groups offered by the status filter (expanded to raw statuses).
export const JOB_REQUEST_STATUS_GROUP_NAMES = [
  'completed',
  'changesRequested',
  'archived',
  'submittingToHumanExpert',
  'submittedToHumanExpert',
  'failed',
  'processing',
] as const;
export const JobRequestStatusGroupName = literalUnion(JOB_REQUEST_STATUS_GROUP_NAMES);
export type JobRequestStatusGroupName = (typeof JOB_REQUEST_STATUS_GROUP_NAMES)[number];
export const JOB_REQUEST_STATUS_GROUPS: Readonly<
  Record<JobRequestStatusGroupName, readonly JobRequestStatus[]>
> = {
  completed: ['COMPLETED'],
  changesRequested: ['CHANGES_REQUESTED'],
  archived: ['ARCHIVED'],
  submittingToHumanExpert: ['SUBMITTING_TO_XTRF'],
  submittedToHumanExpert: ['SUBMITTED_TO_XTRF'],
  failed: ['CANCELLED', 'CANCELLING', 'FAILED'],
  processing: [
    'ANALYZING',
    'CREATED',
    'READY_FOR_INTERNAL_REVIEW',
    'SCREENING',
    'REJECTED_BY_SCREENING',
    'TRANSLATING',
  ],
};

// Spec 1 §6.
export const ROLES = [
  'ADMIN',
  'SUPER_USER',
  'OPERATOR',
  'POWER_USER',
  'CLIENT',
  'CLIENT_EMPLOYEE',
  'LINGUIST',
  'PROJECT_COORDINATOR',
  'CLIENT_MANAGER',
  'DESKTOP_PUBLISHER',
  'ENGINEER',
  'QA',
  'QUOTER',
  'EXECUTIVE',
] as const;
export const Role = literalUnion(ROLES, { description: 'Role (spec 1 §6)' });
export type Role = (typeof ROLES)[number];

// Spec 1 §6: the dashboard role list (staff roles).
export const DASHBOARD_ROLES = [
  'CLIENT_MANAGER',
  'DESKTOP_PUBLISHER',
  'ADMIN',
  'ENGINEER',
  'PROJECT_COORDINATOR',
  'QA',
  'QUOTER',
  'POWER_USER',
] as const satisfies readonly Role[];

// Decision 046: the staff who answer procurement requests on the provider desk.
export const PROVIDER_DESK_ROLES = ['ADMIN', 'PROJECT_COORDINATOR'] as const satisfies readonly Role[];

// Spec 3 §2.7 and §6: roles allowed on the reports, machine translation and procurement create routes.
export const CLIENT_ROLES = ['CLIENT', 'CLIENT_EMPLOYEE'] as const satisfies readonly Role[];

// Spec 3 §1 and §2.2 ("a list of the user's requests"): whose requests a list shows (decision 177).
export const JOB_REQUEST_LIST_SCOPES = ['mine', 'company'] as const;
export type JobRequestListScope = (typeof JOB_REQUEST_LIST_SCOPES)[number];

// Spec 1 §3 (spec 3 §3 lists the subset WEBFORM, COUPA, MT, MEDIAAI as shown in lists).
export const ORIGINATIONS = ['EMAIL', 'WEBFORM', 'MT', 'COUPA', 'MEDIAAI'] as const;
export const Origination = literalUnion(ORIGINATIONS, { description: 'Request origination (spec 1 §3)' });
export type Origination = (typeof ORIGINATIONS)[number];

// Spec 1 §3.
export const REQUEST_TYPES = [
  'TRANSLATION_REQUEST',
  'QUOTE_REQUEST',
  'JUNK_REQUEST',
  'OTHER_REQUEST',
] as const;
export const RequestType = literalUnion(REQUEST_TYPES, { description: 'Request type (spec 1 §3)' });
export type RequestType = (typeof REQUEST_TYPES)[number];

// Spec 2 §3: a created request is either a quote (estimate) or a translation (project).
export const CREATABLE_REQUEST_TYPES = [
  'QUOTE_REQUEST',
  'TRANSLATION_REQUEST',
] as const satisfies readonly RequestType[];
export const CreatableRequestType = literalUnion(CREATABLE_REQUEST_TYPES);
export type CreatableRequestType = (typeof CREATABLE_REQUEST_TYPES)[number];

// Spec 1 §3 "file kinds", spec 3 §3 categories.
export const FILE_CATEGORIES = [
  'SOURCE_DOCUMENT',
  'REFERENCE',
  'TRANSLATED_DOCUMENT',
  'QUOTE_CONFIRMATION_DOCUMENT',
  'OTHER',
] as const;
export const FileCategory = literalUnion(FILE_CATEGORIES, {
  description: 'File category (spec 1 §3, spec 3 §3)',
});
export type FileCategory = (typeof FILE_CATEGORIES)[number];

// Spec 2 §3: the categories a client uploads.
export const UPLOAD_FILE_CATEGORIES = [
  'SOURCE_DOCUMENT',
  'REFERENCE',
] as const satisfies readonly FileCategory[];
export const UploadFileCategory = literalUnion(UPLOAD_FILE_CATEGORIES);
export type UploadFileCategory = (typeof UPLOAD_FILE_CATEGORIES)[number];

// Spec 1 §3, spec 3 §3 (zip status).
export const PROCESSING_PROGRESSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export const ProcessingProgress = literalUnion(PROCESSING_PROGRESSES, {
  description: 'Processing progress (spec 1 §3)',
});
export type ProcessingProgress = (typeof PROCESSING_PROGRESSES)[number];

// Spec 1 §3, spec 2 §3.
export const PAYMENT_TYPES = ['CREDIT_CARD', 'BILL_TO_ACCOUNT', 'INVOICE_DIRECTLY'] as const;
export const PaymentType = literalUnion(PAYMENT_TYPES, { description: 'Payment type (spec 2 §3)' });
export type PaymentType = (typeof PAYMENT_TYPES)[number];

// Spec 1 §3, spec 2 §4, spec 3 §9.
export const SUBMIT_MODES = [
  'SUBMIT_FOR_ESTIMATION',
  'SUBMIT_FOR_TRANSLATION',
  'BOTH',
  'SUBMIT_FOR_ESTIMATION_EXCEPT',
  'SUBMIT_FOR_TRANSLATION_EXCEPT',
] as const;
export const SubmitMode = literalUnion(SUBMIT_MODES, { description: 'Project submission mode (spec 2 §4)' });
export type SubmitMode = (typeof SUBMIT_MODES)[number];

// Spec 1 §3, spec 3 §3.
export const REPORT_TYPES = ['PROJECT', 'QUOTE', 'TASK', 'CLIENT_CONTACT', 'QUALITY'] as const;
export const ReportType = literalUnion(REPORT_TYPES, { description: 'Report type (spec 3 §3)' });
export type ReportType = (typeof REPORT_TYPES)[number];

// Spec 1 §3, spec 2 §3.
export const ACCEPTANCE_STATUSES = ['ACCEPTED', 'REJECTED'] as const;
export const AcceptanceStatus = literalUnion(ACCEPTANCE_STATUSES, {
  description: 'Automatic quote acceptance status (spec 2 §3)',
});
export type AcceptanceStatus = (typeof ACCEPTANCE_STATUSES)[number];

// Spec 1 §3 spells the values in lower case; spec 3 §9 shows them upper-case as labels.
export const SUBTITLE_FORMATS = [
  'json',
  'pac',
  'scc',
  'srt',
  'dfxp',
  'ttml',
  'imsc',
  'itt',
  'vtt',
  'xif',
  'stl',
  'smi',
  'xlsx',
  'txt',
  'docx',
] as const;
export const SubtitleFormat = literalUnion(SUBTITLE_FORMATS, { description: 'Subtitle format (spec 1 §3)' });
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

// Spec 3 §9: shown before 'More options'.
export const BASIC_SUBTITLE_FORMATS = [
  'srt',
  'docx',
  'json',
  'txt',
] as const satisfies readonly SubtitleFormat[];

// Spec 1 §3.
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export const LogLevel = literalUnion(LOG_LEVELS, { description: 'UI log level (spec 1 §3)' });
export type LogLevel = (typeof LOG_LEVELS)[number];

// Spec 1 §3.
export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;
export const TextDirection = literalUnion(TEXT_DIRECTIONS, { description: 'Text direction (spec 1 §3)' });
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];

// Spec 1 §3, spec 2 §3.
export const CUSTOM_FIELD_INPUT_TYPES = [
  'INPUT_TEXT',
  'LISTONLY',
  'LIST',
  'SELECT_MANY_LIST',
  'DATE',
  'TEXT_AREA',
  'CHECKBOX',
  'PERSON_INFO',
] as const;
export const CustomFieldInputType = literalUnion(CUSTOM_FIELD_INPUT_TYPES, {
  description: 'Custom field input type (spec 2 §3)',
});
export type CustomFieldInputType = (typeof CUSTOM_FIELD_INPUT_TYPES)[number];

// Spec 1 §3, spec 2 §3.
export const CUSTOM_FIELD_CATEGORIES = ['PROJECT', 'USER'] as const;
export const CustomFieldCategory = literalUnion(CUSTOM_FIELD_CATEGORIES, {
  description: 'Custom field category (spec 2 §3)',
});
export type CustomFieldCategory = (typeof CUSTOM_FIELD_CATEGORIES)[number];

// Spec 1 §3, spec 3 §3.
export const HUMAN_EXPERT_REASONS = ['CLEAN_UP_FORMATTING', 'NEED_HUMAN_TRANSLATION', 'OTHER'] as const;
export const HumanExpertReason = literalUnion(HUMAN_EXPERT_REASONS, {
  description: 'Human-expert request reason (spec 3 §3)',
});
export type HumanExpertReason = (typeof HUMAN_EXPERT_REASONS)[number];

// Spec 3 §4.10.
export const MEDIA_PROJECT_TYPES = [
  'TRANSCRIPTION',
  'TRANSCRIPTION_AND_TRANSLATION',
  'DUBBING',
  'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
] as const;
export const MediaProjectType = literalUnion(MEDIA_PROJECT_TYPES, {
  description: 'Media project type (spec 3 §4.10)',
});
export type MediaProjectType = (typeof MEDIA_PROJECT_TYPES)[number];

// Spec 2 §3 says "ACTIVE or other"; INACTIVE is the one other value we use.
export const CLIENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ClientStatus = literalUnion(CLIENT_STATUSES, { description: 'Client status (spec 2 §3)' });
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

// Spec 1 §3.
export const LANGUAGE_GROUP_SCOPES = ['ORGANIZATION', 'PERSONAL'] as const;
export const LanguageGroupScope = literalUnion(LANGUAGE_GROUP_SCOPES, {
  description: 'Language group scope (spec 1 §3)',
});
export type LanguageGroupScope = (typeof LANGUAGE_GROUP_SCOPES)[number];

// Spec 1 §6 lists twelve cards; spec 1 §2 adds the DASHBOARD card for staff roles.
export const TOOL_CARDS = [
  'createProject',
  'xtrfDashboard',
  'invoices',
  'llsInterpretingService',
  'languageLineConnect',
  'websiteProxy',
  'connector',
  'machineTranslation',
  'quickTranslation',
  'consoleHelp',
  'reports',
  'coupa',
  'DASHBOARD',
] as const;
export const ToolCard = literalUnion(TOOL_CARDS, { description: 'Home-page tool card (spec 1 §6)' });
export type ToolCard = (typeof TOOL_CARDS)[number];

// Spec 3 §6: the applications a guarded page may require; the account's list may hold others.
export const APPLICATIONS = ['reports', 'machineTranslation', 'coupa'] as const;
export const Application = literalUnion(APPLICATIONS, { description: 'Application (spec 3 §6)' });
export type Application = (typeof APPLICATIONS)[number];

// Spec 3 §2.2.
export const MACHINE_TRANSLATION_TABS = ['textTranslation', 'fileTranslation', 'mediaTranslation'] as const;
export const MachineTranslationTab = literalUnion(MACHINE_TRANSLATION_TABS);
export type MachineTranslationTab = (typeof MACHINE_TRANSLATION_TABS)[number];

// The embedded identity provider's account calls (spec 1 §7 "the identity provider's own calls"). Spec 1 §4
// "MFA counts as enabled if the preferred method is TOTP or software token": an external identity provider
// reports the authenticator app as SOFTWARE_TOKEN_MFA (Amazon Cognito's name), the embedded one as TOTP.
export const PREFERRED_MFA_METHODS = ['TOTP', 'SOFTWARE_TOKEN_MFA', 'NOMFA'] as const;
export const PreferredMfa = literalUnion(PREFERRED_MFA_METHODS, { description: 'Preferred MFA method' });
export type PreferredMfa = (typeof PREFERRED_MFA_METHODS)[number];

// Decision 189: the interface languages (the list itself is TypeBox-free, for the browser).
export const UiLanguage = literalUnion(UI_LANGUAGES, { description: 'Interface language (BCP 47 primary subtag)' });
export type UiLanguage = (typeof UI_LANGUAGES)[number];

// Spec 1 §2 and §3: the verticals of the staff dashboard. The spec gives names, not wire values; these
// lower-camel identifiers are our choice.
export const DASHBOARD_VERTICALS = [
  'comprehension',
  'healthcare',
  'insurance',
  'technical',
  'government',
  'taiwan',
] as const;
export const DashboardVertical = literalUnion(DASHBOARD_VERTICALS, {
  description: 'Dashboard vertical (spec 1 §2)',
});
export type DashboardVertical = (typeof DASHBOARD_VERTICALS)[number];

// Spec 1 §7: "the project types cover each vertical, past due, due today and turnaround".
export const STATISTICS_PROJECT_TYPES = [
  ...DASHBOARD_VERTICALS,
  'comprehensionTat',
  'healthcareTat',
  'insuranceTat',
  'technicalTat',
  'governmentTat',
  'taiwanTat',
  'pastDue',
  'dueToday',
] as const;
export const StatisticsProjectType = literalUnion(STATISTICS_PROJECT_TYPES, {
  description:
    'Project statistics type: a vertical, its turnaround (TAT) variant, past due or due today (spec 1 §7)',
});
export type StatisticsProjectType = (typeof STATISTICS_PROJECT_TYPES)[number];

// Spec 1 §2: the front-of-house coordinator tables are per vertical.
export const STATISTICS_QUOTE_TYPES = DASHBOARD_VERTICALS;
export const StatisticsQuoteType = literalUnion(STATISTICS_QUOTE_TYPES, {
  description: 'Quote statistics type: a vertical (spec 1 §2, §7)',
});
export type StatisticsQuoteType = (typeof STATISTICS_QUOTE_TYPES)[number];

// Spec 1 §3: "rateType (Rush or standard)"; §2 shows Rush upper-case by styling, so the stored value is 'Rush'.
export const RATE_TYPES = ['Rush', 'Standard'] as const;
export const RateType = literalUnion(RATE_TYPES, { description: 'Dashboard rate type (spec 1 §3)' });
export type RateType = (typeof RATE_TYPES)[number];
