// Rate limits, per client IP, on the calls a visitor can make without a token (contract auth 'optional' or
// 'none': client-config look-ups, visitor submissions, verification codes, UI logs). They are the ones open to
// enumeration and abuse; signed-in calls are bounded by the identity provider instead. The counters live in the
// database (rate-limit-store.ts), so a limit holds across every server process.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { globalPlugin } from '../lib/global-plugin.ts';
import { databaseRateLimitStore } from '../db/rate-limit-store.ts';

export const rateLimits = globalPlugin('rate-limit', async (app: FastifyInstance) => {
  const { config, db, clock } = app.ctx;
  // Must run before @fastify/rate-limit's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route: RouteOptions) => {
    const routeConfig = (route.config ?? {}) as { auth?: string; rateLimit?: unknown };
    if (routeConfig.rateLimit !== undefined) return;
    if (routeConfig.auth === 'optional' || routeConfig.auth === 'none') {
      route.config = { ...routeConfig, rateLimit: { max: config.rateLimit.publicMax, timeWindow: config.rateLimit.windowMs } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, clock),
    keyGenerator: (req) => req.ip,
    // Thrown to the app's error handler, which sends the usual {message, errorCode} body.
    errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many requests, retry in ${ctx.after}`, 'RATE_LIMITED'),
  });
});
