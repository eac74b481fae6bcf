// Machine-translation settings from the environment. Apertium needs none (it runs locally from the
// Debian packages); a cloud engine is chosen with MT_ENGINE and its keys.
//
//   MT_ENGINE                        ordered comma list of engines, e.g. deepl,apertium (default apertium):
//                                    a pair goes to the first engine that serves it (docs/decisions/130)
//   MT_LANGUAGES_REFRESH_MS          how often each engine's language list is fetched again (default 3600000)
//   MT_APERTIUM_POOL_SIZE            warm workers per direction (default 2)
//   MT_APERTIUM_TIMEOUT_MS           per text request, queueing included (default 10000)
//   MT_APERTIUM_MODES_DIR            installed modes (default /usr/share/apertium/modes)
//   MT_APERTIUM_PIVOTS               pivot languages in Apertium codes, comma-separated (default spa)
//   AZURE_TRANSLATOR_KEY             Azure Translator resource key (required for azure)
//   AZURE_TRANSLATOR_REGION          resource region; omit for a global resource
//   AZURE_TRANSLATOR_ENDPOINT        text API (default https://api.cognitive.microsofttranslator.com)
//   AZURE_TRANSLATOR_DOCUMENT_ENDPOINT  the resource's own endpoint (https://<name>.cognitiveservices.azure.com);
//                                    documents are refused without it
//   AZURE_TRANSLATOR_TIMEOUT_MS      per HTTP attempt (default 30000)
//   AZURE_TRANSLATOR_RETRIES         attempts after the first on 429/5xx, waiting what Retry-After asks (default 3)
//   DEEPL_*                          DeepL (deepl-config.ts)
//   MT_OPENAI_*                      an OpenAI-compatible chat model (openai-config.ts)
//   LIBRETRANSLATE_*                 LibreTranslate (libretranslate-config.ts)
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
  /** The engines of the chain, in order. */
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
