// The media-translation module's worker: media requests, CREATED → TRANSLATING → COMPLETED or FAILED, with
// progress. Registered with the module, so any process that registers it can run it (main.ts decides whether
// this process polls).
import type { FastifyInstance } from 'fastify';
import { MEDIA_JOB, MEDIA_RETRY_LIMIT } from './context.ts';
import { runMediaTranslation } from './job.ts';

export async function mediaTranslationJobs(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, mt: app.mt, media: app.media };
  app.jobs.work<{ jobRequestId: string }>(MEDIA_JOB, (data, job) => runMediaTranslation(ctx, data, job), {
    retryLimit: MEDIA_RETRY_LIMIT,
    retryDelaySeconds: 30,
    expireInSeconds: 2 * 60 * 60,
    concurrency: config.media.concurrency,
  });
}
