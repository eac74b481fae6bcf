// The media form's view of the spec 3 §5 rules: the contract's mediaRuleViolations (the server runs the same
// function) turned into catalogue messages, with files judged by their MIME type until the server probes them.
import { mediaKindByType, mediaRuleViolations } from '@lingua/contract';
import type { MachineTranslationSettings, MediaProjectType, MediaRuleViolation, SubtitleFormat } from '@lingua/contract';
import type { RuleMessage } from '../file-translation/file-rules.ts';

export interface MediaFormState {
  projectType: MediaProjectType;
  sourceLanguageId: string | null;
  targetLanguageIds: readonly string[];
  files: readonly File[];
  subtitlesType: SubtitleFormat | null;
  voices: Readonly<Record<string, string>>;
}

/** Every broken rule as a catalogue message, `languageName` naming the languages a message lists. */
export function mediaRuleMessages(
  state: MediaFormState,
  settings: Pick<MachineTranslationSettings, 'maxFilesPerRequest' | 'maxAudioFileSizeMB' | 'maxVideoFileSizeMB'>,
  dubbingLanguageIds: ReadonlySet<string>,
  languageName: (id: string) => string,
): Array<RuleMessage & { code: MediaRuleViolation['code'] }> {
  if (!state.sourceLanguageId) return [];
  return mediaRuleViolations({
    projectType: state.projectType,
    sourceLanguageId: state.sourceLanguageId,
    targetLanguageIds: state.targetLanguageIds,
    files: state.files.map((f) => ({ fileName: f.name, size: f.size, kind: mediaKindByType(f) })),
    subtitlesType: state.subtitlesType,
    dubbingVoices: Object.entries(state.voices).map(([languageId, voiceName]) => ({ languageId, voiceName })),
    settings,
    dubbingLanguageIds,
  }).map((v) => ({
    code: v.code,
    key: `machineTranslation.media.validation.${v.code}`,
    vars: {
      ...(v.fileName ? { fileName: v.fileName } : {}),
      ...(v.limit !== undefined ? { limit: v.limit } : {}),
      ...(v.languageIds ? { languages: v.languageIds.map(languageName).join(', ') } : {}),
    },
  }));
}

/** Which field a rule's message belongs under. */
export function ruleField(code: MediaRuleViolation['code']): 'targets' | 'files' | 'subtitles' | 'voices' {
  switch (code) {
    case 'TOO_MANY_TARGET_LANGUAGES':
    case 'TRANSCRIPTION_TARGET_IS_SOURCE':
    case 'TARGET_INCLUDES_SOURCE':
    case 'DUBBING_NOT_SUPPORTED':
      return 'targets';
    case 'DUBBING_VOICE_REQUIRED':
      return 'voices';
    case 'SUBTITLE_TYPE_REQUIRED':
      return 'subtitles';
    default:
      return 'files';
  }
}
