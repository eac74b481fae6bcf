// The submit flow of spec 2 §4: upload permission, uploads, create call. The external link creates first (its answer
// carries the permission) and then adds the files.
import { calls, sanitizeFileName } from '@lingua/contract';
import type {
  ClientConfig,
  Country,
  CreatableRequestType,
  CreateProjectBody,
  CustomFieldDefinition,
  FileLink,
  Language,
  Province,
  UploadedFileRef,
} from '@lingua/contract';
import { callApi, createPresignedPost, t, uploadAll } from '@lingua/core';
import type { PendingUpload, SubmissionPhase } from '@lingua/core';
import type { Audience } from './file-rules.ts';
import type { UploadedFiles } from './uploaded-files.ts';
import { customFieldsOf, defaultProjectName } from './form-values.ts';
import { isBlankLink } from './link-rules.ts';
import type { QuoteRequestValues } from './form-values.ts';

export interface SubmissionProgress {
  uploadPercent: number;
  phase: SubmissionPhase;
}

export interface SubmitInput {
  audience: Audience;
  values: QuoteRequestValues;
  requestType: CreatableRequestType;
  clientConfig?: ClientConfig | null;
  customFieldDefinitions: readonly CustomFieldDefinition[];
  languages: readonly Language[];
  countries: readonly Country[];
  provinces: readonly Province[];
  /** Visitors, and an external link without sign-in: the verified e-mail code (spec 2 §4, §6). */
  emailVerificationCode?: string;
  /** External link: the client id and token of the link (the server checks the token). */
  externalLink?: { clientId: string; token: string };
  /** Procurement area (spec 3 §2.6): origination COUPA, tied to the stored punch-out request id. */
  procurement?: { externalReferenceId: string };
  onProgress: (progress: SubmissionProgress) => void;
  now?: Date;
  /** Files the live estimate already uploaded: sent again only when not there (or about to expire). */
  uploaded?: UploadedFiles;
}

export interface SubmitResult {
  id: string;
  requestType: CreatableRequestType;
}

/** Typed text goes in `textInput`, not as an upload (the server stores it as a .txt source). */
export function pendingUploads(values: QuoteRequestValues): PendingUpload[] {
  const uploads: PendingUpload[] = [];
  if (values.inputMethod === 'files') {
    for (const file of values.files) uploads.push({ file, name: sanitizeFileName(file.name), category: 'SOURCE_DOCUMENT' });
  } else if (values.inputMethod !== 'links' && values.inputMethod !== 'text') {
    throw new Error(t('createProject.errors.invalidInputType'));
  }
  if (values.includeReferenceFiles) {
    for (const file of values.referenceFiles) uploads.push({ file, name: sanitizeFileName(file.name), category: 'REFERENCE' });
  }
  return uploads;
}

function languageRef(languages: readonly Language[], id: string | null) {
  if (!id) throw new Error(t('createProject.errors.sourceNotSelected'));
  const found = languages.find((l) => l.id === id);
  return { id, name: found?.name ?? id };
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null);

function fileLinks(values: QuoteRequestValues): FileLink[] {
  if (values.inputMethod !== 'links') return [];
  return values.fileLinks
    .filter((l) => !isBlankLink(l))
    .map((l) => ({ url: l.url.trim(), name: l.name.trim(), category: 'SOURCE_DOCUMENT' as const }));
}

function ref<T extends { id: number; name: string }>(list: readonly T[], id: string | null) {
  const found = id ? list.find((item) => String(item.id) === id) : undefined;
  return found ? { id: found.id, name: found.name } : null;
}

export async function submitQuoteRequest(input: SubmitInput): Promise<SubmitResult> {
  const { values, requestType, audience, onProgress } = input;
  const now = input.now ?? new Date();
  const name = values.projectName.trim() || defaultProjectName(audience === 'signedIn' ? undefined : values.email, now);
  const customFields = customFieldsOf(values, input.customFieldDefinitions);
  const uploads = pendingUploads(values);
  const progress = (uploadPercent: number, phase: SubmissionPhase) => onProgress({ uploadPercent, phase });
  progress(0, 'uploading');

  if (audience === 'externalLink') return submitExternal(input, name, customFields, uploads);

  const files = await uploadOnce(uploads, input.uploaded, (p) => progress(p, 'uploading'));
  progress(100, 'creating');
  const common = {
    origination: input.procurement ? ('COUPA' as const) : ('WEBFORM' as const),
    ...(input.procurement ? { externalReferenceId: input.procurement.externalReferenceId } : {}),
    name,
    requestType,
    sourceLanguage: languageRef(input.languages, values.sourceLanguageId),
    targetLanguages: values.targetLanguageIds.map((id) => languageRef(input.languages, id)),
    files,
    fileLinks: fileLinks(values),
    customFields,
    notes: text(values.notes),
    ...(values.inputMethod === 'text' ? { textInput: values.textInput } : {}),
  };
  let created: { id: string };
  if (audience === 'signedIn') {
    created = await callApi(calls.createJobRequest, { body: common });
  } else {
    if (!input.emailVerificationCode) throw new Error(t('createProject.errors.codeRequired'));
    created = await callApi(calls.unauthenticatedCreateJobRequest, {
      body: {
        ...common,
        clientId: input.clientConfig?.clientId ?? null,
        companyName: text(values.companyName),
        requestorEmail: values.email.trim(),
        requestorFirstName: values.firstName.trim(),
        requestorLastName: values.lastName.trim(),
        contactAddress: {
          address1: text(values.address1),
          address2: text(values.address2),
          city: text(values.city),
          zipCode: text(values.zip),
          phoneNumber: text(values.phone),
          email: values.email.trim(),
          province: ref(input.provinces, values.province),
          country: ref(input.countries, values.country),
        },
        emailVerificationCode: input.emailVerificationCode,
      },
    });
  }
  progress(100, 'done');
  return { id: created.id, requestType };
}

/** A project file the live estimate already uploaded keeps its key; the rest go to one new permission. */
export async function uploadOnce(uploads: readonly PendingUpload[], uploaded: UploadedFiles | undefined, onUploadPercent: (percent: number) => void): Promise<UploadedFileRef[]> {
  const now = Date.now();
  const reused = uploads.map((u) => (u.category === 'SOURCE_DOCUMENT' ? uploaded?.find(u.file, u.name, now) : undefined));
  const missing = uploads.filter((_, i) => !reused[i]);
  const sent = missing.length ? await uploadAll(await createPresignedPost({ fileCount: missing.length, purpose: 'jobRequest' }), missing, onUploadPercent) : [];
  let next = 0;
  return uploads.map((u, i) => {
    const kept = reused[i];
    return kept ? { fileName: kept.fileName, fileKey: kept.fileKey, category: u.category } : sent[next++]!;
  });
}

async function submitExternal(
  input: SubmitInput,
  projectName: string,
  customFields: CreateProjectBody['customFields'],
  uploads: PendingUpload[],
): Promise<SubmitResult> {
  const { values, requestType, onProgress } = input;
  if (!input.externalLink?.clientId) throw new Error(t('createProject.errors.clientIdNotSet'));
  if (!values.sourceLanguageId) throw new Error(t('createProject.errors.sourceNotSelected'));
  const body: CreateProjectBody = {
    clientId: input.externalLink.clientId,
    createProjectToken: input.externalLink.token,
    projectName,
    contactInfo: {
      email: values.email.trim(),
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      phoneNumber: text(values.phone),
      address1: text(values.address1),
      address2: text(values.address2),
      city: text(values.city),
      province: ref(input.provinces, values.province),
      zipCode: text(values.zip),
      country: ref(input.countries, values.country),
      // The external-link form asks one set of custom fields, so the contact carries the same values (decision 101).
      customFields,
    },
    notes: text(values.notes),
    sourceLanguageId: values.sourceLanguageId,
    targetLanguageIds: values.targetLanguageIds,
    xtrfServiceId: values.xtrfServiceId ? Number(values.xtrfServiceId) : null,
    customFields,
    fileLinks: fileLinks(values),
    ...(values.inputMethod === 'text' ? { textInput: values.textInput } : {}),
    ...(input.emailVerificationCode ? { emailVerificationCode: input.emailVerificationCode } : {}),
  };
  const isProject = requestType === 'TRANSLATION_REQUEST';
  const created = isProject ? await callApi(calls.createProject, { body }) : await callApi(calls.createQuote, { body });
  const id = 'projectId' in created ? created.projectId : created.quoteId;
  const refs = await uploadAll(created.presignedPost, uploads, (p) => onProgress({ uploadPercent: p, phase: 'uploading' }));
  onProgress({ uploadPercent: 100, phase: 'creating' });
  for (const category of ['SOURCE_DOCUMENT', 'REFERENCE'] as const) {
    const fileNames = refs.filter((r) => r.category === category).map((r) => r.fileName);
    if (fileNames.length === 0) continue;
    const files = { body: { fileNames, category } };
    await (isProject
      ? callApi(calls.addProjectFiles, { params: { projectId: id }, ...files })
      : callApi(calls.addQuoteFiles, { params: { quoteId: id }, ...files }));
  }
  onProgress({ uploadPercent: 100, phase: 'done' });
  return { id, requestType };
}
