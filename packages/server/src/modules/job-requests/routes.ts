// GET /jobRequests, GET /jobRequests/{id}, rename, archive, file download URLs, zips of translated files and
// human escalation (spec 3 §7). Creation (POST /jobRequests) and quotes live in their own modules; the zip and
// escalation jobs in jobs.ts. List pages are kept until their organisation's requests change (list-cache.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { noContent, route, trimBodyStrings } from '../route.ts';
import { keptJobLists } from './list-cache.ts';
import { requestZip, zipStatus } from './zip.ts';
import { submitToXtrf } from './escalation.ts';
import {
  archiveJobRequest,
  fileDownloadUrl,
  getJobRequest,
  listJobRequests,
  renameJobRequest,
} from './service.ts';

export async function jobRequestRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, jobs: app.jobs };

  const lists = await keptJobLists(app.ctx.database);
  app.addHook('onClose', async () => lists.watch.close());
  route(app, calls.listJobRequests, async (req, reply) => {
    const principal = requireUser(req);
    if (principal.clientId === null) return listJobRequests(db, principal, req.query);
    // The organisation and every query parameter decide the page; nothing else does (not the caller's role).
    const key = `${principal.clientId} ${JSON.stringify(req.query)}`;
    // Every change committed before this request has been heard, so a kept page is current. If that cannot be
    // known (the listening connection failed), the page is read and not kept.
    const synced = await lists.watch.synced().then(
      () => true,
      () => false,
    );
    let body = synced ? lists.cache.get(key) : undefined;
    if (body === undefined) {
      const mark = lists.cache.mark();
      // The route's own serialiser, so a kept page is exactly what the contract's schema sends.
      body = reply.serialize(await listJobRequests(db, principal, req.query)) as string;
      if (synced) lists.cache.set(key, principal.clientId, body, mark);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  route(app, calls.getJobRequest, async (req) =>
    getJobRequest(db, requireUser(req), req.params.jobRequestId),
  );
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
  route(app, calls.getFileDownloadUrl, async (req) =>
    fileDownloadUrl(
      ctx,
      requireUser(req),
      req.params.jobRequestId,
      req.params.fileKey,
      req.query.inline === true,
    ),
  );
  route(app, calls.zipTranslatedFiles, async (req, reply) => {
    const status = await requestZip(ctx, requireUser(req), req.params.jobRequestId, req.query.zipFileName);
    return reply.status(202).send(status);
  });
  route(app, calls.getZipTranslatedFilesStatus, async (req) =>
    zipStatus(ctx, requireUser(req), req.params.jobRequestId),
  );
  route(app, calls.submitToXtrf, async (req, reply) => {
    await submitToXtrf(ctx, requireUser(req), req.params.jobRequestId, req.body);
    return noContent(reply);
  });
}
