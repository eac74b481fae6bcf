// Who may open a translated document and who may change it. Reading follows GET /jobRequests/{id}: a user of
// the request's organisation, 404 for any other; the provider's staff may open any request. Changing takes a
// completed request that is not archived, and a person who may act on it: staff, or a client user — for a
// machine-translation request one with the machineTranslation application, as creating it took (spec 3 §6).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequestFiles } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isStaff } from '../access.ts';
import { findVisibleJobRequest, inEditableStatus, type JobRequestRow } from '../job-requests/index.ts';

export type FileRow = typeof jobRequestFiles.$inferSelect;

export async function findReviewRequest(db: Db, principal: Principal, id: string): Promise<JobRequestRow> {
  return findVisibleJobRequest(db, principal, id);
}

/** A translated document delivered on the request; 404 for any other file. */
export async function findTranslatedFile(db: Db, request: JobRequestRow, fileKey: string): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, request.id), eq(jobRequestFiles.fileKey, fileKey), eq(jobRequestFiles.category, 'TRANSLATED_DOCUMENT')))
    .limit(1);
  if (!file) throw notFound('No translated document of this request has this key', 'FILE_NOT_FOUND');
  return file;
}

const CLIENT_ROLES = new Set(['CLIENT', 'CLIENT_EMPLOYEE']);

function mayAct(principal: Principal, request: JobRequestRow): boolean {
  if (isStaff(principal)) return true;
  if (!principal.roles.some((r) => CLIENT_ROLES.has(r))) return false;
  return request.origination !== 'MT' || principal.applications.includes('machineTranslation');
}

/** Whether the caller may change the document now (the list call shows it; the changing calls enforce it). */
export function isEditable(principal: Principal, request: JobRequestRow): boolean {
  return inEditableStatus(principal, request) && mayAct(principal, request);
}

export function assertEditable(principal: Principal, request: JobRequestRow): void {
  if (!mayAct(principal, request)) throw forbidden('You may read this document but not change it', 'accessRestricted');
  if (!inEditableStatus(principal, request))
    throw conflict(request.archived ? 'This request is archived; its documents can no longer be changed' : `A request in status ${request.status} cannot be edited`, 'DOCUMENT_NOT_EDITABLE');
}
