// The media editor's calls (extension to spec 3 §7): read the lines, save the transcript or a translation,
// import a subtitle file, retranslate what is stale, rebuild the files, and the preview's subtitle track and
// waveform. Reading takes a signed-in user of the request's organisation, like GET /jobRequests/{id}, or staff;
// changing takes a machine-translation user, like creating the request, or staff.
import type { FastifyInstance } from 'fastify';
import { calls, type MediaSegments } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { contentTypeFor } from '../../storage/content-types.ts';
import { route } from '../route.ts';
import { isStaff } from '../access.ts';
import { requireMtCaller } from '../machine-translation/index.ts';
import { importSubtitles, saveTranscript, saveTranslation } from './edit.ts';
import { mediaPeaks, subtitleFile } from './preview.ts';
import { memorySuggestions } from './memory-suggestions.ts';
import { getMediaSegments } from './read.ts';
import { requestRebuild } from './rebuild.ts';
import { retranslateStale } from './retranslate.ts';
import { withRuleCount } from './rule-count.ts';

export async function mediaSegmentRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.ctx;
  const ctx = { db, clock, objectStore: app.objectStore, media: app.media, mt: app.mt, jobs: app.jobs };
  const counted = (view: MediaSegments) => withRuleCount(view, config.media.subtitles);
  // Staff fix the lines of a request its client sent back (decision 188); a client user needs machine translation.
  const editor = async (req: Parameters<typeof requireUser>[0]) => {
    const principal = requireUser(req);
    return isStaff(principal) ? principal : (await requireMtCaller(db, principal)).principal;
  };

  route(app, calls.getMediaSegments, async (req) => counted(await getMediaSegments(ctx, requireUser(req), req.params.jobRequestId)));
  route(app, calls.saveMediaTranscript, async (req) => counted(await saveTranscript(ctx, await editor(req), req.params.jobRequestId, req.params.fileIndex, req.body)));
  route(app, calls.saveMediaTranslation, async (req) => counted(await saveTranslation(ctx, await editor(req), req.params.jobRequestId, req.params, req.body)));
  route(app, calls.importMediaSubtitles, async (req) => counted(await importSubtitles(ctx, await editor(req), req.params.jobRequestId, req.params, req.body)));
  route(app, calls.retranslateStaleMediaSegments, async (req) => counted(await retranslateStale(ctx, await editor(req), req.params.jobRequestId)));
  route(app, calls.rebuildMediaOutputs, async (req, reply) => reply.status(202).send(await requestRebuild(ctx, await editor(req), req.params.jobRequestId)));
  route(app, calls.getMediaSubtitles, async (req, reply) => {
    const format = req.query.format ?? 'vtt';
    const file = await subtitleFile(ctx, requireUser(req), req.params.jobRequestId, req.params, format);
    return reply
      .type(contentTypeFor(file.fileName))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
  route(app, calls.getMediaPeaks, async (req) => mediaPeaks(ctx, requireUser(req), req.params.jobRequestId, req.params.fileIndex));
  route(app, calls.getMediaMemorySuggestions, async (req) => memorySuggestions(db, requireUser(req), req.params.jobRequestId, req.params));
}
