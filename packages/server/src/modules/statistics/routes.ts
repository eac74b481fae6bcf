// GET /statistics/… (spec 1 §7): the staff dashboards' 13 calls, each a thin handler over service.ts.
import type { FastifyInstance } from 'fastify';
import { calls, DASHBOARD_ROLES, type CallDefinition, type CallResponse } from '@lingua/contract';
import { requireRole } from '../../identity/index.ts';
import { route, type CallRequest } from '../route.ts';
import {
  coordinatorCompletedStats,
  coordinatorCurrentStats,
  coordinatorCurrentUnassignedStats,
  fohCompletedProjectStats,
  fohCurrentProjectStats,
  fohPendingReviewStats,
  projectManagerStats,
  projectStats,
  qaSpecialistStats,
  qaStats,
  quoteStats,
  statsDueToday,
  statsPastDue,
} from './service.ts';

export async function statisticsModule(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  // Every call is for staff (spec 1 §6): 401 without a session, 403 without a dashboard role (under
  // impersonation, the target's roles), checked once here before the service runs.
  const staff = <C extends CallDefinition>(call: C, handler: (req: CallRequest<C>) => Promise<CallResponse<C>>) =>
    route(app, call, async (req) => {
      requireRole(req, ...DASHBOARD_ROLES);
      return handler(req);
    });
  staff(calls.getProjectStats, async (req) => projectStats(ctx, req.params.projectType));
  staff(calls.getQuoteStats, async (req) => quoteStats(ctx, req.params.quoteType));
  staff(calls.getFohPendingReviewStats, async () => fohPendingReviewStats(ctx));
  staff(calls.getFohCurrentProjectStats, async () => fohCurrentProjectStats(ctx));
  staff(calls.getFohCompletedProjectStats, async () => fohCompletedProjectStats(ctx));
  staff(calls.getQaStats, async () => qaStats(ctx));
  staff(calls.getQaSpecialistStats, async (req) => qaSpecialistStats(ctx, req.params.id));
  staff(calls.getProjectManagerStats, async (req) => projectManagerStats(ctx, req.params.id));
  staff(calls.getProjectCoordinatorCurrentStats, async (req) => coordinatorCurrentStats(ctx, req.params.id));
  staff(calls.getProjectCoordinatorCurrentUnassignedStats, async () => coordinatorCurrentUnassignedStats(ctx));
  staff(calls.getProjectCoordinatorCompletedStats, async (req) => coordinatorCompletedStats(ctx, req.params.id));
  staff(calls.getStatsPastDue, async (req) => statsPastDue(ctx, req.params.id));
  staff(calls.getStatsDueToday, async (req) => statsDueToday(ctx, req.params.id));
}
