// Machine translation for a client's users (spec 3 §2.2, §4.6, §5, §9): the routes and the file job.
import type { FastifyInstance } from 'fastify';
import { machineTranslationJobs } from './jobs.ts';
import { machineTranslationRoutes } from './routes.ts';

/** The module's Fastify plugin: its job worker, then its routes. */
export async function machineTranslationModule(app: FastifyInstance): Promise<void> {
  await machineTranslationJobs(app);
  await machineTranslationRoutes(app);
}

export { engineError, requireMtCaller, type MtCaller } from './caller.ts';
