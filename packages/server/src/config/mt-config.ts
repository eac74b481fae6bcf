// Machine-translation settings (MT_*, AZURE_TRANSLATOR_*; DEEPL_*, MT_OPENAI_* and LIBRETRANSLATE_* in their own
// *-config.ts), each with its default in the README's "Production settings" table. MT_ENGINE is an ordered list
// (decision 130); Apertium, the default, needs no settings.
import { APERTIUM_DEFAULTS, DEFAULT_MODES_DIR } from './apertium-config.ts';
import { loadDeeplConfig, type DeeplConfig } from './deepl-config.ts';
import { retriesSetting } from './settings.ts';
import { loadLibreTranslateConfig, type LibreTranslateConfig } from './libretranslate-config.ts';
import { loadOpenAiChatConfig, type OpenAiChatConfig } from './openai-config.ts';

export interface ApertiumConfig {
  poolSize: number;
  timeoutMs: number;
  modesDir: string;
  pivots: string[];
}

export interface AzureTranslatorConfig {
  key: string;
  region: string | undefined;
  endpoint: string;
  documentEndpoint: string | undefined;
  timeoutMs: number;
  retries: number;
}

export interface MtConfig {
  /** MT_ENGINE as written, lower-cased and without blanks: 'apertium', 'deepl,apertium'. */
  engine: string;
  engines: string[];
  languagesRefreshMs: number;
  apertium: ApertiumConfig;
  azure: AzureTranslatorConfig | undefined;
  /** Set when DEEPL_KEY is. */
  deepl?: DeeplConfig | undefined;
  /** Set when MT_ENGINE names `openai` (every setting has a default). */
  openai?: OpenAiChatConfig | undefined;
  /** Set when LIBRETRANSLATE_URL is. */
  libretranslate?: LibreTranslateConfig | undefined;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export function loadMtConfig(env: NodeJS.ProcessEnv = process.env): MtConfig {
  const engines = [...new Set((env.MT_ENGINE || 'apertium').toLowerCase().split(',').map((s) => s.trim()).filter(Boolean))];
  if (engines.length === 0) throw new Error(`MT_ENGINE names no engine, got "${env.MT_ENGINE}"`);
  const azure = env.AZURE_TRANSLATOR_KEY
    ? {
        key: env.AZURE_TRANSLATOR_KEY,
        region: env.AZURE_TRANSLATOR_REGION || undefined,
        endpoint: (env.AZURE_TRANSLATOR_ENDPOINT || 'https://api.cognitive.microsofttranslator.com').replace(/\/$/, ''),
        documentEndpoint: env.AZURE_TRANSLATOR_DOCUMENT_ENDPOINT?.replace(/\/$/, '') || undefined,
        timeoutMs: positiveInt(env.AZURE_TRANSLATOR_TIMEOUT_MS, 30_000, 'AZURE_TRANSLATOR_TIMEOUT_MS'),
        retries: retriesSetting(env.AZURE_TRANSLATOR_RETRIES, 3, 'AZURE_TRANSLATOR_RETRIES'),
      }
    : undefined;
  return {
    engine: engines.join(','),
    engines,
    languagesRefreshMs: positiveInt(env.MT_LANGUAGES_REFRESH_MS, 3_600_000, 'MT_LANGUAGES_REFRESH_MS'),
    apertium: {
      poolSize: positiveInt(env.MT_APERTIUM_POOL_SIZE, APERTIUM_DEFAULTS.poolSize, 'MT_APERTIUM_POOL_SIZE'),
      timeoutMs: positiveInt(env.MT_APERTIUM_TIMEOUT_MS, APERTIUM_DEFAULTS.timeoutMs, 'MT_APERTIUM_TIMEOUT_MS'),
      modesDir: env.MT_APERTIUM_MODES_DIR || DEFAULT_MODES_DIR,
      pivots: (env.MT_APERTIUM_PIVOTS ?? APERTIUM_DEFAULTS.pivots.join(','))
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    azure,
    deepl: loadDeeplConfig(env),
    openai: engines.includes('openai') ? loadOpenAiChatConfig(env) : undefined,
    libretranslate: loadLibreTranslateConfig(env),
  };
}
