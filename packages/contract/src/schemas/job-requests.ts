// Job requests (spec 3 §3, §4, §7; spec 2 §3, §7 for the creation payloads).
import Type, { type Static } from 'typebox';
import {
  CreatableRequestType,
  HumanExpertReason,
  literalUnion,
  JOB_REQUEST_LIST_SCOPES,
  JobRequestStatus,
  MediaProjectType,
  Origination,
  ProcessingProgress,
  RequestType,
  SubtitleFormat,
} from '../enums.ts';
import { JOB_REQUEST_NAME_MAX_LENGTH, MAX_PAGE_SIZE, TEXT_INPUT_MAX_LENGTH } from '../limits.ts';
import {
  CountryRef,
  CustomFieldValue,
  DateTime,
  Email,
  FileLink,
  JobRequestFile,
  LanguageRef,
  Nullable,
  PagedList,
  ProvinceRef,
  UploadedFileRef,
} from './common.ts';
import { EmailVerificationCode } from './accounts.ts';
import { AutoQuote } from './auto-quotes.ts';

export const JobRequestIdParams = Type.Object({ jobRequestId: Type.String({ minLength: 1 }) });
export type JobRequestIdParams = Static<typeof JobRequestIdParams>;

// Spec 3 §3 "Job request as shown", plus the automatic quote of spec 2 §3 and the creation payload's fields.
export const JobRequest = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: JobRequestStatus,
  origination: Origination,
  requestType: RequestType,
  createTime: DateTime,
  updateTime: Type.Optional(Nullable(DateTime)),
  sourceLanguage: LanguageRef,
  targetLanguages: Type.Array(LanguageRef),
  files: Type.Array(JobRequestFile),
  fileLinks: Type.Array(FileLink),
  customFields: Type.Optional(Type.Array(CustomFieldValue)),
  notes: Type.Optional(Nullable(Type.String())),
  externalReferenceId: Type.Optional(Nullable(Type.String())),
  xtrfInternalId: Type.Optional(Nullable(Type.Integer())),
  xtrfName: Type.Optional(Nullable(Type.String())),
  autoQuote: Type.Optional(Nullable(AutoQuote)),
  // Media extension (spec 3 §4.10): project type, subtitle format and progress (0–100).
  mediaProjectType: Type.Optional(Nullable(MediaProjectType)),
  subtitlesType: Type.Optional(Nullable(SubtitleFormat)),
  progress: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
  // Extension: why a machine or media translation FAILED, so the requester sees the reason.
  failureReason: Type.Optional(Nullable(Type.String())),
  // Extension (decision 130): the engines of MT_ENGINE's chain that translated into each target.
  mtEngines: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.String()), {
      description: "Target language id → the machine-translation engines that translated into it, by MT_ENGINE name (e.g. { esn: ['deepl'] })",
    }),
  ),
  // Extension (decision 149): glossary terms written and unknown words, absent when none.
  glossaryTermsApplied: Type.Optional(Type.Integer({ minimum: 1, description: 'Glossary terms written by machine translation' })),
  unknownWords: Type.Optional(Type.Integer({ minimum: 1, description: 'Words the machine-translation engine did not know' })),
  // Extension (decision 183): when the request's files were deleted; the request stays listed without them.
  filesDeletedAt: Type.Optional(DateTime),
});
export type JobRequest = Static<typeof JobRequest>;

// Spec 3 §7: query origination, pageToken, pageSize, status (comma-separated raw statuses, spec 3 §4.4).
export const JobRequestListQuery = Type.Object({
  origination: Type.Optional(Origination),
  scope: Type.Optional(
    literalUnion(JOB_REQUEST_LIST_SCOPES, {
      description:
        "Whose requests: 'mine' (the default) the caller's own; 'company' every request of the company, for the company's admin only (403 otherwise). A call made with an API key acts for its company and always lists every request of the company.",
    }),
  ),
  pageToken: Type.Optional(Type.String()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  status: Type.Optional(
    Type.String({
      pattern: '^[A-Z_]+(,[A-Z_]+)*$',
      description: 'Comma-separated job request statuses',
    }),
  ),
});
export type JobRequestListQuery = Static<typeof JobRequestListQuery>;

export const JobRequestList = PagedList(JobRequest);
export type JobRequestList = Static<typeof JobRequestList>;

// Spec 2 §3 and spec 3 §3: the signed-in job request payload.
const jobRequestPayloadProperties = {
  origination: Origination,
  name: Type.String({ minLength: 1, maxLength: JOB_REQUEST_NAME_MAX_LENGTH }),
  requestType: CreatableRequestType,
  sourceLanguage: LanguageRef,
  targetLanguages: Type.Array(LanguageRef, { minItems: 1 }),
  files: Type.Array(UploadedFileRef),
  fileLinks: Type.Optional(Type.Array(FileLink)),
  customFields: Type.Optional(Type.Array(CustomFieldValue)),
  notes: Type.Optional(Nullable(Type.String())),
  externalReferenceId: Type.Optional(Nullable(Type.String())),
  // Spec 2 §3 form state "textInput" (input method text): the server stores it as a .txt source document.
  textInput: Type.Optional(Nullable(Type.String({ maxLength: TEXT_INPUT_MAX_LENGTH }))),
};

export const CreateJobRequestBody = Type.Object(jobRequestPayloadProperties);
export type CreateJobRequestBody = Static<typeof CreateJobRequestBody>;

// Spec 2 §3: contactAddress {address1, address2, city, zipCode, phoneNumber, email, province, country}.
export const ContactAddress = Type.Object({
  address1: Type.Optional(Nullable(Type.String())),
  address2: Type.Optional(Nullable(Type.String())),
  city: Type.Optional(Nullable(Type.String())),
  zipCode: Type.Optional(Nullable(Type.String())),
  phoneNumber: Type.Optional(Nullable(Type.String())),
  email: Type.Optional(Nullable(Email)),
  province: Type.Optional(Nullable(ProvinceRef)),
  country: Type.Optional(Nullable(CountryRef)),
});
export type ContactAddress = Static<typeof ContactAddress>;

// Spec 2 §3 visitor payload; clientId (not in the spec) is the company matched by e-mail domain (spec 2 §4).
export const UnauthenticatedCreateJobRequestBody = Type.Object({
  ...jobRequestPayloadProperties,
  clientId: Type.Optional(Nullable(Type.String())),
  companyName: Type.Optional(Nullable(Type.String())),
  requestorEmail: Email,
  requestorFirstName: Type.String({ minLength: 1 }),
  requestorLastName: Type.String({ minLength: 1 }),
  contactAddress: Type.Optional(ContactAddress),
  emailVerificationCode: EmailVerificationCode,
});
export type UnauthenticatedCreateJobRequestBody = Static<typeof UnauthenticatedCreateJobRequestBody>;

// Spec 3 §5: new name required, at most 250 characters.
export const RenameJobRequestBody = Type.Object({
  newName: Type.String({ minLength: 1, maxLength: JOB_REQUEST_NAME_MAX_LENGTH, pattern: '\\S' }),
});
export type RenameJobRequestBody = Static<typeof RenameJobRequestBody>;

// Spec 3 §3 "Human escalation payload" and §5 reasons; the server writes the notes' source and reason lines
// (spec 3 §9, decision 016).
export const SubmitToXtrfBody = Type.Object({
  projectName: Type.String({ minLength: 1 }),
  reason: HumanExpertReason,
  otherReason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  requestType: Type.Literal('QUOTE_REQUEST'),
  sourceLanguageId: Type.String({ minLength: 1 }),
  targetLanguageIds: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  notes: Type.Optional(Nullable(Type.String())),
  customFields: Type.Optional(Type.Array(CustomFieldValue)),
  files: Type.Array(UploadedFileRef),
});
export type SubmitToXtrfBody = Static<typeof SubmitToXtrfBody>;

// Spec 3 §7: fileKey is URL-encoded in the path.
export const JobRequestFileParams = Type.Object({
  jobRequestId: Type.String({ minLength: 1 }),
  fileKey: Type.String({ minLength: 1 }),
});
export type JobRequestFileParams = Static<typeof JobRequestFileParams>;

// Spec 3 §7: query inline (true for the quote viewer).
export const DownloadUrlQuery = Type.Object({ inline: Type.Optional(Type.Boolean()) });
export type DownloadUrlQuery = Static<typeof DownloadUrlQuery>;

// Spec 3 §3 "Download-url response: downloadUrl".
export const DownloadUrl = Type.Object({ downloadUrl: Type.String() });
export type DownloadUrl = Static<typeof DownloadUrl>;

// Spec 3 §7: query zipFileName.
export const ZipTranslatedFilesQuery = Type.Object({
  zipFileName: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
export type ZipTranslatedFilesQuery = Static<typeof ZipTranslatedFilesQuery>;

// Spec 3 §3 "Zip status: status and downloadUrl".
export const ZipStatus = Type.Object({
  status: ProcessingProgress,
  downloadUrl: Type.Optional(Nullable(Type.String())),
});
export type ZipStatus = Static<typeof ZipStatus>;

// Spec 3 §3 "Accept response: redirectUrl" — absent means the browser refreshes the request (spec 3 §4.7).
export const AcceptQuoteResponse = Type.Object({ redirectUrl: Type.Optional(Nullable(Type.String())) });
export type AcceptQuoteResponse = Static<typeof AcceptQuoteResponse>;
