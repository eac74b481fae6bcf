// LibreTranslate's settings (MT_ENGINE=libretranslate), README "Machine translation engines".
//
//   LIBRETRANSLATE_URL         the instance's base URL, e.g. http://libretranslate:5000 (required)
//   LIBRETRANSLATE_KEY         API key, sent as `api_key` (default unset: a self-hosted instance needs none)
//   LIBRETRANSLATE_TIMEOUT_MS  per HTTP attempt (default 60000: a file is translated within the call)
//   LIBRETRANSLATE_RETRIES     attempts after the first on 429/5xx or a dropped connection, waiting what a
//                              Retry-After asks, else 1 s doubling (default 3)
//   LIBRETRANSLATE_LANGUAGES   portal language ids served while the instance's /languages cannot be fetched
//                              (default none: its last fetched list stays)
import { languageListSetting, positiveIntSetting, retriesSetting, urlSetting } from './settings.ts';

export interface LibreTranslateConfig {
  url: string;
  key: string | undefined;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  fallbackLanguages: string[] | null;
}

export function loadLibreTranslateConfig(env: NodeJS.ProcessEnv): LibreTranslateConfig | undefined {
  const url = urlSetting(env.LIBRETRANSLATE_URL, 'LIBRETRANSLATE_URL');
  if (!url) return undefined;
  return {
    url,
    key: env.LIBRETRANSLATE_KEY?.trim() || undefined,
    timeoutMs: positiveIntSetting(env.LIBRETRANSLATE_TIMEOUT_MS, 60_000, 'LIBRETRANSLATE_TIMEOUT_MS'),
    retries: retriesSetting(env.LIBRETRANSLATE_RETRIES, 3, 'LIBRETRANSLATE_RETRIES'),
    retryBaseMs: 1000,
    fallbackLanguages: languageListSetting(env.LIBRETRANSLATE_LANGUAGES),
  };
}
