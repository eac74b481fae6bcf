// Retention, "delete files now" and deletion receipts (decision 183). Each deletion is a `retention.delete`
// event of the security log, and so of the company's audit trail.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, type DeletionReceipt } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { languageFor } from '../../texts/index.ts';
import { route } from '../route.ts';
import { companyFor } from './access.ts';
import type { DeletionDeps } from './delete.ts';
import { findReceipt, listReceipts, receiptDownloadUrl } from './receipt.ts';
import { deleteCompanyFilesNow, deleteRequestFilesNow, setRetention, settingsOf } from './service.ts';

function deletionEvent(req: FastifyRequest, receipt: DeletionReceipt): DeletionReceipt {
  const target = receipt.requests.length === 1 ? receipt.requests[0]!.name : `${receipt.requests.length} requests`;
  principalEvent(req, requireUser(req), 'retention.delete', { clientId: receipt.clientId, receiptId: receipt.id, target, objectCount: receipt.objectCount, totalBytes: receipt.totalBytes });
  return receipt;
}

export async function retentionRoutes(app: FastifyInstance, deps: DeletionDeps): Promise<void> {
  const { db, config } = app.ctx;
  const maximum = () => config.fileRetentionMaxDays;
  route(app, calls.getRetentionSettings, async (req) => settingsOf(await companyFor(db, requireUser(req), req.params.clientId, 'read'), maximum()));
  route(app, calls.setRetentionSettings, async (req) => setRetention(deps, requireUser(req), req.params.clientId, req.body.fileRetentionDays, maximum()));
  route(app, calls.deleteJobRequestFiles, async (req) => deletionEvent(req, await deleteRequestFilesNow(deps, requireUser(req), req.params.jobRequestId, req.body)));
  route(app, calls.deleteCompanyFiles, async (req) => deletionEvent(req, await deleteCompanyFilesNow(deps, requireUser(req), req.params.clientId, req.body)));
  route(app, calls.listDeletionReceipts, async (req) => {
    const company = await companyFor(db, requireUser(req), req.params.clientId, 'read');
    return { items: await listReceipts(db, company.id) };
  });
  route(app, calls.getDeletionReceipt, async (req) => {
    const company = await companyFor(db, requireUser(req), req.params.clientId, 'read');
    return findReceipt(db, company.id, req.params.receiptId);
  });
  route(app, calls.getDeletionReceiptDownloadUrl, async (req) => {
    const company = await companyFor(db, requireUser(req), req.params.clientId, 'read');
    const receipt = await findReceipt(db, company.id, req.params.receiptId);
    const principal = requireUser(req);
    return { downloadUrl: await receiptDownloadUrl(app.objectStore, receipt, req.query.format, languageFor(principal.language, req.headers['accept-language'])) };
  });
}
