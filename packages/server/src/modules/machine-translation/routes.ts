// GET /machineTranslation/settings, POST .../translateText, POST .../translateFiles and
// GET /xl8/fileTranslation/languageCombinations (spec 3 §7). The file translation job is in jobs.ts.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { requireMtCaller, settingsView } from './caller.ts';
import { createFileTranslation, languageCombinations } from './file-requests.ts';
import { translateText } from './text.ts';

export async function machineTranslationRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, uploadScanner: app.uploadScanner, jobs: app.jobs, mt: app.mt };

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
