// The provider desk (decision 046): staff (ADMIN, PROJECT_COORDINATOR) see every organisation's requests and
// answer procurement-area requests by hand — replace the quote document and total, upload deliverables per
// target language, complete the request — so deliverables come from a person, not from a fixture.
import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { ESTIMATE_VALIDITY_DAYS, isQuoteDocumentName, PROVIDER_DESK_ROLES, type AddDeliverablesBody, type CallQuery, type calls, type ReplaceQuoteDocumentBody } from '@lingua/contract';
import { autoQuotes, jobRequestFiles, type JobRequestStatus } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { findJobRequest, insertJobRequestFiles, jobRequestView, listJobRequests, transition, uploadedFileKey, type JobRequestView } from '../job-requests/index.ts';
import { checkFileNames } from '../request-rules/index.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import type { ProcurementDeps } from './deps.ts';
import { storeQuoteDocument } from './quote-document.ts';
import { recordRequestEvent } from '../webhooks/index.ts';

export function assertDeskRole(principal: Principal): void {
  if (!principal.roles.some((r) => (PROVIDER_DESK_ROLES as readonly string[]).includes(r))) throw forbidden('Only provider staff may use the desk', 'STAFF_ROLE_REQUIRED');
}

export async function listDeskJobRequests(deps: ProcurementDeps, principal: Principal, query: NonNullable<CallQuery<typeof calls.listDeskJobRequests>>) {
  assertDeskRole(principal);
  return listJobRequests(deps.db, principal, query, { allOrganisations: true });
}

/** One request of any organisation, in the view its client gets (the staff media editor reads it, decision 188). */
export async function getDeskJobRequest(deps: ProcurementDeps, principal: Principal, id: string): Promise<JobRequestView> {
  assertDeskRole(principal);
  const row = await findJobRequest(deps.db, id);
  return jobRequestView(deps.db, row.id);
}

/** A quote is (re)issued from these statuses: after internal review, while under review, or after a rejection. */
const REQUOTABLE: readonly JobRequestStatus[] = ['READY_FOR_INTERNAL_REVIEW', 'QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_REJECTED', 'QUOTE_EXPIRED'];

export async function replaceQuoteDocument(deps: ProcurementDeps, principal: Principal, id: string, body: ReplaceQuoteDocumentBody): Promise<void> {
  assertDeskRole(principal);
  const row = await findJobRequest(deps.db, id);
  if (row.requestType !== 'QUOTE_REQUEST') throw conflict('Only quote requests have a quote document', 'NOT_A_QUOTE_REQUEST');
  if (!REQUOTABLE.includes(row.status)) throw conflict(`The quote cannot be replaced in status ${row.status}`, 'QUOTE_NOT_REPLACEABLE');
  const [named] = checkFileNames([{ ...body.file, category: 'SOURCE_DOCUMENT' }]);
  if (!isQuoteDocumentName(named!.fileName)) throw badRequest('The quote document must be a PDF', 'INVALID_FILE_TYPE');
  const toKey = uploadedFileKey(id, named!.fileName);
  await takeUploadedFile(deps, { key: body.file.fileKey, expectedPrefix: tempUploadRoot(principal), toKey });
  const now = deps.clock.now();
  await storeQuoteDocument(deps, { jobRequestId: id, fileKey: toKey, fileName: named!.fileName, totalPrice: body.totalPrice.toFixed(2), actor: principal.username, now });
  // A re-issued quote is open again for the validity of spec 2 §9: the quote row and the move to review commit
  // together, through the core's transition (a transaction it joins).
  await deps.db
    .transaction(async (tx) => {
      await tx
        .update(autoQuotes)
        .set({ acceptanceStatus: null, rejectionReason: null, respondedAt: null, price: body.totalPrice.toFixed(2), acceptanceDeadline: new Date(now.getTime() + ESTIMATE_VALIDITY_DAYS * 86_400_000) })
        .where(eq(autoQuotes.jobRequestId, id));
      if (row.status === 'QUOTE_READY_FOR_CLIENT_REVIEW') return;
      const moved = await transition(tx, deps.clock, id, [row.status], 'QUOTE_READY_FOR_CLIENT_REVIEW', { actor: principal.username, note: 'Quote document replaced', at: now });
      if (!moved) tx.rollback();
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) throw conflict('The request changed status meanwhile', 'QUOTE_NOT_REPLACEABLE');
      throw err;
    });
}

/** Deliverables are uploaded once the quote is accepted (or for a translation request in work). */
const DELIVERABLE_STATUSES: readonly JobRequestStatus[] = ['QUOTE_ACCEPTED', 'TRANSLATING', 'SUBMITTED_TO_XTRF', 'COMPLETED', 'CHANGES_REQUESTED'];

export async function addDeliverables(deps: ProcurementDeps, principal: Principal, id: string, body: AddDeliverablesBody): Promise<void> {
  assertDeskRole(principal);
  const row = await findJobRequest(deps.db, id);
  if (!DELIVERABLE_STATUSES.includes(row.status)) throw conflict(`Deliverables cannot be added in status ${row.status}`, 'DELIVERABLES_NOT_ALLOWED');
  if (!row.targetLanguageIds.includes(body.languageId)) throw badRequest('The language is not a target language of the request', 'INVALID_LANGUAGE');
  const named = checkFileNames(body.files.map((f) => ({ ...f, category: 'SOURCE_DOCUMENT' })));
  const now = deps.clock.now();
  const stored: Array<{ fileName: string; fileKey: string; category: 'TRANSLATED_DOCUMENT'; languageId: string; size: number }> = [];
  for (const f of named) {
    const toKey = uploadedFileKey(id, f.fileName);
    const taken = await takeUploadedFile(deps, { key: f.fileKey, expectedPrefix: tempUploadRoot(principal), toKey });
    stored.push({ fileName: f.fileName, fileKey: toKey, category: 'TRANSLATED_DOCUMENT', languageId: body.languageId, size: taken.size });
  }
  await deps.db.transaction(async (tx) => {
    // A file of the same name for the same language is replaced (a corrected delivery).
    await tx
      .delete(jobRequestFiles)
      .where(and(eq(jobRequestFiles.jobRequestId, id), eq(jobRequestFiles.category, 'TRANSLATED_DOCUMENT'), eq(jobRequestFiles.languageId, body.languageId), inArray(jobRequestFiles.fileName, stored.map((s) => s.fileName))));
    await insertJobRequestFiles(tx, id, stored, now);
    await recordRequestEvent(tx, deps.clock, id, 'files.delivered', { languageId: body.languageId, files: stored.map((f) => f.fileName) });
    // The first deliverables of an accepted quote start the work; the files and the move commit together.
    if (row.status === 'QUOTE_ACCEPTED') {
      await transition(tx, deps.clock, id, ['QUOTE_ACCEPTED'], 'TRANSLATING', { actor: principal.username, note: 'Deliverables uploaded', at: now });
    }
  });
}

export async function completeJobRequest(deps: ProcurementDeps, principal: Principal, id: string): Promise<void> {
  assertDeskRole(principal);
  const row = await findJobRequest(deps.db, id);
  // CHANGES_REQUESTED: the redelivery after a client's request for changes (decision 184).
  const from: readonly JobRequestStatus[] = ['QUOTE_ACCEPTED', 'TRANSLATING', 'SUBMITTED_TO_XTRF', 'CHANGES_REQUESTED'];
  if (!from.includes(row.status)) throw conflict(`A request in status ${row.status} cannot be completed`, 'NOT_COMPLETABLE');
  const [deliverable] = await deps.db
    .select({ id: jobRequestFiles.id })
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, id), eq(jobRequestFiles.category, 'TRANSLATED_DOCUMENT')))
    .limit(1);
  if (!deliverable) throw conflict('Upload the deliverables before completing the request', 'DELIVERABLES_MISSING');
  const moved = await transition(deps.db, deps.clock, id, from, 'COMPLETED', { actor: principal.username });
  if (!moved) throw conflict('The request changed status meanwhile', 'NOT_COMPLETABLE');
}
