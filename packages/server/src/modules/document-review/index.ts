// Document review (decisions 173 and 174): a translated document's segments reviewed and fixed in the browser,
// and the file built again from them.
import type { FastifyInstance } from 'fastify';
import { documentReviewJobs } from './jobs.ts';
import { documentReviewRoutes } from './routes.ts';

/** The module's Fastify plugin. */
export async function documentReviewModule(app: FastifyInstance): Promise<void> {
  await documentReviewRoutes(app);
  await documentReviewJobs(app);
}
