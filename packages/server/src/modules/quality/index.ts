// Feedback the provider can act on (decision 184): review issues in plain words stored as MQM, the score per file
// and language, the companies' quality profiles, and approval or requests for changes per target language.
import type { FastifyInstance } from 'fastify';
import { qualityRoutes } from './routes.ts';

/** The module's Fastify plugin. */
export async function qualityModule(app: FastifyInstance): Promise<void> {
  await qualityRoutes(app);
}
