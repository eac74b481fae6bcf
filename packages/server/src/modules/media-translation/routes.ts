// POST /machineTranslation/actions/translateMediaFiles, GET /xl8/dubbing/dubbingVoices and each voice's
// sample (spec 3 §7). The media job is declared here, so any process that registers this module runs it.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { requireMtCaller } from '../machine-translation/index.ts';
import { createMediaTranslation, dubbingVoices, MEDIA_JOB, MEDIA_RETRY_LIMIT, runMediaTranslation, voiceSample } from './service.ts';

export async function mediaTranslationModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  const ctx = {
    db,
    clock,
    objectStore: app.objectStore,
    jobs: app.jobs,
    mt: app.mt,
    media: app.media,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  };

  app.jobs.work<{ jobRequestId: string }>(MEDIA_JOB, (data, job) => runMediaTranslation(ctx, data, job), {
    retryLimit: MEDIA_RETRY_LIMIT,
    retryDelaySeconds: 30,
    expireInSeconds: 2 * 60 * 60,
    concurrency: config.media.concurrency,
  });

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
