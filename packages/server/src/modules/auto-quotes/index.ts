// Automatic quotes: analysis job, review by link, expiry and the ballpark estimate (spec 2 §2–§5, §9).
import type { FastifyInstance } from 'fastify';
import { autoQuoteJobs } from './jobs.ts';
import { autoQuoteRoutes } from './routes.ts';

/** The module's Fastify plugin: its job workers, then its routes. */
export async function autoQuotesModule(app: FastifyInstance): Promise<void> {
  await autoQuoteJobs(app);
  await autoQuoteRoutes(app);
}

export { autoQuoteDeps } from './routes.ts';
export {
  ACCEPTANCE_WINDOW_MS,
  acceptAutoQuote,
  autoQuoteLink,
  checkPaymentPreferences,
  estimateAutoQuote,
  expireOverdueQuotes,
  getAutoQuote,
  rejectAutoQuote,
  runAutoQuoteAnalysis,
  type AnalysisOutcome,
  type AutoQuoteDeps,
} from './service.ts';
