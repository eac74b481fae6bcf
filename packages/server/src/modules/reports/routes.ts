// GET /reports, GET /reports/{reportId}, GET /reports/{reportId}/rows (spec 3 §7) and the chart extension
// GET /reports/{reportId}/chart.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { getReport, listReports, reportChart, reportRows } from './service.ts';

export async function reportsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  route(app, calls.listReports, async (req) => listReports(db, requireUser(req)));
  route(app, calls.getReport, async (req) => getReport(db, requireUser(req), req.params.reportId));
  route(app, calls.getReportRows, async (req) => reportRows(db, requireUser(req), req.params.reportId, req.query ?? {}));
  route(app, calls.getReportChart, async (req) => reportChart(db, requireUser(req), req.params.reportId, req.query ?? {}));
}
