// The media settings and the engine they compose: recogniser and voices chosen separately.
import { describe, expect, it } from 'vitest';
import { loadMediaConfig, parseVoices, DEFAULT_TTS_VOICES } from './media-config.ts';
import { createMediaEngine, openAiLanguages, whisperCode } from '../engines/media/create-engine.ts';

const LANGUAGES = [
  { id: 'enu', name: 'English', code: 'en' },
  { id: 'esn', name: 'Spanish', code: 'es' },
  { id: 'ptg', name: 'Portuguese (Portugal)', code: 'pt-PT' },
  { id: 'nor', name: 'Norwegian', code: 'nb' },
  { id: 'fil', name: 'Filipino', code: 'fil' },
  { id: 'euq', name: 'Basque', code: 'eu' },
  { id: 'epo', name: 'Esperanto', code: null },
];

describe('media settings', () => {
  it('defaults to the embedded recogniser and voices, with OpenAI defaults for the API settings', () => {
    const c = loadMediaConfig({});
    expect(c).toMatchObject({ engine: 'embedded', concurrency: 1, recognizer: 'embedded', voices: 'embedded' });
    expect(c.stt).toEqual({ url: 'https://api.openai.com', key: undefined, model: 'whisper-1', languages: null, timeoutMs: 600_000, retries: 3, maxBytes: 24 * 1024 * 1024 });
    expect(c.tts).toMatchObject({ model: 'tts-1', timeoutMs: 60_000, retries: 3, voices: DEFAULT_TTS_VOICES, voicesByLanguage: {} });
  });

  it('reads a whisper.cpp recogniser beside the embedded voices, and refuses what would fail later', () => {
    const c = loadMediaConfig({ MEDIA_STT_ENGINE: 'OpenAI', MEDIA_STT_URL: 'http://127.0.0.1:8080/v1/', MEDIA_STT_MODEL: 'ggml-base.en', MEDIA_STT_LANGUAGES: 'enu, esn', MEDIA_STT_RETRIES: '0', MEDIA_STT_MAX_MB: '8' });
    expect(c.recognizer).toBe('openai');
    expect(c.voices).toBe('embedded');
    expect(c.stt).toMatchObject({ url: 'http://127.0.0.1:8080/v1/', model: 'ggml-base.en', languages: ['enu', 'esn'], retries: 0, maxBytes: 8 * 1024 * 1024 });
    expect(() => loadMediaConfig({ MEDIA_STT_ENGINE: 'openai' })).toThrow('MEDIA_STT_KEY is required when MEDIA_STT_URL is https://api.openai.com');
    expect(() => loadMediaConfig({ MEDIA_TTS_ENGINE: 'azure' })).toThrow('MEDIA_TTS_ENGINE must be "embedded" or "openai"');
    expect(() => loadMediaConfig({ MEDIA_STT_URL: 'localhost' })).toThrow('MEDIA_STT_URL must be a URL');
    expect(() => loadMediaConfig({ MEDIA_TTS_TIMEOUT_MS: '0' })).toThrow('MEDIA_TTS_TIMEOUT_MS');
  });

  it('reads voices for every language and per language', () => {
    expect(parseVoices('alloy, nova')).toEqual({ voices: ['alloy', 'nova'], voicesByLanguage: {} });
    expect(parseVoices('enu=af_heart,am_adam; esn=ef_dora')).toEqual({ voices: [], voicesByLanguage: { enu: ['af_heart', 'am_adam'], esn: ['ef_dora'] } });
    expect(parseVoices('nova;enu=af_heart')).toEqual({ voices: ['nova'], voicesByLanguage: { enu: ['af_heart'] } });
  });

  it('maps table codes to the codes Whisper takes, and defaults to the languages Whisper documents', () => {
    expect([whisperCode('pt-PT'), whisperCode('zh-Hans'), whisperCode('nb'), whisperCode('fil'), whisperCode('eu'), whisperCode(null)]).toEqual(['pt', 'zh', 'no', 'tl', undefined, undefined]);
    expect([...openAiLanguages({ languages: null }, LANGUAGES)]).toEqual([['enu', 'en'], ['esn', 'es'], ['ptg', 'pt'], ['nor', 'no'], ['fil', 'tl']]);
    // Named explicitly, a language Whisper's list lacks is sent with its own code.
    expect([...openAiLanguages({ languages: ['enu', 'euq'] }, LANGUAGES)]).toEqual([['enu', 'en'], ['euq', 'eu']]);
  });
});

describe('the engine the settings compose', () => {
  it('recognises with an OpenAI-API server and keeps the embedded voices (flite first for English)', () => {
    const engine = createMediaEngine(loadMediaConfig({ MEDIA_STT_ENGINE: 'openai', MEDIA_STT_URL: 'http://127.0.0.1:9' }), LANGUAGES);
    expect(engine.name).toBe('openai+flite+espeak-ng');
    expect(engine.recognitionLanguages()).toEqual(['enu', 'esn', 'ptg', 'nor', 'fil']);
    expect(engine.voices().some((v) => v.voiceName.startsWith('flite+'))).toBe(true);
    expect(engine.voices().some((v) => v.voiceName === 'es+f2')).toBe(true);
  });

  it('speaks with OpenAI-API voices: the default list for served languages, a language’s own list where given', () => {
    const engine = createMediaEngine(
      loadMediaConfig({ MEDIA_TTS_ENGINE: 'openai', MEDIA_TTS_URL: 'http://127.0.0.1:9', MEDIA_TTS_LANGUAGES: 'esn', MEDIA_TTS_VOICES: 'nova;enu=af_heart' }),
      LANGUAGES,
    );
    expect(engine.recognitionLanguages()).toEqual(['enu']);
    expect(engine.voices()).toEqual([
      { voiceName: 'openai-af_heart-enu', displayName: 'English – Af Heart', languageId: 'enu' },
      { voiceName: 'openai-nova-esn', displayName: 'Spanish – Nova', languageId: 'esn' },
    ]);
  });
});
