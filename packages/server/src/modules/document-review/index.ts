// Document review (decision 173): a translated document's segments reviewed and fixed in the browser.
import type { FastifyInstance } from 'fastify';
import { documentReviewRoutes } from './routes.ts';

/** The module's Fastify plugin. */
export async function documentReviewModule(app: FastifyInstance): Promise<void> {
  await documentReviewRoutes(app);
}
