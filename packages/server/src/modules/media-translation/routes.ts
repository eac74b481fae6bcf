// POST /machineTranslation/actions/translateMediaFiles, GET /xl8/dubbing/dubbingVoices and each voice's
// sample (spec 3 §7). The media job is in jobs.ts.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { requireMtCaller } from '../machine-translation/index.ts';
import { createMediaTranslation } from './create.ts';
import { dubbingVoices, voiceSample } from './voices.ts';

export async function mediaTranslationRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  const ctx = {
    db,
    clock,
    objectStore: app.objectStore,
    uploadScanner: app.uploadScanner,
    jobs: app.jobs,
    mt: app.mt,
    media: app.media,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  };

  route(app, calls.translateMediaFiles, async (req, reply) => {
    const created = await createMediaTranslation(ctx, await requireMtCaller(db, requireUser(req)), req.body);
    return reply.status(201).send(created);
  });
  route(app, calls.getDubbingVoices, async (req) => {
    await requireMtCaller(db, requireUser(req));
    return dubbingVoices(ctx);
  });
  route(app, calls.getDubbingVoiceSample, async (req, reply) => {
    const file = await voiceSample(ctx, req.params.voiceName);
    return reply.type('audio/wav').header('cache-control', 'public, max-age=86400').send(createReadStream(file));
  });
}
