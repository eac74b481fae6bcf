// The OpenAI-compatible chat engine (MT_ENGINE=openai): anything answering POST {base}/v1/chat/completions.
//   MT_OPENAI_URL          base URL, a trailing /v1 accepted (default https://api.openai.com)
//   MT_OPENAI_KEY          bearer token (default unset: local servers need none)
//   MT_OPENAI_MODEL        default gpt-4o-mini
//   MT_OPENAI_TIMEOUT_MS   per attempt (default 120000: a local model on CPU is slow)
//   MT_OPENAI_RETRIES      attempts after the first on 408/409/429/5xx, after Retry-After (default 3)
//   MT_OPENAI_JSON_SCHEMA  response_format json_schema (default true); a server refusing it is asked without
//   MT_OPENAI_BATCH_TOKENS estimated tokens (characters / 4) per request (default 1500)
//   MT_OPENAI_LANGUAGES    portal language ids offered (default: every enabled language)
import { booleanSetting, languageListSetting, positiveIntSetting, retriesSetting, urlSetting } from './settings.ts';

export interface OpenAiChatConfig {
  url: string;
  key: string | undefined;
  model: string;
  timeoutMs: number;
  retries: number;
  jsonSchema: boolean;
  batchTokens: number;
  /** MT_OPENAI_LANGUAGES; null for every enabled language. */
  languageIds: string[] | null;
}

export function loadOpenAiChatConfig(env: NodeJS.ProcessEnv): OpenAiChatConfig {
  return {
    url: (urlSetting(env.MT_OPENAI_URL, 'MT_OPENAI_URL') ?? 'https://api.openai.com').replace(/\/v1$/, ''),
    key: env.MT_OPENAI_KEY?.trim() || undefined,
    model: env.MT_OPENAI_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: positiveIntSetting(env.MT_OPENAI_TIMEOUT_MS, 120_000, 'MT_OPENAI_TIMEOUT_MS'),
    retries: retriesSetting(env.MT_OPENAI_RETRIES, 3, 'MT_OPENAI_RETRIES'),
    jsonSchema: booleanSetting(env.MT_OPENAI_JSON_SCHEMA, true, 'MT_OPENAI_JSON_SCHEMA'),
    batchTokens: positiveIntSetting(env.MT_OPENAI_BATCH_TOKENS, 1500, 'MT_OPENAI_BATCH_TOKENS'),
    languageIds: languageListSetting(env.MT_OPENAI_LANGUAGES),
  };
}
