// Creating quote and translation requests (spec 2 §3–§5, §7), signed in or visitor: every spec 2 §5 rule is checked
// before anything is stored.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { CLIENT_ROLES, type CreateJobRequestBody, type JobRequest, type UnauthenticatedCreateJobRequestBody } from '@lingua/contract';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { clientConfigs, type CustomFieldValue, type RequestorContact } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { consumeVerificationCode } from '../email-verification/index.ts';
import { isMemberOf } from '../access.ts';
import { insertJobRequest, jobRequestView, languageNames, uploadedFileKey } from '../job-requests/index.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import { languageFor, type Language } from '../../texts/index.ts';
import { sendConfirmationMail } from './mail.ts';
import { assertCoupaSubmission } from '../procurement/index.ts';
import {
  assertActive,
  assertPlainText,
  assertRequestTypeAllowed,
  checkCustomFields,
  checkFileNames,
  checkFileSizes,
  checkLanguages,
  checkLinks,
  emailDomain,
  fileLimitsFor,
  loadClient,
  MSG_INACTIVE_CLIENT,
  MSG_INVALID_ORIGINATION,
  MSG_UNAUTHENTICATED_DISABLED,
  type ClientRow,
  type LinkInput,
} from '../request-rules/index.ts';
import type { UploadScanner } from '../../engines/scanner/upload-scanner.ts';

export const AUTO_QUOTE_ANALYSIS_JOB = 'auto-quote-analysis';
export const TEXT_INPUT_FILE_NAME = 'text-input.txt';
export const MAX_NOTES_LENGTH = 10_000;

export interface RequestDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  objectStore: ObjectStore;
  /** Every upload is scanned before it is taken (decision 175). */
  uploadScanner: UploadScanner;
  mailer: Mailer;
  jobs: Pick<Jobs, 'send'>;
  log?: { error: (obj: object, msg: string) => void };
}

export interface NewRequest {
  client: ClientRow | null;
  ownerUserId: string | null;
  actor: string;
  visitor: boolean;
  uploadPrefix: string;
  origination: string;
  requestType: 'QUOTE_REQUEST' | 'TRANSLATION_REQUEST';
  name: string;
  sourceLanguageId: string | null | undefined;
  targetLanguageIds: string[];
  files: ReadonlyArray<{ fileName: string; category: string; fileKey: string }>;
  fileLinks: readonly LinkInput[];
  customFields: readonly CustomFieldValue[] | null | undefined;
  notes: string | null | undefined;
  externalReferenceId: string | null | undefined;
  textInput: string | null | undefined;
  xtrfServiceId?: number | null | undefined;
  requestor: RequestorContact | null;
  /** Who is told by mail, in their language (decision 190). */
  confirmTo: { email: string; firstName?: string | null | undefined; language: Language };
  /** Runs after every check and before anything is stored (the visitor's code is consumed here). */
  beforeStore?: () => Promise<void>;
  /** Links with no uploaded files yet (external-link creation adds files later): no source required now. */
  filesFollow?: boolean;
  /** Set once assertCoupaSubmission accepted the caller's punch-out request id: origination COUPA allowed. */
  procurementChecked?: boolean;
}

export async function storeNewRequest(deps: RequestDeps, req: NewRequest): Promise<string> {
  const { coupa, name } = checkHeading(req);
  const langs = await checkLanguages(deps.db, req.client, req.sourceLanguageId, req.targetLanguageIds);
  const { values: customFields, definitions } = await checkCustomFields(deps.db, req.client, req.customFields);
  assertRequestTypeAllowed(req.client, req.requestType, customFields, definitions, {
    projectName: name,
    sourceLanguageId: req.sourceLanguageId,
    targetLanguageIds: req.targetLanguageIds,
    notes: req.notes,
    xtrfServiceId: req.xtrfServiceId,
  });
  // 0 means none: the validator's type coercion turns a JSON null into 0 for this nullable integer.
  const xtrfServiceId = req.xtrfServiceId || null;
  if (xtrfServiceId !== null && req.client && !req.client.selectableWorkflows.some((w) => w.xtrfServiceId === xtrfServiceId)) {
    throw badRequest('Unknown workflow', 'INVALID_WORKFLOW');
  }

  const hasText = req.textInput !== undefined && req.textInput !== null;
  if (hasText && req.textInput!.trim() === '') throw badRequest('Text input is required', 'TEXT_REQUIRED');
  const named = checkFileNames([
    ...req.files.map((f) => ({ ...f })),
    ...(hasText ? [{ fileName: TEXT_INPUT_FILE_NAME, category: 'SOURCE_DOCUMENT', fileKey: '' }] : []),
  ]);
  const uploads = named.filter((f) => f.fileKey !== '');
  const links = checkLinks(req.fileLinks);
  const hasSource = named.some((f) => f.category === 'SOURCE_DOCUMENT') || links.some((l) => l.category === 'SOURCE_DOCUMENT');
  if (!hasSource && !req.filesFollow) throw badRequest('Add at least one file, some text or a file link', 'SOURCE_REQUIRED');

  const sized = await measureUploads(deps, req, uploads);

  await req.beforeStore?.();

  const id = randomUUID();
  const now = deps.clock.now();
  const stored = await storeSources(deps, req, id, sized);

  await deps.db.transaction(async (tx) => {
    await insertJobRequest(tx, {
      row: {
        id,
        clientId: req.client?.id ?? null,
        ownerUserId: req.ownerUserId,
        name,
        origination: coupa ? 'COUPA' : 'WEBFORM',
        requestType: req.requestType,
        sourceLanguageId: langs.sourceLanguageId,
        targetLanguageIds: langs.targetLanguageIds,
        notes: req.notes?.trim() || null,
        externalReferenceId: req.externalReferenceId?.trim() || null,
        xtrfServiceId,
        requestor: req.requestor,
        customFields,
        createTime: now,
      },
      files: stored,
      links,
      actor: req.actor,
    });
  });

  if (req.requestType === 'QUOTE_REQUEST' && !req.filesFollow) await queueAnalysis(deps, id);
  await confirm(deps, req, { id, name, langs });
  return id;
}

function checkHeading(req: NewRequest): { coupa: boolean; name: string } {
  const coupa = req.origination === 'COUPA' && req.procurementChecked === true;
  if (req.origination !== 'WEBFORM' && !coupa) throw badRequest(MSG_INVALID_ORIGINATION, 'INVALID_ORIGINATION');
  const name = req.name.trim();
  if (!name) throw badRequest('name is required', 'NAME_REQUIRED');
  assertPlainText({ name, notes: req.notes, externalReferenceId: req.externalReferenceId });
  // The contract leaves these open; bounded here so one request cannot store unbounded text.
  if ((req.notes?.length ?? 0) > MAX_NOTES_LENGTH) throw badRequest(`notes must be at most ${MAX_NOTES_LENGTH} characters`, 'NOTES_TOO_LONG');
  if ((req.externalReferenceId?.length ?? 0) > 255) throw badRequest('externalReferenceId must be at most 255 characters', 'INVALID_PARAMETER');
  return { coupa, name };
}

type NamedFile = { fileName: string; category: string; fileKey: string };

/** Sizes come from the store, never from the payload: this is what the upload policy let through. */
async function measureUploads(deps: RequestDeps, req: NewRequest, uploads: readonly NamedFile[]): Promise<Array<NamedFile & { size: number }>> {
  const sized = [];
  for (const f of uploads) {
    const taken = await takeUploadedFile(deps, { key: f.fileKey, expectedPrefix: req.uploadPrefix });
    sized.push({ ...f, size: taken.size });
  }
  checkFileSizes(sized, fileLimitsFor(req.client, req.visitor));
  return sized;
}

type StoredSource = { fileName: string; category: 'SOURCE_DOCUMENT' | 'REFERENCE'; fileKey: string; size: number; contentType: string | null };

async function storeSources(deps: RequestDeps, req: NewRequest, id: string, sized: ReadonlyArray<NamedFile & { size: number }>): Promise<StoredSource[]> {
  const stored: StoredSource[] = [];
  for (const f of sized) {
    const toKey = uploadedFileKey(id, f.fileName);
    await takeUploadedFile(deps, { key: f.fileKey, expectedPrefix: req.uploadPrefix, toKey });
    stored.push({ fileName: f.fileName, category: f.category as 'SOURCE_DOCUMENT' | 'REFERENCE', fileKey: toKey, size: f.size, contentType: null });
  }
  if (req.textInput !== undefined && req.textInput !== null) {
    const toKey = uploadedFileKey(id, TEXT_INPUT_FILE_NAME);
    const { size } = await deps.objectStore.writeStream(toKey, Readable.from([Buffer.from(req.textInput, 'utf8')]));
    stored.push({ fileName: TEXT_INPUT_FILE_NAME, category: 'SOURCE_DOCUMENT', fileKey: toKey, size, contentType: 'text/plain; charset=utf-8' });
  }
  return stored;
}

async function confirm(deps: RequestDeps, req: NewRequest, stored: { id: string; name: string; langs: { sourceLanguageId: string; targetLanguageIds: string[] } }): Promise<void> {
  const { id, name, langs } = stored;
  const names = await languageNames(deps.db, [langs.sourceLanguageId, ...langs.targetLanguageIds], req.confirmTo.language);
  await sendConfirmationMail(deps.mailer, {
    to: req.confirmTo.email,
    firstName: req.confirmTo.firstName,
    requestName: name,
    requestType: req.requestType,
    sourceLanguage: names.get(langs.sourceLanguageId) ?? langs.sourceLanguageId,
    targetLanguages: langs.targetLanguageIds.map((t) => names.get(t) ?? t),
    jobRequestId: id,
    publicUrl: deps.config.publicUrl,
    language: req.confirmTo.language,
  });
}

/** The request is already stored: a queue failure leaves it CREATED and logged for staff, not a failed call. */
export async function queueAnalysis(deps: Pick<RequestDeps, 'jobs' | 'log'>, jobRequestId: string): Promise<void> {
  try {
    await deps.jobs.send(AUTO_QUOTE_ANALYSIS_JOB, { jobRequestId }, { singletonKey: jobRequestId });
  } catch (err) {
    deps.log?.error({ err, jobRequestId }, 'could not queue the automatic quote analysis');
  }
}

function requestFields(body: CreateJobRequestBody | UnauthenticatedCreateJobRequestBody) {
  return {
    origination: body.origination,
    requestType: body.requestType,
    name: body.name,
    sourceLanguageId: body.sourceLanguage.id,
    targetLanguageIds: body.targetLanguages.map((t) => t.id),
    files: body.files,
    fileLinks: body.fileLinks ?? [],
    customFields: body.customFields,
    notes: body.notes,
    externalReferenceId: body.externalReferenceId,
    textInput: body.textInput,
  };
}

/** `acceptLanguage`: the caller's Accept-Language header, which the mails follow when the person chose no language. */
export async function createSignedInJobRequest(deps: RequestDeps, principal: Principal, body: CreateJobRequestBody, acceptLanguage?: string): Promise<JobRequest> {
  if (!principal.roles.some((r) => (CLIENT_ROLES as readonly string[]).includes(r))) throw forbidden('Only client users can create requests', 'CLIENT_ROLE_REQUIRED');
  if (principal.clientId === null) throw badRequest('clientId is not set', 'CLIENT_NOT_SET');
  const client = await loadClient(deps.db, principal.clientId);
  if (!client || !(await isMemberOf(deps.db, principal, client.id))) throw forbidden();
  assertActive(client);
  // Spec 3 §2.6: the procurement area submits estimates only, tied to the buyer's open punch-out request.
  const coupa = body.origination === 'COUPA';
  if (coupa) {
    await assertCoupaSubmission(deps.db, deps.clock, principal, body.externalReferenceId);
    if (body.requestType !== 'QUOTE_REQUEST') throw badRequest('Procurement requests are estimates (QUOTE_REQUEST)', 'INVALID_REQUEST_TYPE');
  }
  const language = languageFor(principal.language, acceptLanguage);
  const id = await storeNewRequest(deps, {
    procurementChecked: coupa,
    client,
    ownerUserId: principal.userId,
    actor: principal.username,
    visitor: false,
    uploadPrefix: tempUploadRoot(principal),
    ...requestFields(body),
    requestor: { email: principal.email, firstName: principal.firstName, lastName: principal.lastName, companyName: client.companyName, language },
    confirmTo: { email: principal.email, firstName: principal.firstName, language },
  });
  return jobRequestView(deps.db, id);
}

/** Spec 2 §4 visitor flow: the given clientId must match the e-mail's domain; else the one active match, or none. */
export async function resolveVisitorClient(db: Db, email: string, clientIdParam: string | null | undefined): Promise<ClientRow | null> {
  const domain = emailDomain(email);
  const matches = await db.select().from(clientConfigs).where(sql`${domain} = ANY(${clientConfigs.allowedEmailDomains})`);
  if (clientIdParam) {
    const wanted = parseIntegerId(clientIdParam);
    const client = matches.find((c) => c.id === wanted);
    if (!client) throw badRequest('The e-mail address does not match the company', 'EMAIL_COMPANY_MISMATCH');
    assertActive(client);
    return client;
  }
  const active = matches.filter((c) => c.status === 'ACTIVE');
  if (active.length === 1) return active[0]!;
  if (active.length > 1) throw badRequest('Several companies match this e-mail address: choose one', 'COMPANY_CHOICE_REQUIRED');
  if (matches.length > 0) throw badRequest(MSG_INACTIVE_CLIENT, 'INACTIVE_CLIENT');
  return null;
}

/** `acceptLanguage`: the visitor's Accept-Language header (core sends the language the page shows), for the mails. */
export async function createVisitorJobRequest(deps: RequestDeps, body: UnauthenticatedCreateJobRequestBody, acceptLanguage?: string): Promise<JobRequest> {
  const email = body.requestorEmail.trim().toLowerCase();
  const language = languageFor(null, acceptLanguage);
  if (!body.emailVerificationCode) throw badRequest('Email verification code is required', 'VERIFICATION_CODE_REQUIRED');
  const client = await resolveVisitorClient(deps.db, email, body.clientId);
  if (client?.createProjectSettings.disableUnauthenticatedSubmissions) throw forbidden(MSG_UNAUTHENTICATED_DISABLED, 'UNAUTHENTICATED_SUBMISSIONS_DISABLED');
  const a = body.contactAddress;
  assertPlainText({
    requestorFirstName: body.requestorFirstName,
    requestorLastName: body.requestorLastName,
    companyName: body.companyName,
    'contactAddress.address1': a?.address1,
    'contactAddress.address2': a?.address2,
    'contactAddress.city': a?.city,
    'contactAddress.zipCode': a?.zipCode,
    'contactAddress.phoneNumber': a?.phoneNumber,
  });
  const id = await storeNewRequest(deps, {
    client,
    ownerUserId: null,
    actor: `visitor:${email}`,
    visitor: true,
    uploadPrefix: tempUploadRoot(null),
    ...requestFields(body),
    requestor: {
      email,
      firstName: body.requestorFirstName.trim(),
      lastName: body.requestorLastName.trim(),
      ...(body.companyName?.trim() ? { companyName: body.companyName.trim() } : client ? { companyName: client.companyName } : {}),
      ...(a?.phoneNumber ? { phoneNumber: a.phoneNumber } : {}),
      ...(a?.address1 ? { address1: a.address1 } : {}),
      ...(a?.address2 ? { address2: a.address2 } : {}),
      ...(a?.city ? { city: a.city } : {}),
      ...(a?.zipCode ? { zipCode: a.zipCode } : {}),
      province: a?.province ?? null,
      country: a?.country ?? null,
      language,
    },
    confirmTo: { email, firstName: body.requestorFirstName.trim(), language },
    // Last, so that a request rejected for any other reason leaves the visitor's code usable.
    beforeStore: () => consumeVerificationCode(deps.db, deps.clock, email, body.emailVerificationCode),
  });
  return jobRequestView(deps.db, id);
}
