// The document editor's calls (extension to spec 3 §7, decision 173): list a translated document's segments,
// save and confirm them against the document's version. A stale version answers 409 with what changed since.
// "Update file" queues the rebuild (202); the file's versions are listed and downloaded (decision 174). Beside a
// segment: glossary terms and memory suggestions; the checks' company data, dismissals and word lists; the
// document's page images and where a segment stands on them (181).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { documentAssists } from './assists.ts';
import { checkContext, dismissWarning, updateCheckWords } from './check-context.ts';
import { listSegments } from './list.ts';
import { documentPreview } from './preview.ts';
import { requestRebuild } from './rebuild.ts';
import { confirmSegments, saveSegments, SegmentsConflict } from './save.ts';
import { listVersions, versionDownloadUrl } from './versions.ts';

/** A change's answer, or its 409 with the segments changed since the version the caller named. */
async function orConflict<T>(reply: { status(code: number): { send(body: unknown): unknown } }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof SegmentsConflict) return reply.status(409).send(err.body) as T;
    throw err;
  }
}

export async function documentReviewRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.ctx.db, clock: app.ctx.clock, objectStore: app.objectStore };
  route(app, calls.getDocumentSegments, async (req) => listSegments(ctx, requireUser(req), req.params, req.query));
  route(app, calls.saveDocumentSegments, async (req, reply) => orConflict(reply, () => saveSegments(ctx, requireUser(req), req.params, req.body)));
  route(app, calls.confirmDocumentSegments, async (req, reply) => orConflict(reply, () => confirmSegments(ctx, requireUser(req), req.params, req.body)));
  route(app, calls.rebuildDocument, async (req, reply) => reply.status(202).send(await requestRebuild({ ...ctx, jobs: app.jobs }, requireUser(req), req.params, req.body)));
  route(app, calls.getDocumentVersions, async (req) => listVersions(ctx, requireUser(req), req.params));
  route(app, calls.getDocumentVersionDownloadUrl, async (req) => versionDownloadUrl(ctx, requireUser(req), req.params));
  route(app, calls.getDocumentAssists, async (req) => documentAssists(ctx, requireUser(req), req.params, req.query));
  route(app, calls.getDocumentCheckContext, async (req) => checkContext(ctx, requireUser(req), req.params));
  route(app, calls.dismissDocumentWarning, async (req) => dismissWarning(ctx, requireUser(req), req.params, req.body));
  route(app, calls.updateDocumentCheckWords, async (req) => updateCheckWords(ctx, requireUser(req), req.params, req.body));
  route(app, calls.getDocumentPreview, async (req) => documentPreview(ctx, requireUser(req), req.params, req.query));
}
