// GET /jobRequests/{id}/mediaSegments: a media request's lines for the preview and the editor. A request
// completed before lines were stored gets them from its SRT or VTT outputs the first time it is opened.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaSegments } from '@lingua/contract';
import type { Principal } from '../../identity/principal.ts';
import { toLocalFile, type MediaContext } from './context.ts';
import { findMediaRequest, legacySegmentRows, segmentRows, segmentsView, sourceFiles } from './segments.ts';

/** Statuses in which the job has delivered its outputs: the only ones a request without lines can get them from. */
const DELIVERED = new Set(['COMPLETED', 'SUBMITTING_TO_XTRF', 'SUBMITTED_TO_XTRF']);

export async function getMediaSegments(ctx: Pick<MediaContext, 'db' | 'objectStore' | 'media'>, principal: Principal, id: string): Promise<MediaSegments> {
  const request = await findMediaRequest(ctx.db, principal, id);
  const files = await sourceFiles(ctx.db, request.id);
  let rows = await segmentRows(ctx.db, request.id);
  if (rows.length === 0 && DELIVERED.has(request.status)) {
    await legacySegmentRows(ctx, request, files, async (file) => {
      const work = await mkdtemp(path.join(tmpdir(), 'lingua-media-legacy-'));
      try {
        const local = path.join(work, `source${path.extname(file.fileName).toLowerCase()}`);
        await toLocalFile(ctx.objectStore, file.fileKey, local);
        return await ctx.media.probe(local);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    });
    rows = await segmentRows(ctx.db, request.id);
  }
  return segmentsView(principal, request, files, rows);
}
