// The media engine contract (spec 3 §4.10): speech recognition with word timings, voices for dubbing, and
// rendering (probe, dub, burn subtitles in). Routes and the media job talk to this interface only. The
// embedded default composes pocketsphinx (recognition), espeak-ng (voices) and ffmpeg (rendering); a cloud
// engine (XL8, Azure Speech, ElevenLabs) plugs in by configuration through the registry in create-engine.ts,
// usually by supplying its own SpeechRecognizer and VoiceSynthesizer and keeping the ffmpeg renderer
// (docs/decisions/040-media-engines.md). Every language crossing this interface is a portal language id.

/** A recognised word and when it was spoken, in seconds from the start of the media. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
  /**
   * How sure the recogniser is of the word, 0 (a guess) to 1 (certain), where it says: pocketsphinx's word
   * posterior, an OpenAI-API server's word `probability`. Absent when the recogniser gives none (OpenAI's own
   * whisper-1), so an editor marks uncertain words only where it knows.
   */
  confidence?: number;
  /** The recogniser ended one of its segments (a phrase it heard as one) after this word. */
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

/** What a voice is asked to speak, and where to. */
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
  /**
   * What a voice's sound depends on besides the text — engine, server, model and the server's voice — so audio
   * kept from another edition is never served for this one (decision 135). Without it: the engine and voice names.
   */
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
 * The lines a dub has voiced, kept between renderings: a rebuild after an edit voices again only the lines whose
 * text, voice or time slot changed, and takes the others as they were (a voice is the slow step of a dub, and a
 * cloud voice is paid per character). A line is named by a key the engine derives from what it depends on.
 */
export interface VoicedLines {
  /** Copies the line kept under `key` to `file` (the dub's raw PCM); false when none is kept. */
  take(key: string, file: string): Promise<boolean>;
  /** Keeps the line just voiced (`file`, the dub's raw PCM) under `key`. */
  keep(key: string, file: string): Promise<void>;
  /** Where the dub's encoded track is kept, so a rebuild re-encodes only the frames an edit changed (decision 151). */
  track?: KeptTrack | undefined;
}

/** The parts of a dub's last encoded track (the engine names them), kept between renderings. */
export interface KeptTrack {
  /** Copies the part kept under `name` to `file`; false when none is kept. */
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
  /** The voice's edition (VoiceSynthesizer.edition): what kept voiced lines and samples are named by. */
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
  /**
   * A speech service refused the request itself (wrong key, unknown model, a file it will not take): asking
   * again gives the same answer, so the media job should fail the request with the reason rather than retry.
   */
  | 'ENGINE_REJECTED'
  | 'ABORTED';

export class MediaError extends Error {
  readonly code: MediaErrorCode;
  /**
   * The service was already asked as often as its retry settings allow: a caller asking again would multiply
   * the time a request waits for a server that is down (decision 135), so the media job fails instead.
   */
  readonly retriesUsed: boolean;
  constructor(code: MediaErrorCode, message: string, options?: { cause?: unknown; retriesUsed?: boolean }) {
    super(message, options);
    this.name = 'MediaError';
    this.code = code;
    this.retriesUsed = options?.retriesUsed ?? false;
  }
}
