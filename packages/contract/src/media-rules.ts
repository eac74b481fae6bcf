// Media request rules (spec 3 §5, §4.10), enforced by the server on probed files and shown early by the form.
import type { MediaProjectType, SubtitleFormat } from './enums.ts';
import { BYTES_PER_MB, MT_MAX_TARGET_LANGUAGES, MT_MAX_TOTAL_FILE_SIZE_BYTES, MT_MEDIA_FILE_SIZE_FALLBACK_MB } from './limits.ts';

/** Spec 3 §5 accepted types, by extension, with the MIME types browsers report for them. */
export const MEDIA_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'video/mp4': ['.mp4'],
  'video/x-msvideo': ['.avi'],
  'video/quicktime': ['.mov', '.qt'],
  'video/x-matroska': ['.mkv'],
  'video/x-flv': ['.flv'],
  'video/x-ms-wmv': ['.wmv'],
  'video/x-m4v': ['.m4v'],
  'video/webm': ['.webm'],
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/aac': ['.aac'],
  'audio/flac': ['.flac'],
  'audio/ogg': ['.ogg'],
  'audio/mp4': ['.m4a'],
  'audio/x-ms-wma': ['.wma'],
};

const MEDIA_EXTENSIONS = new Set(Object.values(MEDIA_FILE_TYPES).flat());

export function isAcceptedMediaFile(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 && MEDIA_EXTENSIONS.has(fileName.slice(dot).toLowerCase());
}

/** The form's guess by MIME type; the server probes the streams (an .mp4 of sound only is audio there). */
export function mediaKindByType(file: { name: string; type?: string }): 'audio' | 'video' {
  if (file.type?.startsWith('video/')) return 'video';
  if (file.type?.startsWith('audio/')) return 'audio';
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const mime = Object.entries(MEDIA_FILE_TYPES).find(([, exts]) => exts.includes(ext))?.[0];
  return mime?.startsWith('video/') ? 'video' : 'audio';
}

/** Spec 3 §4.10, from the body of spec 3 §3 (which carries no type): dubbing, embedding, else by the targets. */
export function mediaProjectTypeOf(body: {
  sourceLanguageId: string;
  targetLanguageIds: readonly string[];
  isDubbingRequested?: boolean | null | undefined;
  isSubtitleEmbeddingRequested?: boolean | null | undefined;
}): MediaProjectType {
  if (body.isDubbingRequested) return 'DUBBING';
  if (body.isSubtitleEmbeddingRequested) return 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO';
  return body.targetLanguageIds.length === 1 && body.targetLanguageIds[0] === body.sourceLanguageId
    ? 'TRANSCRIPTION'
    : 'TRANSCRIPTION_AND_TRANSLATION';
}

/** The subtitle type is asked for (and required) where subtitles are the product; elsewhere it is optional. */
export function subtitleTypeRequired(type: MediaProjectType): boolean {
  return type === 'TRANSCRIPTION' || type === 'TRANSCRIPTION_AND_TRANSLATION';
}

export type MediaRuleCode =
  | 'TOO_MANY_TARGET_LANGUAGES'
  | 'TRANSCRIPTION_TARGET_IS_SOURCE'
  | 'TARGET_INCLUDES_SOURCE'
  | 'TOTAL_SIZE_TOO_LARGE'
  | 'AUDIO_FILE_TOO_LARGE'
  | 'VIDEO_FILE_TOO_LARGE'
  | 'EMBEDDING_NEEDS_VIDEO'
  | 'DUBBING_NOT_SUPPORTED'
  | 'DUBBING_VOICE_REQUIRED'
  | 'TOO_MANY_FILES'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'SUBTITLE_TYPE_REQUIRED';

export interface MediaRuleViolation {
  code: MediaRuleCode;
  fileName?: string;
  limit?: number;
  /** Language ids without dubbing support, or without a chosen voice. */
  languageIds?: string[];
}

export interface MediaRuleInput {
  projectType: MediaProjectType;
  sourceLanguageId: string;
  targetLanguageIds: readonly string[];
  files: ReadonlyArray<{ fileName: string; size: number; kind: 'audio' | 'video' }>;
  subtitlesType?: SubtitleFormat | null | undefined;
  dubbingVoices?: ReadonlyArray<{ languageId: string; voiceName: string }> | null | undefined;
  settings: { maxFilesPerRequest: number; maxAudioFileSizeMB?: number | null; maxVideoFileSizeMB?: number | null };
  dubbingLanguageIds: ReadonlySet<string>;
}

export function mediaRuleViolations(input: MediaRuleInput): MediaRuleViolation[] {
  const out: MediaRuleViolation[] = [];
  const { projectType, targetLanguageIds: targets, files, settings } = input;
  if (targets.length > MT_MAX_TARGET_LANGUAGES) out.push({ code: 'TOO_MANY_TARGET_LANGUAGES', limit: MT_MAX_TARGET_LANGUAGES });
  if (projectType === 'TRANSCRIPTION') {
    if (targets.length !== 1 || targets[0] !== input.sourceLanguageId) out.push({ code: 'TRANSCRIPTION_TARGET_IS_SOURCE' });
  } else if (targets.includes(input.sourceLanguageId)) out.push({ code: 'TARGET_INCLUDES_SOURCE' });
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total >= MT_MAX_TOTAL_FILE_SIZE_BYTES) out.push({ code: 'TOTAL_SIZE_TOO_LARGE' });
  const audioMB = settings.maxAudioFileSizeMB ?? MT_MEDIA_FILE_SIZE_FALLBACK_MB;
  const videoMB = settings.maxVideoFileSizeMB ?? MT_MEDIA_FILE_SIZE_FALLBACK_MB;
  for (const f of files) {
    if (!isAcceptedMediaFile(f.fileName)) out.push({ code: 'UNSUPPORTED_FILE_TYPE', fileName: f.fileName });
    else if (f.kind === 'audio' && f.size > audioMB * BYTES_PER_MB)
      out.push({ code: 'AUDIO_FILE_TOO_LARGE', fileName: f.fileName, limit: audioMB });
    else if (f.kind === 'video' && f.size > videoMB * BYTES_PER_MB)
      out.push({ code: 'VIDEO_FILE_TOO_LARGE', fileName: f.fileName, limit: videoMB });
  }
  if (projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO') {
    const audio = files.find((f) => f.kind !== 'video');
    if (audio) out.push({ code: 'EMBEDDING_NEEDS_VIDEO', fileName: audio.fileName });
  }
  if (projectType === 'DUBBING') {
    const unsupported = targets.filter((t) => !input.dubbingLanguageIds.has(t));
    if (unsupported.length) out.push({ code: 'DUBBING_NOT_SUPPORTED', languageIds: unsupported });
    const voiced = new Set((input.dubbingVoices ?? []).map((v) => v.languageId));
    const missing = targets.filter((t) => input.dubbingLanguageIds.has(t) && !voiced.has(t));
    if (missing.length) out.push({ code: 'DUBBING_VOICE_REQUIRED', languageIds: missing });
  }
  if (files.length > settings.maxFilesPerRequest) out.push({ code: 'TOO_MANY_FILES', limit: settings.maxFilesPerRequest });
  if (subtitleTypeRequired(projectType) && !input.subtitlesType) out.push({ code: 'SUBTITLE_TYPE_REQUIRED' });
  return out;
}
