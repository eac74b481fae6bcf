// Spec 2 §5's rules, enforced again on the server whatever the form did, for every kind of job request.
import { eq, inArray } from 'drizzle-orm';
import {
  containsHtmlTag,
  EMAIL_NOT_ALLOWED_MESSAGE,
  emailDomain,
  fileNameProblem,
  fileSizeProblem,
  isEmailDomainAllowed,
  offeredRequestTypes,
  standardFieldValues,
  type StandardFieldInput,
  sanitizeFileName,
  typedFieldValues,
  uploadLimitsFor,
  type UploadLimits,
  type UploadProblem,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, languages, type CustomFieldValue } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { assertCustomFieldValues, loadCustomFieldDefinitions, type CustomFieldDefinitionRow } from '../accounts/index.ts';

export type ClientRow = typeof clientConfigs.$inferSelect;

// Spec 1 §8 names these conditions; the wording is ours.
export const MSG_INACTIVE_CLIENT = 'This company is inactive and cannot accept new requests.';
export const MSG_UNAUTHENTICATED_DISABLED = 'This company does not accept requests without sign-in. Please sign in to submit your request.';
export const MSG_EMAIL_NOT_ALLOWED = EMAIL_NOT_ALLOWED_MESSAGE;
export const MSG_INVALID_ORIGINATION = 'Invalid request origination';

/** Throws 400 naming the field when a plain-text value carries HTML markup (spec 1 §5 HTML-tag detector). */
export function assertPlainText(fields: Record<string, string | null | undefined>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (containsHtmlTag(value)) throw badRequest(`${name} must not contain HTML`, 'HTML_NOT_ALLOWED');
  }
}

export function assertActive(client: ClientRow): void {
  if (client.status !== 'ACTIVE') throw badRequest(MSG_INACTIVE_CLIENT, 'INACTIVE_CLIENT');
}

export { emailDomain };

/** Spec 2 §5: the contact e-mail's domain must be allowed unless the client skips the check (the contract's rule). */
export function assertEmailAllowed(client: ClientRow, email: string): void {
  if (!isEmailDomainAllowed(email, client)) throw badRequest(EMAIL_NOT_ALLOWED_MESSAGE, 'EMAIL_NOT_ALLOWED');
}

export async function loadClient(db: Db, clientId: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  return row;
}

export interface CheckedLanguages {
  sourceLanguageId: string;
  targetLanguageIds: string[];
}

/** Spec 2 §5: source required, not among the targets; languages exist, are enabled and allowed for the client. */
export async function checkLanguages(db: Db, client: ClientRow | null, sourceId: string | null | undefined, targetIds: readonly string[]): Promise<CheckedLanguages> {
  if (!sourceId) throw badRequest('Source language is not selected', 'SOURCE_LANGUAGE_REQUIRED');
  if (targetIds.length === 0) throw badRequest('Select at least one target language', 'TARGET_LANGUAGE_REQUIRED');
  if (new Set(targetIds).size !== targetIds.length) throw badRequest('A target language is listed twice', 'DUPLICATE_TARGET_LANGUAGE');
  if (targetIds.includes(sourceId)) throw badRequest('The target languages must not include the source language', 'TARGET_IS_SOURCE');
  const ids = [sourceId, ...targetIds];
  const rows = await db.select({ id: languages.id, isDisabled: languages.isDisabled }).from(languages).where(inArray(languages.id, ids));
  const known = new Set(rows.filter((r) => !r.isDisabled).map((r) => r.id));
  const allowed = client?.availableLanguageIds ? new Set(client.availableLanguageIds) : null;
  for (const id of ids) {
    if (!known.has(id) || (allowed && !allowed.has(id))) throw badRequest(`Unknown language ${id}`, 'UNKNOWN_LANGUAGE');
  }
  return { sourceLanguageId: sourceId, targetLanguageIds: [...targetIds] };
}

export type FileLimits = UploadLimits;

/** Spec 2 §5: the client's restrictions, or the defaults; visitors always get the visitor form's limits. */
export function fileLimitsFor(client: ClientRow | null, visitor: boolean): FileLimits {
  return uploadLimitsFor(visitor, client?.createProjectSettings.fileRestrictions);
}

export interface NamedFile {
  fileName: string;
  category: string;
}

function uploadError(problem: UploadProblem) {
  switch (problem.code) {
    case 'duplicateName':
      return badRequest(`Duplicate file name: ${sanitizeFileName(problem.fileName)}`, 'DUPLICATE_FILE_NAME');
    case 'referenceNamesProjectFile':
      return badRequest(`Reference file ${sanitizeFileName(problem.fileName)} has the name of a project file`, 'DUPLICATE_FILE_NAME');
    case 'tooManyFiles':
      return badRequest(`Too many files: at most ${problem.max} are allowed`, 'TOO_MANY_FILES');
    case 'tooManyReferenceFiles':
      return badRequest(`Too many reference files: at most ${problem.max} are allowed`, 'TOO_MANY_FILES');
    case 'fileTooLarge':
      return badRequest(`${problem.fileName} is larger than ${problem.max} bytes`, 'FILE_TOO_LARGE');
    case 'totalTooLarge':
      return badRequest(`The files together are larger than ${problem.max} bytes`, 'TOTAL_SIZE_EXCEEDED');
  }
}

/** Sanitises names (spec 1 §5) and applies spec 2 §5's duplicate rules as the form does (`fileNameProblem`). */
export function checkFileNames<T extends NamedFile>(files: readonly T[]): Array<T & { fileName: string }> {
  const named = files.map((f) => {
    if (f.category !== 'SOURCE_DOCUMENT' && f.category !== 'REFERENCE') throw badRequest(`Files of category ${f.category} cannot be uploaded`, 'INVALID_FILE_CATEGORY');
    const fileName = sanitizeFileName(f.fileName);
    if (!fileName) throw badRequest(`Invalid file name: ${f.fileName}`, 'INVALID_FILE_NAME');
    return { ...f, fileName };
  });
  const problem = fileNameProblem(named);
  if (problem) throw uploadError(problem);
  return named;
}

/** Spec 2 §5 and §9: counts, size per file and total size, checked on the stored sizes (the contract's `fileSizeProblem`). */
export function checkFileSizes(files: ReadonlyArray<{ fileName: string; category: string; size: number }>, limits: FileLimits): void {
  const problem = fileSizeProblem(files, limits);
  if (problem) throw uploadError(problem);
}

// Spec 2 §5 "URL pattern": http(s) with a host; javascript:, file:, data: are never links to documents.
const LINK_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?::\d+)?(?:[/?#]\S*)?$/i;

export interface LinkInput {
  url: string;
  name: string;
  category?: string | null | undefined;
}

export function checkLinks(links: readonly LinkInput[]): Array<{ url: string; name: string; category: 'SOURCE_DOCUMENT' | 'REFERENCE' }> {
  const urls = new Set<string>();
  const names = new Set<string>();
  return links.map((l) => {
    const url = l.url.trim();
    const name = l.name.trim();
    if (!LINK_URL.test(url)) throw badRequest(`Invalid URL: ${url}`, 'INVALID_LINK_URL');
    if (!name) throw badRequest('A file link needs a name', 'INVALID_LINK_NAME');
    assertPlainText({ 'File link name': name });
    if (urls.has(url.toLowerCase())) throw badRequest(`Duplicate link URL: ${url}`, 'DUPLICATE_LINK_URL');
    if (names.has(name.toLowerCase())) throw badRequest(`Duplicate link name: ${name}`, 'DUPLICATE_LINK_NAME');
    urls.add(url.toLowerCase());
    names.add(name.toLowerCase());
    const category = l.category ?? 'SOURCE_DOCUMENT';
    if (category !== 'SOURCE_DOCUMENT' && category !== 'REFERENCE') throw badRequest(`Links of category ${category} are not allowed`, 'INVALID_FILE_CATEGORY');
    return { url, name, category };
  });
}

/** Unknown names rejected, hidden fields dropped, disabled ones keep their default, visible ones checked. */
export async function checkCustomFields(
  db: Db,
  client: ClientRow | null,
  input: readonly CustomFieldValue[] | null | undefined,
): Promise<{ values: CustomFieldValue[]; definitions: CustomFieldDefinitionRow[] }> {
  const definitions = client ? await loadCustomFieldDefinitions(db, client.id, 'PROJECT') : [];
  return { values: assertCustomFieldValues(definitions, input), definitions };
}

/** Spec 2 §4 "Submit buttons by projectSubmissionMode": the types the form offers (`offeredRequestTypes`) are accepted. */
export function assertRequestTypeAllowed(
  client: ClientRow | null,
  requestType: 'QUOTE_REQUEST' | 'TRANSLATION_REQUEST',
  customFields: readonly CustomFieldValue[],
  definitions: ReadonlyArray<{ name: string; type: string }>,
  standard: StandardFieldInput = {},
): void {
  const fields = [...typedFieldValues(customFields, definitions), ...standardFieldValues(standard)];
  if (offeredRequestTypes(client, fields).includes(requestType)) return;
  const what = requestType === 'QUOTE_REQUEST' ? 'Estimates' : 'Translation projects';
  throw forbidden(`${what} cannot be requested for this company`, 'REQUEST_TYPE_NOT_ALLOWED');
}
