// Media translation (spec 3 §2.2, §3, §4.10, §5, §9): transcription, transcription and translation, dubbing,
// and translated subtitles burned into the source video. The create call checks every rule of spec 3 §5
// (media) on the stored, probed files — audio or video is decided by the streams, not the name — and queues
// a durable job that carries the request CREATED → TRANSLATING → COMPLETED or FAILED, reporting progress.
// Outputs are TRANSLATED_DOCUMENT files per language, so the list, details, zip and escalation of the
// job-request module serve them as they serve file translations.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, inArray } from 'drizzle-orm';
import {
  mediaProjectTypeOf,
  mediaRuleViolations,
  type CallBody,
  type CallResponse,
  type calls,
  type MediaProjectType,
  type MediaRuleViolation,
  type SubtitleFormat,
} from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { jobRequestFiles, jobRequests, languages } from '../../db/schema/index.ts';
import {
  MediaError,
  segmentWords,
  writeSubtitles,
  type MediaEngine,
  type MediaProbe,
  type TimedSegment,
} from '../../engines/media/index.ts';
import { ebuLanguageCode } from '../../engines/media/subtitles/index.ts';
import { MtError } from '../../engines/mt/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../jobs/index.ts';
import { sanitizeFileName } from '../../storage/filename.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import {
  createAndQueue,
  insertJobRequestFiles,
  sourceFileKey,
  transition,
  translatedFileKey,
  type JobRequestView,
} from '../job-requests/index.ts';
import type { MtCaller } from '../machine-translation/index.ts';

export const MEDIA_JOB = 'mt-media';
export const MEDIA_RETRY_LIMIT = 2;

export interface MediaContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
  jobs: Jobs;
  mt: MachineTranslation;
  media: MediaEngine;
  /** Where voice samples are kept once generated. */
  dataDir: string;
  publicUrl: string;
}

type MediaBody = CallBody<typeof calls.translateMediaFiles>;
type VoiceList = CallResponse<typeof calls.getDubbingVoices>;

async function languageInfo(db: Db): Promise<Map<string, { name: string; code: string; enabled: boolean }>> {
  const rows = await db
    .select({ id: languages.id, name: languages.name, code: languages.azureId, disabled: languages.isDisabled })
    .from(languages);
  return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code ?? r.id, enabled: !r.disabled }]));
}

// ---- voices --------------------------------------------------------------------------------------------

export function voiceSampleUrl(publicUrl: string, voiceName: string): string {
  return `${publicUrl}/v1/xl8/dubbing/dubbingVoices/${encodeURIComponent(voiceName)}/sample`;
}

export function dubbingVoices(ctx: Pick<MediaContext, 'media' | 'publicUrl'>): VoiceList {
  return ctx.media.voices().map((v) => ({
    voiceName: v.voiceName,
    displayName: v.displayName,
    languageId: v.languageId,
    sampleUrl: voiceSampleUrl(ctx.publicUrl, v.voiceName),
  }));
}

const SAMPLE_TEXT = 'Hello! This is how I sound when I dub your videos.';
const pendingSamples = new Map<string, Promise<string>>();

/** The voice's sample as a WAV file: spoken once (the sentence translated into its language), then kept. */
export async function voiceSample(ctx: Pick<MediaContext, 'media' | 'mt' | 'dataDir'>, voiceName: string): Promise<string> {
  const voice = ctx.media.voices().find((v) => v.voiceName === voiceName);
  if (!voice) throw notFound('Voice not found', 'VOICE_NOT_FOUND');
  const dir = path.join(ctx.dataDir, 'media', 'voice-samples');
  const file = path.join(dir, `${sanitizeFileName(voiceName)}.wav`);
  try {
    await stat(file);
    return file;
  } catch {
    // not generated yet
  }
  const pending = pendingSamples.get(file);
  if (pending) return pending;
  const made = (async () => {
    await mkdir(dir, { recursive: true });
    let text = SAMPLE_TEXT;
    if (voice.languageId !== 'enu' && ctx.mt.combinations.get('enu')?.includes(voice.languageId)) {
      text = (await ctx.mt.engine.translateText({ text, source: 'enu', target: voice.languageId })).translatedText;
    }
    const partial = `${file}.${randomUUID()}.part`;
    await ctx.media.synthesize({ voiceName, text, output: partial });
    await rename(partial, file);
    return file;
  })().finally(() => pendingSamples.delete(file));
  pendingSamples.set(file, made);
  return made;
}

// ---- create ----------------------------------------------------------------------------------------------

/** Copies a stored object to a local file (streamed), for the tools that need to seek. */
async function toLocalFile(store: ObjectStore, key: string, file: string): Promise<void> {
  await pipeline(await store.openReadStream(key), createWriteStream(file));
}

function ruleMessage(v: MediaRuleViolation, names: Map<string, { name: string }>): string {
  const langs = (v.languageIds ?? []).map((id) => names.get(id)?.name ?? id).join(', ');
  switch (v.code) {
    case 'TOO_MANY_TARGET_LANGUAGES':
      return `At most ${v.limit} target languages`;
    case 'TRANSCRIPTION_TARGET_IS_SOURCE':
      return 'A transcription has the source language as its only target';
    case 'TARGET_INCLUDES_SOURCE':
      return 'The target languages must not include the source language';
    case 'TOTAL_SIZE_TOO_LARGE':
      return 'The files together must be smaller than 250 MB';
    case 'AUDIO_FILE_TOO_LARGE':
      return `${v.fileName} is larger than the ${v.limit} MB allowed for an audio file`;
    case 'VIDEO_FILE_TOO_LARGE':
      return `${v.fileName} is larger than the ${v.limit} MB allowed for a video file`;
    case 'EMBEDDING_NEEDS_VIDEO':
      return `Subtitles can only be embedded into video files; ${v.fileName} is an audio file`;
    case 'DUBBING_NOT_SUPPORTED':
      return `Dubbing is not available for: ${langs}`;
    case 'DUBBING_VOICE_REQUIRED':
      return `Choose a voice for: ${langs}`;
    case 'TOO_MANY_FILES':
      return `At most ${v.limit} files per request`;
    case 'UNSUPPORTED_FILE_TYPE':
      return `${v.fileName}: only audio and video files (mp4, avi, mov, mkv, flv, wmv, m4v, webm, mp3, wav, aac, flac, ogg, m4a, wma) can be processed`;
    case 'SUBTITLE_TYPE_REQUIRED':
      return 'Choose a subtitle type';
  }
}

export async function createMediaTranslation(ctx: MediaContext, caller: MtCaller, body: MediaBody): Promise<JobRequestView> {
  const { settings, principal } = caller;
  // Spec 3 §2.2: media translation is offered only where the setting is explicitly false.
  if (settings.disableMediaTranslation !== false)
    throw forbidden('Media translation is disabled for your organisation', 'MEDIA_TRANSLATION_DISABLED');
  const name = body.requestName.trim();
  if (!name) throw badRequest('requestName is required', 'INVALID_PARAMETER');
  if (body.isDubbingRequested && body.isSubtitleEmbeddingRequested)
    throw badRequest('A request either dubs or embeds subtitles, not both', 'INVALID_PARAMETER');
  const info = await languageInfo(ctx.db);
  const source = body.sourceLanguageId;
  const targets = [...new Set(body.targetLanguageIds)];
  for (const l of [source, ...targets])
    if (!info.get(l)?.enabled) throw badRequest(`Unknown language ${l}`, 'INVALID_LANGUAGE');
  if (!ctx.media.recognitionLanguages().includes(source))
    throw badRequest(
      `Speech in ${info.get(source)?.name ?? source} cannot be transcribed; available: ${ctx.media
        .recognitionLanguages()
        .map((l) => info.get(l)?.name ?? l)
        .join(', ')}`,
      'UNSUPPORTED_SOURCE_LANGUAGE',
    );
  const projectType = mediaProjectTypeOf({ ...body, targetLanguageIds: targets });
  const voices = ctx.media.voices();
  const dubbingLanguageIds = new Set(voices.map((v) => v.languageId));

  const prefix = tempUploadRoot(principal);
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-media-probe-'));
  const probed: Array<{ fileName: string; fileKey: string; size: number; kind: 'audio' | 'video' }> = [];
  try {
    for (const [i, f] of body.files.entries()) {
      const { size } = await takeUploadedFile(ctx, { key: f.fileKey, expectedPrefix: prefix });
      let kind: 'audio' | 'video' = 'audio';
      if (/\.(mp4|avi|mov|qt|mkv|flv|wmv|m4v|webm|mp3|wav|aac|flac|ogg|m4a|wma)$/i.test(f.fileName)) {
        const local = path.join(work, `probe-${i}`);
        await toLocalFile(ctx.objectStore, f.fileKey, local);
        try {
          kind = (await ctx.media.probe(local)).kind;
        } catch (err) {
          if (err instanceof MediaError && err.code === 'NOT_MEDIA')
            throw badRequest(`${f.fileName} is not an audio or video file that can be read`, 'UNSUPPORTED_FILE_TYPE');
          throw err;
        } finally {
          await rm(local, { force: true });
        }
      }
      probed.push({ fileName: f.fileName, fileKey: f.fileKey, size, kind });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const violations = mediaRuleViolations({
    projectType,
    sourceLanguageId: source,
    targetLanguageIds: targets,
    files: probed,
    subtitlesType: body.subtitlesType,
    dubbingVoices: body.dubbingVoices,
    settings,
    dubbingLanguageIds,
  });
  const first = violations[0];
  if (first) throw badRequest(ruleMessage(first, info), first.code);
  if (projectType !== 'TRANSCRIPTION') {
    const served = ctx.mt.combinations.get(source) ?? [];
    const unserved = targets.filter((t) => !served.includes(t));
    if (unserved.length)
      throw badRequest(
        `Machine translation from ${info.get(source)?.name ?? source} to ${unserved.map((t) => info.get(t)?.name ?? t).join(', ')} is not available`,
        'UNSUPPORTED_LANGUAGE_PAIR',
      );
  }
  const chosenVoices =
    projectType === 'DUBBING'
      ? targets.map((t) => {
          const choice = body.dubbingVoices?.find((v) => v.languageId === t);
          if (!choice || !voices.some((v) => v.voiceName === choice.voiceName && v.languageId === t))
            throw badRequest(`The voice ${choice?.voiceName ?? ''} does not speak ${info.get(t)?.name ?? t}`, 'UNKNOWN_VOICE');
          return { languageId: t, voiceName: choice.voiceName };
        })
      : [];

  const id = randomUUID();
  const now = ctx.clock.now();
  const stored: Array<{ fileName: string; fileKey: string; category: 'SOURCE_DOCUMENT'; languageId: string; size: number }> = [];
  for (const [i, f] of probed.entries()) {
    const taken = await takeUploadedFile(ctx, {
      key: f.fileKey,
      expectedPrefix: prefix,
      toKey: sourceFileKey(id, i, f.fileName),
    });
    stored.push({
      fileName: f.fileName,
      fileKey: taken.key,
      category: 'SOURCE_DOCUMENT',
      languageId: body.files[i]?.languageId || source,
      size: taken.size,
    });
  }
  return createAndQueue(
    ctx,
    {
      row: {
        id,
        clientId: caller.clientId,
        ownerUserId: principal.userId,
        name,
        origination: 'MEDIAAI',
        requestType: 'TRANSLATION_REQUEST',
        sourceLanguageId: source,
        targetLanguageIds: targets,
        mediaOptions: {
          projectType,
          ...(body.subtitlesType ? { subtitlesType: body.subtitlesType } : {}),
          isDubbingRequested: projectType === 'DUBBING',
          dubbingVoices: chosenVoices,
          isSubtitleEmbeddingRequested: projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
          progress: 0,
        },
        createTime: now,
      },
      files: stored,
      actor: principal.username,
    },
    { name: MEDIA_JOB, what: 'media request' },
  );
}

// ---- the job --------------------------------------------------------------------------------------------

function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** Output names: `<name>_<lang>.<subtitle type>`, `<name>_<lang>_dubbed.<ext>`, `<name>_<lang>_subtitled.<ext>`. */
export function mediaOutputName(sourceName: string, languageId: string, kind: 'subtitles' | 'dubbed' | 'subtitled', extension: string): string {
  const suffix = kind === 'subtitles' ? '' : `_${kind}`;
  return `${baseName(sourceName)}_${languageId}${suffix}.${extension}`;
}

const PERMANENT_MEDIA: ReadonlySet<string> = new Set(['NOT_MEDIA', 'UNSUPPORTED_LANGUAGE', 'UNKNOWN_VOICE']);
const PERMANENT_MT: ReadonlySet<string> = new Set(['UNSUPPORTED_LANGUAGE', 'UNSUPPORTED_LANGUAGE_PAIR', 'ENGINE_CLOSED']);

async function translateSegments(
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

async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  const [row] = await db.select({ options: jobRequests.mediaOptions }).from(jobRequests).where(eq(jobRequests.id, id));
  await db
    .update(jobRequests)
    .set({ mediaOptions: { ...row?.options, progress: Math.max(0, Math.min(100, Math.round(progress))) } })
    .where(eq(jobRequests.id, id));
}

export async function runMediaTranslation(
  ctx: Pick<MediaContext, 'db' | 'clock' | 'objectStore' | 'mt' | 'media'>,
  data: { jobRequestId: string },
  attempt: { retryCount: number; signal?: AbortSignal },
): Promise<void> {
  const [request] = await ctx.db.select().from(jobRequests).where(eq(jobRequests.id, data.jobRequestId)).limit(1);
  if (!request || (request.status !== 'CREATED' && request.status !== 'TRANSLATING')) return;
  if (request.status === 'CREATED')
    await transition(ctx.db, ctx.clock, request.id, ['CREATED'], 'TRANSLATING', { actor: 'system' });
  const options = request.mediaOptions ?? {};
  const type = (options.projectType ?? 'TRANSCRIPTION') as MediaProjectType;
  const format = (options.subtitlesType ?? null) as SubtitleFormat | null;
  const source = request.sourceLanguageId ?? '';
  const targets = type === 'TRANSCRIPTION' ? [] : request.targetLanguageIds;
  const files = await ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, request.id));
  const sources = files.filter((f) => f.category === 'SOURCE_DOCUMENT').sort((a, b) => a.fileKey.localeCompare(b.fileKey));
  const done = new Set(files.filter((f) => f.category === 'TRANSLATED_DOCUMENT').map((f) => f.fileKey));
  const info = await languageInfo(ctx.db);
  const meta = (languageId: string) => {
    const l = info.get(languageId);
    const code = l?.code ?? languageId;
    return { title: request.name, languageId, languageName: l?.name ?? languageId, languageCode: code, ebuLanguageCode: ebuLanguageCode(code) };
  };
  const signal = attempt.signal;
  const failures: string[] = [];
  let transient: unknown;
  const steps = Math.max(1, sources.length * (1 + targets.length));
  let step = 0;
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-media-job-'));

  const store = async (key: string, fileName: string, languageId: string, content: Buffer | string) => {
    const { size } = await ctx.objectStore.writeStream(
      key,
      typeof content === 'string' ? createReadStream(content) : Readable.from([content]),
    );
    await insertJobRequestFiles(ctx.db, request.id, [{ fileName, fileKey: key, category: 'TRANSLATED_DOCUMENT', languageId, size }], ctx.clock.now());
    done.add(key);
  };
  const keyOf = (languageId: string, i: number, name: string) => translatedFileKey(request.id, languageId, i, name);

  try {
    for (const [i, src] of sources.entries()) {
      const local = path.join(work, `source-${i}${path.extname(src.fileName).toLowerCase()}`);
      try {
        await toLocalFile(ctx.objectStore, src.fileKey, local);
        const probe: MediaProbe = await ctx.media.probe(local, signal);
        const words = await ctx.media.transcribe({ source: local, language: source, workDir: work, signal });
        const segments = segmentWords(words);
        if (type === 'TRANSCRIPTION' || type === 'TRANSCRIPTION_AND_TRANSLATION') {
          const name = mediaOutputName(src.fileName, source, 'subtitles', format ?? 'srt');
          const key = keyOf(source, i, name);
          if (!done.has(key)) await store(key, name, source, await writeSubtitles(format ?? 'srt', segments, meta(source)));
        }
        step += 1;
        await setProgress(ctx.db, request.id, (step / steps) * 100);
        for (const target of targets) {
          const translated = await translateSegments(ctx.mt, segments, source, target, signal);
          if (format) {
            const name = mediaOutputName(src.fileName, target, 'subtitles', format);
            const key = keyOf(target, i, name);
            if (!done.has(key)) await store(key, name, target, await writeSubtitles(format, translated, meta(target)));
          }
          if (type === 'DUBBING') {
            const voice = options.dubbingVoices?.find((v) => v.languageId === target);
            if (!voice) throw new MediaError('UNKNOWN_VOICE', `No voice chosen for ${target}`);
            const out = await ctx.media.dub({
              source: local,
              probe,
              segments: translated,
              voiceName: voice.voiceName,
              workDir: work,
              outputBase: path.join(work, `dubbed-${i}-${target}`),
              signal,
            });
            const name = mediaOutputName(src.fileName, target, 'dubbed', out.extension);
            const key = keyOf(target, i, name);
            if (!done.has(key)) await store(key, name, target, out.file);
            await rm(out.file, { force: true });
          }
          if (type === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO') {
            const srt = path.join(work, `burn-${i}-${target}.srt`);
            await writeFile(srt, await writeSubtitles('srt', translated, meta(target)));
            const out = await ctx.media.burnSubtitles({
              source: local,
              subtitles: srt,
              languageId: target,
              outputBase: path.join(work, `subtitled-${i}-${target}`),
              signal,
            });
            const name = mediaOutputName(src.fileName, target, 'subtitled', out.extension);
            const key = keyOf(target, i, name);
            if (!done.has(key)) await store(key, name, target, out.file);
            await rm(out.file, { force: true });
          }
          step += 1;
          await setProgress(ctx.db, request.id, (step / steps) * 100);
        }
      } catch (err) {
        if ((err instanceof MediaError && PERMANENT_MEDIA.has(err.code)) || (err instanceof MtError && PERMANENT_MT.has(err.code)))
          failures.push(`${src.fileName}: ${err.message}`);
        else transient ??= err;
      } finally {
        await rm(local, { force: true });
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  if (transient && attempt.retryCount < MEDIA_RETRY_LIMIT) throw transient;
  if (transient) failures.push(`engine failure: ${transient instanceof Error ? transient.message : String(transient)}`);
  if (failures.length) {
    const reason = failures.join('\n').slice(0, 4000);
    await transition(ctx.db, ctx.clock, request.id, ['TRANSLATING'], 'FAILED', { actor: 'system', note: reason, set: { failureReason: reason } });
    return;
  }
  await setProgress(ctx.db, request.id, 100);
  await transition(ctx.db, ctx.clock, request.id, ['TRANSLATING'], 'COMPLETED', { actor: 'system' });
}

/** Ids of requests, for tests. */
export async function mediaRequestsIn(db: Db, ids: string[]) {
  return db.select().from(jobRequests).where(inArray(jobRequests.id, ids));
}
