// GET /clientConfigs/{clientId}/auditEvents and its CSV export (decision 182). Reading the trail is itself no
// event of the trail.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { exportAuditEvents, listAuditCompanies, listAuditEvents } from './service.ts';

export async function auditTrailRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  route(app, calls.listAuditEvents, async (req) => listAuditEvents(db, requireUser(req), req.params.clientId, req.query));
  route(app, calls.listAuditCompanies, async (req) => listAuditCompanies(db, requireUser(req)));
  route(app, calls.exportAuditEvents, async (req) => exportAuditEvents(db, requireUser(req), req.params.clientId, req.query));
}
