// The document-review module's worker: "Update file" builds the document again and checks it opens (decision
// 174). One at a time per process — LibreOffice is most of it — and a lost job is ended by the sweep with a reason.
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_REBUILD_JOB, REBUILD_RETRY_LIMIT, rebuildContext, rebuildRecovery, runRebuild, type RebuildJob } from './rebuild.ts';

export async function documentReviewJobs(app: FastifyInstance): Promise<void> {
  const ctx = rebuildContext({ db: app.ctx.db, clock: app.ctx.clock, objectStore: app.objectStore });
  app.jobs.work<RebuildJob>(DOCUMENT_REBUILD_JOB, (data, job) => runRebuild(ctx, data, job), { concurrency: 1, retryLimit: REBUILD_RETRY_LIMIT, retryDelaySeconds: 10, expireInSeconds: 15 * 60 });
  app.jobs.recover(DOCUMENT_REBUILD_JOB, rebuildRecovery(app.ctx));
}
