// The media job (spec 3 §4.10): CREATED → TRANSLATING → COMPLETED or FAILED, reporting progress. Per source file:
// probe, transcribe, cut into segments, then per language (the source's transcription, each target's
// translation) render the outputs of outputs.ts and store each once — a retried attempt skips what is stored.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { MediaProjectType, SubtitleFormat } from '@lingua/contract';
import { jobRequestFiles, jobRequests } from '../../db/schema/index.ts';
import { MediaError, segmentWords, type TimedSegment } from '../../engines/media/index.ts';
import { MtError } from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import { insertJobRequestFiles, transition, translatedFileKey } from '../job-requests/index.ts';
import { languageInfo, MEDIA_RETRY_LIMIT, subtitleMeta, toLocalFile, type LanguageInfo, type MediaContext } from './context.ts';
import { mediaOutputName, OUTPUT_STEPS, type RenderInput, type Rendered } from './outputs.ts';
import { setProgress } from './progress.ts';

type JobContext = Pick<MediaContext, 'db' | 'clock' | 'objectStore' | 'mt' | 'media'>;
type SourceFile = typeof jobRequestFiles.$inferSelect;

/** One run of the job: the request's facts, what is already stored, and how far it has come. */
interface MediaRun {
  id: string;
  name: string;
  projectType: MediaProjectType;
  format: SubtitleFormat | null;
  source: string;
  /** The languages rendered per file: the source's (its transcription), then each target. */
  languages: string[];
  voices: ReadonlyArray<{ languageId: string; voiceName: string }>;
  sources: SourceFile[];
  stored: Set<string>;
  info: LanguageInfo;
  step: number;
  steps: number;
  work: string;
  signal?: AbortSignal | undefined;
}

const PERMANENT_MEDIA: ReadonlySet<string> = new Set(['NOT_MEDIA', 'UNSUPPORTED_LANGUAGE', 'UNKNOWN_VOICE']);
const PERMANENT_MT: ReadonlySet<string> = new Set(['UNSUPPORTED_LANGUAGE', 'UNSUPPORTED_LANGUAGE_PAIR', 'ENGINE_CLOSED']);

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
        await renderSource(ctx, run, i, src);
      } catch (err) {
        if ((err instanceof MediaError && PERMANENT_MEDIA.has(err.code)) || (err instanceof MtError && PERMANENT_MT.has(err.code)))
          failures.push(`${src.fileName}: ${err.message}`);
        else transient ??= err;
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

/** Reads the request and moves it to TRANSLATING; null when it is no longer the job's to run. */
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
    step: 0,
    steps: Math.max(1, sources.length * (1 + targets.length)),
    work: await mkdtemp(path.join(tmpdir(), 'lingua-media-job-')),
    signal,
  };
}

/** One source file: recognised once, then every language's outputs rendered from its segments. */
async function renderSource(ctx: JobContext, run: MediaRun, index: number, src: SourceFile): Promise<void> {
  const local = path.join(run.work, `source-${index}${path.extname(src.fileName).toLowerCase()}`);
  try {
    await toLocalFile(ctx.objectStore, src.fileKey, local);
    const probe = await ctx.media.probe(local, run.signal);
    const words = await ctx.media.transcribe({ source: local, language: run.source, workDir: run.work, signal: run.signal });
    const heard = segmentWords(words);
    for (const languageId of run.languages) {
      const segments = languageId === run.source ? heard : await translateSegments(ctx.mt, heard, run.source, languageId, run.signal);
      const input: RenderInput = {
        media: ctx.media,
        projectType: run.projectType,
        format: run.format,
        source: run.source,
        languageId,
        segments,
        meta: subtitleMeta(run.info, run.name, languageId),
        local,
        probe,
        voices: run.voices,
        workBase: path.join(run.work, `${index}-${languageId}`),
        workDir: run.work,
        signal: run.signal,
      };
      for (const step of OUTPUT_STEPS.filter((s) => s.applies(input))) {
        const rendered = await step.render(input);
        const name = mediaOutputName(src.fileName, languageId, step.kind, rendered.extension);
        await storeOutput(ctx, run, translatedFileKey(run.id, languageId, index, name), name, languageId, rendered);
      }
      run.step += 1;
      await setProgress(ctx.db, run.id, (run.step / run.steps) * 100);
    }
  } finally {
    await rm(local, { force: true });
  }
}

/** Stores one output unless an earlier attempt did; a file an engine wrote is removed once stored. */
async function storeOutput(ctx: JobContext, run: MediaRun, key: string, fileName: string, languageId: string, out: Rendered): Promise<void> {
  try {
    if (run.stored.has(key)) return;
    const body = 'file' in out ? createReadStream(out.file) : Readable.from([out.content]);
    const { size } = await ctx.objectStore.writeStream(key, body);
    await insertJobRequestFiles(ctx.db, run.id, [{ fileName, fileKey: key, category: 'TRANSLATED_DOCUMENT', languageId, size }], ctx.clock.now());
    run.stored.add(key);
  } finally {
    if ('file' in out) await rm(out.file, { force: true });
  }
}

export async function translateSegments(
  mt: MachineTranslation,
  segments: readonly TimedSegment[],
  source: string,
  target: string,
  signal?: AbortSignal,
): Promise<TimedSegment[]> {
  const out: TimedSegment[] = [];
  for (const s of segments) {
    const { translatedText } = await mt.engine.translateText({ text: s.text, source, target, signal });
    // Apertium marks words it does not know with * (and # / @ for generation gaps); subtitles show the word.
    out.push({ ...s, text: translatedText.replace(/[*#@](?=\p{L})/gu, '') });
  }
  return out;
}
