// DeepL (MT_ENGINE=deepl) on deepl-node: text via /v2/translate, documents via /v2/document. Retries follow the
// project's rules, Retry-After first (deepl-retry.ts, decision 146); the CallGuard adds deadline and abort.
import path from 'node:path';
import { Translator, type DocumentHandle, type SourceLanguageCode, type TargetLanguageCode } from 'deepl-node';
import { sleep } from '../../../lib/retry.ts';
import {
  isLegacyOfficeFormat,
  LEGACY_OFFICE_FORMATS,
  MtError,
  outputFormatOf,
  type DocumentFormat,
  type EngineLanguage,
  type LanguagePair,
  type MtEngine,
  type TranslateDocumentInput,
  type TranslateDocumentResult,
  type TranslateTextInput,
  type TranslateTextResult,
} from '../engine.ts';
import { CallGuard, configuredPairsOr, translateAsFile } from '../engine-support.ts';
import { convertLegacyOffice, onPath, SOFFICE } from '../libreoffice.ts';
import type { DeeplConfig } from '../../../config/deepl-config.ts';
import { withGlossary } from '../glossary/apply-glossary.ts';
import { targetsIn } from '../glossary/targets-in.ts';
import { deeplError } from './deepl-errors.ts';
import { DeeplGlossaries } from './deepl-glossaries.ts';
import { deeplLanguageMap, deeplSourceCode, type DeeplLanguageMap } from './deepl-languages.ts';
import { deeplCallBudgetMs, retryLikeTheOthers, withDeeplSignal } from './deepl-retry.ts';

export interface DeeplEngineOptions extends DeeplConfig {
  languages: readonly EngineLanguage[];
  pollMs?: number;
}

/** DeepL takes at most 50 texts per /v2/translate call and 128 KiB of request. */
const MAX_TEXTS_PER_CALL = 50;
const MAX_CHARS_PER_CALL = 100_000;
const MARKUP = /<[a-z][^>]*>/i;

export class DeeplEngine implements MtEngine {
  readonly name = 'deepl';
  private readonly options: DeeplEngineOptions;
  private readonly client: Translator;
  private readonly codes: DeeplLanguageMap;
  private readonly guard = new CallGuard('DeepL');
  private readonly glossaries: DeeplGlossaries;
  private glossaryPairs = new Set<string>();

  constructor(options: DeeplEngineOptions) {
    this.options = options;
    this.codes = deeplLanguageMap(options.languages);
    this.client = new Translator(options.key, { serverUrl: options.url, minTimeout: options.timeoutMs, sendPlatformInfo: false });
    retryLikeTheOthers(this.client, options.timeoutMs, options.retries);
    const call = <T>(work: () => Promise<T>) => this.guard.run(this.callBudgetMs(), undefined, (stop) => withDeeplSignal(stop, work));
    this.glossaries = new DeeplGlossaries({
      listGlossaries: () => call(() => this.client.listGlossaries()),
      createGlossary: (...args) => call(() => this.client.createGlossary(...args)),
      deleteGlossary: (id) => call(() => this.client.deleteGlossary(id)),
    });
  }

  private callBudgetMs(): number {
    return deeplCallBudgetMs(this.options.timeoutMs, this.options.retries);
  }

  private source(id: string): SourceLanguageCode {
    const code = this.codes.source(id);
    if (!code) throw new MtError('UNSUPPORTED_LANGUAGE', `Language ${id} is not served by machine translation`);
    return code.toLowerCase() as SourceLanguageCode;
  }

  private target(id: string): TargetLanguageCode {
    const code = this.codes.target(id);
    if (!code) throw new MtError('UNSUPPORTED_LANGUAGE', `Language ${id} is not served by machine translation`);
    return code as TargetLanguageCode;
  }

  /** DeepL writes the client's terms through its glossary API where it takes glossaries for the pair (decision 155). */
  nativeGlossary(source: string, target: string): boolean {
    const from = this.codes.source(source);
    const to = this.codes.target(target);
    return !!from && !!to && this.glossaryPairs.has(`${from}-${deeplSourceCode(to)}`);
  }

  async translateText(input: TranslateTextInput): Promise<TranslateTextResult> {
    if (input.glossaryMatches?.length && input.source) return this.translateWithGlossary({ ...input, source: input.source });
    const [result] = await this.translateBatch([input.text], input.source, input.target, input.signal);
    const out: TranslateTextResult = { translatedText: result!.text };
    if (!input.source) {
      const detected = this.codes.portalIdOfSource(result!.detectedSourceLang);
      if (!detected) throw new MtError('LANGUAGE_NOT_DETECTED', 'The source language could not be detected');
      out.detectedLanguage = detected;
    }
    return out;
  }

  /** Without DeepL's glossary (refused or unanswered) the chain's protected terms stand in. */
  private async translateWithGlossary(input: TranslateTextInput & { source: string }): Promise<TranslateTextResult> {
    const terms = input.glossary?.(input.source) ?? [];
    const pair = { sourceLang: this.source(input.source).toUpperCase(), targetLang: deeplSourceCode(this.target(input.target)) };
    const id = await this.glossaries.idFor({ owner: input.glossary?.owner, ...pair, terms }).catch(() => undefined);
    if (!id) return withGlossary({ ...input, glossaryMatches: undefined }, (plain) => this.translateText(plain));
    const [result] = await this.translateBatch([input.text], input.source, input.target, input.signal, id);
    return { translatedText: result!.text, glossaryTerms: targetsIn(result!.text, input.glossaryMatches ?? []) };
  }

  async translateSegments(segments: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]> {
    const out: string[] = [];
    let batch: string[] = [];
    let chars = 0;
    const flush = async () => {
      if (batch.length) out.push(...(await this.translateBatch(batch, source, target, signal)).map((r) => r.text));
      batch = [];
      chars = 0;
    };
    for (const s of segments) {
      if (batch.length === MAX_TEXTS_PER_CALL || (batch.length && chars + s.length > MAX_CHARS_PER_CALL)) await flush();
      batch.push(s);
      chars += s.length;
    }
    await flush();
    return out;
  }

  private async translateBatch(texts: string[], source: string | undefined, target: string, signal: AbortSignal | undefined, glossary?: string) {
    const from = source ? this.source(source) : null;
    const to = this.target(target);
    const markup = texts.some((t) => MARKUP.test(t));
    const options = { ...(markup ? { tagHandling: 'html' as const } : {}), ...(glossary ? { glossary } : {}) };
    try {
      return await this.guard.run(this.callBudgetMs(), signal, (stop) => withDeeplSignal(stop, () => this.client.translateText(texts, from, to, options)));
    } catch (err) {
      throw deeplError(err) as Error;
    }
  }

  async languagePairs(): Promise<LanguagePair[]> {
    try {
      const [sources, targets] = await this.guard.run(this.callBudgetMs(), undefined, (stop) =>
        withDeeplSignal(stop, () => Promise.all([this.client.getSourceLanguages(), this.client.getTargetLanguages()])),
      );
      await this.readGlossaryPairs();
      return this.pairsFrom(new Set(sources.map((l) => l.code.toUpperCase())), new Set(targets.map((l) => l.code.toUpperCase())));
    } catch (err) {
      return configuredPairsOr(this.options.languages, this.options.fallbackLanguages, deeplError(err));
    }
  }

  private async readGlossaryPairs(): Promise<void> {
    try {
      const pairs = await this.guard.run(this.callBudgetMs(), undefined, (stop) => withDeeplSignal(stop, () => this.client.getGlossaryLanguagePairs()));
      this.glossaryPairs = new Set(pairs.map((p) => `${p.sourceLang.toUpperCase()}-${p.targetLang.toUpperCase()}`));
    } catch {
      this.glossaryPairs = new Set();
    }
  }

  private pairsFrom(sources: Set<string>, targets: Set<string>): LanguagePair[] {
    const ids = this.options.languages.filter((l) => !l.isDisabled).map((l) => l.id);
    const pairs: LanguagePair[] = [];
    for (const a of ids) {
      const from = this.codes.source(a);
      if (!from || !sources.has(from)) continue;
      for (const b of ids) {
        const to = this.codes.target(b);
        // 'PT' → 'PT-PT' is no translation: DeepL refuses a target in the source's own language.
        if (b === a || !to || !targets.has(to) || deeplSourceCode(to) === from) continue;
        pairs.push({ source: a, target: b, via: [] });
      }
    }
    return pairs;
  }

  documentFormats(): readonly DocumentFormat[] {
    // DeepL reads .doc itself (and answers .docx); the other legacy formats go through LibreOffice first.
    return ['txt', 'html', 'docx', 'pptx', 'xlsx', 'pdf', 'doc', ...(onPath(SOFFICE) ? (['ppt', 'xls', 'rtf'] as const) : [])];
  }

  async translateDocument(input: TranslateDocumentInput): Promise<TranslateDocumentResult> {
    if (!this.documentFormats().includes(input.format)) {
      throw new MtError('UNSUPPORTED_FORMAT', `Documents in ${input.format} format cannot be translated by this engine`);
    }
    const from = this.source(input.source);
    const to = this.target(input.target);
    const outputFormat = outputFormatOf(input.format);
    let characters = 0;
    try {
      await translateAsFile(input, async (source, work) => {
        const file = isLegacyOfficeFormat(input.format) && input.format !== 'doc' ? await convertLegacyOffice(source, LEGACY_OFFICE_FORMATS[input.format], work, input.signal) : source;
        const translated = path.join(work, `translated.${outputFormat}`);
        await this.guard.run(this.options.documentTimeoutMs, input.signal, (signal) =>
          withDeeplSignal(signal, async () => (characters = await this.uploadPollDownload(file, from, to, input.format === 'pdf', translated, signal))),
        );
        return translated;
      });
      return { outputFormat, characters };
    } catch (err) {
      throw deeplError(err) as Error;
    }
  }

  private async uploadPollDownload(file: string, from: SourceLanguageCode, to: TargetLanguageCode, pdf: boolean, out: string, signal: AbortSignal): Promise<number> {
    // A PDF comes back as Word, as with every engine here (DeepL's output_format).
    const handle = await this.client.uploadDocument(file, from, to, pdf ? { extraRequestParameters: { output_format: 'docx' } } : {});
    const billed = await this.waitUntilDone(handle, signal);
    await this.client.downloadDocument(handle, out);
    return billed;
  }

  private async waitUntilDone(handle: DocumentHandle, signal: AbortSignal): Promise<number> {
    const pollMs = this.options.pollMs ?? 1000;
    for (;;) {
      const status = await this.client.getDocumentStatus(handle);
      if (status.done()) return status.billedCharacters ?? 0;
      if (!status.ok()) {
        throw new MtError('INVALID_DOCUMENT', `DeepL could not translate the document: ${status.errorMessage ?? 'no reason given'}`);
      }
      // DeepL estimates the time left; polling more often than every 5 s gains nothing on a long document.
      const wait = Math.min(Math.max((status.secondsRemaining ?? 0) * 1000, pollMs), 5000);
      await sleep(wait, signal);
    }
  }

  async close(): Promise<void> {
    this.guard.close();
  }
}
