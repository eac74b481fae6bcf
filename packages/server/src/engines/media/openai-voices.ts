// Dubbing voices over the OpenAI audio API (MEDIA_TTS_ENGINE=openai): `POST {base}/v1/audio/speech` with
// `model`, `input`, `voice`, `response_format=wav` and, when the caller asks for a rate, `speed`. The same call
// reaches OpenAI, speaches (Kokoro and Piper voices), LocalAI and Kokoro-FastAPI. The voices per language come
// from the configuration (a server cannot be asked which of its voices speak which language). Whatever the server
// sends back (a streamed WAV whose header has no sizes, or another format when it ignores response_format) is
// turned into a plain PCM WAV by ffmpeg, which the dubbing reads by its header
// (docs/decisions/095-openai-audio-api-engines.md).
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { MediaError, type Voice, type VoiceSynthesizer, type SynthesisInput } from './engine.ts';
import { jsonBody, OpenAiService, type ServiceSettings } from './openai-http.ts';
import { runTool } from './process.ts';

export interface ConfiguredVoice {
  languageId: string;
  languageName: string;
  /** The server's name for the voice, e.g. `nova`, `af_heart`. */
  voice: string;
}

export interface OpenAiVoicesOptions extends ServiceSettings {
  voices: readonly ConfiguredVoice[];
}

export const SPEECH_PATH = '/v1/audio/speech';
/** The speaking rate `speed: 1` stands for, so a words-per-minute request becomes a speed. */
const NATURAL_WORDS_PER_MINUTE = 160;
/** OpenAI's accepted range for `speed`. */
const SPEED_RANGE = [0.25, 4] as const;
/** The portal's voice ids are `[A-Za-z0-9+_-]{1,64}` (they appear in sample URLs). */
const VOICE_NAME_LENGTH = 64;

export class OpenAiVoices implements VoiceSynthesizer {
  readonly name = 'openai-voices';
  private readonly service: OpenAiService;
  private readonly list: Voice[] = [];
  private readonly byName = new Map<string, string>();

  constructor(options: OpenAiVoicesOptions) {
    this.service = new OpenAiService(options, 'voice');
    for (const v of options.voices) {
      // One id per voice and language: a multilingual voice is offered once in each language it is listed for.
      const base = `openai-${v.voice}-${v.languageId}`.replace(/[^A-Za-z0-9+_-]/g, '_').slice(0, VOICE_NAME_LENGTH);
      let voiceName = base;
      for (let n = 2; this.byName.has(voiceName); n++) voiceName = `${base.slice(0, VOICE_NAME_LENGTH - 4)}-${n}`;
      this.byName.set(voiceName, v.voice);
      this.list.push({ voiceName, displayName: `${v.languageName} – ${label(v.voice)}`, languageId: v.languageId });
    }
  }

  voices(): readonly Voice[] {
    return this.list;
  }

  /** The server, the model and the server's voice: another of any of them sounds different. */
  edition(voiceName: string): string {
    return ['openai', this.service.settings.url, this.service.settings.model, this.byName.get(voiceName) ?? voiceName].join('|');
  }

  async synthesize(input: SynthesisInput): Promise<void> {
    const voice = this.byName.get(input.voiceName);
    if (!voice) throw new MediaError('UNKNOWN_VOICE', `There is no voice called ${input.voiceName}.`);
    const request: Record<string, unknown> = { model: this.service.settings.model, input: input.text, voice, response_format: 'wav' };
    if (input.wordsPerMinute) {
      const speed = input.wordsPerMinute / NATURAL_WORDS_PER_MINUTE;
      request.speed = Math.round(Math.min(SPEED_RANGE[1], Math.max(SPEED_RANGE[0], speed)) * 100) / 100;
    }
    const download = `${input.output}.download`;
    try {
      const save = async (res: IncomingMessage) => {
        await pipeline(res, createWriteStream(download));
        if ((await stat(download)).size === 0) throw new MediaError('ENGINE_FAILURE', 'The voice service answered without any audio.');
      };
      const answer = await this.service.post(SPEECH_PATH, () => jsonBody(request), save, input.signal);
      if (!answer.ok) throw this.service.refused(answer);
      await runTool('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', download, '-ac', '1', '-c:a', 'pcm_s16le', '-map_metadata', '-1', '-bitexact', input.output], {
        signal: input.signal,
        timeoutMs: 120_000,
      }).catch((err: unknown) => {
        if (err instanceof MediaError && err.code !== 'ENGINE_FAILURE') throw err;
        throw new MediaError('ENGINE_FAILURE', 'The voice service answered with audio that could not be read.', { cause: err });
      });
    } finally {
      await rm(download, { force: true });
    }
  }
}

/** `af_heart` → `Af Heart`, `nova` → `Nova`: the server's name, readable. */
function label(voice: string): string {
  return voice
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
