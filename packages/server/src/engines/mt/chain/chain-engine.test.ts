// The chain in front of engines that answer from a table: which engine each pair and document goes to, what the
// forms are offered, detection across engines, the refresh and an engine whose list cannot be had.
import { describe, expect, it } from 'vitest';
import { MtError, type DocumentFormat, type LanguagePair, type MtEngine, type TranslateTextInput } from '../engine.ts';
import { ChainEngine, type MtCallObservation } from './chain-engine.ts';

interface TableEngine extends MtEngine {
  pairs: Array<[string, string]> | Error;
  texts: TranslateTextInput[];
}

/** An engine serving `pairs` that answers "<name>:<text>"; with no source it "detects" `detects`. */
function tableEngine(name: string, pairs: Array<[string, string]>, formats: DocumentFormat[] = ['txt'], detects?: string): TableEngine {
  const engine: TableEngine = {
    name,
    pairs,
    texts: [],
    async languagePairs(): Promise<LanguagePair[]> {
      if (engine.pairs instanceof Error) throw engine.pairs;
      return engine.pairs.map(([source, target]) => ({ source, target, via: [] }));
    },
    async translateText(input) {
      engine.texts.push(input);
      if (!input.source && !detects) throw new MtError('LANGUAGE_NOT_DETECTED', 'The source language could not be detected');
      return { translatedText: `${name}:${input.text}`, ...(input.source ? {} : { detectedLanguage: detects }) };
    },
    async translateDocument(input) {
      return { outputFormat: input.format === 'pdf' ? 'docx' : (input.format as 'txt') };
    },
    documentFormats: () => formats,
    async close() {},
  };
  return engine;
}

async function chainOf(...engines: MtEngine[]): Promise<ChainEngine> {
  const chain = new ChainEngine(engines, { refreshMs: 3_600_000 });
  await chain.start();
  return chain;
}

describe('a chain of MT engines', () => {
  it('sends each pair to the first engine serving it and names that engine', async () => {
    const deepl = tableEngine('deepl', [['enu', 'deu'], ['enu', 'esn']]);
    const apertium = tableEngine('apertium', [['enu', 'esn'], ['enu', 'cat']]);
    const chain = await chainOf(deepl, apertium);
    expect(await chain.translateText({ text: 'Hi', source: 'enu', target: 'esn' })).toEqual({ translatedText: 'deepl:Hi', engine: 'deepl' });
    expect(await chain.translateText({ text: 'Hi', source: 'enu', target: 'cat' })).toEqual({ translatedText: 'apertium:Hi', engine: 'apertium' });
    expect(chain.served().combinations.get('enu')).toEqual(['cat', 'deu', 'esn']);
    expect([...chain.served().servedLanguageIds].sort()).toEqual(['cat', 'deu', 'enu', 'esn']);
    await chain.close();
  });

  it('refuses a pair no engine serves with the codes a single engine uses', async () => {
    const chain = await chainOf(tableEngine('a', [['enu', 'esn']]), tableEngine('b', [['esn', 'cat']]));
    await expect(chain.translateText({ text: 'Hi', source: 'enu', target: 'cat' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE_PAIR', message: 'Machine translation from enu to cat is not available' });
    await expect(chain.translateText({ text: 'Hi', source: 'enu', target: 'jpn' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE', message: 'Language jpn is not served by machine translation' });
    expect(await chain.translateText({ text: 'Hi', source: 'cat', target: 'cat' })).toEqual({ translatedText: 'Hi' });
    await expect(chain.translateText({ text: 'Hi', source: 'jpn', target: 'jpn' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
    await chain.close();
  });

  it('sends a document to the first engine serving its pair and its format', async () => {
    const deepl = tableEngine('deepl', [['enu', 'esn']], ['docx']);
    const apertium = tableEngine('apertium', [['enu', 'esn']], ['txt', 'pdf']);
    const chain = await chainOf(deepl, apertium);
    const doc = (format: DocumentFormat) => chain.translateDocument({ input: 'in', output: 'out', format, source: 'enu', target: 'esn' });
    expect(await doc('docx')).toEqual({ outputFormat: 'docx', engine: 'deepl' });
    expect(await doc('pdf')).toEqual({ outputFormat: 'docx', engine: 'apertium' });
    await expect(doc('xlsx')).rejects.toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
    expect(chain.documentFormats()).toEqual(['txt', 'docx', 'pdf']);
    await chain.close();
  });

  it('lets the next engine detect the source when the first cannot', async () => {
    const first = tableEngine('first', [['enu', 'esn']]);
    const second = tableEngine('second', [['fra', 'esn']], ['txt'], 'fra');
    const chain = await chainOf(first, second);
    expect(await chain.translateText({ text: 'Bonjour', target: 'esn' })).toEqual({ translatedText: 'second:Bonjour', detectedLanguage: 'fra', engine: 'second' });
    expect(first.texts).toHaveLength(1);
    const alone = await chainOf(tableEngine('only', [['enu', 'esn']]));
    await expect(alone.translateText({ text: '…', target: 'esn' })).rejects.toMatchObject({ code: 'LANGUAGE_NOT_DETECTED' });
    await chain.close();
    await alone.close();
  });

  it('starts when an engine cannot be reached, keeps its last list and picks up a new one on refresh', async () => {
    const deepl = tableEngine('deepl', [['enu', 'deu']]);
    deepl.pairs = new Error('connect ECONNREFUSED 127.0.0.1:9');
    const errors: string[] = [];
    const chain = new ChainEngine([deepl, tableEngine('apertium', [['enu', 'esn']])], { refreshMs: 3_600_000, onListError: (name, err) => errors.push(`${name}: ${(err as Error).message}`) });
    await chain.start();
    expect(errors).toEqual(['deepl: connect ECONNREFUSED 127.0.0.1:9']);
    expect(chain.served().combinations.get('enu')).toEqual(['esn']);
    expect(chain.engineLanguages()[0]).toMatchObject({ name: 'deepl', pairs: [], error: 'connect ECONNREFUSED 127.0.0.1:9' });

    deepl.pairs = [['enu', 'deu'], ['enu', 'fra']];
    await chain.refreshLanguages();
    expect(chain.served().combinations.get('enu')).toEqual(['deu', 'esn', 'fra']);
    expect((await chain.translateText({ text: 'Hi', source: 'enu', target: 'fra' })).engine).toBe('deepl');

    deepl.pairs = new Error('503 Service Unavailable');
    await chain.refreshLanguages();
    expect(chain.served().combinations.get('enu')).toEqual(['deu', 'esn', 'fra']);
    expect(chain.engineLanguages()[0]).toMatchObject({ error: '503 Service Unavailable' });
    await chain.close();
  });

  it('refreshes the lists on its own every refreshMs', async () => {
    const engine = tableEngine('apertium', [['enu', 'esn']]);
    const chain = new ChainEngine([engine], { refreshMs: 30 });
    await chain.start();
    engine.pairs = [['enu', 'esn'], ['enu', 'cat']];
    await expect.poll(() => chain.served().combinations.get('enu'), { timeout: 2000 }).toEqual(['cat', 'esn']);
    await chain.close();
  });

  it('tells its observers of every call: engine, outcome and characters', async () => {
    const failing = tableEngine('failing', [['enu', 'cat']]);
    failing.translateText = async () => {
      throw new MtError('ENGINE_FAILURE', 'down');
    };
    const chain = await chainOf(tableEngine('ok', [['enu', 'esn']]), failing);
    const seen: Array<Omit<MtCallObservation, 'seconds'>> = [];
    chain.observe(({ seconds, ...o }) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      seen.push(o);
    });
    await chain.translateText({ text: 'Hello', source: 'enu', target: 'esn' });
    await expect(chain.translateText({ text: 'Hello', source: 'enu', target: 'cat' })).rejects.toThrow('down');
    await chain.refreshLanguages();
    expect(seen).toEqual([
      // The start's list calls, told when the observer came.
      { engine: 'ok', call: 'languagePairs', outcome: 'ok', characters: 0 },
      { engine: 'failing', call: 'languagePairs', outcome: 'ok', characters: 0 },
      { engine: 'ok', call: 'translateText', outcome: 'ok', characters: 5 },
      { engine: 'failing', call: 'translateText', outcome: 'failed', characters: 0 },
      { engine: 'ok', call: 'languagePairs', outcome: 'ok', characters: 0 },
      { engine: 'failing', call: 'languagePairs', outcome: 'ok', characters: 0 },
    ]);
    await chain.close();
  });

  it("counts a document's characters as its engine counted them", async () => {
    const deepl = tableEngine('deepl', [['enu', 'deu']]);
    deepl.translateDocument = async () => ({ outputFormat: 'txt', characters: 42 });
    const chain = await chainOf(deepl);
    const seen: Array<Omit<MtCallObservation, 'seconds'>> = [];
    chain.observe(({ seconds: _, ...o }) => seen.push(o));
    const result = await chain.translateDocument({ input: 'in.txt', format: 'txt', source: 'enu', target: 'deu', output: 'out.txt' });
    expect(result).toEqual({ outputFormat: 'txt', characters: 42, engine: 'deepl' });
    expect(seen.at(-1)).toEqual({ engine: 'deepl', call: 'translateDocument', outcome: 'ok', characters: 42 });
    await chain.close();
  });

  it("tells its first observer of the list calls made at start, before it was there", async () => {
    const failing = tableEngine('offline', []);
    failing.pairs = new Error('connect ECONNREFUSED');
    const chain = await chainOf(tableEngine('deepl', [['enu', 'deu']]), failing);
    const first: Array<Omit<MtCallObservation, 'seconds'>> = [];
    const second: Array<Omit<MtCallObservation, 'seconds'>> = [];
    chain.observe(({ seconds: _, ...o }) => first.push(o));
    chain.observe(({ seconds: _, ...o }) => second.push(o));
    expect(first).toEqual([
      { engine: 'deepl', call: 'languagePairs', outcome: 'ok', characters: 0 },
      { engine: 'offline', call: 'languagePairs', outcome: 'failed', characters: 0 },
    ]);
    // Told once: the next observer hears only what comes after it.
    expect(second).toEqual([]);
    await chain.translateText({ text: 'Hi', source: 'enu', target: 'deu' });
    expect(first).toHaveLength(3);
    expect(second).toEqual([{ engine: 'deepl', call: 'translateText', outcome: 'ok', characters: 2 }]);
    await chain.close();
  });
});
