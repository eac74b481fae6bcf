// GET /jobRequests, GET /jobRequests/{id}, rename, archive, file download URLs, zips of translated files and
// human escalation (spec 3 §7). Creation (POST /jobRequests) and quotes live in their own modules; the zip and
// escalation jobs in jobs.ts. List pages are kept until their organisation's requests change (kept-answers.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { principalEvent } from '../../instrumentation/security-events.ts';
import { noContent, route, trimBodyStrings } from '../route.ts';
import { keptJobRequestAnswers } from './kept-answers.ts';
import { requestZip, zipStatus } from './zip.ts';
import { submitToXtrf } from './escalation.ts';
import {
  archiveJobRequest,
  fileDownloadUrl,
  getJobRequest,
  listJobRequests,
  listsWholeCompany,
  renameJobRequest,
} from './service.ts';

export async function jobRequestRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, uploadScanner: app.uploadScanner, jobs: app.jobs };

  const kept = await keptJobRequestAnswers(app.ctx.database);
  app.addHook('onClose', async () => kept.watch.close());
  // The organisation, whose requests (the caller's own or the company's) and every query parameter decide a page.
  route(app, calls.listJobRequests, async (req, reply) => {
    const principal = requireUser(req);
    const whose = listsWholeCompany(principal, req.query.scope) ? 'company' : `owner ${principal.userId}`;
    return kept.send(reply, principal.clientId, `list ${whose} ${JSON.stringify(req.query)}`, () => listJobRequests(db, principal, req.query));
  });
  route(app, calls.getJobRequest, async (req, reply) => {
    const principal = requireUser(req);
    const id = req.params.jobRequestId;
    return kept.send(reply, principal.clientId, `request ${id}`, () => getJobRequest(db, principal, id));
  });
  route(
    app,
    calls.renameJobRequest,
    async (req, reply) => {
      await renameJobRequest(ctx, requireUser(req), req.params.jobRequestId, req.body.newName);
      return noContent(reply);
    },
    // Spec 3 §5: at most 250 characters — of the name as kept, i.e. trimmed, as the form counts it.
    { preValidation: trimBodyStrings('newName') },
  );
  route(app, calls.archiveJobRequest, async (req, reply) => {
    await archiveJobRequest(ctx, requireUser(req), req.params.jobRequestId);
    return noContent(reply);
  });
  route(app, calls.getFileDownloadUrl, async (req) => {
    const user = requireUser(req);
    const link = await fileDownloadUrl(ctx, user, req.params.jobRequestId, req.params.fileKey, req.query.inline === true);
    // The link is the download: whoever holds it for its few minutes gets the file.
    principalEvent(req, user, 'file.download', { jobRequestId: req.params.jobRequestId, fileKey: req.params.fileKey });
    return link;
  });
  route(app, calls.zipTranslatedFiles, async (req, reply) => {
    const status = await requestZip(ctx, requireUser(req), req.params.jobRequestId, req.query.zipFileName);
    return reply.status(202).send(status);
  });
  route(app, calls.getZipTranslatedFilesStatus, async (req) => {
    const user = requireUser(req);
    const status = await zipStatus(ctx, user, req.params.jobRequestId);
    if (status.downloadUrl) principalEvent(req, user, 'file.download', { jobRequestId: req.params.jobRequestId, zip: true });
    return status;
  });
  route(app, calls.submitToXtrf, async (req, reply) => {
    await submitToXtrf(ctx, requireUser(req), req.params.jobRequestId, req.body);
    return noContent(reply);
  });
}
