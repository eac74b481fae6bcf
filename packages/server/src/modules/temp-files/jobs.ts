// The temporary-upload module's scheduled sweep: abandoned uploads (a form closed before submit) would
// otherwise stay on disk or in the bucket for ever. Every ten minutes, so that visitors' uploads go soon after
// their grant expires.
import type { FastifyInstance } from 'fastify';
import { sweepExpiredUploads } from './service.ts';

const SWEEP_JOB = 'sweep-expired-uploads';

export async function tempFilesJobs(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.jobs.work(SWEEP_JOB, async () => {
    await sweepExpiredUploads({ db: ctx.db, clock: ctx.clock, objectStore: app.objectStore });
  });
  app.jobs.schedule(SWEEP_JOB, '*/10 * * * *');
}
