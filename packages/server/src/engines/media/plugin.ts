// Builds the media engine once from the configuration and the language table, reachable as `app.media`.
import type { FastifyInstance } from 'fastify';
import { languages } from '../../db/schema/index.ts';
import { globalPlugin } from '../../lib/global-plugin.ts';
import { createMediaEngine } from './create-engine.ts';
import type { MediaEngine } from './engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaEngine;
  }
}

export const mediaPlugin = globalPlugin('media', async (app: FastifyInstance) => {
  const rows = await app.ctx.db
    .select({ id: languages.id, name: languages.name, code: languages.azureId, isDisabled: languages.isDisabled })
    .from(languages);
  app.decorate('media', createMediaEngine(app.ctx.config.media, rows.filter((r) => !r.isDisabled)));
});
