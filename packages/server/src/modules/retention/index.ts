// Retention the client controls (decision 183): the company's setting, "delete files now", deletion receipts and
// the job that deletes by the setting.
import type { FastifyInstance } from 'fastify';
import type { DeletionDeps } from './delete.ts';
import { retentionJobs } from './jobs.ts';
import { retentionRoutes } from './routes.ts';

export async function retentionModule(app: FastifyInstance): Promise<void> {
  const deps: DeletionDeps = { db: app.ctx.db, objectStore: app.objectStore, clock: app.ctx.clock };
  await retentionRoutes(app, deps);
  await retentionJobs(app, deps);
}
