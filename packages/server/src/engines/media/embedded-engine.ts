// A media engine composed of a recogniser, a voice synthesiser and the ffmpeg renderer. The embedded default
// is pocketsphinx + espeak-ng; a cloud adapter passes its own recogniser or synthesiser and keeps the rest.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type {
  BurnInput,
  DubInput,
  MediaEngine,
  MediaProbe,
  SpeechRecognizer,
  TimedWord,
  Voice,
  VoiceSynthesizer,
} from './engine.ts';
import { extractSpeech, probeMedia, renderBurnedIn, renderDub } from './ffmpeg.ts';

export class ComposedMediaEngine implements MediaEngine {
  readonly name: string;
  private readonly recognizer: SpeechRecognizer;
  private readonly synthesizer: VoiceSynthesizer;

  constructor(recognizer: SpeechRecognizer, synthesizer: VoiceSynthesizer) {
    this.recognizer = recognizer;
    this.synthesizer = synthesizer;
    this.name = `${recognizer.name}+${synthesizer.name}`;
  }

  recognitionLanguages(): readonly string[] {
    return this.recognizer.languages();
  }

  voices(): readonly Voice[] {
    return this.synthesizer.voices();
  }

  probe(file: string, signal?: AbortSignal): Promise<MediaProbe> {
    return probeMedia(file, signal);
  }

  async transcribe(input: {
    source: string;
    language: string;
    workDir: string;
    signal?: AbortSignal | undefined;
  }): Promise<TimedWord[]> {
    const wav = path.join(input.workDir, 'speech-16k.wav');
    try {
      await extractSpeech(input.source, wav, input.signal);
      return await this.recognizer.recognize({ wav, language: input.language, signal: input.signal });
    } finally {
      await rm(wav, { force: true });
    }
  }

  synthesize(input: { voiceName: string; text: string; output: string; signal?: AbortSignal | undefined }): Promise<void> {
    return this.synthesizer.synthesize(input);
  }

  voiceEdition(voiceName: string): string {
    return this.synthesizer.edition?.(voiceName) ?? `${this.synthesizer.name}|${voiceName}`;
  }

  dub(input: DubInput): Promise<{ file: string; extension: string }> {
    // Each line is spoken through the engine's own synthesize, so what watches the engine's calls (the metrics,
    // a test counting the lines a rebuild voices again) sees every line.
    return renderDub(this, input);
  }

  burnSubtitles(input: BurnInput): Promise<{ file: string; extension: string }> {
    return renderBurnedIn(input);
  }
}
