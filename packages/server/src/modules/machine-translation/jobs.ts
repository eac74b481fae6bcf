// The machine-translation module's worker: file translation requests, CREATED → TRANSLATING → COMPLETED or
// FAILED. Registered with the module, so any process that registers it can run it.
import type { FastifyInstance } from 'fastify';
import { fileTranslationRecovery, runFileTranslation, TRANSLATE_RETRY_LIMIT } from './file-job.ts';
import { TRANSLATE_FILES_JOB } from './file-requests.ts';

export async function machineTranslationJobs(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  app.jobs.work<{ jobRequestId: string }>(
    TRANSLATE_FILES_JOB,
    (data, job) => runFileTranslation({ db, clock, objectStore: app.objectStore, engine: app.mt.engine }, data, job),
    { retryLimit: TRANSLATE_RETRY_LIMIT, retryDelaySeconds: 15, expireInSeconds: 60 * 60 },
  );
  app.jobs.recover(TRANSLATE_FILES_JOB, fileTranslationRecovery({ db, clock }));
}
