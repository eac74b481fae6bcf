// MT_ENGINE=offline,glossa,apertium through the API (decision 130): "glossa" is a test double serving English →
// German, "offline" one whose language list cannot be fetched, Apertium the real engine. Each pair goes to its
// engine, the engine is named in the answer and on the request, /health names every engine and the metrics
// count each one's calls and characters.
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { loadMtConfig, registerMtEngine, type MtEngine } from '../../engines/mt/index.ts';
import { Metrics } from '../../instrumentation/metrics.ts';

const ALICE = 'client@acme-health.example';

/** The targets glossa lists from English (a test changes it to see a refresh reach the forms). */
let glossaTargets = ['deu'];

/** English → German by prefixing "[de]", text and plain-text documents. */
const glossa = (): MtEngine => ({
  name: 'glossa',
  async languagePairs() {
    return glossaTargets.map((target) => ({ source: 'enu', target, via: [] }));
  },
  async translateText(input) {
    return { translatedText: `[de] ${input.text}` };
  },
  async translateDocument(input) {
    const from = typeof input.input === 'string' ? createReadStream(input.input) : input.input;
    const to: Writable = typeof input.output === 'string' ? createWriteStream(input.output) : input.output;
    let characters = 0;
    const prefix = new Transform({
      transform: (chunk: Buffer, _enc, done) => {
        characters += chunk.toString('utf8').length;
        done(null, `[de] ${chunk.toString('utf8')}`);
      },
    });
    await pipeline(from, prefix, to, { end: typeof input.output === 'string' });
    // As the adapters do, the characters of the document's text it translated (decision 146).
    return { outputFormat: 'txt', characters };
  },
  documentFormats: () => ['txt'],
  async close() {},
});

const offline = (): MtEngine => ({
  ...glossa(),
  name: 'offline',
  async languagePairs() {
    throw new Error('connect ECONNREFUSED 127.0.0.1:9');
  },
});

let t: TestApp;
const metrics = new Metrics();
const { call, upload } = apiAs(() => t.app);

beforeAll(async () => {
  registerMtEngine('glossa', glossa);
  registerMtEngine('offline', offline);
  t = await buildTestApp({ config: { mt: loadMtConfig({ MT_ENGINE: 'offline,glossa,apertium' }) }, app: { configure: testPrincipals, metrics } });
});
afterAll(async () => {
  await t?.close();
});

describe('a chain of MT engines through the API', () => {
  it('counts the language-list calls each engine answered at start, before the metrics were attached', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toContain('lingua_engine_call_duration_seconds_count{engine="mt:glossa",call="languagePairs",outcome="ok"} 1');
    expect(text).toContain('lingua_engine_call_failures_total{engine="mt:offline",call="languagePairs"} 1');
  });

  it('translates each pair with its engine and says which', async () => {
    const translate = async (targetLanguageCode: string) =>
      (await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text: 'The house is big.', sourceLanguageCode: 'enu', targetLanguageCode })).json();
    expect(await translate('deu')).toEqual({ translatedText: '[de] The house is big.', detectedLanguage: null, engine: 'glossa' });
    expect(await translate('esn')).toMatchObject({ translatedText: expect.stringMatching(/casa/i), engine: 'apertium' });
    const unserved = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text: 'Hello', sourceLanguageCode: 'enu', targetLanguageCode: 'jpn' });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json()).toMatchObject({ errorCode: 'UNSUPPORTED_LANGUAGE' });
  });

  it("offers the union of the engines' pairs", async () => {
    const map = (await call(ALICE, 'GET', '/xl8/fileTranslation/languageCombinations?sourceLanguageId=enu')).json() as Record<string, string[]>;
    expect(map['enu']).toEqual(expect.arrayContaining(['deu', 'esn', 'cat']));
    expect(map['enu']).not.toContain('jpn');
  });

  it('offers a pair an engine adds once its list is refreshed', async () => {
    const targets = async () => ((await call(ALICE, 'GET', '/xl8/fileTranslation/languageCombinations?sourceLanguageId=enu')).json() as Record<string, string[]>)['enu'];
    expect(await targets()).not.toContain('jpn');
    glossaTargets = ['deu', 'jpn'];
    try {
      await t.app.mt.engine.refreshLanguages();
      expect(await targets()).toContain('jpn');
      const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', { text: 'Hello', sourceLanguageCode: 'enu', targetLanguageCode: 'jpn' });
      expect(res.json()).toMatchObject({ translatedText: '[de] Hello', engine: 'glossa' });
    } finally {
      glossaTargets = ['deu'];
      await t.app.mt.engine.refreshLanguages();
    }
    expect(await targets()).not.toContain('jpn');
  });

  it('records on the request which engine translated into each target', async () => {
    const [key] = await upload(ALICE, [['note.txt', Buffer.from('The house is big.')]]);
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
      requestName: 'Note',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['deu', 'esn'],
      files: [{ fileName: 'note.txt', category: 'SOURCE_DOCUMENT', fileKey: key }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mtEngines).toBeUndefined();
    await t.app.jobs.drain();
    const got = (await call(ALICE, 'GET', `/jobRequests/${res.json().id}`)).json();
    expect(got.status).toBe('COMPLETED');
    expect(got.mtEngines).toEqual({ deu: ['glossa'], esn: ['apertium'] });
  });

  it('names every configured engine on /health, the unreachable one degraded', async () => {
    const { checks } = (await t.app.inject({ method: 'GET', url: '/health' })).json() as { checks: Record<string, { status: string; detail: string }> };
    expect(Object.keys(checks).filter((k) => k.startsWith('mt:'))).toEqual(['mt:offline', 'mt:glossa', 'mt:apertium']);
    expect(checks['mt:offline']).toEqual({ status: 'degraded', detail: 'language list unavailable (connect ECONNREFUSED 127.0.0.1:9); serving its last list of 0 pairs' });
    expect(checks['mt:glossa']).toEqual({ status: 'up', detail: '1 language pairs' });
    expect(checks['mt:apertium']!.status).toBe('up');
  });

  it("counts each engine's calls, failures and characters", async () => {
    await t.app.mt.engine.refreshLanguages();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/lingua_engine_call_duration_seconds_count\{engine="mt:glossa",call="translateText",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/lingua_engine_call_duration_seconds_count\{engine="mt:apertium",call="translateText",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/lingua_engine_call_duration_seconds_count\{engine="mt:glossa",call="translateDocument",outcome="ok"\} 1/);
    expect(text).toMatch(/lingua_engine_call_failures_total\{engine="mt:offline",call="languagePairs"\} [1-9]/);
    // The texts glossa translated above, "The house is big." and "Hello", and the document note.txt.
    expect(text).toContain(`lingua_mt_characters_total{engine="mt:glossa"} ${'The house is big.'.length + 'Hello'.length + 'The house is big.'.length}`);
    expect(text).toMatch(/lingua_mt_characters_total\{engine="mt:apertium"\} [1-9]/);
  });
});
