// The rules of spec 2 §5 for quote and project requests, enforced again on the server whatever the form did:
// languages, files and their limits, links, the e-mail domain, custom fields, the submission mode and plain
// text. Shared by the signed-in and visitor job requests and by the external-link projects and quotes.
import { and, eq, inArray } from 'drizzle-orm';
import {
  containsHtmlTag,
  DEFAULT_UPLOAD_MAX_FILE_COUNT,
  DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES,
  REFERENCE_FILE_MAX_SIZE_BYTES,
  REFERENCE_FILES_MAX_COUNT,
  VISITOR_UPLOAD_MAX_FILE_COUNT,
  VISITOR_UPLOAD_MAX_FILE_SIZE_BYTES,
  VISITOR_UPLOAD_MAX_TOTAL_SIZE_BYTES,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, customFieldDefinitions, languages, type CustomFieldValue } from '../../db/schema/index.ts';
import { badRequest, forbidden, HttpError } from '../../lib/errors.ts';
import { sanitizeFileName } from '../../storage/filename.ts';

export type ClientRow = typeof clientConfigs.$inferSelect;
type Definition = typeof customFieldDefinitions.$inferSelect;

// Spec 1 §8 names these conditions; the wording is ours.
export const MSG_INACTIVE_CLIENT = 'This company is inactive and cannot accept new requests.';
export const MSG_UNAUTHENTICATED_DISABLED = 'This company does not accept requests without sign-in. Please sign in to submit your request.';
export const MSG_EMAIL_NOT_ALLOWED = 'This e-mail address is not allowed for this company.';
export const MSG_INVALID_ORIGINATION = 'Invalid request origination';

/** Throws 400 naming the field when a plain-text value carries HTML markup (spec 1 §5 HTML-tag detector). */
export function assertPlainText(fields: Record<string, string | null | undefined>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (containsHtmlTag(value)) throw badRequest(`${name} must not contain HTML`, 'HTML_NOT_ALLOWED');
  }
}

/** Spec 2 §6: an inactive client (status other than ACTIVE) blocks project creation for it. */
export function assertActive(client: ClientRow): void {
  if (client.status !== 'ACTIVE') throw badRequest(MSG_INACTIVE_CLIENT, 'INACTIVE_CLIENT');
}

export function emailDomain(email: string): string {
  return email.trim().toLowerCase().split('@').pop() ?? '';
}

/** Spec 2 §5: the contact e-mail's domain must be allowed unless the client skips the check. */
export function assertEmailAllowed(client: ClientRow, email: string): void {
  if (client.createProjectSettings.skipEmailDomainValidation) return;
  if (!client.allowedEmailDomains.map((d) => d.toLowerCase()).includes(emailDomain(email))) {
    throw badRequest(MSG_EMAIL_NOT_ALLOWED, 'EMAIL_NOT_ALLOWED');
  }
}

export async function loadClient(db: Db, clientId: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  return row;
}

export interface CheckedLanguages {
  sourceLanguageId: string;
  targetLanguageIds: string[];
}

/**
 * Spec 2 §5: source language required; a target list containing the source is rejected. Languages must exist,
 * be enabled and, when the client restricts them, be among its available languages.
 */
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

export interface FileLimits {
  maxFileCount: number;
  maxFileSizeBytes: number;
  maxTotalSizeBytes?: number | undefined;
  /** Visitors: the count and total cover reference files too (spec 2 §5 "visitor form limits"). */
  countReferences: boolean;
}

/** Spec 2 §5: the client's restrictions, or the defaults; visitors always get the visitor form's limits. */
export function fileLimitsFor(client: ClientRow | null, visitor: boolean): FileLimits {
  if (visitor) {
    return { maxFileCount: VISITOR_UPLOAD_MAX_FILE_COUNT, maxFileSizeBytes: VISITOR_UPLOAD_MAX_FILE_SIZE_BYTES, maxTotalSizeBytes: VISITOR_UPLOAD_MAX_TOTAL_SIZE_BYTES, countReferences: true };
  }
  const r = client?.createProjectSettings.fileRestrictions;
  return {
    maxFileCount: r?.maxFileCount ?? DEFAULT_UPLOAD_MAX_FILE_COUNT,
    maxFileSizeBytes: r?.maxFileSizeBytes ?? DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES,
    maxTotalSizeBytes: r?.maxTotalSizeBytes ?? undefined,
    countReferences: false,
  };
}

export interface NamedFile {
  fileName: string;
  category: string;
}

/**
 * Sanitises the names (spec 1 §5) and applies spec 2 §5: only source and reference uploads; no duplicate names
 * within the source files; reference names neither duplicate each other nor a source file. Names compare
 * case-insensitively, as on the file systems people download them to.
 */
export function checkFileNames<T extends NamedFile>(files: readonly T[]): Array<T & { fileName: string }> {
  const seen = new Map<string, string>();
  return files.map((f) => {
    if (f.category !== 'SOURCE_DOCUMENT' && f.category !== 'REFERENCE') throw badRequest(`Files of category ${f.category} cannot be uploaded`, 'INVALID_FILE_CATEGORY');
    const fileName = sanitizeFileName(f.fileName);
    if (!fileName) throw badRequest(`Invalid file name: ${f.fileName}`, 'INVALID_FILE_NAME');
    const key = fileName.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const msg = f.category === 'REFERENCE' && earlier === 'SOURCE_DOCUMENT' ? `Reference file ${fileName} has the name of a project file` : `Duplicate file name: ${fileName}`;
      throw badRequest(msg, 'DUPLICATE_FILE_NAME');
    }
    seen.set(key, f.category);
    return { ...f, fileName };
  });
}

/** Spec 2 §5 and §9: counts, size per file and total size, checked on the stored sizes. */
export function checkFileSizes(files: ReadonlyArray<{ fileName: string; category: string; size: number }>, limits: FileLimits): void {
  const sources = files.filter((f) => f.category === 'SOURCE_DOCUMENT');
  const references = files.filter((f) => f.category === 'REFERENCE');
  const counted = limits.countReferences ? files : sources;
  if (counted.length > limits.maxFileCount) throw badRequest(`Too many files: at most ${limits.maxFileCount} are allowed`, 'TOO_MANY_FILES');
  if (!limits.countReferences && references.length > REFERENCE_FILES_MAX_COUNT) throw badRequest(`Too many reference files: at most ${REFERENCE_FILES_MAX_COUNT} are allowed`, 'TOO_MANY_FILES');
  for (const f of files) {
    const max = f.category === 'REFERENCE' && !limits.countReferences ? REFERENCE_FILE_MAX_SIZE_BYTES : limits.maxFileSizeBytes;
    if (f.size > max) throw badRequest(`${f.fileName} is larger than ${max} bytes`, 'FILE_TOO_LARGE');
  }
  if (limits.maxTotalSizeBytes !== undefined) {
    const total = counted.reduce((n, f) => n + f.size, 0);
    if (total > limits.maxTotalSizeBytes) throw badRequest(`The files together are larger than ${limits.maxTotalSizeBytes} bytes`, 'TOTAL_SIZE_EXCEEDED');
  }
}

// Spec 2 §5 "URL pattern": an absolute http(s) URL with a host; other schemes (javascript:, file:, data:) are
// never links to documents.
const LINK_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?::\d+)?(?:[/?#]\S*)?$/i;

export interface LinkInput {
  url: string;
  name: string;
  category?: string | null | undefined;
}

/** Spec 2 §5: URL pattern; no duplicate URL; no duplicate name. */
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

// ---- Custom fields (spec 2 §3 and §5) ----

const DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;
const MAX_CUSTOM_FIELD_LENGTH = 4000;

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      // A definition with a broken pattern must not block every request; staff see the field unchecked.
      return null;
    }
  }
}

function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Spec 2 §5: "Visibility: visible flag, or equal to the value of the first visibleIf condition". */
function isVisible(def: Definition, values: ReadonlyMap<string, string>): boolean {
  if (def.visible) return true;
  const cond = def.visibleIf?.[0];
  return !!cond && values.get(cond.fieldName) === cond.value;
}

function fieldError(def: Definition, message: string): HttpError {
  return badRequest(`${def.name}: ${message}`, 'INVALID_CUSTOM_FIELD');
}

function checkValue(def: Definition, value: string): void {
  const regex = def.validationRegex ? compile(def.validationRegex) : null;
  const regexMessage = def.validationMessage || 'Invalid format';
  switch (def.type) {
    case 'INPUT_TEXT':
    case 'TEXT_AREA':
    case 'LIST':
      if (containsHtmlTag(value)) throw fieldError(def, 'must not contain HTML');
      if (def.type === 'LIST' && !value) return;
      if (regex && !regex.test(value)) throw fieldError(def, regexMessage);
      return;
    case 'LISTONLY':
      if (!(def.options ?? []).includes(value)) throw fieldError(def, 'Choose one of the options');
      return;
    case 'SELECT_MANY_LIST': {
      const options = def.options ?? [];
      for (const v of value.split('|')) if (!options.includes(v)) throw fieldError(def, 'Choose from the options');
      return;
    }
    case 'DATE':
      if (!isValidDate(value)) throw fieldError(def, 'Enter a date as MM/DD/YYYY');
      if (regex && !regex.test(value)) throw fieldError(def, regexMessage);
      return;
    case 'CHECKBOX':
      if (value !== 'true' && value !== 'false') throw fieldError(def, 'Invalid input type');
      return;
    case 'PERSON_INFO': {
      let person: unknown;
      try {
        person = JSON.parse(value);
      } catch {
        throw fieldError(def, 'Invalid input type');
      }
      const p = (person && typeof person === 'object' ? person : {}) as Record<string, unknown>;
      const text = (k: string) => (typeof p[k] === 'string' ? (p[k] as string).trim() : '');
      if (!text('firstName')) throw fieldError(def, 'First name is required.');
      if (!text('lastName')) throw fieldError(def, 'Last name is required.');
      if (!EMAIL.test(text('email'))) throw fieldError(def, 'A valid email address is required.');
      if (containsHtmlTag(text('firstName')) || containsHtmlTag(text('lastName'))) throw fieldError(def, 'must not contain HTML');
      // The optional pattern of a person field constrains its e-mail address (e.g. a company domain).
      if (regex && !regex.test(text('email'))) throw fieldError(def, regexMessage);
      return;
    }
    default:
      throw fieldError(def, 'Unknown custom field type');
  }
}

function isEmpty(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/**
 * Validates the PROJECT custom fields against the client's definitions and returns the values to store, with
 * each definition's mapping: unknown names are rejected; hidden fields are dropped (their rules do not apply);
 * disabled fields keep their default; required visible fields must have a value.
 */
export async function checkCustomFields(db: Db, client: ClientRow | null, input: readonly CustomFieldValue[] | null | undefined): Promise<CustomFieldValue[]> {
  const given = input ?? [];
  const defs = client
    ? await db
        .select()
        .from(customFieldDefinitions)
        .where(and(eq(customFieldDefinitions.clientId, client.id), eq(customFieldDefinitions.category, 'PROJECT')))
        .orderBy(customFieldDefinitions.position)
    : [];
  const byName = new Map(defs.map((d) => [d.name, d]));
  const values = new Map<string, string>();
  for (const v of given) {
    if (!byName.has(v.fieldName)) throw badRequest(`Unknown custom field: ${v.fieldName}`, 'UNKNOWN_CUSTOM_FIELD');
    if (values.has(v.fieldName)) throw badRequest(`Custom field ${v.fieldName} is given twice`, 'INVALID_CUSTOM_FIELD');
    if (v.value.length > MAX_CUSTOM_FIELD_LENGTH) throw badRequest(`${v.fieldName}: the value is too long`, 'INVALID_CUSTOM_FIELD');
    values.set(v.fieldName, v.value);
  }
  const out: CustomFieldValue[] = [];
  for (const def of defs) {
    if (def.disabled) {
      if (def.defaultValue != null) out.push({ fieldName: def.name, value: def.defaultValue, mapping: def.mapping });
      continue;
    }
    if (!isVisible(def, values)) continue;
    const value = values.get(def.name);
    if (isEmpty(value)) {
      if (def.required) throw fieldError(def, 'Required');
      if (value !== undefined) out.push({ fieldName: def.name, value, mapping: def.mapping });
      continue;
    }
    checkValue(def, value!);
    // A required checkbox is an acknowledgement: it must be ticked.
    if (def.required && def.type === 'CHECKBOX' && value !== 'true') throw fieldError(def, 'Required');
    out.push({ fieldName: def.name, value: value!, mapping: def.mapping });
  }
  return out;
}

/**
 * Spec 2 §4 "Submit buttons by projectSubmissionMode": which request types the client accepts. In the EXCEPT
 * modes the other type is allowed when any submissionModeConditions entry matches a custom field value (for a
 * multi-select, one of its chosen values).
 */
export function assertRequestTypeAllowed(client: ClientRow | null, requestType: 'QUOTE_REQUEST' | 'TRANSLATION_REQUEST', customFields: readonly CustomFieldValue[]): void {
  const mode = client?.projectSubmissionMode ?? 'BOTH';
  const conditionMet = () =>
    (client?.createProjectSettings.submissionModeConditions ?? []).some((c) =>
      customFields.some((f) => f.fieldName === c.fieldName && (f.value === c.value || f.value.split('|').includes(c.value))),
    );
  let allowed: boolean;
  switch (mode) {
    case 'SUBMIT_FOR_ESTIMATION':
      allowed = requestType === 'QUOTE_REQUEST';
      break;
    case 'SUBMIT_FOR_TRANSLATION':
      allowed = requestType === 'TRANSLATION_REQUEST';
      break;
    case 'SUBMIT_FOR_ESTIMATION_EXCEPT':
      allowed = requestType === 'QUOTE_REQUEST' || conditionMet();
      break;
    case 'SUBMIT_FOR_TRANSLATION_EXCEPT':
      allowed = requestType === 'TRANSLATION_REQUEST' || conditionMet();
      break;
    default:
      allowed = true;
  }
  if (!allowed) {
    const what = requestType === 'QUOTE_REQUEST' ? 'Estimates' : 'Translation projects';
    throw forbidden(`${what} cannot be requested for this company`, 'REQUEST_TYPE_NOT_ALLOWED');
  }
}
