// Quote and translation requests (spec 2): the creation calls; the rules of spec 2 §5 they share with the
// external-link projects, the automatic quotes and the procurement desk live in request-rules/.
export { quoteRequestsModule, requestDeps } from './routes.ts';
export {
  AUTO_QUOTE_ANALYSIS_JOB,
  TEXT_INPUT_FILE_NAME,
  createSignedInJobRequest,
  createVisitorJobRequest,
  queueAnalysis,
  resolveVisitorClient,
  storeNewRequest,
  type NewRequest,
  type RequestDeps,
} from './service.ts';
