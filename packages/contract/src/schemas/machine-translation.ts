// Machine translation of text, files and media (spec 3 §3, §5 and §7).
import Type, { type Static } from 'typebox';
import { FileCategory, SubtitleFormat } from '../enums.ts';
import { JOB_REQUEST_NAME_MAX_LENGTH, MT_MAX_TARGET_LANGUAGES } from '../limits.ts';
import { FileName, Nullable } from './common.ts';

// Spec 3 §3 "Machine translation settings".
export const MachineTranslationSettings = Type.Object({
  maxCharactersPerRequest: Type.Integer({ minimum: 1 }),
  maxFilesPerRequest: Type.Integer({ minimum: 1 }),
  maxFileSizeMB: Type.Number({ exclusiveMinimum: 0 }),
  maxAudioFileSizeMB: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0 }))),
  maxVideoFileSizeMB: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0 }))),
  supportedLltsLanguages: Type.Array(Type.String()),
  disableTextTranslation: Type.Optional(Type.Boolean()),
  disableFileTranslation: Type.Optional(Type.Boolean()),
  // Spec 3 §2.2: the media tab shows only if this is explicitly false, so absent must stay distinguishable.
  disableMediaTranslation: Type.Optional(Nullable(Type.Boolean())),
  disableHumanEscalation: Type.Optional(Type.Boolean()),
});
export type MachineTranslationSettings = Static<typeof MachineTranslationSettings>;

// Spec 3 §3 "Text translate request"; maxCharactersPerRequest is checked by the server.
export const TranslateTextBody = Type.Object({
  text: Type.String({ minLength: 1, pattern: '\\S' }),
  sourceLanguageCode: Type.Optional(Nullable(Type.String({ minLength: 1 }))),
  targetLanguageCode: Type.String({ minLength: 1 }),
});
export type TranslateTextBody = Static<typeof TranslateTextBody>;

export const TranslateTextResponse = Type.Object({
  translatedText: Type.String(),
  detectedLanguage: Type.Optional(
    Nullable(Type.String({ description: 'Set when the source was auto-detected' })),
  ),
  // Extension (decision 130): which engine of MT_ENGINE's chain translated.
  engine: Type.Optional(Type.String({ description: "The machine-translation engine that translated, by its MT_ENGINE name (e.g. 'deepl', 'apertium')" })),
  // Extension (decision 134): where the client's glossary terms stand in translatedText, for the page to mark them.
  glossaryTerms: Type.Optional(
    Type.Array(Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) }), {
      description: "Offsets (UTF-16 code units, end exclusive) in translatedText of the terms written from the client's glossary",
    }),
  ),
  // Extension (decision 138): the sentences taken from the client's translation memory rather than the engine.
  memorySentences: Type.Optional(
    Type.Array(Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) }), {
      description: "Offsets (UTF-16 code units, end exclusive) in translatedText of the sentences written from the client's translation memory",
    }),
  ),
  // Extension (decision 144): which language the text looks like and how sure the engine is.
  detection: Type.Optional(
    Type.Object(
      { language: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }) },
      { description: 'The language the engine detects in the text (a portal language id) and how sure it is, 0..1; absent when it cannot tell' },
    ),
  ),
  looksLike: Type.Optional(
    Type.String({ description: 'Set when a source language was chosen and the engine confidently detects another: the language id it detects' }),
  ),
  // Extension (decision 143): the words the engine was unsure of; the marks themselves never reach translatedText.
  unsureWords: Type.Optional(
    Type.Array(Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) }), {
      description: 'Offsets (UTF-16 code units, end exclusive) in translatedText of the words the engine did not know, could not transfer or could not generate',
    }),
  ),
});
export type TranslateTextResponse = Static<typeof TranslateTextResponse>;

const TargetLanguageIds = Type.Array(Type.String({ minLength: 1 }), {
  minItems: 1,
  maxItems: MT_MAX_TARGET_LANGUAGES,
});

export const MtFileRef = Type.Object({
  fileName: FileName,
  category: FileCategory,
  fileKey: Type.String({ minLength: 1 }),
});

// Spec 3 §3 "File translate request"; §5: at most 10 targets.
export const TranslateFilesBody = Type.Object({
  requestName: Type.String({ minLength: 1, maxLength: JOB_REQUEST_NAME_MAX_LENGTH }),
  files: Type.Array(MtFileRef, { minItems: 1 }),
  sourceLanguageId: Type.String({ minLength: 1 }),
  targetLanguageIds: TargetLanguageIds,
});
export type TranslateFilesBody = Static<typeof TranslateFilesBody>;

// Spec 3 §3 "Media translate request".
export const MediaFileRef = Type.Object({
  fileName: FileName,
  category: FileCategory,
  fileKey: Type.String({ minLength: 1 }),
  languageId: Type.Optional(Nullable(Type.String())),
});
export const DubbingVoiceChoice = Type.Object({
  languageId: Type.String({ minLength: 1 }),
  voiceName: Type.String({ minLength: 1 }),
});
export type DubbingVoiceChoice = Static<typeof DubbingVoiceChoice>;

export const TranslateMediaFilesBody = Type.Object({
  requestName: Type.String({ minLength: 1, maxLength: JOB_REQUEST_NAME_MAX_LENGTH }),
  files: Type.Array(MediaFileRef, { minItems: 1 }),
  sourceLanguageId: Type.String({ minLength: 1 }),
  targetLanguageIds: TargetLanguageIds,
  subtitlesType: Type.Optional(Nullable(SubtitleFormat)),
  isDubbingRequested: Type.Optional(Type.Boolean()),
  dubbingVoices: Type.Optional(Type.Array(DubbingVoiceChoice)),
  isSubtitleEmbeddingRequested: Type.Optional(Type.Boolean()),
});
export type TranslateMediaFilesBody = Static<typeof TranslateMediaFilesBody>;

// Spec 3 §7: query sourceLanguageId → map from a source language to its supported targets.
export const LanguageCombinationsQuery = Type.Object({
  sourceLanguageId: Type.Optional(Type.String({ minLength: 1 })),
});
export type LanguageCombinationsQuery = Static<typeof LanguageCombinationsQuery>;
export const LanguageCombinations = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Source language id → supported target language ids',
});
export type LanguageCombinations = Static<typeof LanguageCombinations>;

// Spec 3 §3 "Dubbing voice"; languageId (an extension) names the target it speaks (spec 3 §5).
export const DubbingVoice = Type.Object({
  voiceName: Type.String(),
  displayName: Type.String(),
  sampleUrl: Type.Optional(Nullable(Type.String({ description: 'A short spoken sample (audio/wav), no sign-in needed' }))),
  languageId: Type.Optional(
    Type.String({ description: 'Extension: the language this voice speaks (a dubbing target language id)' }),
  ),
});
export type DubbingVoice = Static<typeof DubbingVoice>;
export const DubbingVoiceList = Type.Array(DubbingVoice);

export const DubbingVoiceSampleParams = Type.Object({
  voiceName: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9+_-]+$' }),
});
export type DubbingVoiceSampleParams = Static<typeof DubbingVoiceSampleParams>;
export const AudioBody = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'audio/wav' });
