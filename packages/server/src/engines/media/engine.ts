// The media engine contract (spec 3 §4.10), all that routes and the media job see. The embedded default is
// pocketsphinx + espeak-ng + ffmpeg; a cloud engine plugs in its own recogniser and voices through
// create-engine.ts, usually keeping the ffmpeg renderer (decision 040). Languages are portal language ids.

/** A recognised word and when it was spoken, in seconds from the start of the media. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
  /** 0 (a guess) to 1 (certain); absent when the recogniser gives none (whisper-1), so no word is marked unsure. */
  confidence?: number;
  /** The recogniser ended a phrase it heard as one after this word. */
  segmentEnd?: boolean;
}

/** One subtitle: text shown from `start` to `end` (seconds). The model every subtitle writer reads. */
export interface TimedSegment {
  start: number;
  end: number;
  text: string;
}

export interface MediaProbe {
  /** Decided from the streams, never from the file name: a video stream (not a cover picture) makes it video. */
  kind: 'audio' | 'video';
  durationSeconds: number;
  /** ffprobe's format names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'. */
  formatName: string;
  width?: number;
  height?: number;
  /** ffprobe's codec name of the video stream, e.g. 'h264'. */
  videoCodec?: string;
}

export interface Voice {
  voiceName: string;
  displayName: string;
  languageId: string;
}

export interface SpeechRecognizer {
  readonly name: string;
  /** Portal ids of the languages it transcribes. */
  languages(): readonly string[];
  /** Words of a 16 kHz mono WAV file, in order. */
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
  /** Speaks `text` into a WAV file; `wordsPerMinute` overrides the voice's natural rate. */
  synthesize(input: SynthesisInput): Promise<void>;
  /** Engine, server, model and voice: kept audio of another edition is never served (decision 135). */
  edition?(voiceName: string): string;
}

/** A dubbed line that runs past its slot: the segment's index, the time it has and the time it takes, sped up. */
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
  /** Path without extension; the engine adds the container's. */
  outputBase: string;
  /** Where each voiced line is kept for the next rendering; without it every line is voiced afresh. */
  voiced?: VoicedLines | undefined;
  /** Told of each line the voice cannot say within its slot even sped up as far as a dub allows (decision 135). */
  onOverrun?: ((overrun: VoiceOverrun) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Voiced lines kept between renderings: a rebuild voices again only lines whose text, voice or slot changed (voicing
 * is a dub's slow step, and cloud voices are paid per character).
 */
export interface VoicedLines {
  /** `file` is the dub's raw PCM; false when none is kept. */
  take(key: string, file: string): Promise<boolean>;
  keep(key: string, file: string): Promise<void>;
  /** Where the dub's encoded track is kept, so a rebuild re-encodes only the frames an edit changed (decision 151). */
  track?: KeptTrack | undefined;
}

/** The parts of a dub's last encoded track (the engine names them), kept between renderings. */
export interface KeptTrack {
  /** False when none is kept. */
  take(name: string, file: string): Promise<boolean>;
  keep(name: string, file: string): Promise<void>;
}

export interface BurnInput {
  source: string;
  /** An SRT file of the subtitles to show. */
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
  /** Extracts the speech (16 kHz mono) and recognises it. */
  transcribe(input: {
    source: string;
    language: string;
    workDir: string;
    signal?: AbortSignal | undefined;
  }): Promise<TimedWord[]>;
  synthesize(input: { voiceName: string; text: string; output: string; signal?: AbortSignal | undefined }): Promise<void>;
  /** VoiceSynthesizer.edition: what kept voiced lines and samples are named by. */
  voiceEdition(voiceName: string): string;
  /** The voice speaking each segment at its time: audio for an audio source, the video re-voiced for a video. */
  dub(input: DubInput): Promise<{ file: string; extension: string }>;
  /** The video with the subtitles burned in, and a soft track as well where the container allows. */
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
