// Media translation (spec 3 §2.2, §3, §5, §7): the routes and the media job.
import type { FastifyInstance } from 'fastify';
import { mediaTranslationJobs } from './jobs.ts';
import { mediaTranslationRoutes } from './routes.ts';

/** The module's Fastify plugin: its job worker, then its routes. */
export async function mediaTranslationModule(app: FastifyInstance): Promise<void> {
  await mediaTranslationJobs(app);
  await mediaTranslationRoutes(app);
}
