// LibreTranslate (MT_ENGINE=libretranslate) by hand over fetch (no official Node client): /translate with an array
// `q`, /languages, /frontend/settings, /translate_file. Retries follow lib/retry.ts; the CallGuard adds the deadline.
import { createWriteStream, openAsBlob } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fetchWithRetries, serviceSaid } from '../../../lib/retry.ts';
import { pdfToDocx } from '../apertium/documents.ts';
import {
  isLegacyOfficeFormat,
  LEGACY_OFFICE_FORMATS,
  MtError,
  outputFormatOf,
  type DocumentFormat,
  type LegacyOfficeFormat,
  type EngineLanguage,
  type LanguagePair,
  type MtEngine,
  type TranslateDocumentInput,
  type TranslateDocumentResult,
  type TranslateTextInput,
  type TranslateTextResult,
} from '../engine.ts';
import { CallGuard, configuredPairsOr, translateAsFile } from '../engine-support.ts';
import { documentCharacters } from '../filters/count-characters.ts';
import { convertLegacyOffice, onPath, SOFFICE } from '../libreoffice.ts';
import type { LibreTranslateConfig } from '../../../config/libretranslate-config.ts';
import { libreGaveUp, libreRefusal } from './libretranslate-errors.ts';
import { libreCodes } from './libretranslate-languages.ts';

export interface LibreTranslateEngineOptions extends LibreTranslateConfig {
  languages: readonly EngineLanguage[];
}

interface LibreLanguage {
  code: string;
  name: string;
  targets?: string[];
}

interface LibreTranslation {
  translatedText: string | string[];
  detectedLanguage?: { language: string; confidence: number } | Array<{ language: string; confidence: number }>;
}

/** The formats of ours an instance may list in supportedFilesFormat ('.docx' ...). */
const FILE_FORMATS: readonly DocumentFormat[] = ['txt', 'html', 'docx', 'pptx', 'xlsx', 'odt'];
const MARKUP = /<[a-z][^>]*>/i;
const SEGMENTS_PER_CALL = 50;
const LEGACY: readonly LegacyOfficeFormat[] = ['doc', 'ppt', 'xls', 'rtf'];

export class LibreTranslateEngine implements MtEngine {
  readonly name = 'libretranslate';
  private readonly options: LibreTranslateEngineOptions;
  private readonly guard = new CallGuard('LibreTranslate');
  /** From the last /languages answer; until then each table code is sent as it is. */
  private codes: Map<string, string> | undefined;
  private formats: readonly DocumentFormat[] = [];
  private charLimit: number | undefined;

  constructor(options: LibreTranslateEngineOptions) {
    this.options = options;
  }

  private call<T>(route: string, init: () => RequestInit, read: (res: Response) => Promise<T>, signal: AbortSignal | undefined, url = `${this.options.url}${route}`): Promise<T> {
    const { timeoutMs, retries, retryBaseMs } = this.options;
    const checked = async (res: Response) => {
      if (!res.ok) throw libreRefusal(res.status, serviceSaid(await res.text().catch(() => '')));
      return read(res);
    };
    const budget = (timeoutMs + 60_000) * (retries + 1);
    return this.guard.run(budget, signal, (s) => fetchWithRetries(url, init, checked, { timeoutMs, retries, retryBaseMs, signal: s })).catch((err: unknown) => {
      throw libreGaveUp(err) as Error;
    });
  }

  private postJson<T>(route: string, body: Record<string, unknown>, signal: AbortSignal | undefined): Promise<T> {
    const withKey = this.options.key ? { ...body, api_key: this.options.key } : body;
    const init = () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(withKey) });
    return this.call(route, init, (res) => res.json() as Promise<T>, signal);
  }

  private code(id: string): string {
    const code = this.codes ? this.codes.get(id) : this.options.languages.find((l) => l.id === id && !l.isDisabled)?.azureId;
    if (!code) throw new MtError('UNSUPPORTED_LANGUAGE', `Language ${id} is not served by machine translation`);
    return code;
  }

  private portalIdOf(code: string): string | undefined {
    const lower = code.toLowerCase();
    const entries = [...(this.codes ?? new Map(this.options.languages.filter((l) => l.azureId).map((l) => [l.id, l.azureId!])))];
    return entries.find(([, c]) => c.toLowerCase() === lower)?.[0] ?? entries.find(([, c]) => c.toLowerCase().split('-')[0] === lower.split('-')[0])?.[0];
  }

  async translateText(input: TranslateTextInput): Promise<TranslateTextResult> {
    const body = { q: [input.text], source: input.source ? this.code(input.source) : 'auto', target: this.code(input.target), format: MARKUP.test(input.text) ? 'html' : 'text' };
    const answer = await this.postJson<LibreTranslation>('/translate', body, input.signal);
    const [translatedText] = translationsOf(answer, 1);
    if (input.source) return { translatedText: translatedText! };
    const detected = [answer.detectedLanguage].flat()[0];
    const id = detected ? this.portalIdOf(detected.language) : undefined;
    if (!id) throw new MtError('LANGUAGE_NOT_DETECTED', 'The source language could not be detected');
    return { translatedText: translatedText!, detectedLanguage: id };
  }

  async translateSegments(segments: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]> {
    const out: string[] = [];
    let batch: string[] = [];
    let chars = 0;
    const send = async () => {
      const body = { q: batch, source: this.code(source), target: this.code(target), format: batch.some((s) => MARKUP.test(s)) ? 'html' : 'text' };
      out.push(...translationsOf(await this.postJson<LibreTranslation>('/translate', body, signal), batch.length));
      batch = [];
      chars = 0;
    };
    for (const s of segments) {
      // A text beyond the limit goes alone: the instance's refusal then names the limit.
      if (batch.length === SEGMENTS_PER_CALL || (batch.length && this.charLimit && chars + s.length > this.charLimit)) await send();
      batch.push(s);
      chars += s.length;
    }
    if (batch.length) await send();
    return out;
  }

  async languagePairs(): Promise<LanguagePair[]> {
    let list: LibreLanguage[];
    try {
      list = await this.call('/languages', () => ({ method: 'GET' }), (res) => res.json() as Promise<LibreLanguage[]>, undefined);
    } catch (err) {
      return configuredPairsOr(this.options.languages, this.options.fallbackLanguages, err);
    }
    this.codes = libreCodes(this.options.languages, new Set(list.map((l) => l.code)));
    await this.readSettings();
    const targetsOf = new Map(list.map((l) => [l.code, new Set(l.targets ?? list.map((t) => t.code))]));
    const pairs: LanguagePair[] = [];
    for (const [a, ca] of this.codes) {
      for (const [b, cb] of this.codes) {
        if (ca !== cb && targetsOf.get(ca)?.has(cb)) pairs.push({ source: a, target: b, via: [] });
      }
    }
    return pairs;
  }

  /** File formats (none when file translation is off or unreadable) and charLimit (-1 or absent: none). */
  private async readSettings(): Promise<void> {
    try {
      type Settings = { supportedFilesFormat?: string[]; charLimit?: number };
      const settings = await this.call('/frontend/settings', () => ({ method: 'GET' }), (res) => res.json() as Promise<Settings>, undefined);
      const listed = new Set((settings.supportedFilesFormat ?? []).map((f) => f.replace(/^\./, '').toLowerCase()));
      const formats = FILE_FORMATS.filter((f) => listed.has(f));
      // PDFs become Word and legacy Office files OOXML first, as with every engine.
      const legacy = onPath(SOFFICE) ? LEGACY.filter((f) => formats.includes(LEGACY_OFFICE_FORMATS[f])) : [];
      this.formats = [...formats, ...(formats.includes('docx') ? (['pdf'] as const) : []), ...legacy];
      this.charLimit = typeof settings.charLimit === 'number' && settings.charLimit > 0 ? settings.charLimit : undefined;
    } catch {
      this.formats = [];
    }
  }

  documentFormats(): readonly DocumentFormat[] {
    return this.formats;
  }

  async translateDocument(input: TranslateDocumentInput): Promise<TranslateDocumentResult> {
    if (!this.formats.includes(input.format)) {
      throw new MtError('UNSUPPORTED_FORMAT', `Documents in ${input.format} format cannot be translated by this engine`);
    }
    const [from, to] = [this.code(input.source), this.code(input.target)];
    const format = outputFormatOf(input.format);
    let characters = 0;
    await translateAsFile(input, async (source, work) => {
      let file = source;
      if (input.format === 'pdf') {
        file = path.join(work, 'from-pdf.docx');
        await pdfToDocx(source, file, work, input.signal);
      } else if (isLegacyOfficeFormat(input.format)) {
        file = await convertLegacyOffice(source, LEGACY_OFFICE_FORMATS[input.format], work, input.signal);
      }
      const translated = path.join(work, `translated.${format}`);
      // /translate_file answers no count of what it read: the filters count the text as for every engine.
      characters = await documentCharacters(file, format, input.signal);
      await this.translateFile(file, format, from, to, translated, input.signal);
      return translated;
    });
    return { outputFormat: format, characters };
  }

  private async translateFile(file: string, format: string, source: string, target: string, out: string, signal: AbortSignal | undefined): Promise<void> {
    const blob = await openAsBlob(file);
    const form = () => {
      const body = new FormData();
      body.append('file', blob, `document.${format}`);
      body.append('source', source);
      body.append('target', target);
      if (this.options.key) body.append('api_key', this.options.key);
      return { method: 'POST', body };
    };
    const { translatedFileUrl } = await this.call('/translate_file', form, (res) => res.json() as Promise<{ translatedFileUrl?: string }>, signal);
    const at = translatedFileUrl?.indexOf('/download_file') ?? -1;
    if (at < 0) throw new MtError('ENGINE_FAILURE', 'LibreTranslate answered no link to the translated file');
    await this.call('', () => ({ method: 'GET' }), async (res) => {
      if (!res.body) throw new MtError('ENGINE_FAILURE', 'LibreTranslate returned an empty file');
      await pipeline(Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>), createWriteStream(out));
    }, signal, `${this.options.url}${translatedFileUrl!.slice(at)}`);
  }

  async close(): Promise<void> {
    this.guard.close();
  }
}

/** The translations of an answer: an array for an array `q` (a lone string on an instance that flattens one). */
function translationsOf(answer: LibreTranslation, count: number): string[] {
  const list = Array.isArray(answer.translatedText) ? answer.translatedText : [answer.translatedText];
  if (list.length !== count || list.some((t) => typeof t !== 'string')) {
    throw new MtError('ENGINE_FAILURE', `LibreTranslate answered ${list.length} translations for ${count} texts`);
  }
  return list;
}
