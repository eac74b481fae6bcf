// CORS for the API: the portal's own origin plus the widget origins (the WIDGET_ORIGINS default and each
// client's client_configs.widget_origins), read from the one list of plugins/widget-origins.ts. Bearer
// tokens, not cookies, authenticate calls, so credentials are never allowed and a listed origin gains nothing a script on it could not do with its own token.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from './global-plugin.ts';

export const corsPolicy = globalPlugin('cors', async (app: FastifyInstance) => {
  const origins = app.widgetOrigins;

  await app.register(cors, {
    // Preflights of the embedded identity provider are answered by oidc-provider itself.
    delegator: (req, cb) => {
      const path = req.url.split('?')[0] ?? '';
      const applies = path.startsWith('/v1/') || path === '/portal-config.json';
      if (!applies) return cb(null, { origin: false });
      const origin = req.headers.origin;
      if (!origin) return cb(null, { origin: false });
      origins.allows(origin).then(
        (allowed) =>
          cb(null, {
            origin: allowed ? origin : false,
            credentials: false,
            methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
            maxAge: 600,
          }),
        (err: Error) => cb(err, { origin: false }),
      );
    },
  });
});
