// The media engine registry: MEDIA_ENGINE names the adapter (default `embedded`: pocketsphinx, espeak-ng,
// ffmpeg). A cloud engine is one more entry here — e.g. a recogniser and synthesiser calling XL8, Azure
// Speech or ElevenLabs composed with the ffmpeg renderer — with its keys read in config.ts; routes and the
// media job do not change (docs/decisions/040-media-engines.md).
import { ComposedMediaEngine } from './embedded-engine.ts';
import type { MediaEngine } from './engine.ts';
import { EspeakSynthesizer, type VoiceLanguage } from './espeak.ts';
import type { MediaConfig } from './config.ts';
import { PocketsphinxRecognizer } from './pocketsphinx.ts';

export type MediaEngineFactory = (config: MediaConfig, languages: readonly VoiceLanguage[]) => MediaEngine;

const factories = new Map<string, MediaEngineFactory>([
  ['embedded', (_config, languages) => new ComposedMediaEngine(new PocketsphinxRecognizer(), new EspeakSynthesizer(languages))],
]);

/** Adds or replaces an adapter (a deployment's cloud engine, or a unit test's double). */
export function registerMediaEngine(name: string, factory: MediaEngineFactory): void {
  factories.set(name.toLowerCase(), factory);
}

export function createMediaEngine(config: MediaConfig, languages: readonly VoiceLanguage[]): MediaEngine {
  const factory = factories.get(config.engine);
  if (!factory)
    throw new Error(`Unknown MEDIA_ENGINE "${config.engine}"; known: ${[...factories.keys()].join(', ')}`);
  return factory(config, languages);
}
