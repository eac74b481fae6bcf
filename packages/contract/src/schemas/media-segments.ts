// The stored transcript of a media request and its translations (extension to spec 3 §7): what the media
// editor reads and saves, and what every output of the request is rendered from. Timing lives on the source
// segments; each target language holds one translated text per source segment (same id), so the two columns
// of the editor always line up and a subtitle of any language shows when its source line is spoken.
import Type, { type Static } from 'typebox';
import { SubtitleFormat } from '../enums.ts';
import { Nullable } from './common.ts';
import {
  MEDIA_IMPORT_MAX_LENGTH,
  MEDIA_SEGMENT_TEXT_MAX_LENGTH,
  MEDIA_SEGMENTS_MAX,
  MEDIA_WORDS_MAX,
} from '../media-segment-rules.ts';

export const MediaSegmentId = Type.String({ minLength: 1, maxLength: 36, pattern: '^[A-Za-z0-9_-]+$' });
const Seconds = Type.Number({ minimum: 0, maximum: 86_400, description: 'Seconds from the start of the media' });
const SegmentText = Type.String({ maxLength: MEDIA_SEGMENT_TEXT_MAX_LENGTH });

export const RecognisedWord = Type.Object({
  word: Type.String({ maxLength: 100 }),
  start: Seconds,
  end: Seconds,
  confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: "The recogniser's confidence in the word" })),
});
export type RecognisedWord = Static<typeof RecognisedWord>;

export const SourceSegment = Type.Object({
  id: MediaSegmentId,
  start: Seconds,
  end: Seconds,
  text: SegmentText,
  words: Type.Optional(Type.Array(RecognisedWord, { maxItems: MEDIA_WORDS_MAX, description: 'As recognised; dropped once the text is edited' })),
  rulesAccepted: Type.Optional(Type.Boolean({ description: 'Kept as it is though it breaks a subtitle rule: not counted' })),
});
export type SourceSegment = Static<typeof SourceSegment>;

export const TranslatedSegment = Type.Object({
  id: MediaSegmentId,
  text: SegmentText,
  stale: Type.Boolean({ description: 'The source line changed since this text was made' }),
  // Decision 143: kept by the server from the engine's answer while the text is as the engine wrote it.
  unsure: Type.Optional(
    Type.Array(Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) }), {
      maxItems: MEDIA_WORDS_MAX,
      description: 'Offsets (UTF-16, end exclusive) in text of the words the engine did not know; set by the server only',
    }),
  ),
  // Decision 149: the line's share of the request's "terms from your glossary applied", so "Update translations"
  // can take a replaced line's terms out of the count.
  terms: Type.Optional(Type.Integer({ minimum: 1, description: "How many of the client's glossary terms the engine wrote in this line; set by the server only" })),
  // Decision 134: where those terms stand, for the editor to mark them as the text result does; kept while the
  // text is as the engine wrote it.
  glossaryTerms: Type.Optional(
    Type.Array(Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) }), {
      maxItems: MEDIA_WORDS_MAX,
      description: "Offsets (UTF-16, end exclusive) in text of the client's glossary terms the engine wrote; set by the server only",
    }),
  ),
});
export type TranslatedSegment = Static<typeof TranslatedSegment>;

const Versioned = {
  version: Type.Integer({ minimum: 1, description: 'Named by a save; a save of an older version answers 409' }),
  outputsStale: Type.Boolean({ description: 'Edited since the files of this language were rendered' }),
};

export const MediaTranscript = Type.Object({ languageId: Type.String(), ...Versioned, segments: Type.Array(SourceSegment) });
export type MediaTranscript = Static<typeof MediaTranscript>;
/** A dubbed line the voice could not say in its time even sped up 1.3×, with the text it was voiced from (decision 135). */
export const VoiceOverrun = Type.Object({ id: MediaSegmentId, text: Type.String(), slotSeconds: Type.Number({ minimum: 0 }), spokenSeconds: Type.Number({ minimum: 0 }) });
export type VoiceOverrun = Static<typeof VoiceOverrun>;

export const MediaTranslation = Type.Object({
  languageId: Type.String(),
  ...Versioned,
  segments: Type.Array(TranslatedSegment),
  voiceOverruns: Type.Optional(Type.Array(VoiceOverrun, { description: 'Lines of the last dub too long to speak in their time' })),
});
export type MediaTranslation = Static<typeof MediaTranslation>;

export const MediaSegmentFile = Type.Object({
  fileIndex: Type.Integer({ minimum: 0 }),
  fileName: Type.String(),
  fileKey: Type.String({ description: 'The source file, for its download URL (inline plays it)' }),
  kind: Type.Union([Type.Literal('audio'), Type.Literal('video')]),
  durationSeconds: Type.Number({ minimum: 0 }),
  source: MediaTranscript,
  translations: Type.Array(MediaTranslation),
});
export type MediaSegmentFile = Static<typeof MediaSegmentFile>;

const Limits = Type.Object({
  maxLineLength: Type.Integer({ minimum: 1 }),
  maxLines: Type.Integer({ minimum: 1 }),
  minSeconds: Type.Number({ minimum: 0 }),
  maxSeconds: Type.Number({ minimum: 0 }),
  maxCharsPerSecond: Type.Number({ minimum: 0 }),
  minGapSeconds: Type.Number({ minimum: 0 }),
});

/** The subtitle limits in force (MEDIA_SUBTITLE_RULES), so the editor checks by the server's rules (decision 135). */
export const SubtitleRulesView = Type.Object({ other: Limits, cjk: Limits, languages: Type.Record(Type.String(), Type.Partial(Limits)) });

export const MediaSegments = Type.Object({
  jobRequestId: Type.String(),
  editable: Type.Boolean({ description: 'False while outputs are rebuilt, and for archived or escalated requests' }),
  rebuildFailure: Type.Optional(Nullable(Type.String({ description: 'Why the last rebuild of the files failed' }))),
  files: Type.Array(MediaSegmentFile),
  subtitleRules: Type.Optional(SubtitleRulesView),
  linesBreakingRules: Type.Optional(Type.Integer({ minimum: 0, description: 'Lines whose subtitle breaks a rule in some language' })),
  linesUnsure: Type.Optional(Type.Integer({ minimum: 0, description: 'Transcript lines the recogniser was unsure of (isUnsureLine), until edited' })),
  speechUnclear: Type.Optional(Type.Boolean({ description: 'Some file is below the clear-speech threshold (isSpeechUnclear): a human transcription is advised' })),
});
export type MediaSegments = Static<typeof MediaSegments>;

export const MediaFileParams = Type.Object({
  jobRequestId: Type.String({ minLength: 1 }),
  fileIndex: Type.String({ pattern: '^[0-9]{1,3}$' }),
});
export type MediaFileParams = Static<typeof MediaFileParams>;
export const MediaLanguageParams = Type.Object({
  jobRequestId: Type.String({ minLength: 1 }),
  fileIndex: Type.String({ pattern: '^[0-9]{1,3}$' }),
  languageId: Type.String({ minLength: 1, maxLength: 16 }),
});
export type MediaLanguageParams = Static<typeof MediaLanguageParams>;

export const SaveMediaTranscriptBody = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  segments: Type.Array(
    Type.Object({
      id: Type.Optional(MediaSegmentId),
      start: Seconds,
      end: Seconds,
      text: SegmentText,
      rulesAccepted: Type.Optional(Type.Boolean()),
    }),
    { maxItems: MEDIA_SEGMENTS_MAX, description: 'The whole transcript, in time order; a segment without id is new' },
  ),
});
export type SaveMediaTranscriptBody = Static<typeof SaveMediaTranscriptBody>;

export const SaveMediaTranslationBody = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  segments: Type.Array(Type.Object({ id: MediaSegmentId, text: SegmentText }), {
    maxItems: MEDIA_SEGMENTS_MAX,
    description: 'One text per source segment, in the same order',
  }),
});
export type SaveMediaTranslationBody = Static<typeof SaveMediaTranslationBody>;

export const ImportMediaSubtitlesBody = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  fileName: Type.String({ minLength: 1, maxLength: 255, pattern: '\\.(srt|vtt)$' }),
  content: Type.String({ maxLength: MEDIA_IMPORT_MAX_LENGTH }),
});
export type ImportMediaSubtitlesBody = Static<typeof ImportMediaSubtitlesBody>;

export const MediaSubtitlesQuery = Type.Object({ format: Type.Optional(SubtitleFormat) });
export type MediaSubtitlesQuery = Static<typeof MediaSubtitlesQuery>;
export const SubtitleFileBody = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'A subtitle file (text/vtt by default)' });

export const MediaPeaks = Type.Object({
  peaksPerSecond: Type.Integer({ minimum: 1 }),
  durationSeconds: Type.Number({ minimum: 0 }),
  peaks: Type.Array(Type.Number({ minimum: 0, maximum: 1 }), { description: 'The loudest sample of each slice, 0–1' }),
});
export type MediaPeaks = Static<typeof MediaPeaks>;

// Decision 145: lines whose sentence is at least 85 % like a sentence of the company's translation memory.
export const MemorySuggestion = Type.Object({
  id: MediaSegmentId,
  text: Type.String({ description: "The memory's translation, this line's share of it" }),
  sourceText: Type.String({ description: 'The sentence of the memory it was made for' }),
  score: Type.Number({ minimum: 0, maximum: 1, description: 'Trigram similarity of the normalised sentences' }),
});
export type MemorySuggestion = Static<typeof MemorySuggestion>;
export const MemorySuggestions = Type.Object({ suggestions: Type.Array(MemorySuggestion) });
export type MemorySuggestions = Static<typeof MemorySuggestions>;
