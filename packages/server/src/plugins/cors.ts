// CORS for the API: the portal's own origin plus the intranet origins each client registered for its
// widgets (client_configs.widget_origins). Bearer tokens, not cookies, authenticate calls, so credentials
// are never allowed and a listed origin gains nothing a script on it could not do with its own token.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { clientConfigs } from '../db/schema/index.ts';
import { globalPlugin } from './global-plugin.ts';

/** How long the union of widget origins is reused before it is read again. */
const ORIGINS_TTL_MS = 30_000;

export const corsPolicy = globalPlugin('cors', async (app: FastifyInstance) => {
  const { config, db } = app.ctx;
  const own = new URL(config.publicUrl).origin;
  let cached: { at: number; origins: Set<string> } | undefined;

  async function allowedOrigins(): Promise<Set<string>> {
    const now = Date.now();
    if (cached && now - cached.at < ORIGINS_TTL_MS) return cached.origins;
    const rows = await db.select({ origins: clientConfigs.widgetOrigins }).from(clientConfigs);
    const origins = new Set<string>([own]);
    for (const row of rows) for (const o of row.origins) origins.add(normaliseOrigin(o));
    cached = { at: now, origins };
    return origins;
  }

  app.decorate('invalidateCorsOrigins', () => {
    cached = undefined;
  });

  await app.register(cors, {
    // Preflights of the embedded identity provider are answered by oidc-provider itself.
    delegator: (req, cb) => {
      const path = req.url.split('?')[0] ?? '';
      const applies = path.startsWith('/v1/') || path === '/portal-config.json';
      if (!applies) return cb(null, { origin: false });
      const origin = req.headers.origin;
      if (!origin) return cb(null, { origin: false });
      allowedOrigins().then(
        (set) =>
          cb(null, {
            origin: set.has(normaliseOrigin(origin)) ? origin : false,
            credentials: false,
            methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
            maxAge: 600,
          }),
        (err: Error) => cb(err, { origin: false }),
      );
    },
  });
});

function normaliseOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Forget the cached widget origins (after a client configuration changed). */
    invalidateCorsOrigins(): void;
  }
}
