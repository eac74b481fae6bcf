// The media-translation module's workers: media requests, CREATED → TRANSLATING → COMPLETED or FAILED, with
// progress; and the rebuild of an edited request's files, COMPLETED → TRANSLATING → COMPLETED. Registered with
// the module, so any process that registers it can run them (main.ts decides whether this process polls).
import type { FastifyInstance } from 'fastify';
import { MEDIA_JOB, MEDIA_RETRY_LIMIT } from './context.ts';
import { runMediaTranslation } from './job.ts';
import { MEDIA_REBUILD_JOB, runRebuild } from './rebuild.ts';

export async function mediaTranslationJobs(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, mt: app.mt, media: app.media, subtitles: config.media.subtitles };
  const options = { retryLimit: MEDIA_RETRY_LIMIT, retryDelaySeconds: 30, expireInSeconds: 2 * 60 * 60, concurrency: config.media.concurrency };
  app.jobs.work<{ jobRequestId: string }>(MEDIA_JOB, (data, job) => runMediaTranslation(ctx, data, job), options);
  app.jobs.work<{ jobRequestId: string }>(MEDIA_REBUILD_JOB, (data, job) => runRebuild(ctx, data, job), options);
}
