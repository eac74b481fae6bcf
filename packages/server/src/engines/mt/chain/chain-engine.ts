// MT_ENGINE as an ordered list (decision 130): a pair goes to the first engine serving it; metrics are set here.
import { DOCUMENT_FORMATS, MtError } from '../engine.ts';
import type {
  DocumentFormat,
  LanguageDetection,
  LanguagePair,
  MtEngine,
  TranslateDocumentInput,
  TranslateDocumentResult,
  TranslateTextInput,
  TranslateTextResult,
} from '../engine.ts';
import { LanguageLists, type EngineLanguages } from './language-lists.ts';
import { servedUnion, type ServedUnion } from './served-union.ts';
import { afterDetection, withGlossary } from '../glossary/apply-glossary.ts';
import { documentTakesGlossary, translateDocumentWithGlossary } from '../glossary/glossary-documents.ts';

export interface MtCallObservation {
  engine: string;
  call: 'translateText' | 'translateDocument' | 'languagePairs';
  outcome: 'ok' | 'failed';
  seconds: number;
  /** Characters of text translated: a text's, a document's as its engine counted them (0 for list calls). */
  characters: number;
}

export interface ChainEngineOptions {
  refreshMs: number;
  onListError?: (engine: string, err: unknown) => void;
}

/** Refusal of a pair no engine serves, with the code and words the single engines use (spec 3 §8 error body). */
function refusal(union: ServedUnion, source: string | undefined, target: string): MtError {
  for (const id of [target, ...(source ? [source] : [])]) {
    if (!union.servedLanguageIds.has(id)) return new MtError('UNSUPPORTED_LANGUAGE', `Language ${id} is not served by machine translation`);
  }
  return new MtError('UNSUPPORTED_LANGUAGE_PAIR', `Machine translation from ${source} to ${target} is not available`);
}

/** Calls kept for the first observer: the start's list calls, one per engine, with room for a refresh or two. */
const MAX_UNOBSERVED = 100;

/** A refusal after which the next engine may still translate a text whose source it detects itself. */
const DETECTION_REFUSALS = new Set(['LANGUAGE_NOT_DETECTED', 'UNSUPPORTED_LANGUAGE_PAIR', 'UNSUPPORTED_LANGUAGE']);

export class ChainEngine implements MtEngine {
  readonly name: string;
  private readonly lists: LanguageLists;
  private union: ServedUnion = servedUnion([]);
  private observers: Array<(o: MtCallObservation) => void> = [];
  /** Calls made before anyone observed (the language lists fetched at start, before the metrics attach). */
  private unobserved: MtCallObservation[] = [];
  readonly engines: readonly MtEngine[];

  constructor(engines: readonly MtEngine[], options: ChainEngineOptions) {
    this.engines = engines;
    if (engines.length === 0) throw new Error('MT_ENGINE names no engine');
    this.name = engines.map((e) => e.name).join(',');
    this.lists = new LanguageLists(engines, {
      refreshMs: options.refreshMs,
      onError: options.onListError ?? (() => {}),
      onChange: () => {
        this.union = servedUnion(this.lists.list().map((s) => s.pairs));
      },
      fetch: (engine) => this.timed(engine, 'languagePairs', 0, () => engine.languagePairs()),
    });
  }

  async start(): Promise<void> {
    await this.lists.refresh();
    this.lists.start();
  }

  refreshLanguages(): Promise<void> {
    return this.lists.refresh();
  }

  served(): ServedUnion {
    return this.union;
  }

  engineLanguages(): readonly EngineLanguages[] {
    return this.lists.list();
  }

  /** The first listener is told at once of the calls before it (the start's list calls), so metrics miss none. */
  observe(observer: (o: MtCallObservation) => void): void {
    this.observers.push(observer);
    for (const o of this.unobserved.splice(0)) observer(o);
  }

  private async timed<T>(engine: MtEngine, call: MtCallObservation['call'], characters: number | ((result: T) => number), run: () => Promise<T>): Promise<T> {
    const began = performance.now();
    const tell = (outcome: MtCallObservation['outcome'], result?: T) => {
      const counted = outcome === 'failed' ? 0 : typeof characters === 'number' ? characters : characters(result!);
      const o = { engine: engine.name, call, outcome, seconds: (performance.now() - began) / 1000, characters: counted };
      if (this.observers.length === 0 && this.unobserved.length < MAX_UNOBSERVED) this.unobserved.push(o);
      for (const observer of this.observers) observer(o);
    };
    try {
      const result = await run();
      tell('ok', result);
      return result;
    } catch (err) {
      tell('failed');
      throw err;
    }
  }

  engineFor(source: string, target: string, format?: DocumentFormat): MtEngine | undefined {
    return this.engines.find((e, i) => this.lists.serves(i, source, target) && (!format || e.documentFormats().includes(format)));
  }

  async translateText(input: TranslateTextInput): Promise<TranslateTextResult> {
    if (!input.source) return this.detectAndTranslate(input);
    // Into its own language a text stays as it is (as Apertium answered alone); no engine lists such a pair.
    if (input.source === input.target && this.union.servedLanguageIds.has(input.source)) return { translatedText: input.text };
    const engine = this.engineFor(input.source, input.target);
    if (!engine) throw refusal(this.union, input.source, input.target);
    const native = engine.nativeGlossary?.(input.source, input.target) ?? false;
    const result = await withGlossary({ ...input, source: input.source }, (i) => this.timed(engine, 'translateText', i.text.length, () => engine.translateText(i)), native);
    return { ...result, engine: engine.name };
  }

  /** Engines serving the target detect among their own sources, in turn until one can; else the first refusal. */
  private async detectAndTranslate(input: TranslateTextInput): Promise<TranslateTextResult> {
    const candidates = this.engines.filter((_, i) => this.lists.list()[i]!.pairs.some((p) => p.target === input.target));
    if (candidates.length === 0) throw refusal(this.union, undefined, input.target);
    let firstRefusal: unknown;
    for (const engine of candidates) {
      try {
        const result = await this.timed(engine, 'translateText', input.text.length, () => engine.translateText({ ...input, glossary: undefined }));
        // Translated again from the detected source when its glossary has terms here, maybe by another engine.
        const final = await afterDetection(input, result, (i) => this.translateText(i));
        return { ...final, engine: final.engine ?? engine.name };
      } catch (err) {
        if (!(err instanceof MtError && DETECTION_REFUSALS.has(err.code))) throw err;
        firstRefusal ??= err;
      }
    }
    throw firstRefusal;
  }

  /** Advice only: a failing detector answers undefined rather than failing the translation it accompanies. */
  async detectLanguage(text: string, target: string): Promise<LanguageDetection | undefined> {
    const engine = this.engines.find((e, i) => e.detectLanguage && this.lists.list()[i]!.pairs.some((p) => p.target === target));
    try {
      return await engine?.detectLanguage?.(text, target);
    } catch {
      return undefined;
    }
  }

  async translateDocument(input: TranslateDocumentInput): Promise<TranslateDocumentResult> {
    const engine = this.engineFor(input.source, input.target, input.format);
    if (!engine) {
      if (!this.engineFor(input.source, input.target)) throw refusal(this.union, input.source, input.target);
      throw new MtError('UNSUPPORTED_FORMAT', `Documents in ${input.format} format cannot be translated`);
    }
    if (documentTakesGlossary(input)) {
      // Segment by segment as texts, each call timed as one; the document's call is not counted twice.
      const native = engine.nativeGlossary?.(input.source, input.target) ?? false;
      const text = (i: TranslateTextInput) => this.timed(engine, 'translateText', i.text.length, () => engine.translateText(i));
      return { ...(await translateDocumentWithGlossary(input, text, native)), engine: engine.name };
    }
    const { glossary: _, ...plain } = input;
    const result = await this.timed(engine, 'translateDocument', (r) => r.characters ?? 0, () => engine.translateDocument(plain));
    return { ...result, engine: engine.name };
  }

  async languagePairs(): Promise<LanguagePair[]> {
    return [...this.union.pairs];
  }

  documentFormats(): readonly DocumentFormat[] {
    const taken = new Set(this.engines.flatMap((e) => e.documentFormats()));
    return DOCUMENT_FORMATS.filter((f) => taken.has(f));
  }

  async close(): Promise<void> {
    this.lists.stop();
    await Promise.all(this.engines.map((e) => e.close()));
  }
}
