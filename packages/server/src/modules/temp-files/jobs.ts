// The temporary-upload module's scheduled sweep: abandoned uploads (a form closed before submit) would
// otherwise stay on disk or in the bucket for ever. Every ten minutes, so that visitors' uploads go soon after
// their grant expires.
import type { FastifyInstance } from 'fastify';
import { rescanUnscannedUploads, sweepExpiredUploads } from './service.ts';

const SWEEP_JOB = 'sweep-expired-uploads';
const RESCAN_JOB = 'rescan-unscanned-uploads';

export async function tempFilesJobs(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.jobs.work(SWEEP_JOB, async () => {
    await sweepExpiredUploads({ db: ctx.db, clock: ctx.clock, objectStore: app.objectStore });
  });
  app.jobs.schedule(SWEEP_JOB, '*/10 * * * *');
  // Files let through while the scanner was unavailable are scanned once it answers again (decision 175).
  app.jobs.work(RESCAN_JOB, async () => {
    const settled = await rescanUnscannedUploads({ db: ctx.db, objectStore: app.objectStore, uploadScanner: app.uploadScanner });
    if (settled) app.log.info({ settled }, 'uploads accepted unscanned: scanned again');
  });
  app.jobs.schedule(RESCAN_JOB, '* * * * *');
}
