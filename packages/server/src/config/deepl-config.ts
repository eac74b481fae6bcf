// DeepL's settings (MT_ENGINE=deepl), README "Machine translation engines".
//
//   DEEPL_KEY                  the API key ("DeepL-Auth-Key"); a key ending in ":fx" is a DeepL API Free key
//   DEEPL_URL                  the API's base URL (default https://api-free.deepl.com for a ":fx" key, else
//                              https://api.deepl.com)
//   DEEPL_TIMEOUT_MS           per HTTP attempt (default 30000)
//   DEEPL_RETRIES              attempts after the first on 429/5xx or a dropped connection (default 3)
//   DEEPL_DOCUMENT_TIMEOUT_MS  a whole document: upload, translation, download (default 600000)
//   DEEPL_LANGUAGES            portal language ids served while DeepL's own list cannot be fetched (default
//                              none: its last fetched list stays)
import { languageListSetting, positiveIntSetting, retriesSetting, urlSetting } from './settings.ts';

export interface DeeplConfig {
  key: string;
  url: string;
  timeoutMs: number;
  retries: number;
  documentTimeoutMs: number;
  fallbackLanguages: string[] | null;
}

export const DEEPL_FREE_URL = 'https://api-free.deepl.com';
export const DEEPL_PRO_URL = 'https://api.deepl.com';

export function loadDeeplConfig(env: NodeJS.ProcessEnv): DeeplConfig | undefined {
  const key = env.DEEPL_KEY?.trim();
  if (!key) return undefined;
  return {
    key,
    url: urlSetting(env.DEEPL_URL, 'DEEPL_URL') ?? (key.endsWith(':fx') ? DEEPL_FREE_URL : DEEPL_PRO_URL),
    timeoutMs: positiveIntSetting(env.DEEPL_TIMEOUT_MS, 30_000, 'DEEPL_TIMEOUT_MS'),
    retries: retriesSetting(env.DEEPL_RETRIES, 3, 'DEEPL_RETRIES'),
    documentTimeoutMs: positiveIntSetting(env.DEEPL_DOCUMENT_TIMEOUT_MS, 600_000, 'DEEPL_DOCUMENT_TIMEOUT_MS'),
    fallbackLanguages: languageListSetting(env.DEEPL_LANGUAGES),
  };
}
