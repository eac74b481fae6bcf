// The chat engine's prompt and answer (decision 131): segments as a numbered JSON list, so a dropped or merged one is
// seen by number; without structured outputs the JSON is dug out of the text (fences, a sentence first).
import { checkPlaceholders } from '@lingua/contract';

export interface ChatLanguages {
  /** English name, or undefined to have the model say which language the text is in. */
  source: string | undefined;
  target: string;
  /** The client's glossary terms found in the text (decision 134): only those, so the prompt stays short. */
  terms?: ReadonlyArray<{ source: string; target: string }> | undefined;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export function chatMessages(segments: readonly string[], languages: ChatLanguages): ChatMessage[] {
  const from = languages.source ?? 'the language it is written in';
  const system = [
    `You are a professional translator. Translate every segment from ${from} into ${languages.target}.`,
    'Keep every tag exactly as written (such as <g1>, </g1> and <x2/>), each around the same words as in the source;',
    'keep numbers, URLs, e-mail addresses and code unchanged; translate meaning, not word for word;',
    'do not add explanations.',
    ...(languages.terms?.length
      ? [`Translate these terms exactly as the client's glossary says: ${languages.terms.map((t) => `${JSON.stringify(t.source)} → ${JSON.stringify(t.target)}`).join('; ')}.`]
      : []),
    `Answer with JSON only: {"translations": [{"id": 1, "text": "..."}, ...]} with one item for each of the ${segments.length} segments, the same ids.`,
    ...(languages.source ? [] : ['Also give "source_language": the English name of the language the segments are written in.']),
  ].join(' ');
  const user = JSON.stringify({ segments: segments.map((text, i) => ({ id: i + 1, text })) });
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** response_format for a server with structured outputs (OpenAI, vLLM, Ollama ≥ 0.5, llama.cpp's server). */
export function answerFormat(detect: boolean) {
  const properties: Record<string, unknown> = {
    translations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, text: { type: 'string' } },
        required: ['id', 'text'],
        additionalProperties: false,
      },
    },
  };
  if (detect) properties.source_language = { type: 'string' };
  return {
    type: 'json_schema' as const,
    json_schema: {
      name: 'translations',
      strict: true,
      schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
    },
  };
}

export type ChatAnswer =
  | { ok: true; translations: string[]; sourceLanguage: string | undefined }
  /** prose: no JSON at all, which a server holding the answer to the schema never gives. */
  | { ok: false; problem: string; prose?: boolean };

export function readAnswer(content: string | null | undefined, count: number): ChatAnswer {
  const json = jsonIn(content ?? '');
  if (json === undefined) return { ok: false, problem: 'the answer was not JSON', prose: true };
  const body = json as { translations?: unknown; source_language?: unknown };
  const items = Array.isArray(json) ? json : body.translations;
  if (!Array.isArray(items)) return { ok: false, problem: 'the answer had no list of translations' };
  const byId = new Map<number, string>();
  items.forEach((item: unknown, i) => {
    if (typeof item === 'string') byId.set(i + 1, item);
    else if (item && typeof item === 'object') {
      const { id, text } = item as { id?: unknown; text?: unknown };
      if (typeof text === 'string') byId.set(Number(id ?? i + 1), text);
    }
  });
  const translations = Array.from({ length: count }, (_, i) => byId.get(i + 1));
  if (items.length !== count || translations.some((t) => t === undefined)) {
    return { ok: false, problem: `the answer had ${items.length} translations for ${count} segments` };
  }
  const sourceLanguage = typeof body.source_language === 'string' ? body.source_language : undefined;
  return { ok: true, translations: translations as string[], sourceLanguage };
}

function jsonIn(text: string): unknown {
  const candidates = [text.trim(), /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1]?.trim(), outermost(text, '{', '}'), outermost(text, '[', ']')];
  for (const c of candidates) {
    if (!c) continue;
    try {
      return JSON.parse(c) as unknown;
    } catch {
      // next candidate
    }
  }
  return undefined;
}

function outermost(text: string, open: string, close: string): string | undefined {
  const start = text.indexOf(open);
  const end = text.lastIndexOf(close);
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}

/** The document filters' own placeholder check, so a segment asked again here is one they would refuse. */
export function keepsPlaceholders(source: string, translation: string): boolean {
  return checkPlaceholders(source, translation).ok;
}

/** Estimated tokens of a text: characters / 4, the usual rule of thumb for the budget of a batch. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);
