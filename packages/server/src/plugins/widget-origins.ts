// Decorates the app with the one AllowedOrigins list (identity/redirect-origins.ts) that CORS, the identity
// provider and the popup sign-in bridge read, so a newly registered origin counts everywhere at once.
import type { FastifyInstance } from 'fastify';
import { AllowedOrigins } from '../identity/redirect-origins.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

export const widgetOriginsPlugin = globalPlugin('widget-origins', async (app: FastifyInstance) => {
  const { config, db } = app.ctx;
  app.decorate('widgetOrigins', new AllowedOrigins(db, config.publicUrl, config.widgetOrigins));
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The origins that may embed the widgets (portal, WIDGET_ORIGINS, clients' widget origins). */
    widgetOrigins: AllowedOrigins;
  }
}
