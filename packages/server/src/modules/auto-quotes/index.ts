// Automatic quotes: analysis job, review by link, expiry and the ballpark estimate (spec 2 §2–§5, §9).
export { autoQuotesModule, autoQuoteDeps } from './routes.ts';
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
