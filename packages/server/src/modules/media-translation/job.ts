// The media job (spec 3 §4.10): per source file, recognise and translate into stored lines (media_segments), then
// render every language from them as a rebuild does. A retry keeps stored lines and outputs.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { MediaProjectType, SourceSegment, SubtitleFormat, TranslatedSegment } from '@lingua/contract';
import { jobRequestFiles, jobRequests } from '../../db/schema/index.ts';
import { MediaError, type MediaProbe } from '../../engines/media/index.ts';
import { MtError } from '../../engines/mt/index.ts';
import { addTranslationCounts, insertJobRequestFiles, recordMtEngine, transition, translatedFileKey } from '../job-requests/index.ts';
import { languageInfo, MEDIA_RETRY_LIMIT, toLocalFile, type MediaContext } from './context.ts';
import type { Rendered } from './outputs.ts';
import { setProgress, setVoiceOverruns } from './progress.ts';
import { keptVoicedLines } from './voiced-lines.ts';
import { renderLanguage, timedLines, type RenderFile, type RenderRequest } from './render.ts';
import { findSegmentRow, storeSegmentRow, transcriptFromWords, translationOf, type SegmentRow, type SourceFileRow } from './segments.ts';
import { translateLines } from './translate.ts';
import { requestGlossary } from '../glossaries/index.ts';
import { requestMemory } from '../translation-memory/index.ts';

type JobContext = Pick<MediaContext, 'db' | 'clock' | 'objectStore' | 'mt' | 'media' | 'subtitles'>;

interface MediaRun extends RenderRequest {
  /** The languages rendered per file: the source's (its transcription), then each target. */
  languages: string[];
  sources: SourceFileRow[];
  stored: Set<string>;
  step: number;
  steps: number;
}

// ENGINE_REJECTED: a speech server refused the request itself (key, model, endpoint); asking again gets the same answer.
const PERMANENT_MEDIA: ReadonlySet<string> = new Set(['NOT_MEDIA', 'UNSUPPORTED_LANGUAGE', 'UNKNOWN_VOICE', 'ENGINE_REJECTED']);
const PERMANENT_MT: ReadonlySet<string> = new Set([
  'UNSUPPORTED_LANGUAGE',
  'UNSUPPORTED_LANGUAGE_PAIR',
  'ENGINE_CLOSED',
  'ENGINE_QUOTA_EXCEEDED',
  'ENGINE_UNAUTHORIZED',
]);

/** Failures another attempt cannot mend, or already retried by the service: the request fails at once. */
export function isPermanentFailure(err: unknown): boolean {
  return (err instanceof MediaError && (PERMANENT_MEDIA.has(err.code) || err.retriesUsed)) || (err instanceof MtError && PERMANENT_MT.has(err.code));
}

export async function runMediaTranslation(
  ctx: JobContext,
  data: { jobRequestId: string },
  attempt: { retryCount: number; signal?: AbortSignal },
): Promise<void> {
  const run = await startRun(ctx, data.jobRequestId, attempt.signal);
  if (!run) return;
  const failures: string[] = [];
  let transient: unknown;
  try {
    for (const [i, src] of run.sources.entries()) {
      try {
        await processSource(ctx, run, i, src);
      } catch (err) {
        if (isPermanentFailure(err)) failures.push(`${src.fileName}: ${(err as Error).message}`);
        else transient ??= err;
        // A server that is down is down for the next file too: the request fails within one call's bound.
        if (err instanceof MediaError && err.retriesUsed) break;
      }
    }
  } finally {
    await rm(run.work, { recursive: true, force: true });
  }
  if (transient && attempt.retryCount < MEDIA_RETRY_LIMIT) throw transient;
  if (transient) failures.push(`engine failure: ${transient instanceof Error ? transient.message : String(transient)}`);
  if (failures.length) {
    const reason = failures.join('\n').slice(0, 4000);
    await transition(ctx.db, ctx.clock, run.id, ['TRANSLATING'], 'FAILED', { actor: 'system', note: reason, set: { failureReason: reason } });
    return;
  }
  await setProgress(ctx.db, run.id, 100);
  await transition(ctx.db, ctx.clock, run.id, ['TRANSLATING'], 'COMPLETED', { actor: 'system' });
}

async function startRun(ctx: JobContext, id: string, signal: AbortSignal | undefined): Promise<MediaRun | null> {
  const [request] = await ctx.db.select().from(jobRequests).where(eq(jobRequests.id, id)).limit(1);
  if (!request || (request.status !== 'CREATED' && request.status !== 'TRANSLATING')) return null;
  if (request.status === 'CREATED') await transition(ctx.db, ctx.clock, id, ['CREATED'], 'TRANSLATING', { actor: 'system' });
  const options = request.mediaOptions ?? {};
  const projectType = (options.projectType ?? 'TRANSCRIPTION') as MediaProjectType;
  const source = request.sourceLanguageId ?? '';
  const targets = projectType === 'TRANSCRIPTION' ? [] : request.targetLanguageIds;
  const files = await ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, id));
  const sources = files.filter((f) => f.category === 'SOURCE_DOCUMENT').sort((a, b) => a.fileKey.localeCompare(b.fileKey));
  return {
    id,
    name: request.name,
    projectType,
    format: (options.subtitlesType ?? null) as SubtitleFormat | null,
    source,
    languages: [source, ...targets],
    voices: options.dubbingVoices ?? [],
    sources,
    stored: new Set(files.filter((f) => f.category === 'TRANSLATED_DOCUMENT').map((f) => f.fileKey)),
    info: await languageInfo(ctx.db),
    subtitles: ctx.subtitles,
    step: 0,
    steps: Math.max(1, sources.length * (1 + targets.length)),
    work: await mkdtemp(path.join(tmpdir(), 'lingua-media-job-')),
    voiced: (fileIndex, languageId) => keptVoicedLines(ctx.objectStore, id, fileIndex, languageId),
    overruns: (fileIndex, languageId, lines) => setVoiceOverruns(ctx.db, id, `${fileIndex}:${languageId}`, lines),
    signal,
  };
}

async function processSource(ctx: JobContext, run: MediaRun, index: number, src: SourceFileRow): Promise<void> {
  const local = path.join(run.work, `source-${index}${path.extname(src.fileName).toLowerCase()}`);
  try {
    await toLocalFile(ctx.objectStore, src.fileKey, local);
    const probe: MediaProbe = await ctx.media.probe(local, run.signal);
    const file: RenderFile = { index, fileName: src.fileName, open: async () => ({ local, probe }) };
    const transcript = await storedTranscript(ctx, run, index, local, probe);
    const lines = transcript.segments as SourceSegment[];
    for (const languageId of run.languages) {
      const translation = languageId === run.source ? undefined : await storedTranslation(ctx, run, index, languageId, lines);
      await renderLanguage(ctx.media, run, file, languageId, timedLines(lines, translation), (out, rendered) =>
        storeOutput(ctx, run, translatedFileKey(run.id, out.languageId, index, out.fileName), out, rendered),
      );
      run.step += 1;
      await setProgress(ctx.db, run.id, (run.step / run.steps) * 100);
    }
  } finally {
    await rm(local, { force: true });
  }
}

async function storedTranscript(ctx: JobContext, run: MediaRun, index: number, local: string, probe: MediaProbe): Promise<SegmentRow> {
  const key = { jobRequestId: run.id, fileIndex: index, languageId: run.source };
  const kept = await findSegmentRow(ctx.db, key);
  if (kept) return kept;
  const words = await ctx.media.transcribe({ source: local, language: run.source, workDir: run.work, signal: run.signal });
  const segments = transcriptFromWords(words, { rules: ctx.subtitles, languageId: run.source, mediaEnd: probe.durationSeconds });
  return storeSegmentRow(ctx.db, { ...key, isSource: true, segments, mediaKind: probe.kind, durationSeconds: probe.durationSeconds });
}

async function storedTranslation(ctx: JobContext, run: MediaRun, index: number, languageId: string, lines: readonly SourceSegment[]): Promise<TranslatedSegment[]> {
  const key = { jobRequestId: run.id, fileIndex: index, languageId };
  const kept = await findSegmentRow(ctx.db, key);
  if (kept) return kept.segments as TranslatedSegment[];
  const glossary = await requestGlossary(ctx.db, run.id, languageId);
  const memory = await requestMemory(ctx.db, run.id, languageId);
  const { texts, unsure, engines, glossaryTerms, terms, termSpans } = await translateLines(ctx.mt, lines.map((s) => s.text), { source: run.source, target: languageId }, { signal: run.signal, glossary, memory });
  for (const engine of engines) await recordMtEngine(ctx.db, run.id, languageId, engine);
  await addTranslationCounts(ctx.db, run.id, { glossaryTerms });
  return (await storeSegmentRow(ctx.db, { ...key, isSource: false, segments: translationOf(lines, texts.map((t) => t ?? ''), unsure, terms, termSpans) })).segments as TranslatedSegment[];
}

async function storeOutput(ctx: JobContext, run: MediaRun, key: string, out: { languageId: string; fileName: string }, rendered: Rendered): Promise<void> {
  try {
    if (run.stored.has(key)) return;
    const body = 'file' in rendered ? createReadStream(rendered.file) : Readable.from([rendered.content]);
    const { size } = await ctx.objectStore.writeStream(key, body);
    await insertJobRequestFiles(ctx.db, run.id, [{ fileName: out.fileName, fileKey: key, category: 'TRANSLATED_DOCUMENT', languageId: out.languageId, size }], ctx.clock.now());
    run.stored.add(key);
  } finally {
    if ('file' in rendered) await rm(rendered.file, { force: true });
  }
}
