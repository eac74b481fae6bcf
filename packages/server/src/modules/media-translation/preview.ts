// What the preview and the editor read besides the lines: one language as a subtitle file (WebVTT for the
// player's track, or any of the 15 types for export) and the source's waveform peaks, computed once by ffmpeg
// and kept beside the request's files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MediaPeaks, SourceSegment, SubtitleFormat, TranslatedSegment } from '@lingua/contract';
import { writeSubtitles } from '../../engines/media/index.ts';
import { waveformPeaks } from '../../engines/media/peaks.ts';
import type { Principal } from '../../identity/principal.ts';
import { notFound } from '../../lib/errors.ts';
import { jobRequestPrefix } from '../job-requests/index.ts';
import { languageInfo, readObjectText, subtitleMeta, toLocalFile, type MediaContext } from './context.ts';
import { mediaOutputName } from './outputs.ts';
import { timedLines } from './render.ts';
import { findMediaRequest, segmentRows, sourceFiles } from './segments.ts';

/** Slices per second of the waveform: enough to place a boundary within 50 ms at the editor's zoom. */
export const PEAKS_PER_SECOND = 20;

export async function subtitleFile(
  ctx: Pick<MediaContext, 'db'>,
  principal: Principal,
  id: string,
  params: { fileIndex: string; languageId: string },
  format: SubtitleFormat = 'vtt',
): Promise<{ content: Buffer; fileName: string }> {
  const request = await findMediaRequest(ctx.db, principal, id);
  const index = Number(params.fileIndex);
  const rows = await segmentRows(ctx.db, request.id, index);
  const transcript = rows.find((r) => r.isSource);
  const row = rows.find((r) => r.languageId === params.languageId);
  const file = (await sourceFiles(ctx.db, request.id))[index];
  if (!transcript || !row || !file) throw notFound('No lines are stored for this file and language', 'MEDIA_SEGMENTS_NOT_FOUND');
  const lines = timedLines(transcript.segments as SourceSegment[], row.isSource ? undefined : (row.segments as TranslatedSegment[]));
  const meta = subtitleMeta(await languageInfo(ctx.db), request.name, params.languageId);
  return { content: await writeSubtitles(format, lines, meta), fileName: mediaOutputName(file.fileName, params.languageId, 'subtitles', format) };
}

export async function mediaPeaks(ctx: Pick<MediaContext, 'db' | 'objectStore'>, principal: Principal, id: string, fileIndex: string): Promise<MediaPeaks> {
  const request = await findMediaRequest(ctx.db, principal, id);
  const index = Number(fileIndex);
  const file = (await sourceFiles(ctx.db, request.id))[index];
  if (!file) throw notFound('No such source file', 'MEDIA_FILE_NOT_FOUND');
  const key = `${jobRequestPrefix(request.id)}media/peaks-${index}.json`;
  if (await ctx.objectStore.head(key)) {
    return JSON.parse(await readObjectText(ctx.objectStore, key)) as MediaPeaks;
  }
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-media-peaks-'));
  try {
    const local = path.join(work, `source${path.extname(file.fileName).toLowerCase()}`);
    await toLocalFile(ctx.objectStore, file.fileKey, local);
    const peaks = await waveformPeaks(local, PEAKS_PER_SECOND);
    const answer: MediaPeaks = { peaksPerSecond: PEAKS_PER_SECOND, durationSeconds: peaks.length / PEAKS_PER_SECOND, peaks };
    await ctx.objectStore.writeStream(key, Readable.from([Buffer.from(JSON.stringify(answer))]));
    return answer;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
