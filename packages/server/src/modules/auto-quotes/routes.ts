// Automatic quote review (spec 2 §7): GET /autoQuotes/{jobRequestId}, accept and reject by link, the ballpark
// estimate. The analysis and expiry jobs are in jobs.ts.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { noContent, route } from '../route.ts';
import { acceptAutoQuote, estimateAutoQuote, getAutoQuote, rejectAutoQuote, type AutoQuoteDeps } from './service.ts';

export function autoQuoteDeps(app: FastifyInstance): AutoQuoteDeps {
  const { db, clock, config } = app.ctx;
  return { db, clock, config, objectStore: app.objectStore, uploadScanner: app.uploadScanner, mailer: app.mailer };
}

export async function autoQuoteRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.getAutoQuote, async (req) => getAutoQuote(app.ctx, req.principal ?? null, req.params.jobRequestId));
  route(app, calls.acceptAutoQuote, async (req, reply) => {
    await acceptAutoQuote(autoQuoteDeps(app), req.principal ?? null, req.params.jobRequestId, req.body);
    return noContent(reply);
  });
  route(app, calls.rejectAutoQuote, async (req, reply) => {
    await rejectAutoQuote(autoQuoteDeps(app), req.principal ?? null, req.params.jobRequestId, req.body);
    return noContent(reply);
  });

  const { config } = app.ctx;
  route(app, calls.estimateAutoQuote, async (req) => estimateAutoQuote(autoQuoteDeps(app), req.principal ?? null, req.body), {
    // Each estimate reads whole documents: a tenth of the public call rate, for visitors and signed-in callers
    // alike (CPU is the scarce resource here, not identity). After the identity hooks, like every limit here.
    rateLimit: { max: Math.max(1, Math.floor(config.rateLimit.publicMax / 10)), timeWindow: config.rateLimit.windowMs, hook: 'preHandler' },
  });
}
