// Settings of the OpenAI-compatible chat engine (MT_ENGINE=openai): OpenAI, Azure OpenAI, Ollama, vLLM,
// llama.cpp's server, LM Studio — anything answering POST {base}/v1/chat/completions. README "Machine
// translation engines".
//
//   MT_OPENAI_URL          the server's base URL; a trailing /v1 is accepted (default https://api.openai.com)
//   MT_OPENAI_KEY          API key sent as a bearer token (default unset: local servers need none)
//   MT_OPENAI_MODEL        model name (default gpt-4o-mini)
//   MT_OPENAI_TIMEOUT_MS   per HTTP attempt (default 120000: a local model on CPU is slow)
//   MT_OPENAI_RETRIES      attempts after the first on 408/409/429/5xx or a dropped connection, waiting what a
//                          Retry-After asks (default 3)
//   MT_OPENAI_JSON_SCHEMA  ask for the answer with response_format json_schema (default true); false for a server
//                          without it (the answer is then parsed from plain text). A server that refuses the field
//                          with a 400 is asked without it from then on either way.
//   MT_OPENAI_BATCH_TOKENS segments sent in one request, in estimated tokens (characters / 4; default 1500)
//   MT_OPENAI_LANGUAGES    portal language ids the model is offered for (default: every enabled language)
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

/** Read when MT_ENGINE names `openai`; every setting has a default, so it is always there. */
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
