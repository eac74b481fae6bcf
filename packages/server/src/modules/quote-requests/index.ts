// Quote and translation requests (spec 2): the creation calls and the rules of spec 2 §5 they share with the
// external-link projects and quotes.
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
export {
  assertActive,
  assertEmailAllowed,
  assertPlainText,
  assertRequestTypeAllowed,
  checkCustomFields,
  checkFileNames,
  checkFileSizes,
  checkLanguages,
  checkLinks,
  fileLimitsFor,
  loadClient,
  MSG_EMAIL_NOT_ALLOWED,
  MSG_INACTIVE_CLIENT,
  MSG_UNAUTHENTICATED_DISABLED,
  type ClientRow,
  type FileLimits,
} from './rules.ts';
