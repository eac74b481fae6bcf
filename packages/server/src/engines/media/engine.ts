// The media engine contract (spec 3 §4.10); cloud engines plug in their recogniser and voices (decision 040).

export interface TimedWord {
  word: string;
  start: number;
  end: number;
  /** 0 (a guess) to 1 (certain); absent when the recogniser gives none (whisper-1), so no word is marked unsure. */
  confidence?: number;
  segmentEnd?: boolean;
}

export interface TimedSegment {
  start: number;
  end: number;
  text: string;
}

export interface MediaProbe {
  /** Decided from the streams, never from the file name: a video stream (not a cover picture) makes it video. */
  kind: 'audio' | 'video';
  durationSeconds: number;
  formatName: string;
  width?: number;
  height?: number;
  videoCodec?: string;
}

export interface Voice {
  voiceName: string;
  displayName: string;
  languageId: string;
}

export interface SpeechRecognizer {
  readonly name: string;
  languages(): readonly string[];
  recognize(input: { wav: string; language: string; signal?: AbortSignal | undefined }): Promise<TimedWord[]>;
}

export interface SynthesisInput {
  voiceName: string;
  text: string;
  output: string;
  wordsPerMinute?: number | undefined;
  signal?: AbortSignal | undefined;
}

export interface VoiceSynthesizer {
  readonly name: string;
  voices(): readonly Voice[];
  synthesize(input: SynthesisInput): Promise<void>;
  /** Engine, server, model and voice: kept audio of another edition is never served (decision 135). */
  edition?(voiceName: string): string;
}

export interface VoiceOverrun {
  index: number;
  slotSeconds: number;
  spokenSeconds: number;
}

export interface DubInput {
  source: string;
  probe: MediaProbe;
  segments: readonly TimedSegment[];
  voiceName: string;
  workDir: string;
  outputBase: string;
  voiced?: VoicedLines | undefined;
  /** Told of each line the voice cannot say within its slot even sped up as far as a dub allows (decision 135). */
  onOverrun?: ((overrun: VoiceOverrun) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** Voiced lines kept between renderings: voicing is a dub's slow step, and cloud voices are paid per character. */
export interface VoicedLines {
  take(key: string, file: string): Promise<boolean>;
  keep(key: string, file: string): Promise<void>;
  /** Where the dub's encoded track is kept, so a rebuild re-encodes only the frames an edit changed (decision 151). */
  track?: KeptTrack | undefined;
}

export interface KeptTrack {
  take(name: string, file: string): Promise<boolean>;
  keep(name: string, file: string): Promise<void>;
}

export interface BurnInput {
  source: string;
  subtitles: string;
  languageId: string;
  outputBase: string;
  signal?: AbortSignal | undefined;
}

export interface MediaEngine {
  readonly name: string;
  recognitionLanguages(): readonly string[];
  voices(): readonly Voice[];
  probe(file: string, signal?: AbortSignal): Promise<MediaProbe>;
  transcribe(input: {
    source: string;
    language: string;
    workDir: string;
    signal?: AbortSignal | undefined;
  }): Promise<TimedWord[]>;
  synthesize(input: { voiceName: string; text: string; output: string; signal?: AbortSignal | undefined }): Promise<void>;
  voiceEdition(voiceName: string): string;
  dub(input: DubInput): Promise<{ file: string; extension: string }>;
  burnSubtitles(input: BurnInput): Promise<{ file: string; extension: string }>;
}

export type MediaErrorCode =
  | 'NOT_MEDIA'
  | 'UNSUPPORTED_LANGUAGE'
  | 'UNKNOWN_VOICE'
  | 'ENGINE_TIMEOUT'
  | 'ENGINE_FAILURE'
  /** Refused by the service itself (wrong key, unknown model): asking again gives the same answer, so no retry. */
  | 'ENGINE_REJECTED'
  | 'ABORTED';

export class MediaError extends Error {
  readonly code: MediaErrorCode;
  /** The service's own retries are spent; retrying again would multiply the wait on a down server (decision 135). */
  readonly retriesUsed: boolean;
  constructor(code: MediaErrorCode, message: string, options?: { cause?: unknown; retriesUsed?: boolean }) {
    super(message, options);
    this.name = 'MediaError';
    this.code = code;
    this.retriesUsed = options?.retriesUsed ?? false;
  }
}
