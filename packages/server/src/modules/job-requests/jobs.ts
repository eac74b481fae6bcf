// The job-request module's workers: the zip of translated files, the sweep of zips nobody can download any more
// (every ten minutes: a request's files rebuilt often would otherwise leave a zip in the store each time) and the
// human escalation. Registered with the module, so any process that registers it can run them (main.ts decides
// whether this process polls).
import type { FastifyInstance } from 'fastify';
import { escalationRecovery, runEscalation, SUBMIT_TO_XTRF_JOB } from './escalation.ts';
import { buildZip, sweepSupersededZips, SWEEP_ZIPS_JOB, ZIP_JOB, ZIP_RETRY_LIMIT, zipRecovery } from './zip.ts';

export async function jobRequestJobs(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, uploadScanner: app.uploadScanner, jobs: app.jobs };
  app.jobs.work<{ zipJobId: string }>(ZIP_JOB, (data, job) => buildZip(ctx, data, job), {
    retryLimit: ZIP_RETRY_LIMIT,
    retryDelaySeconds: 5,
  });
  app.jobs.work<Parameters<typeof runEscalation>[1]>(SUBMIT_TO_XTRF_JOB, (data) => runEscalation(ctx, data), {
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
  app.jobs.work(SWEEP_ZIPS_JOB, async () => {
    await sweepSupersededZips(ctx);
  });
  app.jobs.schedule(SWEEP_ZIPS_JOB, '*/10 * * * *');
  app.jobs.recover(ZIP_JOB, zipRecovery(ctx));
  app.jobs.recover(SUBMIT_TO_XTRF_JOB, escalationRecovery(ctx));
}
