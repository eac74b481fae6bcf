// What every part of the server reads from `app.ctx`: the configuration, the database and the clock. Kept apart
// from app.ts (which imports every module) so that identity and the modules can name it without importing
// the composition root — an import circle otherwise.
import type { Config } from './config/config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
