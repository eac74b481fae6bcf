// Projects and quotes from an external link (spec 2 §2, §3, §5, §7): the link's token and every spec 2 §5 rule
// checked, answered with an upload permission; addFiles then attaches the uploads.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PRESIGNED_POST_FILENAME_PLACEHOLDER, type AddFilesBody, type CreatedProject, type CreatedQuote, type CreateProjectBody } from '@lingua/contract';
import { jobRequestFiles, jobRequests, projects, quotes, type JobRequestStatus } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { consumeVerificationCode } from '../email-verification/index.ts';
import { uploadedFileKey } from '../job-requests/index.ts';
import { queueAnalysis, storeNewRequest, type RequestDeps } from '../quote-requests/index.ts';
import {
  assertActive,
  assertEmailAllowed,
  assertPlainText,
  checkFileNames,
  checkFileSizes,
  fileLimitsFor,
  loadClient,
  MSG_UNAUTHENTICATED_DISABLED,
} from '../request-rules/index.ts';
import { createTempUploadPost, takeUploadedFile } from '../temp-files/index.ts';
import { languageFor } from '../../texts/index.ts';

export type CreationKind = 'project' | 'quote';

const TABLES = { project: projects, quote: quotes } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MSG_INVALID_LINK = 'This link is not valid. Please ask your contact for a new one.';

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where the call came from: a visitor's upload permission is bounded with the other visitors' of its address. */
interface Caller {
  clientAddress?: string;
  /** The caller's Accept-Language, which the confirmation follows when the caller chose no language (decision 190). */
  acceptLanguage?: string;
}

type ContactInfo = CreateProjectBody['contactInfo'];

/** The client the link names: its id, token and status are checked here, not only in the browser. */
async function linkedClient(deps: RequestDeps, body: CreateProjectBody) {
  const clientId = parseIntegerId(body.clientId);
  const client = clientId === null ? undefined : await loadClient(deps.db, clientId);
  if (!client) throw notFound('Client not found', 'CLIENT_NOT_FOUND');
  // Spec 2 §5 "External link: token must match; client must be ACTIVE".
  if (!sameToken(body.createProjectToken, client.createProjectToken)) throw forbidden(MSG_INVALID_LINK, 'INVALID_LINK');
  assertActive(client);
  return client;
}

function assertPlainContact(c: ContactInfo): void {
  assertPlainText({
    'contactInfo.firstName': c.firstName,
    'contactInfo.lastName': c.lastName,
    'contactInfo.phoneNumber': c.phoneNumber,
    'contactInfo.address1': c.address1,
    'contactInfo.address2': c.address2,
    'contactInfo.city': c.city,
    'contactInfo.zipCode': c.zipCode,
  });
}

function requestorOf(c: ContactInfo, email: string, companyName: string) {
  return {
    email,
    ...(c.firstName ? { firstName: c.firstName.trim() } : {}),
    ...(c.lastName ? { lastName: c.lastName.trim() } : {}),
    ...(c.phoneNumber ? { phoneNumber: c.phoneNumber } : {}),
    ...(c.address1 ? { address1: c.address1 } : {}),
    ...(c.address2 ? { address2: c.address2 } : {}),
    ...(c.city ? { city: c.city } : {}),
    ...(c.zipCode ? { zipCode: c.zipCode } : {}),
    province: c.province ?? null,
    country: c.country ?? null,
    companyName,
  };
}

export async function createFromLink(deps: RequestDeps, principal: Principal | null, kind: 'project', body: CreateProjectBody, caller?: Caller): Promise<CreatedProject>;
export async function createFromLink(deps: RequestDeps, principal: Principal | null, kind: 'quote', body: CreateProjectBody, caller?: Caller): Promise<CreatedQuote>;
export async function createFromLink(
  deps: RequestDeps,
  principal: Principal | null,
  kind: CreationKind,
  body: CreateProjectBody,
  caller: Caller = {},
): Promise<CreatedProject | CreatedQuote> {
  const client = await linkedClient(deps, body);
  const email = body.contactInfo.email.trim().toLowerCase();
  // Spec 2 §6: the link's holder without sign-in is a visitor; the token proves the link, not the address.
  const visitor = !principal;
  if (visitor && client.createProjectSettings.disableUnauthenticatedSubmissions) {
    throw forbidden(MSG_UNAUTHENTICATED_DISABLED, 'UNAUTHENTICATED_SUBMISSIONS_DISABLED');
  }
  const code = body.emailVerificationCode;
  if (visitor && !code) throw badRequest('Email verification code is required', 'VERIFICATION_CODE_REQUIRED');
  assertEmailAllowed(client, email);
  const c = body.contactInfo;
  assertPlainContact(c);

  const links = body.fileLinks ?? [];
  const requestType = kind === 'project' ? 'TRANSLATION_REQUEST' : 'QUOTE_REQUEST';
  const language = languageFor(principal?.language, caller.acceptLanguage);
  const jobRequestId = await storeNewRequest(deps, {
    client,
    ownerUserId: principal?.userId ?? null,
    actor: principal?.username ?? `visitor:${email}`,
    visitor,
    // Files follow through addFiles, from under the permission granted below.
    uploadPrefix: '',
    origination: 'WEBFORM',
    requestType,
    name: body.projectName,
    sourceLanguageId: body.sourceLanguageId,
    targetLanguageIds: body.targetLanguageIds,
    files: [],
    fileLinks: links,
    customFields: body.customFields,
    notes: body.notes,
    externalReferenceId: null,
    textInput: body.textInput,
    xtrfServiceId: body.xtrfServiceId,
    requestor: { ...requestorOf(c, email, client.companyName), language },
    confirmTo: { email, firstName: c.firstName, language },
    // Last, so a request refused for another reason leaves the visitor's code usable.
    ...(code ? { beforeStore: () => consumeVerificationCode(deps.db, deps.clock, email, code) } : {}),
    filesFollow: true,
  });

  // Granted only once the request passed every check, so refused attempts leave no upload permissions behind.
  const post = await createTempUploadPost(deps, principal, { clientAddress: caller.clientAddress });
  const uploadPrefix = post.fields.key.replace(`/${PRESIGNED_POST_FILENAME_PLACEHOLDER}`, '');
  const id = await insertLinkRow(deps, kind, { clientId: client.id, body, email, jobRequestId, uploadPrefix });
  // A quote whose sources are links or typed text has nothing to wait for: the analysis hands it to staff now.
  const sourceNow = !!body.textInput?.trim() || links.some((l) => (l.category ?? 'SOURCE_DOCUMENT') === 'SOURCE_DOCUMENT');
  if (kind === 'quote' && sourceNow) await queueAnalysis(deps, jobRequestId);
  const presignedPost = { url: post.url, fields: post.fields, expiresAt: post.expiresAt };
  return kind === 'project' ? { projectId: id, presignedPost } : { quoteId: id, presignedPost };
}

async function insertLinkRow(
  deps: RequestDeps,
  kind: CreationKind,
  row: { clientId: number; body: CreateProjectBody; email: string; jobRequestId: string; uploadPrefix: string },
): Promise<string> {
  const { body } = row;
  const c = body.contactInfo;
  const links = body.fileLinks ?? [];
  const id = randomUUID();
  await deps.db.insert(TABLES[kind]).values({
    id,
    clientId: row.clientId,
    projectName: body.projectName.trim(),
    contactInfo: { email: row.email, ...(c.firstName ? { firstName: c.firstName } : {}), ...(c.lastName ? { lastName: c.lastName } : {}), ...(c.customFields ? { customFields: c.customFields } : {}) },
    notes: body.notes?.trim() || null,
    sourceLanguageId: body.sourceLanguageId,
    targetLanguageIds: body.targetLanguageIds,
    xtrfServiceId: body.xtrfServiceId || null,
    customFields: body.customFields ?? [],
    fileLinks: links.map((l) => ({ url: l.url.trim(), name: l.name.trim() })),
    jobRequestId: row.jobRequestId,
    uploadPrefix: row.uploadPrefix,
    createdAt: deps.clock.now(),
  });
  return id;
}

// References may follow while the request is worked on; sources only before (a priced quote must not change).
const OPEN_FOR_REFERENCES: readonly JobRequestStatus[] = ['CREATED', 'ANALYZING', 'READY_FOR_INTERNAL_REVIEW', 'QUOTE_READY_FOR_CLIENT_REVIEW'];

export async function addFiles(deps: RequestDeps, principal: Principal | null, kind: CreationKind, id: string, body: AddFilesBody): Promise<void> {
  const what = kind === 'project' ? 'Project' : 'Quote';
  const missing = () => notFound(`${what} not found`, 'NOT_FOUND');
  if (!UUID.test(id)) throw missing();
  const table = TABLES[kind];
  const [row] = await deps.db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row || !row.jobRequestId || !row.uploadPrefix) throw missing();
  const [request] = await deps.db.select().from(jobRequests).where(eq(jobRequests.id, row.jobRequestId)).limit(1);
  // Only the creator adds files; anyone else gets the unknown id's answer, learning nothing from later checks.
  if (!request || request.ownerUserId !== (principal?.userId ?? null)) throw missing();
  const client = await loadClient(deps.db, row.clientId);
  if (!client) throw missing();
  assertActive(client);
  const open = body.category === 'REFERENCE' ? OPEN_FOR_REFERENCES.includes(request.status) : request.status === 'CREATED';
  if (!open) throw badRequest('Files can no longer be added to this request', 'REQUEST_CLOSED');

  const existing = await deps.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, request.id));
  const incoming = body.fileNames.map((fileName) => ({ fileName, category: body.category, fileKey: `${row.uploadPrefix}/${fileName}` }));
  // Existing names first, so a new file that repeats one is the one reported.
  const named = checkFileNames([...existing.map((f) => ({ fileName: f.fileName, category: f.category, fileKey: '' })), ...incoming]);
  const fresh = named.slice(existing.length);
  const sized = [];
  for (const f of fresh) {
    const taken = await takeUploadedFile(deps, { key: f.fileKey, expectedPrefix: row.uploadPrefix });
    sized.push({ ...f, size: taken.size });
  }
  checkFileSizes([...existing.map((f) => ({ fileName: f.fileName, category: f.category, size: f.size ?? 0 })), ...sized], fileLimitsFor(client, !principal));

  const now = deps.clock.now();
  const stored: Array<typeof jobRequestFiles.$inferInsert> = [];
  for (const f of sized) {
    const toKey = uploadedFileKey(request.id, f.fileName);
    await takeUploadedFile(deps, { key: f.fileKey, expectedPrefix: row.uploadPrefix, toKey });
    stored.push({ jobRequestId: request.id, fileName: f.fileName, category: body.category, fileKey: toKey, size: f.size, createdAt: now });
  }
  await deps.db.transaction(async (tx) => {
    await tx.insert(jobRequestFiles).values(stored);
    await tx.update(jobRequests).set({ updatedAt: now }).where(eq(jobRequests.id, request.id));
  });
  if (kind === 'quote' && body.category === 'SOURCE_DOCUMENT') await queueAnalysis(deps, request.id);
}
