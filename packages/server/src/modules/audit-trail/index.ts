// A company's audit trail (decision 182): written from the security log's calls, read by the company's client
// admins and staff, purged after the configured days.
import type { FastifyInstance } from 'fastify';
import { auditTrailJobs } from './jobs.ts';
import { recordAuditEvents } from './record.ts';
import { auditTrailRoutes } from './routes.ts';

export async function auditTrailModule(app: FastifyInstance): Promise<void> {
  recordAuditEvents(app);
  await auditTrailJobs(app);
  await auditTrailRoutes(app);
}

export { auditWritesSettled } from './record.ts';
export { purgeAuditEvents } from './jobs.ts';
export { csvCell } from './service.ts';
