// GET /statistics/… (spec 1 §7): the staff dashboards' 13 calls, each a thin handler over service.ts.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import type { Principal } from '../../identity/principal.ts';
import { route } from '../route.ts';
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
  const who = (req: { principal: Principal | null }) => req.principal ?? null;
  route(app, calls.getProjectStats, async (req) => projectStats(ctx, who(req), req.params.projectType));
  route(app, calls.getQuoteStats, async (req) => quoteStats(ctx, who(req), req.params.quoteType));
  route(app, calls.getFohPendingReviewStats, async (req) => fohPendingReviewStats(ctx, who(req)));
  route(app, calls.getFohCurrentProjectStats, async (req) => fohCurrentProjectStats(ctx, who(req)));
  route(app, calls.getFohCompletedProjectStats, async (req) => fohCompletedProjectStats(ctx, who(req)));
  route(app, calls.getQaStats, async (req) => qaStats(ctx, who(req)));
  route(app, calls.getQaSpecialistStats, async (req) => qaSpecialistStats(ctx, who(req), req.params.id));
  route(app, calls.getProjectManagerStats, async (req) => projectManagerStats(ctx, who(req), req.params.id));
  route(app, calls.getProjectCoordinatorCurrentStats, async (req) => coordinatorCurrentStats(ctx, who(req), req.params.id));
  route(app, calls.getProjectCoordinatorCurrentUnassignedStats, async (req) => coordinatorCurrentUnassignedStats(ctx, who(req)));
  route(app, calls.getProjectCoordinatorCompletedStats, async (req) => coordinatorCompletedStats(ctx, who(req), req.params.id));
  route(app, calls.getStatsPastDue, async (req) => statsPastDue(ctx, who(req), req.params.id));
  route(app, calls.getStatsDueToday, async (req) => statsDueToday(ctx, who(req), req.params.id));
}
