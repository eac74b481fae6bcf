// Media engine settings (MEDIA_*) from the environment; each variable and its default is in the README's
// "Production settings" table (decision 095).
import type { SubtitleRules } from '@lingua/contract/subtitles';
import { parseSubtitleRules } from './subtitle-config.ts';

export interface OpenAiServiceConfig {
  url: string;
  key: string | undefined;
  model: string;
  /** Portal language ids; null for the default (Whisper's languages present in the language table). */
  languages: string[] | null;
  timeoutMs: number;
  retries: number;
}

export interface MediaConfig {
  engine: string;
  concurrency: number;
  recognizer: 'embedded' | 'openai';
  voices: 'embedded' | 'openai';
  stt: OpenAiServiceConfig & { maxBytes: number };
  tts: OpenAiServiceConfig & {
    /** The group without a language. */
    voices: string[];
    /** By portal language id. */
    voicesByLanguage: Record<string, string[]>;
  };
  /** The limits cues are built and checked against (decision 135). */
  subtitles: SubtitleRules;
}

export const OPENAI_URL = 'https://api.openai.com';
export const DEFAULT_TTS_VOICES = ['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'];

function positiveInt(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer of at least ${min}, got "${value}"`);
  return n;
}

function engineChoice(value: string | undefined, name: string): 'embedded' | 'openai' {
  const v = (value || 'embedded').toLowerCase();
  if (v !== 'embedded' && v !== 'openai') throw new Error(`${name} must be "embedded" or "openai", got "${value}"`);
  return v;
}

function list(value: string | undefined): string[] | null {
  if (!value?.trim()) return null;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function service(env: NodeJS.ProcessEnv, prefix: 'MEDIA_STT' | 'MEDIA_TTS', model: string, timeoutMs: number, used: boolean): OpenAiServiceConfig {
  const url = (env[`${prefix}_URL`] || OPENAI_URL).trim();
  try {
    new URL(url);
  } catch {
    throw new Error(`${prefix}_URL must be a URL such as http://127.0.0.1:8080, got "${url}"`);
  }
  const key = env[`${prefix}_KEY`] || undefined;
  // OpenAI answers 401 to every call without a key: say so at start rather than on the first media job.
  if (used && !key && new URL(url).hostname === new URL(OPENAI_URL).hostname)
    throw new Error(`${prefix}_KEY is required when ${prefix}_URL is ${OPENAI_URL}`);
  return {
    url,
    key,
    model: env[`${prefix}_MODEL`] || model,
    languages: list(env[`${prefix}_LANGUAGES`]),
    timeoutMs: positiveInt(env[`${prefix}_TIMEOUT_MS`], timeoutMs, `${prefix}_TIMEOUT_MS`),
    retries: positiveInt(env[`${prefix}_RETRIES`], 3, `${prefix}_RETRIES`, 0),
  };
}

/** `alloy,nova;enu=af_heart,am_adam`: the group without `=` is for every language. */
export function parseVoices(value: string | undefined): { voices: string[]; voicesByLanguage: Record<string, string[]> } {
  if (!value?.trim()) return { voices: DEFAULT_TTS_VOICES, voicesByLanguage: {} };
  const voices: string[] = [];
  const voicesByLanguage: Record<string, string[]> = {};
  for (const group of value.split(';').map((g) => g.trim()).filter(Boolean)) {
    const eq = group.indexOf('=');
    const names = list(eq < 0 ? group : group.slice(eq + 1)) ?? [];
    if (eq < 0) voices.push(...names);
    else voicesByLanguage[group.slice(0, eq).trim()] = names;
  }
  return { voices, voicesByLanguage };
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const concurrency = Number(env.MEDIA_CONCURRENCY ?? 1);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`MEDIA_CONCURRENCY must be a positive integer, got "${env.MEDIA_CONCURRENCY}"`);
  const recognizer = engineChoice(env.MEDIA_STT_ENGINE, 'MEDIA_STT_ENGINE');
  const voices = engineChoice(env.MEDIA_TTS_ENGINE, 'MEDIA_TTS_ENGINE');
  const stt = service(env, 'MEDIA_STT', 'whisper-1', 600_000, recognizer === 'openai');
  const tts = service(env, 'MEDIA_TTS', 'tts-1', 60_000, voices === 'openai');
  return {
    engine: (env.MEDIA_ENGINE || 'embedded').toLowerCase(),
    concurrency,
    recognizer,
    voices,
    stt: { ...stt, maxBytes: positiveInt(env.MEDIA_STT_MAX_MB, 24, 'MEDIA_STT_MAX_MB') * 1024 * 1024 },
    tts: { ...tts, ...parseVoices(env.MEDIA_TTS_VOICES) },
    subtitles: parseSubtitleRules(env.MEDIA_SUBTITLE_RULES),
  };
}
