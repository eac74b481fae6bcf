// POST /machineTranslation/actions/translateMediaFiles (spec 3 §3, §5): every rule of spec 3 §5 (media) is
// checked, then the request is opened and its durable job queued. The cheap rules (languages, count, total
// size, kinds from the names) run before any file is copied and probed; the rules that need the streams (audio
// or video is decided by the streams, not the name) run on the probed files.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  mediaKindByType,
  mediaProjectTypeOf,
  mediaRuleViolations,
  type CallBody,
  type calls,
  type MediaProjectType,
  type MediaRuleCode,
  type MediaRuleInput,
} from '@lingua/contract';
import { MediaError } from '../../engines/media/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import { createAndQueue, sourceFileKey, type JobRequestView } from '../job-requests/index.ts';
import type { MtCaller } from '../machine-translation/index.ts';
import { languageInfo, languageName, MEDIA_JOB, toLocalFile, type LanguageInfo, type MediaContext } from './context.ts';
import { ruleMessage } from './rule-messages.ts';

type MediaBody = CallBody<typeof calls.translateMediaFiles>;
type MediaFile = MediaRuleInput['files'][number] & { fileKey: string };

/** The request as checked so far: what the rules and the stored row need. */
interface Checked {
  name: string;
  source: string;
  targets: string[];
  projectType: MediaProjectType;
  info: LanguageInfo;
}

/** Rules whose answer depends on whether a file is audio or video: only the probe can tell. */
const KIND_RULES: ReadonlySet<MediaRuleCode> = new Set(['AUDIO_FILE_TOO_LARGE', 'VIDEO_FILE_TOO_LARGE', 'EMBEDDING_NEEDS_VIDEO']);

export async function createMediaTranslation(ctx: MediaContext, caller: MtCaller, body: MediaBody): Promise<JobRequestView> {
  const checked = await checkRequest(ctx, caller, body);
  const prefix = tempUploadRoot(caller.principal);
  const named = await Promise.all(
    body.files.map(async (f) => {
      const { size } = await takeUploadedFile(ctx, { key: f.fileKey, expectedPrefix: prefix });
      return { fileName: f.fileName, fileKey: f.fileKey, size, kind: mediaKindByType({ name: f.fileName }) };
    }),
  );
  checkRules(ctx, caller, body, checked, named, (code) => !KIND_RULES.has(code));
  const probed = await probeKinds(ctx, named);
  checkRules(ctx, caller, body, checked, probed, () => true);
  checkTranslatable(ctx, checked);
  const voices = chosenVoices(ctx, body, checked);
  const id = randomUUID();
  const files = await Promise.all(
    probed.map(async (f, i) => {
      const taken = await takeUploadedFile(ctx, { key: f.fileKey, expectedPrefix: prefix, toKey: sourceFileKey(id, i, f.fileName) });
      const languageId = body.files[i]?.languageId || checked.source;
      return { fileName: f.fileName, fileKey: taken.key, category: 'SOURCE_DOCUMENT' as const, languageId, size: taken.size };
    }),
  );
  const { projectType } = checked;
  const row = {
    id,
    clientId: caller.clientId,
    ownerUserId: caller.principal.userId,
    name: checked.name,
    origination: 'MEDIAAI' as const,
    requestType: 'TRANSLATION_REQUEST' as const,
    sourceLanguageId: checked.source,
    targetLanguageIds: checked.targets,
    mediaOptions: {
      projectType,
      ...(body.subtitlesType ? { subtitlesType: body.subtitlesType } : {}),
      isDubbingRequested: projectType === 'DUBBING',
      dubbingVoices: voices,
      isSubtitleEmbeddingRequested: projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
      progress: 0,
    },
    createTime: ctx.clock.now(),
  };
  return createAndQueue(ctx, { row, files, actor: caller.principal.username }, { name: MEDIA_JOB, what: 'media request' });
}

/** The organisation's setting, the name and the languages: nothing here reads a file. */
async function checkRequest(ctx: MediaContext, caller: MtCaller, body: MediaBody): Promise<Checked> {
  // Spec 3 §2.2: media translation is offered only where the setting is explicitly false.
  if (caller.settings.disableMediaTranslation !== false)
    throw forbidden('Media translation is disabled for your organisation', 'MEDIA_TRANSLATION_DISABLED');
  const name = body.requestName.trim();
  if (!name) throw badRequest('requestName is required', 'INVALID_PARAMETER');
  if (body.isDubbingRequested && body.isSubtitleEmbeddingRequested)
    throw badRequest('A request either dubs or embeds subtitles, not both', 'INVALID_PARAMETER');
  const info = await languageInfo(ctx.db);
  const source = body.sourceLanguageId;
  const targets = [...new Set(body.targetLanguageIds)];
  for (const l of [source, ...targets]) if (!info.get(l)?.enabled) throw badRequest(`Unknown language ${l}`, 'INVALID_LANGUAGE');
  const heard = ctx.media.recognitionLanguages();
  if (!heard.includes(source))
    throw badRequest(
      `Speech in ${languageName(info, source)} cannot be transcribed; available: ${heard.map((l) => languageName(info, l)).join(', ')}`,
      'UNSUPPORTED_SOURCE_LANGUAGE',
    );
  return { name, source, targets, info, projectType: mediaProjectTypeOf({ ...body, targetLanguageIds: targets }) };
}

/** The contract's rules of spec 3 §5 on `files`; the first broken one that `applies` answers 400. */
function checkRules(
  ctx: MediaContext,
  caller: MtCaller,
  body: MediaBody,
  checked: Checked,
  files: MediaRuleInput['files'],
  applies: (code: MediaRuleCode) => boolean,
): void {
  const first = mediaRuleViolations({
    projectType: checked.projectType,
    sourceLanguageId: checked.source,
    targetLanguageIds: checked.targets,
    files,
    subtitlesType: body.subtitlesType,
    dubbingVoices: body.dubbingVoices,
    settings: caller.settings,
    dubbingLanguageIds: new Set(ctx.media.voices().map((v) => v.languageId)),
  }).find((v) => applies(v.code));
  if (first) throw badRequest(ruleMessage(first, checked.info), first.code);
}

/** Each file's kind from its streams; a file no tool can read is refused. Called only on accepted names. */
async function probeKinds(ctx: MediaContext, files: MediaFile[]): Promise<MediaFile[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-media-probe-'));
  try {
    const out: MediaFile[] = [];
    for (const [i, f] of files.entries()) {
      const local = path.join(work, `probe-${i}`);
      await toLocalFile(ctx.objectStore, f.fileKey, local);
      try {
        out.push({ ...f, kind: (await ctx.media.probe(local)).kind });
      } catch (err) {
        if (err instanceof MediaError && err.code === 'NOT_MEDIA')
          throw badRequest(`${f.fileName} is not an audio or video file that can be read`, 'UNSUPPORTED_FILE_TYPE');
        throw err;
      } finally {
        await rm(local, { force: true });
      }
    }
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Every target needs machine translation from the source, unless the request only transcribes. */
function checkTranslatable(ctx: MediaContext, { projectType, source, targets, info }: Checked): void {
  if (projectType === 'TRANSCRIPTION') return;
  const served = ctx.mt.combinations.get(source) ?? [];
  const unserved = targets.filter((t) => !served.includes(t));
  if (unserved.length)
    throw badRequest(
      `Machine translation from ${languageName(info, source)} to ${unserved.map((t) => languageName(info, t)).join(', ')} is not available`,
      'UNSUPPORTED_LANGUAGE_PAIR',
    );
}

/** A dubbing request's voice per target, each one that speaks its language. */
function chosenVoices(ctx: MediaContext, body: MediaBody, { projectType, targets, info }: Checked) {
  if (projectType !== 'DUBBING') return [];
  const voices = ctx.media.voices();
  return targets.map((t) => {
    const choice = body.dubbingVoices?.find((v) => v.languageId === t);
    if (!choice || !voices.some((v) => v.voiceName === choice.voiceName && v.languageId === t))
      throw badRequest(`The voice ${choice?.voiceName ?? ''} does not speak ${languageName(info, t)}`, 'UNKNOWN_VOICE');
    return { languageId: t, voiceName: choice.voiceName };
  });
}
