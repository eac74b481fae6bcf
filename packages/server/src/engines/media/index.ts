// Public surface of the media engines for routes, the media job and tests.
export * from './engine.ts';
export { loadMediaConfig, type MediaConfig } from '../../config/media-config.ts';
export { createMediaEngine, registerMediaEngine, type MediaEngineFactory } from './create-engine.ts';
export { ComposedMediaEngine } from './embedded-engine.ts';
export { VoiceSet } from './embedded-voices.ts';
export { EspeakSynthesizer, installedEspeakLanguages, type VoiceLanguage } from './espeak.ts';
export { FliteSynthesizer, installedFliteVoices } from './flite.ts';
export { OpenAiRecognizer } from './openai-recognizer.ts';
export { OpenAiVoices } from './openai-voices.ts';
export { PocketsphinxRecognizer, parseWordTimes } from './pocketsphinx.ts';
export { probeMedia } from './ffmpeg.ts';
export { segmentWords } from './segments.ts';
export { writeSubtitles, subtitleFileExtension } from './subtitles/index.ts';
