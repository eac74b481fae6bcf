// The default engine: Apertium pairs as warm null-flush pipelines (text) or one pipeline per document; pairs without
// a mode go through a pivot (Spanish: most pairs have it on one side).
import {
  MtError,
  type DocumentFormat,
  type EngineLanguage,
  type LanguageDetection,
  type LanguagePair,
  type MtEngine,
  type TranslateDocumentInput,
  type TranslateDocumentResult,
  type TranslateTextInput,
  type TranslateTextResult,
} from '../engine.ts';
import { trigramScores, type DetectionCandidate } from '../language-detector.ts';
import { onPath, SOFFICE } from '../libreoffice.ts';
import { translateDocumentWithApertium } from './documents.ts';
import { APERTIUM_DEFAULTS, DEFAULT_MODES_DIR } from '../../../config/apertium-config.ts';
import { discoverModes, loadPipeline, type ApertiumMode, type PipelineCommand } from './modes.ts';
import { PipelinePool } from './pipeline-pool.ts';
import { deformatText, reformatText } from './stream-format.ts';
import { shieldLiteralMarks, takeUnsureMarks, type UnsureSpan } from './unsure-marks.ts';

export interface ApertiumEngineOptions {
  languages: readonly EngineLanguage[];
  modesDir?: string;
  poolSize?: number;
  timeoutMs?: number;
  /** ISO 639-3 codes tried, in order, as the middle language when no direct mode exists. */
  pivots?: readonly string[];
}

export { APERTIUM_DEFAULTS } from '../../../config/apertium-config.ts';

const TEXT_FORMATS: readonly DocumentFormat[] = ['txt', 'html', 'docx', 'pptx', 'xlsx', 'odt'];
/** Read through a LibreOffice conversion, so offered only where soffice is installed. */
const LEGACY_FORMATS: readonly DocumentFormat[] = ['doc', 'ppt', 'xls', 'rtf'];

export class ApertiumEngine implements MtEngine {
  readonly name = 'apertium';
  private readonly options: Required<Omit<ApertiumEngineOptions, 'languages' | 'modesDir'>>;
  private readonly languages: readonly EngineLanguage[];
  private readonly modes = new Map<string, ApertiumMode>();
  private readonly pools = new Map<string, PipelinePool>();
  private readonly analysers = new Map<string, PipelinePool>();
  private readonly streamCommands = new Map<string, PipelineCommand[]>();
  private readonly formats: readonly DocumentFormat[];
  private closed = false;

  constructor(options: ApertiumEngineOptions) {
    this.languages = options.languages.filter((l) => !l.isDisabled);
    this.options = {
      poolSize: options.poolSize ?? APERTIUM_DEFAULTS.poolSize,
      timeoutMs: options.timeoutMs ?? APERTIUM_DEFAULTS.timeoutMs,
      pivots: options.pivots ?? APERTIUM_DEFAULTS.pivots,
    };
    for (const mode of discoverModes(options.modesDir ?? DEFAULT_MODES_DIR)) {
      if (mode.variant === undefined) this.modes.set(`${mode.source}-${mode.target}`, mode);
    }
    this.formats = [
      ...TEXT_FORMATS,
      ...(onPath('pdftotext') ? (['pdf'] as const) : []),
      ...(onPath(SOFFICE) ? LEGACY_FORMATS : []),
    ];
  }

  installedModes(): string[] {
    return [...this.modes.keys()];
  }

  route(source: string, target: string): ApertiumMode[] | undefined {
    if (source === target) return [];
    const direct = this.modes.get(`${source}-${target}`);
    if (direct) return [direct];
    for (const pivot of this.options.pivots) {
      const first = this.modes.get(`${source}-${pivot}`);
      const second = this.modes.get(`${pivot}-${target}`);
      if (first && second) return [first, second];
    }
    return undefined;
  }

  private apertiumCode(id: string): string {
    const code = this.languages.find((l) => l.id === id)?.apertiumCode;
    if (!code) throw new MtError('UNSUPPORTED_LANGUAGE', `Language ${id} is not served by machine translation`);
    return code;
  }

  /** Portal id for an Apertium code: the first language row carrying it (e.g. 'ptb' before 'ptg'). */
  private portalId(code: string): string | undefined {
    return this.languages.find((l) => l.apertiumCode === code)?.id;
  }

  async languagePairs(): Promise<LanguagePair[]> {
    const pairs: LanguagePair[] = [];
    for (const a of this.languages) {
      for (const b of this.languages) {
        if (a.id === b.id || !a.apertiumCode || !b.apertiumCode || a.apertiumCode === b.apertiumCode) continue;
        const route = this.route(a.apertiumCode, b.apertiumCode);
        if (!route) continue;
        const via = route.slice(1).map((m) => this.portalId(m.source) ?? m.source);
        pairs.push({ source: a.id, target: b.id, via });
      }
    }
    return pairs;
  }

  documentFormats(): readonly DocumentFormat[] {
    return this.formats;
  }

  /** `marked`: the generator marks the words it was unsure of (the last stage of a text's route). */
  private pool(mode: ApertiumMode, marked = true): PipelinePool {
    const key = marked ? mode.name : `${mode.name} unmarked`;
    let pool = this.pools.get(key);
    if (!pool) {
      const commands = loadPipeline(mode, { nullFlush: true, markUnknown: marked });
      pool = new PipelinePool(mode.name, commands, { size: this.options.poolSize, timeoutMs: this.options.timeoutMs });
      this.pools.set(key, pool);
    }
    return pool;
  }

  poolFor(source: string, target: string): PipelinePool {
    const route = this.route(this.apertiumCode(source), this.apertiumCode(target));
    if (!route || route.length !== 1) throw new MtError('UNSUPPORTED_LANGUAGE_PAIR', `No direct mode for ${source}→${target}`);
    return this.pool(route[0]!);
  }

  async warmUp(pairs: ReadonlyArray<{ source: string; target: string }>): Promise<void> {
    const pools = new Set<PipelinePool>();
    for (const { source, target } of pairs) {
      const route = this.route(this.apertiumCode(source), this.apertiumCode(target)) ?? [];
      for (const [i, mode] of route.entries()) pools.add(this.pool(mode, i === route.length - 1));
    }
    await Promise.all([...pools].map((p) => p.warmUp()));
  }

  private assertOpen(): void {
    if (this.closed) throw new MtError('ENGINE_CLOSED', 'The translation engine is closed');
  }

  async translateText(input: TranslateTextInput): Promise<TranslateTextResult> {
    this.assertOpen();
    const targetCode = this.apertiumCode(input.target);
    let sourceId = input.source;
    let detected: string | undefined;
    if (!sourceId) {
      detected = await this.detect(input.text, targetCode);
      if (!detected) throw new MtError('LANGUAGE_NOT_DETECTED', 'The source language could not be detected');
      sourceId = detected;
    }
    const sourceCode = this.apertiumCode(sourceId);
    const route = this.route(sourceCode, targetCode);
    if (!route) throw new MtError('UNSUPPORTED_LANGUAGE_PAIR', `Machine translation from ${sourceId} to ${input.target} is not available`);
    const { text, unsure } = await this.translateStream(input.text, route, input.signal);
    const result: TranslateTextResult = { translatedText: text };
    if (unsure.length) result.unsureWords = unsure;
    if (detected) result.detectedLanguage = detected;
    return result;
  }

  private async translateStream(text: string, route: readonly ApertiumMode[], signal?: AbortSignal): Promise<{ text: string; unsure: UnsureSpan[] }> {
    if (route.length === 0 || text.trim() === '') return { text, unsure: [] };
    let stream = deformatText(shieldLiteralMarks(text));
    // A pipeline's output is still in stream format (escaped, blanks wrapped), so a pivot feeds it on as is;
    // only the last stage marks, so a word unknown on the way is not marked twice.
    for (const [i, mode] of route.entries()) stream = await this.pool(mode, i === route.length - 1).translate(stream, signal);
    const out = takeUnsureMarks(reformatText(stream).trim());
    // Transfer rules may add or drop a blank at the edges (a dropped subject pronoun leaves one);
    // the caller's own leading and trailing whitespace is what they get back.
    const lead = /^\s*/.exec(text)![0];
    const unsure = out.unsure.map((u) => ({ ...u, start: u.start + lead.length, end: u.end + lead.length }));
    return { text: `${lead}${out.text}${/\s*$/.exec(text)![0]}`, unsure };
  }

  /** Among the target's sources and the target itself; for a few words the analysers' known-word share decides. */
  async detect(text: string, targetCode?: string): Promise<string | undefined> {
    return (await this.detectScores(text, targetCode))[0]?.language;
  }

  async detectLanguage(text: string, target: string): Promise<LanguageDetection | undefined> {
    const scores = await this.detectScores(text, this.apertiumCode(target));
    return scores[0] ? { language: scores[0].language, confidence: scores[0].score, scores } : undefined;
  }

  /** Every candidate with its score (half trigram closeness, half the share of words its analyser knows), best first. */
  private async detectScores(text: string, targetCode?: string): Promise<LanguageDetection['scores']> {
    this.assertOpen();
    const candidates: DetectionCandidate[] = [];
    for (const l of this.languages) {
      if (!l.apertiumCode || candidates.some((c) => c.iso3 === l.apertiumCode)) continue;
      const servable = targetCode ? this.route(l.apertiumCode, targetCode) !== undefined : this.hasAnalyser(l.apertiumCode);
      if (servable && this.hasAnalyser(l.apertiumCode)) candidates.push({ id: l.id, iso3: l.apertiumCode });
    }
    const scores = trigramScores(text, candidates);
    const coverage = await Promise.all(scores.map((s) => this.lexicalCoverage(text, s.iso3)));
    return scores.map((s, i) => ({ language: s.id, score: 0.5 * s.trigram + 0.5 * coverage[i]! })).sort((a, b) => b.score - a.score);
  }

  private analyserMode(code: string): ApertiumMode | undefined {
    for (const mode of this.modes.values()) if (mode.source === code) return mode;
    return undefined;
  }

  private hasAnalyser(code: string): boolean {
    return this.analyserMode(code) !== undefined;
  }

  private async lexicalCoverage(text: string, code: string): Promise<number> {
    const mode = this.analyserMode(code);
    if (!mode) return 0;
    let pool = this.analysers.get(code);
    if (!pool) {
      // The first program of a mode is its morphological analyser (lt-proc on the .automorf.bin).
      const analyser = loadPipeline(mode, { nullFlush: true })[0]!;
      pool = new PipelinePool(`${code}-analyser`, [analyser], { size: 1, timeoutMs: this.options.timeoutMs });
      this.analysers.set(code, pool);
    }
    const analysed = await pool.translate(deformatText(text.slice(0, 2000)));
    let words = 0;
    let known = 0;
    // Lexical units look like ^surface/analysis1/analysis2$; unknown words come back as ^surface/*surface$.
    for (const m of analysed.matchAll(/\^((?:[^\\$/]|\\.)*)\/((?:[^\\$]|\\.)*)\$/g)) {
      if (!/\p{L}/u.test(m[1]!)) continue;
      words++;
      if (!m[2]!.startsWith('*')) known++;
    }
    return words === 0 ? 0 : known / words;
  }

  async translateDocument(input: TranslateDocumentInput): Promise<TranslateDocumentResult> {
    this.assertOpen();
    if (!this.formats.includes(input.format)) throw new MtError('UNSUPPORTED_FORMAT', `Documents in ${input.format} format cannot be translated`);
    const route = this.route(this.apertiumCode(input.source), this.apertiumCode(input.target));
    if (!route || route.length === 0) {
      throw new MtError('UNSUPPORTED_LANGUAGE_PAIR', `Machine translation from ${input.source} to ${input.target} is not available`);
    }
    // Documents get their own processes rather than the warm text workers: a long document would hold a
    // worker for seconds and stall interactive requests behind it, and a cold start is small beside it.
    let unsureWords = 0;
    const translation = route.flatMap((mode, i) => {
      let commands = this.streamCommands.get(mode.name);
      if (!commands) {
        // Without marks: a delivered file never carries them (decision 143).
        commands = loadPipeline(mode, { nullFlush: false, markUnknown: false });
        this.streamCommands.set(mode.name, commands);
      }
      // The last stage's generator reads the words nobody knew (a pivot's second stage sees the first's too).
      return i === route.length - 1 ? countingGenerator(commands, (n) => (unsureWords += n)) : commands;
    });
    const result = await translateDocumentWithApertium({ input: input.input, format: input.format, output: input.output, translation, signal: input.signal });
    return { ...result, unsureWords };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pool of [...this.pools.values(), ...this.analysers.values()]) pool.close();
    this.pools.clear();
    this.analysers.clear();
  }
}

/** A mode's programs with a counting link before its generator (`lt-proc -n|-g` on the .autogen.bin). */
function countingGenerator(commands: readonly PipelineCommand[], countUnknown: (count: number) => void): PipelineCommand[] {
  const generator = commands.findLastIndex((c) => c.command === 'lt-proc' && (c.args.includes('-n') || c.args.includes('-g')));
  return commands.map((c, i) => (i === generator ? { ...c, countUnknown } : c));
}
