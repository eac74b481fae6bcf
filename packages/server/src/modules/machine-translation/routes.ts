// GET /machineTranslation/settings, POST .../translateText, POST .../translateFiles and
// GET /xl8/fileTranslation/languageCombinations (spec 3 §7). The file translation job is declared here, so any
// process that registers this module can run it.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import {
  createFileTranslation,
  languageCombinations,
  requireMtCaller,
  runFileTranslation,
  settingsView,
  translateText,
  TRANSLATE_FILES_JOB,
  TRANSLATE_RETRY_LIMIT,
} from './service.ts';

export async function machineTranslationModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, jobs: app.jobs, mt: app.mt };

  app.jobs.work<{ jobRequestId: string }>(
    TRANSLATE_FILES_JOB,
    (data, job) =>
      runFileTranslation({ db, clock, objectStore: app.objectStore, engine: app.mt.engine }, data, job),
    { retryLimit: TRANSLATE_RETRY_LIMIT, retryDelaySeconds: 15, expireInSeconds: 60 * 60 },
  );

  route(app, calls.getMachineTranslationSettings, async (req) =>
    settingsView(await requireMtCaller(db, requireUser(req))),
  );
  route(app, calls.translateText, async (req) =>
    translateText(ctx, await requireMtCaller(db, requireUser(req)), req.body),
  );
  route(app, calls.translateFiles, async (req, reply) => {
    const created = await createFileTranslation(ctx, await requireMtCaller(db, requireUser(req)), req.body);
    return reply.status(201).send(created);
  });
  route(app, calls.getFileTranslationLanguageCombinations, async (req) => {
    await requireMtCaller(db, requireUser(req));
    return languageCombinations(app.mt, req.query.sourceLanguageId);
  });
}
