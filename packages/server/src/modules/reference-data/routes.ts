// GET /languages, /lltsLanguages, /countries, /provinces (spec 1 §7). Open to visitors (their forms need them).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls } from '@lingua/contract';
import { route } from '../route.ts';
import { listCountries, listLanguages, listLltsLanguages, listProvinces } from './service.ts';

// Reference data changes rarely; a short shared cache takes load off every form that opens.
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');

export async function referenceDataModule(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  route(app, calls.getLanguages, async (req, reply) => {
    cacheable(reply);
    return listLanguages(db, req.query, {
      ...(app.mt ? { intentoIdExists: app.mt.servedLanguageIds, xl8FileTranslationIdExists: app.mt.servedLanguageIds } : {}),
      ...(app.media
        ? {
            xl8SyncIdExists: new Set(app.media.recognitionLanguages()),
            xl8DubbingIdExists: new Set(app.media.voices().map((v) => v.languageId)),
          }
        : {}),
    });
  });
  route(app, calls.getLltsLanguages, async (_req, reply) => {
    cacheable(reply);
    return listLltsLanguages(db);
  });
  route(app, calls.getCountries, async (_req, reply) => {
    cacheable(reply);
    return listCountries(db);
  });
  route(app, calls.getProvinces, async (_req, reply) => {
    cacheable(reply);
    return listProvinces(db);
  });
}
