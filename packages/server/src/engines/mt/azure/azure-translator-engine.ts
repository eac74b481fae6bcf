// Azure Translator (MT_ENGINE=azure): Translator v3 for text, the synchronous document API for files. Not reachable
// from this machine: request shapes are checked against recorded answers in the test.
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { isRetryableStatus, retryAfterMs, retryDelayMs, sleep } from '../../../lib/retry.ts';
import { pdfToDocx, spool } from '../apertium/documents.ts';
import {
  isLegacyOfficeFormat,
  LEGACY_OFFICE_FORMATS,
  MtError,
  outputFormatOf,
  type DocumentFormat,
  type EngineLanguage,
  type GlossaryMatch,
  type LanguagePair,
  type MtEngine,
  type TranslateDocumentInput,
  type TranslateDocumentResult,
  type TranslateTextInput,
  type TranslateTextResult,
  type OutputFormat,
} from '../engine.ts';
import { documentCharacters } from '../filters/count-characters.ts';
import { convertLegacyOffice, onPath, SOFFICE } from '../libreoffice.ts';
import { targetsIn } from '../glossary/targets-in.ts';
import { azureRefusal, type AzureErrorBody } from './azure-errors.ts';

export interface AzureTranslatorOptions {
  key: string;
  region: string | undefined;
  endpoint: string;
  documentEndpoint: string | undefined;
  timeoutMs: number;
  /** Attempts after the first while Azure is busy or failing (429, 5xx), waiting what its Retry-After asks. */
  retries?: number;
  languages: readonly EngineLanguage[];
  fetch?: typeof fetch;
}

const TEXT_API_VERSION = '3.0';
const DOCUMENT_API_VERSION = '2024-05-01';

const MIME: Record<OutputFormat, string> = {
  txt: 'text/plain',
  html: 'text/html',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
};

interface AzureTranslateItem {
  detectedLanguage?: { language: string; score: number };
  translations: Array<{ text: string; to: string }>;
}

export class AzureTranslatorEngine implements MtEngine {
  readonly name = 'azure';
  private readonly options: AzureTranslatorOptions;
  private readonly languages: readonly EngineLanguage[];
  private readonly fetch: typeof fetch;
  private supported: Promise<Set<string>> | undefined;
  private closed = false;
  private readonly inFlight = new Set<AbortController>();

  constructor(options: AzureTranslatorOptions) {
    this.options = options;
    this.languages = options.languages.filter((l) => !l.isDisabled && l.azureId);
    this.fetch = options.fetch ?? fetch;
  }

  private azureCode(id: string): string {
    const code = this.languages.find((l) => l.id === id)?.azureId;
    if (!code) throw new MtError('UNSUPPORTED_LANGUAGE', `Language ${id} is not served by machine translation`);
    return code;
  }

  /** Portal id for a code Azure reports: exact match first, then the same base language ('pt' for 'pt-PT'). */
  private portalId(azure: string): string | undefined {
    const lower = azure.toLowerCase();
    return (
      this.languages.find((l) => l.azureId!.toLowerCase() === lower)?.id ??
      this.languages.find((l) => l.azureId!.toLowerCase().split('-')[0] === lower.split('-')[0])?.id
    );
  }

  private headers(json: boolean): Record<string, string> {
    const h: Record<string, string> = { 'Ocp-Apim-Subscription-Key': this.options.key };
    if (this.options.region) h['Ocp-Apim-Subscription-Region'] = this.options.region;
    if (json) h['Content-Type'] = 'application/json; charset=UTF-8';
    return h;
  }

  private async call(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
    if (this.closed) throw new MtError('ENGINE_CLOSED', 'The translation engine is closed');
    const controller = new AbortController();
    this.inFlight.add(controller);
    try {
      const res = await this.send(url, init, AbortSignal.any([controller.signal, ...(signal ? [signal] : [])]));
      if (!res.ok) {
        throw azureRefusal(res.status, res.statusText, (await res.json().catch(() => ({}))) as AzureErrorBody);
      }
      return res;
    } catch (err) {
      if (err instanceof MtError) throw err;
      if (controller.signal.aborted) throw new MtError('ENGINE_CLOSED', 'The translation engine is closed', { cause: err });
      if (signal?.aborted) throw new MtError('ABORTED', 'Translation aborted', { cause: err });
      if ((err as Error).name === 'TimeoutError') throw new MtError('ENGINE_TIMEOUT', `Azure Translator did not answer in ${this.options.timeoutMs} ms`, { cause: err });
      throw new MtError('ENGINE_FAILURE', `Azure Translator unreachable: ${(err as Error).message}`, { cause: err });
    } finally {
      this.inFlight.delete(controller);
    }
  }

  /** Asked again while Azure is busy or failing, after its Retry-After or 1 s doubling (decision 131, lib/retry.ts). */
  private async send(url: string, init: RequestInit, stop: AbortSignal): Promise<Response> {
    const retries = this.options.retries ?? 0;
    for (let attempt = 1; ; attempt++) {
      const res = await this.fetch(url, { ...init, signal: AbortSignal.any([stop, AbortSignal.timeout(this.options.timeoutMs)]) });
      if (!isRetryableStatus(res.status) || attempt > retries) return res;
      await res.body?.cancel().catch(() => undefined);
      await sleep(retryDelayMs(attempt, 1000, retryAfterMs(res.headers.get('retry-after'))), stop);
    }
  }

  /** Azure's dynamic dictionary (decision 134) holds only with English on one side and a given source. */
  nativeGlossary(source: string, target: string): boolean {
    return [source, target].some((id) => this.azureCode(id).toLowerCase().startsWith('en'));
  }

  async translateText(input: TranslateTextInput): Promise<TranslateTextResult> {
    const query = new URLSearchParams({ 'api-version': TEXT_API_VERSION, to: this.azureCode(input.target) });
    if (input.source) query.set('from', this.azureCode(input.source));
    const matches = input.source ? (input.glossaryMatches ?? []) : [];
    const res = await this.call(
      `${this.options.endpoint}/translate?${query}`,
      { method: 'POST', headers: this.headers(true), body: JSON.stringify([{ Text: dictionaryMarkup(input.text, matches) }]) },
      input.signal,
    );
    const [item] = (await res.json()) as AzureTranslateItem[];
    const translation = item?.translations[0];
    if (!translation) throw new MtError('ENGINE_FAILURE', 'Azure Translator returned no translation');
    const result: TranslateTextResult = { translatedText: translation.text };
    if (matches.length) result.glossaryTerms = targetsIn(translation.text, matches.map((m) => ({ target: m.target.replace(/"/g, "'") })));
    if (!input.source) {
      const detected = item.detectedLanguage ? this.portalId(item.detectedLanguage.language) : undefined;
      if (!detected) throw new MtError('LANGUAGE_NOT_DETECTED', 'The source language could not be detected');
      result.detectedLanguage = detected;
    }
    return result;
  }

  private supportedCodes(): Promise<Set<string>> {
    this.supported ??= this.call(`${this.options.endpoint}/languages?api-version=${TEXT_API_VERSION}&scope=translation`, { method: 'GET' }, undefined)
      .then(async (res) => {
        const body = (await res.json()) as { translation?: Record<string, unknown> };
        return new Set(Object.keys(body.translation ?? {}).map((c) => c.toLowerCase()));
      })
      .catch((err: unknown) => {
        this.supported = undefined;
        throw err;
      });
    return this.supported;
  }

  async languagePairs(): Promise<LanguagePair[]> {
    const codes = await this.supportedCodes();
    const served = this.languages.filter((l) => codes.has(l.azureId!.toLowerCase()));
    // Azure translates between any two of its languages.
    return served.flatMap((a) => served.filter((b) => b.id !== a.id).map((b) => ({ source: a.id, target: b.id, via: [] })));
  }

  documentFormats(): readonly DocumentFormat[] {
    if (!this.options.documentEndpoint) return [];
    // Azure's synchronous API takes no legacy Office formats; the LibreOffice conversion makes them OOXML.
    return ['txt', 'html', 'docx', 'pptx', 'xlsx', 'pdf', ...(onPath(SOFFICE) ? (['doc', 'ppt', 'xls', 'rtf'] as const) : [])];
  }

  async translateDocument(input: TranslateDocumentInput): Promise<TranslateDocumentResult> {
    const endpoint = this.options.documentEndpoint;
    if (!endpoint || !this.documentFormats().includes(input.format)) {
      throw new MtError('UNSUPPORTED_FORMAT', `Documents in ${input.format} format cannot be translated by this engine`);
    }
    const query = new URLSearchParams({
      sourceLanguage: this.azureCode(input.source),
      targetLanguage: this.azureCode(input.target),
      'api-version': DOCUMENT_API_VERSION,
    });
    const outputFormat = outputFormatOf(input.format);
    const work = await mkdtemp(path.join(tmpdir(), 'lingua-azure-'));
    const outputPath = typeof input.output === 'string' ? input.output : undefined;
    try {
      let file = await spool(input.input, work, `source.${input.format}`);
      if (input.format === 'pdf') {
        // The same PDF → Word conversion as the default engine, so PDFs behave alike across engines.
        const docx = path.join(work, 'from-pdf.docx');
        await pdfToDocx(file, docx, work, input.signal);
        file = docx;
      } else if (isLegacyOfficeFormat(input.format)) {
        file = await convertLegacyOffice(file, LEGACY_OFFICE_FORMATS[input.format], work, input.signal);
      }
      // Azure's synchronous document answer carries no count of what it read: the filters count the text.
      const characters = await documentCharacters(file, outputFormat, input.signal);
      // A file-backed Blob: the upload streams from disk instead of loading the document into memory.
      const form = new FormData();
      form.append('document', await openAsBlob(file, { type: MIME[outputFormat] }), `document.${outputFormat}`);
      const res = await this.call(`${endpoint}/translator/document:translate?${query}`, { method: 'POST', headers: this.headers(false), body: form }, input.signal);
      if (!res.body) throw new MtError('ENGINE_FAILURE', 'Azure Translator returned an empty document');
      const body = Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>);
      if (outputPath) await pipeline(body, createWriteStream(outputPath));
      else await pipeline(body, input.output as Writable, { end: false });
      return { outputFormat, characters };
    } catch (err) {
      if (outputPath) await unlink(outputPath).catch(() => undefined);
      throw err;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    // Pending calls reject with ABORTED/ENGINE_FAILURE through their own handlers.
    for (const c of this.inFlight) c.abort();
  }
}

function dictionaryMarkup(text: string, matches: readonly GlossaryMatch[]): string {
  let out = '';
  let at = 0;
  for (const m of matches) {
    // The attribute is written between double quotes: one inside the target would end it.
    out += `${text.slice(at, m.start)}<mstrans:dictionary translation="${m.target.replace(/"/g, "'")}">${text.slice(m.start, m.end)}</mstrans:dictionary>`;
    at = m.end;
  }
  return out + text.slice(at);
}
