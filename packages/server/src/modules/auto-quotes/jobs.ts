// The automatic-quote module's workers: the analysis that prices a quote request, and the scheduled expiry.
import type { FastifyInstance } from 'fastify';
import { attachQuoteConfirmation, procurementDeps } from '../procurement/index.ts';
import { AUTO_QUOTE_ANALYSIS_JOB } from '../quote-requests/index.ts';
import { autoQuoteDeps } from './routes.ts';
import { analysisRecovery, expireOverdueQuotes, runAutoQuoteAnalysis } from './service.ts';

const EXPIRE_QUOTES_JOB = 'expire-overdue-quotes';

export async function autoQuoteJobs(app: FastifyInstance): Promise<void> {
  // Analysis reads whole documents: one at a time per worker process; a crash or timeout is retried.
  app.jobs.work<{ jobRequestId: string }>(
    AUTO_QUOTE_ANALYSIS_JOB,
    async (data) => {
      const outcome = await runAutoQuoteAnalysis(autoQuoteDeps(app), data.jobRequestId);
      // Procurement-area requests get their quote confirmation document (spec 3 §2.6 Quote tab).
      if (outcome === 'QUOTE_READY_FOR_CLIENT_REVIEW') await attachQuoteConfirmation(procurementDeps(app), data.jobRequestId);
    },
    { concurrency: 1, retryLimit: 3, expireInSeconds: 30 * 60 },
  );
  app.jobs.recover(AUTO_QUOTE_ANALYSIS_JOB, analysisRecovery(app.ctx));

  // Quotes past their acceptance deadline become QUOTE_EXPIRED even when nobody opens them (spec 2 §4), so
  // lists and reports show the right status; reads also expire on the spot.
  app.jobs.work(EXPIRE_QUOTES_JOB, async () => {
    await expireOverdueQuotes(app.ctx.db, app.ctx.clock);
  });
  app.jobs.schedule(EXPIRE_QUOTES_JOB, '*/15 * * * *');
}
