// Automatic quote review (spec 2 §7): GET /autoQuotes/{jobRequestId}, accept and reject by link, the ballpark
// estimate, and the handler of the analysis job that produces the quotes.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { noContent, route } from '../route.ts';
import { AUTO_QUOTE_ANALYSIS_JOB } from '../quote-requests/index.ts';
import { acceptAutoQuote, estimateAutoQuote, expireOverdueQuotes, getAutoQuote, rejectAutoQuote, runAutoQuoteAnalysis, type AutoQuoteDeps } from './service.ts';

const EXPIRE_QUOTES_JOB = 'expire-overdue-quotes';

export function autoQuoteDeps(app: FastifyInstance): AutoQuoteDeps {
  const { db, clock, config } = app.ctx;
  return { db, clock, config, objectStore: app.objectStore, mailer: app.mailer };
}

export async function autoQuotesModule(app: FastifyInstance): Promise<void> {
  // Analysis reads whole documents: one at a time per worker process; a crash or timeout is retried.
  app.jobs.work<{ jobRequestId: string }>(
    AUTO_QUOTE_ANALYSIS_JOB,
    async (data) => {
      await runAutoQuoteAnalysis(autoQuoteDeps(app), data.jobRequestId);
    },
    { concurrency: 1, retryLimit: 3, expireInSeconds: 30 * 60 },
  );

  // Quotes past their acceptance deadline become QUOTE_EXPIRED even when nobody opens them (spec 2 §4), so
  // lists and reports show the right status; reads also expire on the spot.
  app.jobs.work(EXPIRE_QUOTES_JOB, async () => {
    await expireOverdueQuotes(app.ctx.db, app.ctx.clock);
  });
  app.jobs.schedule(EXPIRE_QUOTES_JOB, '*/15 * * * *');

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
