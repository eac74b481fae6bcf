// The composition root: builds a Fastify instance from a context (config, database, clock) and registers
// infrastructure first, then the API modules under /v1. Tests build it with `app.inject` and their own context.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { HttpError, statusMessage } from './lib/errors.ts';

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

export type App = FastifyInstance & { withTypeProvider: () => FastifyInstance };

export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: ctx.config.logLevel } : false,
    // Ids in paths can be long (base64 client ids, encoded file keys).
    maxParamLength: 1000,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('ctx', ctx);

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).send(err.errorCode ? { message: err.message, errorCode: err.errorCode } : { message: err.message });
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      // Name the field: "body/email must match format \"email\"" reads better as "email: must match ...".
      const first = fe.validation[0];
      const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') ||
        (first?.params as { missingProperty?: string } | undefined)?.missingProperty || fe.validationContext || 'request';
      const detail = first?.keyword === 'required' ? 'is required' : (first?.message ?? 'is invalid');
      return reply.status(400).send({ message: `${field} ${detail}`, errorCode: 'INVALID_PARAMETER' });
    }
    const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    return reply.status(status).send({ message: statusMessage(status) });
  });

  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not Found' }));

  // Modules register here, infrastructure first. Each is a Fastify plugin reading `app.ctx`.
  // (kept as an explicit list so the order is visible)
  const modules: Array<(app: FastifyInstance) => Promise<void>> = [];
  for (const m of modules) await app.register(m);

  return app;
}
