// Media translation (spec 3 §2.2, §3, §5, §7): the routes, the media job and the rebuild after edits.
import type { FastifyInstance } from 'fastify';
import { mediaTranslationJobs } from './jobs.ts';
import { mediaTranslationRoutes } from './routes.ts';
import { mediaSegmentRoutes } from './segment-routes.ts';

export { sourceFiles } from './segments.ts';

/** The module's Fastify plugin: its job workers, then its routes. */
export async function mediaTranslationModule(app: FastifyInstance): Promise<void> {
  await mediaTranslationJobs(app);
  await mediaTranslationRoutes(app);
  await mediaSegmentRoutes(app);
}
