// Retention the client controls (decision 183): the company's setting under the provider's maximum, and
// "delete files now" for one request or for every request that ended before a date.
import { eq } from 'drizzle-orm';
import type { DeleteCompanyFilesBody, DeleteRequestFilesBody, DeletionReceipt, RetentionSettings } from '@lingua/contract';
import { clientConfigs, jobRequests } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isClientAdmin } from '../api-keys/index.ts';
import { companyFor, requesterName, RETENTION_MESSAGES, type Company } from './access.ts';
import { candidates, openBatch, runBatch, type DeletionDeps } from './delete.ts';
import { findReceipt } from './receipt.ts';

/** What applies: the shorter of the company's days and the provider's maximum; null keeps files. */
export function effectiveDays(companyDays: number | null, maximum: number | null): number | null {
  if (companyDays === null) return maximum;
  return maximum === null ? companyDays : Math.min(companyDays, maximum);
}

export function settingsOf(company: Company, maximum: number | null): RetentionSettings {
  return {
    clientId: String(company.id),
    fileRetentionDays: company.fileRetentionDays,
    providerMaximumDays: maximum,
    effectiveDays: effectiveDays(company.fileRetentionDays, maximum),
  };
}

export async function setRetention(deps: DeletionDeps, principal: Principal, clientIdParam: string, days: number | null, maximum: number | null): Promise<RetentionSettings> {
  const company = await companyFor(deps.db, principal, clientIdParam, 'admin');
  if (days !== null && maximum !== null && days > maximum) throw badRequest(RETENTION_MESSAGES.overMaximum(maximum), 'INVALID_PARAMETER');
  await deps.db.update(clientConfigs).set({ fileRetentionDays: days }).where(eq(clientConfigs.id, company.id));
  return settingsOf({ ...company, fileRetentionDays: days }, maximum);
}

const flags = (body: DeleteRequestFilesBody) => ({ deleteTranslationMemory: body.deleteTranslationMemory ?? false, deleteGlossary: body.deleteGlossary ?? false });

/** POST /jobRequests/{id}/actions/deleteFiles: the company's client admin, an ended request. */
export async function deleteRequestFilesNow(deps: DeletionDeps, principal: Principal, jobRequestId: string, body: DeleteRequestFilesBody): Promise<DeletionReceipt> {
  const { db } = deps;
  if (!isClientAdmin(principal)) throw forbidden(RETENTION_MESSAGES.notAdmin);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jobRequestId);
  const [request] = uuid ? await db.select({ clientId: jobRequests.clientId, filesDeletedAt: jobRequests.filesDeletedAt }).from(jobRequests).where(eq(jobRequests.id, jobRequestId)) : [];
  const mine = request?.clientId != null && request.clientId === principal.clientId;
  if (!request || !mine) throw notFound(RETENTION_MESSAGES.requestNotFound, 'JOB_REQUEST_NOT_FOUND');
  const company = await companyFor(db, principal, String(request.clientId), 'admin');
  if (request.filesDeletedAt) throw conflict(RETENTION_MESSAGES.alreadyDeleted, 'FILES_DELETED');
  const [found] = await candidates(db, company.id, null, jobRequestId);
  if (!found) throw conflict(RETENTION_MESSAGES.notEnded, 'REQUEST_NOT_ENDED');
  const now = deps.clock.now();
  const batch = { clientId: company.id, reason: 'request' as const, requestedBy: requesterName(principal), endedBefore: null, ...flags(body), state: 'deleting' as const, dueAt: now };
  const batchId = await openBatch(deps, batch, [found]);
  await runBatch(deps, batchId);
  return findReceipt(db, company.id, batchId);
}

/** POST /clientConfigs/{clientId}/actions/deleteFiles: every ended request of the company ended before the date. */
export async function deleteCompanyFilesNow(deps: DeletionDeps, principal: Principal, clientIdParam: string, body: DeleteCompanyFilesBody): Promise<DeletionReceipt> {
  const company = await companyFor(deps.db, principal, clientIdParam, 'admin');
  const before = new Date(body.endedBefore);
  const now = deps.clock.now();
  if (before > now) throw badRequest(RETENTION_MESSAGES.futureDate, 'INVALID_PARAMETER');
  const found = await candidates(deps.db, company.id, before);
  const batch = { clientId: company.id, reason: 'company' as const, requestedBy: requesterName(principal), endedBefore: before, ...flags(body), state: 'deleting' as const, dueAt: now };
  const batchId = await openBatch(deps, batch, found);
  await runBatch(deps, batchId);
  return findReceipt(deps.db, company.id, batchId);
}
