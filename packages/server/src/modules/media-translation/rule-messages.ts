// The server's words for each broken media rule of spec 3 §5: the contract's media-rules.ts decides which rule is
// broken (the form shows the same codes with its catalogue texts); this turns the first into the 400's message.
import { BYTES_PER_MB, MEDIA_FILE_TYPES, MT_MAX_TOTAL_FILE_SIZE_BYTES, type MediaRuleViolation } from '@lingua/contract';
import { languageName, type LanguageInfo } from './context.ts';

const ACCEPTED_EXTENSIONS = Object.values(MEDIA_FILE_TYPES)
  .flat()
  .map((e) => e.slice(1))
  .join(', ');
const TOTAL_MB = MT_MAX_TOTAL_FILE_SIZE_BYTES / BYTES_PER_MB;

export function ruleMessage(v: MediaRuleViolation, info: LanguageInfo): string {
  const langs = (v.languageIds ?? []).map((id) => languageName(info, id)).join(', ');
  switch (v.code) {
    case 'TOO_MANY_TARGET_LANGUAGES':
      return `At most ${v.limit} target languages`;
    case 'TRANSCRIPTION_TARGET_IS_SOURCE':
      return 'A transcription has the source language as its only target';
    case 'TARGET_INCLUDES_SOURCE':
      return 'The target languages must not include the source language';
    case 'TOTAL_SIZE_TOO_LARGE':
      return `The files together must be smaller than ${TOTAL_MB} MB`;
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
      return `${v.fileName}: only audio and video files (${ACCEPTED_EXTENSIONS}) can be processed`;
    case 'SUBTITLE_TYPE_REQUIRED':
      return 'Choose a subtitle type';
  }
}
