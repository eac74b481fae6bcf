// Makes the durable job queue reachable as `app.jobs` for every module. Modules declare their handlers with
// `app.jobs.work(...)` when they register; main.ts starts polling (WORKERS=true) once the app is ready.
// Closing the app stops the workers (running jobs finish) before the database is closed.
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../lib/global-plugin.ts';
import { createJobs, type Jobs } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

// Global (not encapsulated), so the decoration is visible to the modules registered after it.
export const jobsPlugin = globalPlugin('jobs', async (app: FastifyInstance) => {
  const { config, database } = app.ctx;
  const jobs = createJobs({
    database,
    databaseUrl: config.databaseUrl,
    onError: (err) => app.log.error({ err }, 'job queue error'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
});
