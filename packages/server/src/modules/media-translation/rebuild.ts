// "Update files": after edits, the files of every edited language are rendered again from the stored lines —
// the subtitle file in the request's type, the dubbed track and the burned-in video — by a durable job, so a
// restart in the middle resumes it. The request is TRANSLATING meanwhile (its status groups and progress as for
// the first run) and COMPLETED again after; a failed rebuild leaves the earlier files and says why. A zip of the
// earlier files no longer matches the request's files (their sizes and times change), so Download All builds a
// new one (the zip's own rule, job-requests/zip.ts).
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { MediaProjectType, SourceSegment, SubtitleFormat, TranslatedSegment } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { jobRequestFiles, jobRequests, mediaSegments, type MediaOptions } from '../../db/schema/index.ts';
import type { MediaProbe } from '../../engines/media/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import type { Jobs } from '../../jobs/index.ts';
import { insertJobRequestFiles, jobRequestView, transition, translatedFileKey, type JobRequestView } from '../job-requests/index.ts';
import { languageInfo, MEDIA_RETRY_LIMIT, toLocalFile, type MediaContext } from './context.ts';
import { isPermanentFailure } from './job.ts';
import type { Rendered } from './outputs.ts';
import { setProgress, setRebuildFailure, setRebuildReturn, setVoiceOverruns, type RebuildFrom } from './progress.ts';
import { renderLanguage, rendersLanguage, timedLines, type RenderFile, type RenderRequest } from './render.ts';
import { keptVoicedLines } from './voiced-lines.ts';
import { recordRequestEvent } from '../webhooks/index.ts';
import { assertEditable, findMediaRequest, segmentRows, sourceFiles, type SegmentRow } from './segments.ts';

export const MEDIA_REBUILD_JOB = 'mt-media-rebuild';

type RebuildContext = Pick<MediaContext, 'db' | 'clock' | 'objectStore' | 'media' | 'subtitles'>;

export async function requestRebuild(ctx: { db: Db; clock: MediaContext['clock']; jobs: Jobs }, principal: Principal, id: string): Promise<JobRequestView> {
  const request = await findMediaRequest(ctx.db, principal, id);
  assertEditable(principal, request);
  const rows = await segmentRows(ctx.db, request.id);
  if (!rows.some((r) => r.outputsStale)) throw conflict('The files are up to date: nothing was edited since they were made', 'MEDIA_OUTPUTS_CURRENT');
  // Staff fixing a request sent back rebuild it in CHANGES_REQUESTED; it returns there, and only the desk's
  // complete redelivers it (decision 188).
  const before = request.status as RebuildFrom;
  const moved = await transition(ctx.db, ctx.clock, request.id, [before], 'TRANSLATING', { actor: principal.username, note: 'files rebuilt after edits', announce: false });
  if (!moved) throw conflict('The request changed status meanwhile', 'INVALID_STATUS');
  await setProgress(ctx.db, request.id, 0);
  await setRebuildFailure(ctx.db, request.id, null);
  await setRebuildReturn(ctx.db, request.id, before === 'COMPLETED' ? null : before);
  try {
    await ctx.jobs.send(MEDIA_REBUILD_JOB, { jobRequestId: request.id }, { singletonKey: request.id });
  } catch {
    await transition(ctx.db, ctx.clock, request.id, ['TRANSLATING'], before, { actor: 'system', note: 'rebuild could not be queued', announce: false });
    throw new HttpError(503, 'The files could not be rebuilt now; please try again', 'QUEUE_UNAVAILABLE');
  }
  return jobRequestView(ctx.db, request.id);
}

export async function runRebuild(ctx: RebuildContext, data: { jobRequestId: string }, attempt: { retryCount: number; signal?: AbortSignal }): Promise<void> {
  const [request] = await ctx.db.select().from(jobRequests).where(eq(jobRequests.id, data.jobRequestId)).limit(1);
  if (!request || request.status !== 'TRANSLATING') return;
  const options = request.mediaOptions ?? {};
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-media-rebuild-'));
  const run: RenderRequest = {
    id: request.id,
    name: request.name,
    projectType: (options.projectType ?? 'TRANSCRIPTION') as MediaProjectType,
    format: (options.subtitlesType ?? null) as SubtitleFormat | null,
    source: request.sourceLanguageId ?? '',
    voices: options.dubbingVoices ?? [],
    info: await languageInfo(ctx.db),
    subtitles: ctx.subtitles,
    work,
    voiced: (fileIndex, languageId) => keptVoicedLines(ctx.objectStore, request.id, fileIndex, languageId),
    overruns: (fileIndex, languageId, lines) => setVoiceOverruns(ctx.db, request.id, `${fileIndex}:${languageId}`, lines),
    signal: attempt.signal,
  };
  try {
    await rebuildStale(ctx, run);
  } catch (err) {
    if (!isPermanentFailure(err) && attempt.retryCount < MEDIA_RETRY_LIMIT) throw err;
    await endRebuild(ctx, request, err instanceof Error ? err.message : String(err));
    return;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await endRebuild(ctx, request, null);
}

/** Renders every stale language of every file, each marked current as soon as its files are stored. */
async function rebuildStale(ctx: RebuildContext, run: RenderRequest): Promise<void> {
  const files = await sourceFiles(ctx.db, run.id);
  const rows = await segmentRows(ctx.db, run.id);
  const stale = rows.filter((r) => r.outputsStale);
  let done = 0;
  for (const row of stale) {
    const src = files[row.fileIndex];
    const transcript = rows.find((r) => r.isSource && r.fileIndex === row.fileIndex);
    if (src && transcript && rendersLanguage(run, row.languageId)) {
      const lines = timedLines(transcript.segments as SourceSegment[], row.isSource ? undefined : (row.segments as TranslatedSegment[]));
      await renderLanguage(ctx.media, run, openOnce(ctx, run, row.fileIndex, src), row.languageId, lines, (out, rendered) =>
        replaceOutput(ctx, run.id, translatedFileKey(run.id, out.languageId, row.fileIndex, out.fileName), out, rendered),
      );
    }
    await markCurrent(ctx.db, row);
    await setProgress(ctx.db, run.id, (++done / stale.length) * 100);
  }
}

const opened = new WeakMap<RenderRequest, Map<number, Promise<{ local: string; probe: MediaProbe }>>>();

/** The source file copied and probed the first time a step reads it, then shared by the file's languages. */
function openOnce(ctx: RebuildContext, run: RenderRequest, index: number, src: { fileName: string; fileKey: string }): RenderFile {
  return {
    index,
    fileName: src.fileName,
    open: () => {
      const mine = opened.get(run) ?? new Map<number, Promise<{ local: string; probe: MediaProbe }>>();
      opened.set(run, mine);
      let file = mine.get(index);
      if (!file) {
        const local = path.join(run.work, `source-${index}${path.extname(src.fileName).toLowerCase()}`);
        file = toLocalFile(ctx.objectStore, src.fileKey, local).then(async () => ({ local, probe: await ctx.media.probe(local, run.signal) }));
        mine.set(index, file);
      }
      return file;
    },
  };
}

/** Writes an output over the earlier one (same name, same key) and records its new size. */
async function replaceOutput(ctx: RebuildContext, id: string, key: string, out: { languageId: string; fileName: string }, rendered: Rendered): Promise<void> {
  try {
    const body = 'file' in rendered ? createReadStream(rendered.file) : Readable.from([rendered.content]);
    const { size } = await ctx.objectStore.writeStream(key, body);
    const updated = await ctx.db
      .update(jobRequestFiles)
      .set({ size, createdAt: ctx.clock.now() })
      .where(and(eq(jobRequestFiles.jobRequestId, id), eq(jobRequestFiles.fileKey, key)))
      .returning({ id: jobRequestFiles.id });
    if (updated.length === 0)
      await insertJobRequestFiles(ctx.db, id, [{ fileName: out.fileName, fileKey: key, category: 'TRANSLATED_DOCUMENT', languageId: out.languageId, size }], ctx.clock.now());
  } finally {
    if ('file' in rendered) await rm(rendered.file, { force: true });
  }
}

async function markCurrent(db: Db, row: SegmentRow): Promise<void> {
  await db
    .update(mediaSegments)
    .set({ outputsStale: false })
    .where(and(eq(mediaSegments.jobRequestId, row.jobRequestId), eq(mediaSegments.fileIndex, row.fileIndex), eq(mediaSegments.languageId, row.languageId)));
}

/** COMPLETED again (or sent back still, for staff's fix), with the reason when the rebuild failed. */
async function endRebuild(ctx: RebuildContext, request: { id: string; mediaOptions: MediaOptions | null }, failure: string | null): Promise<void> {
  const id = request.id;
  if (failure) await setRebuildFailure(ctx.db, id, failure.slice(0, 2000));
  await setProgress(ctx.db, id, 100);
  await setRebuildReturn(ctx.db, id, null);
  await ctx.db.transaction(async (tx) => {
    await transition(tx, ctx.clock, id, ['TRANSLATING'], request.mediaOptions?.rebuildReturnsTo ?? 'COMPLETED', { actor: 'system', note: failure ? `rebuild failed: ${failure.slice(0, 500)}` : 'files rebuilt', announce: false });
    if (!failure) await recordRequestEvent(tx, ctx.clock, id, 'media.files_rebuilt');
  });
}
