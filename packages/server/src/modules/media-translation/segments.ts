// The stored lines of a media request (media_segments): written by the job, edited, rendered by the rebuild. Older
// requests get them from their SRT or VTT outputs when first opened.
import { and, asc, eq } from 'drizzle-orm';
import { parseSync } from 'subtitle';
import type { MediaSegments, SourceSegment, TranslatedSegment } from '@lingua/contract';
import { buildCues, DEFAULT_SUBTITLE_RULES, joinWords, limitsFor, type SubtitleRules } from '@lingua/contract/subtitles';
import type { Db } from '../../db/client.ts';
import { jobRequestFiles, mediaSegments } from '../../db/schema/index.ts';
import type { TimedWord } from '../../engines/media/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { findVisibleJobRequest, inEditableStatus, translatedFileKey, type JobRequestRow } from '../job-requests/index.ts';
import { readObjectText } from './context.ts';
import { mediaOutputName } from './outputs.ts';

export type SegmentRow = typeof mediaSegments.$inferSelect;
export type SourceFileRow = typeof jobRequestFiles.$inferSelect;

export async function findMediaRequest(db: Db, principal: Principal, id: string): Promise<JobRequestRow> {
  const request = await findVisibleJobRequest(db, principal, id);
  if (request.origination !== 'MEDIAAI') throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  return request;
}

/**
 * Lines are edited on a delivered request that is neither archived nor being rebuilt or escalated: a completed
 * one, or, for staff, one whose client asked for changes (job-requests/editable.ts).
 */
export function isEditable(principal: Principal, request: Pick<JobRequestRow, 'status' | 'archived'>): boolean {
  return inEditableStatus(principal, request);
}

export function assertEditable(principal: Principal, request: Pick<JobRequestRow, 'status' | 'archived'>): void {
  if (!isEditable(principal, request))
    throw conflict(
      request.archived
        ? 'This request is archived; its lines can no longer be changed'
        : `A request in status ${request.status} cannot be edited`,
      'MEDIA_NOT_EDITABLE',
    );
}

export async function sourceFiles(db: Db, jobRequestId: string): Promise<SourceFileRow[]> {
  const files = await db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, jobRequestId));
  return files.filter((f) => f.category === 'SOURCE_DOCUMENT').sort((a, b) => a.fileKey.localeCompare(b.fileKey));
}

export async function segmentRows(db: Db, jobRequestId: string, fileIndex?: number): Promise<SegmentRow[]> {
  return db
    .select()
    .from(mediaSegments)
    .where(and(eq(mediaSegments.jobRequestId, jobRequestId), fileIndex === undefined ? undefined : eq(mediaSegments.fileIndex, fileIndex)))
    .orderBy(asc(mediaSegments.fileIndex), asc(mediaSegments.isSource), asc(mediaSegments.languageId));
}

export function segmentsView(principal: Principal, request: JobRequestRow, files: readonly SourceFileRow[], rows: readonly SegmentRow[]): MediaSegments {
  const out: MediaSegments['files'] = [];
  for (const [fileIndex, file] of files.entries()) {
    const mine = rows.filter((r) => r.fileIndex === fileIndex);
    const source = mine.find((r) => r.isSource);
    if (!source) continue;
    const order = request.targetLanguageIds;
    out.push({
      fileIndex,
      fileName: file.fileName,
      fileKey: file.fileKey,
      kind: source.mediaKind ?? 'video',
      durationSeconds: source.durationSeconds ?? 0,
      source: { languageId: source.languageId, version: source.version, outputsStale: source.outputsStale, segments: source.segments as SourceSegment[] },
      translations: mine
        .filter((r) => !r.isSource)
        .sort((a, b) => order.indexOf(a.languageId) - order.indexOf(b.languageId))
        .map((r) => ({
          languageId: r.languageId,
          version: r.version,
          outputsStale: r.outputsStale,
          segments: r.segments as TranslatedSegment[],
          ...voiceOverruns(request, fileIndex, r.languageId),
        })),
    });
  }
  return { jobRequestId: request.id, editable: isEditable(principal, request), rebuildFailure: request.mediaOptions?.rebuildFailure ?? null, files: out };
}

function voiceOverruns(request: JobRequestRow, fileIndex: number, languageId: string): { voiceOverruns?: NonNullable<MediaSegments['files'][number]['translations'][number]['voiceOverruns']> } {
  const lines = request.mediaOptions?.voiceOverruns?.[`${fileIndex}:${languageId}`];
  return lines ? { voiceOverruns: lines } : {};
}

/** Segment ids: `s1`, `s2`, … in recognition order; a new line takes the next number free in its file. */
export function nextSegmentIds(taken: Iterable<string>): () => string {
  let n = 0;
  for (const id of taken) {
    const m = /^s(\d+)$/.exec(id);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return () => `s${++n}`;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Recognised words → subtitles by the guides' rules for the language (decision 135), keeping their words. */
export function transcriptFromWords(
  words: readonly TimedWord[],
  opts: { rules?: SubtitleRules | undefined; languageId?: string | undefined; mediaEnd?: number | undefined } = {},
): SourceSegment[] {
  const next = nextSegmentIds([]);
  const limits = limitsFor(opts.rules ?? DEFAULT_SUBTITLE_RULES, opts.languageId, joinWords(words.slice(0, 200)));
  return buildCues(words, limits, opts.mediaEnd).map((cue) => {
    const own: SourceSegment['words'] = words.slice(cue.from, cue.to + 1).map(({ word, start, end, confidence }) => ({
      word,
      start: round(start),
      end: round(end),
      ...(confidence === undefined ? {} : { confidence: round(confidence) }),
    }));
    return { id: next(), start: cue.start, end: cue.end, text: cue.text, words: own };
  });
}

export function translationOf(
  transcript: readonly SourceSegment[],
  texts: readonly string[],
  unsure: ReadonlyArray<TranslatedSegment['unsure']> = [],
  terms: readonly number[] = [],
  termSpans: ReadonlyArray<TranslatedSegment['glossaryTerms']> = [],
): TranslatedSegment[] {
  return transcript.map((s, i) => ({
    id: s.id,
    text: texts[i] ?? '',
    stale: false,
    ...(unsure[i]?.length ? { unsure: unsure[i] } : {}),
    ...(terms[i] ? { terms: terms[i] } : {}),
    ...(termSpans[i]?.length ? { glossaryTerms: termSpans[i] } : {}),
  }));
}

/** Stores a row the job made; a retried job finds it and keeps what is there (edits included). */
export async function storeSegmentRow(
  db: Db,
  row: Pick<SegmentRow, 'jobRequestId' | 'fileIndex' | 'languageId' | 'isSource' | 'segments'> & Partial<Pick<SegmentRow, 'mediaKind' | 'durationSeconds'>>,
): Promise<SegmentRow> {
  await db.insert(mediaSegments).values(row).onConflictDoNothing();
  return (await findSegmentRow(db, row))!;
}

export async function findSegmentRow(db: Db, key: Pick<SegmentRow, 'jobRequestId' | 'fileIndex' | 'languageId'>): Promise<SegmentRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaSegments)
    .where(and(eq(mediaSegments.jobRequestId, key.jobRequestId), eq(mediaSegments.fileIndex, key.fileIndex), eq(mediaSegments.languageId, key.languageId)));
  return row;
}

export function parseSubtitleText(content: string): Array<{ start: number; end: number; text: string }> {
  return parseSync(content.replace(/^\uFEFF/, ''))
    .flatMap((n) => (n.type === 'cue' ? [n.data] : []))
    .map((c) => ({ start: round(c.start / 1000), end: round(c.end / 1000), text: c.text.replace(/<[^>]+>/g, '').trim() }));
}

/** A file whose transcript was not delivered as SRT or VTT has none. */
export async function legacySegmentRows(
  ctx: { db: Db; objectStore: ObjectStore },
  request: JobRequestRow,
  files: readonly SourceFileRow[],
  probe: (file: SourceFileRow) => Promise<{ kind: 'audio' | 'video'; durationSeconds: number }>,
): Promise<void> {
  const delivered = await ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, request.id));
  const keys = new Set(delivered.filter((f) => f.category === 'TRANSLATED_DOCUMENT').map((f) => f.fileKey));
  const read = async (fileIndex: number, file: SourceFileRow, languageId: string) => {
    for (const format of ['srt', 'vtt']) {
      const key = translatedFileKey(request.id, languageId, fileIndex, mediaOutputName(file.fileName, languageId, 'subtitles', format));
      if (!keys.has(key)) continue;
      return parseSubtitleText(await readObjectText(ctx.objectStore, key));
    }
    return null;
  };
  const source = request.sourceLanguageId ?? '';
  for (const [fileIndex, file] of files.entries()) {
    const heard = await read(fileIndex, file, source);
    if (!heard) continue;
    const next = nextSegmentIds([]);
    const transcript = heard.map((c) => ({ id: next(), ...c }));
    const media = await probe(file);
    await storeSegmentRow(ctx.db, { jobRequestId: request.id, fileIndex, languageId: source, isSource: true, segments: transcript, mediaKind: media.kind, durationSeconds: media.durationSeconds });
    for (const target of request.targetLanguageIds.filter((t) => t !== source)) {
      const cues = await read(fileIndex, file, target);
      if (!cues) continue;
      // The job wrote one cue per transcript segment, in order.
      await storeSegmentRow(ctx.db, { jobRequestId: request.id, fileIndex, languageId: target, isSource: false, segments: translationOf(transcript, cues.map((c) => c.text)) });
    }
  }
}
