// The media engine registry: MEDIA_ENGINE names the adapter (default `embedded`). The embedded engine is the
// ffmpeg renderer with the recogniser MEDIA_STT_ENGINE chooses (pocketsphinx, or a server speaking the OpenAI
// audio API) and the voices MEDIA_TTS_ENGINE chooses (flite and espeak-ng, or an OpenAI-API server), so a
// deployment can recognise with a Whisper server and keep the embedded voices. A cloud engine with its own API
// is one more entry here; routes and the media job do not change (decisions 040 and 095).
import { ComposedMediaEngine } from './embedded-engine.ts';
import { VoiceSet } from './embedded-voices.ts';
import type { MediaEngine, SpeechRecognizer, VoiceSynthesizer } from './engine.ts';
import { EspeakSynthesizer, type VoiceLanguage } from './espeak.ts';
import type { MediaConfig, OpenAiServiceConfig } from '../../config/media-config.ts';
import { FliteSynthesizer } from './flite.ts';
import { OpenAiRecognizer } from './openai-recognizer.ts';
import { OpenAiVoices } from './openai-voices.ts';
import { PocketsphinxRecognizer } from './pocketsphinx.ts';

export type MediaEngineFactory = (config: MediaConfig, languages: readonly VoiceLanguage[]) => MediaEngine;

/** The languages OpenAI documents for Whisper (ISO 639-1), the ones a Whisper-family server recognises well. */
export const WHISPER_LANGUAGES: ReadonlySet<string> = new Set(
  ('af ar hy az be bs bg ca zh hr cs da nl en et fi fr gl de el he hi hu is id it ja kn kk ko lv lt mk ms mr mi ne ' +
    'no fa pl pt ro ru sr sk sl es sw sv tl ta th tr uk ur vi cy').split(' '),
);

/** Where the language table's BCP-47 code is not Whisper's code for the language. */
const WHISPER_OVERRIDES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no', fil: 'tl', iw: 'he' };

/** The ISO 639-1 code Whisper takes for a table code: 'pt-PT' → 'pt', 'zh-Hans' → 'zh', 'nb' → 'no'. */
export function whisperCode(code: string | null): string | undefined {
  if (!code) return undefined;
  const base = code.toLowerCase().split('-')[0]!;
  const mapped = WHISPER_OVERRIDES[base] ?? base;
  return WHISPER_LANGUAGES.has(mapped) ? mapped : undefined;
}

/** Portal id → Whisper code for the configured languages, or every table language Whisper documents. */
export function openAiLanguages(config: Pick<OpenAiServiceConfig, 'languages'>, languages: readonly VoiceLanguage[]): Map<string, string> {
  const wanted = config.languages ? new Set(config.languages) : null;
  const out = new Map<string, string>();
  for (const l of languages) {
    if (wanted && !wanted.has(l.id)) continue;
    // A language named in the setting is sent with its base code even when Whisper's list lacks it (Basque).
    const code = whisperCode(l.code) ?? (wanted && l.code ? l.code.toLowerCase().split('-')[0] : undefined);
    if (code) out.set(l.id, code);
  }
  return out;
}

const RETRY_BASE_MS = 1000;

function recognizerFor(config: MediaConfig, languages: readonly VoiceLanguage[]): SpeechRecognizer {
  if (config.recognizer === 'embedded') return new PocketsphinxRecognizer();
  return new OpenAiRecognizer({ ...config.stt, retryBaseMs: RETRY_BASE_MS, languages: openAiLanguages(config.stt, languages) });
}

function voicesFor(config: MediaConfig, languages: readonly VoiceLanguage[]): VoiceSynthesizer {
  if (config.voices === 'embedded') return new VoiceSet([new FliteSynthesizer(languages), new EspeakSynthesizer(languages)]);
  const served = openAiLanguages(config.tts, languages);
  const voices = languages.flatMap((l) => {
    const names = config.tts.voicesByLanguage[l.id] ?? (served.has(l.id) ? config.tts.voices : []);
    return names.map((voice) => ({ languageId: l.id, languageName: l.name, voice }));
  });
  return new OpenAiVoices({ ...config.tts, retryBaseMs: RETRY_BASE_MS, voices });
}

const factories = new Map<string, MediaEngineFactory>([
  ['embedded', (config, languages) => new ComposedMediaEngine(recognizerFor(config, languages), voicesFor(config, languages))],
]);

/** Adds or replaces an adapter (a deployment's cloud engine). */
export function registerMediaEngine(name: string, factory: MediaEngineFactory): void {
  factories.set(name.toLowerCase(), factory);
}

export function createMediaEngine(config: MediaConfig, languages: readonly VoiceLanguage[]): MediaEngine {
  const factory = factories.get(config.engine);
  if (!factory)
    throw new Error(`Unknown MEDIA_ENGINE "${config.engine}"; known: ${[...factories.keys()].join(', ')}`);
  return factory(config, languages);
}
