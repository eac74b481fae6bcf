// Real Apertium runs (Debian packages apertium-eng-spa, -eng-cat, -spa-cat, -spa-ita, -fr-es, -es-pt).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MtError, type EngineLanguage } from '../engine.ts';
import { ApertiumEngine } from './apertium-engine.ts';

// The rows of the seed's language table that matter here (seed/reference-data.ts), plus one
// language without Apertium data.
const LANGUAGES: EngineLanguage[] = [
  { id: 'enu', apertiumCode: 'eng', azureId: 'en' },
  { id: 'esn', apertiumCode: 'spa', azureId: 'es' },
  { id: 'cat', apertiumCode: 'cat', azureId: 'ca' },
  { id: 'fra', apertiumCode: 'fra', azureId: 'fr' },
  { id: 'ita', apertiumCode: 'ita', azureId: 'it' },
  { id: 'ptb', apertiumCode: 'por', azureId: 'pt' },
  { id: 'deu', apertiumCode: null, azureId: 'de' },
];

let engine: ApertiumEngine;

beforeAll(() => {
  engine = new ApertiumEngine({ languages: LANGUAGES, poolSize: 2 });
});
afterAll(async () => {
  await engine.close();
});

const until = async (check: () => boolean, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('ApertiumEngine text translation', () => {
  it('translates English to Spanish', async () => {
    expect(await engine.translateText({ text: 'Hello world', source: 'enu', target: 'esn' })).toEqual({ translatedText: 'Hola Mundo' });
    const r = await engine.translateText({ text: 'The house is big.', source: 'enu', target: 'esn' });
    expect(r.translatedText).toBe('La casa es grande.');
  });

  it('keeps the stream-format syntax characters of the text', async () => {
    const { translatedText } = await engine.translateText({
      text: 'Hello world [1] ^ $ x/y @x \\ <q> {z} 50% #3 * ~ ]',
      source: 'enu',
      target: 'esn',
    });
    expect(translatedText).toMatch(/^Hola Mundo/);
    for (const kept of ['[1]', '^', '$', 'x/y', '@x', '\\', '<q>', '{z}', '50%', '#3', '*', '~', ']']) expect(translatedText).toContain(kept);
  });

  it('keeps paragraphs and the caller’s edge whitespace', async () => {
    const { translatedText } = await engine.translateText({ text: '  The house is big.\n\nThe dog is small.\n', source: 'enu', target: 'esn' });
    expect(translatedText).toBe('  La casa es grande.\n\nEl perro es pequeño.\n');
  });

  it('translates Spanish to English and English to Catalan', async () => {
    expect((await engine.translateText({ text: 'La casa es grande.', source: 'esn', target: 'enu' })).translatedText).toBe('The house is big.');
    expect((await engine.translateText({ text: 'The house is big.', source: 'enu', target: 'cat' })).translatedText).toBe('La casa és gran.');
  });

  it('pivots through Spanish where no direct pair is installed (English → Italian, French → English)', async () => {
    const route = engine.route('eng', 'ita')!.map((m) => m.name);
    expect(route).toEqual(['eng-spa', 'spa-ita']);
    expect((await engine.translateText({ text: 'The house is big.', source: 'enu', target: 'ita' })).translatedText).toBe('La casa è grande.');
    expect((await engine.translateText({ text: 'La maison est grande.', source: 'fra', target: 'enu' })).translatedText).toBe('The house is big.');
  });

  it('reports the pairs it serves, with the pivot, and refuses the others', async () => {
    const pairs = await engine.languagePairs();
    const find = (s: string, t: string) => pairs.find((p) => p.source === s && p.target === t);
    expect(find('enu', 'esn')).toEqual({ source: 'enu', target: 'esn', via: [] });
    expect(find('cat', 'enu')).toEqual({ source: 'cat', target: 'enu', via: [] });
    expect(find('enu', 'ita')).toEqual({ source: 'enu', target: 'ita', via: ['esn'] });
    expect(find('enu', 'deu')).toBeUndefined();
    await expect(engine.translateText({ text: 'Hello', source: 'enu', target: 'deu' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
  });

  it('detects English, Spanish and Catalan and reports the detected language', async () => {
    expect(await engine.detect('Hello world')).toBe('enu');
    expect(await engine.detect('The weather is very nice today and we are going to the beach.')).toBe('enu');
    expect(await engine.detect('El tiempo es muy bueno hoy y vamos a la playa.')).toBe('esn');
    expect(await engine.detect('El temps és molt bo avui i anem a la platja.')).toBe('cat');
    const r = await engine.translateText({ text: 'La casa es grande.', target: 'enu' });
    expect(r).toEqual({ translatedText: 'The house is big.', detectedLanguage: 'esn' });
    await expect(engine.translateText({ text: '12345 !!', target: 'enu' })).rejects.toMatchObject({ code: 'LANGUAGE_NOT_DETECTED' });
  });

  it('returns a text already in the target language unchanged', async () => {
    expect(await engine.translateText({ text: 'The weather is very nice today.', target: 'enu' })).toEqual({
      translatedText: 'The weather is very nice today.',
      detectedLanguage: 'enu',
    });
  });
});

describe('ApertiumEngine worker pool', () => {
  it('answers 20 parallel requests on a pool of 2, each with its own translation', async () => {
    const texts = Array.from({ length: 20 }, (_, i) => `The house number ${i + 1} is big.`);
    const expected = texts.map((_, i) => `El número de casa ${i + 1} es grande.`);
    const pool = engine.poolFor('enu', 'esn');
    const results = await Promise.all(texts.map((text) => engine.translateText({ text, source: 'enu', target: 'esn' })));
    expect(results.map((r) => r.translatedText)).toEqual(expected);
    expect(pool.size).toBe(2);
    expect(pool.liveWorkers.length).toBeLessThanOrEqual(2);
    expect(pool.queued).toBe(0);
  });

  it('warms a fresh pool to its full size before the first request', async () => {
    const fresh = new ApertiumEngine({ languages: LANGUAGES, poolSize: 2 });
    try {
      await fresh.warmUp([{ source: 'enu', target: 'esn' }]);
      const pool = fresh.poolFor('enu', 'esn');
      expect(pool.liveWorkers).toHaveLength(2);
      expect(pool.started).toBe(2);
      expect((await fresh.translateText({ text: 'Good morning', source: 'enu', target: 'esn' })).translatedText).toBe('Buenos días');
      expect(pool.started).toBe(2);
    } finally {
      await fresh.close();
    }
  });

  it('replaces a worker whose process was killed and keeps serving', async () => {
    const pool = engine.poolFor('enu', 'esn');
    await pool.warmUp();
    const startedBefore = pool.started;
    const victim = pool.liveWorkers[0]!;
    const middle = victim.pids[Math.floor(victim.pids.length / 2)]!;
    process.kill(middle, 'SIGKILL');
    await until(() => !victim.alive);
    await until(() => pool.started > startedBefore && pool.liveWorkers.length === 2);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => engine.translateText({ text: 'The dog is small.', source: 'enu', target: 'esn' })),
    );
    expect(results.every((r) => r.translatedText === 'El perro es pequeño.')).toBe(true);
  });

  it('rejects a request its caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.translateText({ text: 'Hello', source: 'enu', target: 'esn', signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('fails a request that exceeds its timeout and recovers', async () => {
    const slow = new ApertiumEngine({ languages: LANGUAGES, poolSize: 1, timeoutMs: 1 });
    try {
      // 1 ms is shorter than any pipeline start, so the first request times out.
      const err = await slow.translateText({ text: 'The house is big.', source: 'enu', target: 'esn' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MtError);
      expect((err as MtError).code).toBe('ENGINE_TIMEOUT');
    } finally {
      await slow.close();
    }
    await expect(slow.translateText({ text: 'x', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_CLOSED' });
  });
});

describe('ApertiumEngine unsure words (decision 143)', () => {
  it('gives the words it did not know as offsets and never the marks', async () => {
    const r = await engine.translateText({ text: 'The zorblax went to Londonville, e.g. "Blorfy".', source: 'enu', target: 'esn' });
    expect(r.translatedText).not.toMatch(/[*#@]/);
    expect(r.unsureWords?.map((u) => r.translatedText.slice(u.start, u.end))).toEqual(['zorblax', 'Londonville', 'Blorfy']);
  });

  it('marks only the last stage of a pivot route and keeps the client’s own asterisks', async () => {
    const r = await engine.translateText({ text: '  Los ornitorrincos *desmañados* comen.', source: 'esn', target: 'ita' });
    expect(r.translatedText).toContain('*desmañados*');
    const words = r.unsureWords?.map((u) => r.translatedText.slice(u.start, u.end)) ?? [];
    expect(words).toContain('ornitorrincos');
    expect(r.translatedText.startsWith('  ')).toBe(true);
  });
});
