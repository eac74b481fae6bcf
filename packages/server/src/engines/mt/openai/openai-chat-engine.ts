// OpenAI-compatible chat (MT_ENGINE=openai) with a configured base URL (OpenAI, Azure, Ollama, vLLM, llama.cpp...).
// Segments as a numbered JSON list; an unusable answer is asked again per segment, a single segment once more
// (decision 131). Documents go through the document filters (decision 129).
import OpenAI from 'openai';
import {
  MtError,
  type DocumentFormat,
  type EngineLanguage,
  type LanguagePair,
  type MtEngine,
  type TranslateDocumentInput,
  type TranslateDocumentResult,
  type TranslateTextInput,
  type TranslateTextResult,
} from '../engine.ts';
import { CallGuard, pairsAmong, servedLanguages } from '../engine-support.ts';
import { filteredDocumentFormats, translateDocumentWithFilters } from '../filters/engine-documents.ts';
import { targetsIn } from '../glossary/targets-in.ts';
import { answerFormat, chatMessages, estimateTokens, keepsPlaceholders, readAnswer, type ChatAnswer, type ChatLanguages } from './chat-prompt.ts';
import type { OpenAiChatConfig } from '../../../config/openai-config.ts';
import { openAiError, refusesResponseFormat } from './openai-errors.ts';

export interface OpenAiChatEngineOptions extends OpenAiChatConfig {
  languages: readonly EngineLanguage[];
}

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

export class OpenAiChatEngine implements MtEngine {
  readonly name = 'openai';
  private readonly options: OpenAiChatEngineOptions;
  private readonly client: OpenAI;
  private readonly served: Map<string, string>;
  private readonly guard = new CallGuard('The translation model');
  /** Turned off for good when the server refuses response_format. */
  private jsonSchema: boolean;

  constructor(options: OpenAiChatEngineOptions) {
    this.options = options;
    this.jsonSchema = options.jsonSchema;
    // Local servers need no key, but the package wants one; it is only ever sent as the bearer token.
    this.client = new OpenAI({
      baseURL: `${options.url}/v1`,
      apiKey: options.key ?? 'unused',
      timeout: options.timeoutMs,
      maxRetries: options.retries,
      logLevel: 'off',
    });
    this.served = new Map(servedLanguages(options.languages, options.languageIds).map((l) => [l.id, englishName(l)]));
  }

  private languageName(id: string): string {
    const name = this.served.get(id);
    if (!name) throw new MtError('UNSUPPORTED_LANGUAGE', `Language ${id} is not served by machine translation`);
    return name;
  }

  /** The model takes the client's terms in its prompt (decision 134): the chain hands them over unprotected. */
  nativeGlossary(): boolean {
    return true;
  }

  async translateText(input: TranslateTextInput): Promise<TranslateTextResult> {
    const matches = input.source ? (input.glossaryMatches ?? []) : [];
    const terms = matches.map((m) => ({ source: input.text.slice(m.start, m.end), target: m.target }));
    const languages = { source: input.source ? this.languageName(input.source) : undefined, target: this.languageName(input.target), terms };
    if (input.source) {
      const translatedText = (await this.translateBatch([input.text], languages, input.signal))[0]!;
      return { translatedText, ...(matches.length ? { glossaryTerms: targetsIn(translatedText, matches) } : {}) };
    }
    const answer = await this.askSingle(input.text, languages, input.signal);
    const detected = this.portalIdOfName(answer.sourceLanguage);
    if (!detected) throw new MtError('LANGUAGE_NOT_DETECTED', 'The source language could not be detected');
    return { translatedText: answer.translations[0]!, detectedLanguage: detected };
  }

  async translateSegments(segments: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]> {
    const languages = { source: this.languageName(source), target: this.languageName(target) };
    const out: string[] = [];
    let batch: string[] = [];
    let tokens = 0;
    for (const s of segments) {
      if (batch.length && tokens + estimateTokens(s) > this.options.batchTokens) {
        out.push(...(await this.translateBatch(batch, languages, signal)));
        batch = [];
        tokens = 0;
      }
      batch.push(s);
      tokens += estimateTokens(s);
    }
    if (batch.length) out.push(...(await this.translateBatch(batch, languages, signal)));
    return out;
  }

  private async translateBatch(batch: string[], languages: ChatLanguages, signal: AbortSignal | undefined): Promise<string[]> {
    const answer = batch.length === 1 ? await this.askSingle(batch[0]!, languages, signal) : await this.ask(batch, languages, signal);
    if (!answer.ok) {
      const one: string[] = [];
      for (const s of batch) one.push(...(await this.translateBatch([s], languages, signal)));
      return one;
    }
    const out = answer.translations;
    for (let i = 0; i < batch.length; i++) {
      if (keepsPlaceholders(batch[i]!, out[i]!)) continue;
      const again = await this.ask([batch[i]!], languages, signal);
      if (again.ok) out[i] = again.translations[0]!;
    }
    return out;
  }

  /** Asked once more when unusable; prose despite the schema means response_format was ignored, so the retry omits it. */
  private async askSingle(segment: string, languages: ChatLanguages, signal: AbortSignal | undefined): Promise<ChatAnswer & { ok: true }> {
    const first = await this.ask([segment], languages, signal);
    if (first.ok) return first;
    const again = await this.ask([segment], languages, signal, this.jsonSchema && !first.prose);
    if (!again.ok) throw unusable(again.problem);
    return again;
  }

  private async ask(segments: readonly string[], languages: ChatLanguages, signal: AbortSignal | undefined, withSchema = this.jsonSchema): Promise<ChatAnswer> {
    const budget = (this.options.timeoutMs + 60_000) * (this.options.retries + 1);
    const request = (schema: boolean) =>
      this.guard.run(budget, signal, (s) =>
        this.client.chat.completions.create(
          {
            model: this.options.model,
            temperature: 0,
            messages: chatMessages(segments, languages),
            ...(schema ? { response_format: answerFormat(!languages.source) } : {}),
          },
          { signal: s },
        ),
      );
    let completion;
    try {
      completion = await request(withSchema).catch((err: unknown) => {
        if (!withSchema || !refusesResponseFormat(err)) throw err;
        this.jsonSchema = false;
        return request(false);
      });
    } catch (err) {
      throw openAiError(err, this.options.model) as Error;
    }
    const choice = completion.choices[0];
    if (!choice) return { ok: false, problem: 'the answer had no choices' };
    if (choice.message.refusal) return { ok: false, problem: `the model refused: ${choice.message.refusal}` };
    if (choice.finish_reason === 'content_filter') return { ok: false, problem: 'the model refused (content filter)' };
    if (choice.finish_reason === 'length') return { ok: false, problem: 'the answer was cut off at the length limit' };
    return readAnswer(choice.message.content, segments.length);
  }

  private portalIdOfName(name: string | undefined): string | undefined {
    if (!name) return undefined;
    const lower = name.trim().toLowerCase();
    const entries = [...this.served.entries()];
    return entries.find(([, n]) => n.toLowerCase() === lower)?.[0] ?? entries.find(([, n]) => n.toLowerCase().split(' (')[0] === lower)?.[0];
  }

  /** Chat models have no language list: the configured languages, every pair among them. */
  async languagePairs(): Promise<LanguagePair[]> {
    return pairsAmong(this.served.keys());
  }

  documentFormats(): readonly DocumentFormat[] {
    return filteredDocumentFormats();
  }

  async translateDocument(input: TranslateDocumentInput): Promise<TranslateDocumentResult> {
    return translateDocumentWithFilters(input, (segments) => this.translateSegments(segments, input.source, input.target, input.signal));
  }

  async close(): Promise<void> {
    this.guard.close();
  }
}

function englishName(l: EngineLanguage): string {
  if (l.name) return l.name;
  try {
    return (l.azureId && ENGLISH_NAMES.of(l.azureId)) || l.id;
  } catch {
    return l.id;
  }
}

function unusable(problem: string): MtError {
  return new MtError('ENGINE_FAILURE', `The translation model gave no usable translation: ${problem}`);
}
