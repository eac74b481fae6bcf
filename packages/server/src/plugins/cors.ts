// CORS for the API: the portal's own origin plus the widget origins (the WIDGET_ORIGINS default and each
// client's client_configs.widget_origins), read from the one list of plugins/widget-origins.ts. Bearer
// tokens, not cookies, authenticate calls, so credentials are never allowed and a listed origin gains nothing a script on it could not do with its own token.
import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../lib/global-plugin.ts';
import type { AllowedOrigins } from '../identity/redirect-origins.ts';

/** The origin a request may read the answer from: its own when it is listed and the path is the API's. */
async function allowedOrigin(origins: AllowedOrigins, req: IncomingMessage): Promise<string | false> {
  const path = req.url?.split('?')[0] ?? '';
  const applies = path.startsWith('/v1/') || path === '/portal-config.json';
  const origin = req.headers.origin;
  if (!applies || !origin) return false;
  return (await origins.allows(origin)) ? origin : false;
}

/**
 * The CORS header of an answer that never reaches the plugin's hooks (Fastify's router errors), so a page on a
 * listed origin can read the error body instead of seeing a network failure.
 */
export async function frameworkErrorCors(origins: AllowedOrigins | undefined, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = origins ? await allowedOrigin(origins, req).catch(() => false as const) : false;
  res.setHeader('vary', 'Origin');
  if (origin) res.setHeader('access-control-allow-origin', origin);
}

export const corsPolicy = globalPlugin('cors', async (app: FastifyInstance) => {
  const origins = app.widgetOrigins;

  await app.register(cors, {
    // Preflights of the embedded identity provider are answered by oidc-provider itself.
    delegator: (req, cb) => {
      allowedOrigin(origins, req.raw).then(
        (origin) =>
          cb(null, {
            origin,
            credentials: false,
            methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
            maxAge: 600,
          }),
        (err: Error) => cb(err, { origin: false }),
      );
    },
  });
});
