// Job requests (spec 3 §3, §4, §7): the routes, and the core every module that opens or moves a request uses —
// the contract view, the one status transition, creation with its first history row, and the object-key layout.
import type { FastifyInstance } from 'fastify';
import { jobRequestJobs } from './jobs.ts';
import { jobRequestRoutes } from './routes.ts';

/** The module's Fastify plugin: its job workers, then its routes. */
export async function jobRequestsModule(app: FastifyInstance): Promise<void> {
  await jobRequestJobs(app);
  await jobRequestRoutes(app);
}

export { createAndQueue, insertJobRequest, insertJobRequestFiles, type NewJobRequest, type NewJobRequestFile } from './create.ts';
export {
  escalatedFileKey,
  jobRequestPrefix,
  sourceFileKey,
  translatedFileKey,
  uploadedFileKey,
  zipFileKey,
} from './keys.ts';
export { DOWNLOAD_URL_EXPIRES_SECONDS, findJobRequest, findOwnJobRequest, findVisibleJobRequest, listJobRequests } from './service.ts';
export { inEditableStatus } from './editable.ts';
export { addTranslationCounts, recordMtEngine } from './mt-engines.ts';
export { answerQuote, expireQuoteIfDue, isQuoteOverdue, type QuoteAnswer } from './quotes.ts';
export { requesterLanguage } from './requester-language.ts';
export { statusHistory, transition, transitionWith, type TransitionOptions } from './status.ts';
export { autoQuoteView, jobRequestView, languageNames, type JobRequestRow, type JobRequestView } from './view.ts';
