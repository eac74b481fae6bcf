// DeepL applies a client's glossary through its glossary API (decision 155). DeepL cannot be reached from here: a
// local HTTP server keeps glossaries as DeepL's API v2 documentation describes (/v2/glossary-language-pairs,
// /v2/glossaries create, list and delete, /v2/translate with glossary_id) and writes a glossary's targets into
// the translation as DeepL would, so the adapter is exercised through deepl-node over a socket.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from '../../../lib/test-http-server.ts';
import type { GlossaryLookup, GlossaryTerm } from '../engine.ts';
import { withGlossary } from '../glossary/apply-glossary.ts';
import { DeeplEngine } from './deepl-engine.ts';

const LANGUAGES = [
  { id: 'enu', azureId: 'en' },
  { id: 'esn', azureId: 'es' },
  { id: 'deu', azureId: 'de' },
];

interface Stored {
  glossary_id: string;
  name: string;
  source_lang: string;
  target_lang: string;
  entries: Array<[string, string]>;
}

/** DeepL as its documentation answers; `refuseCreate` answers a create with DeepL's 400. */
function fakeDeepl(state: { glossaries: Stored[]; refuseCreate?: boolean }) {
  let next = 1;
  const field = (req: RecordedRequest, name: string) => req.fields.find(([k]) => k === name)?.[1];
  const info = (g: Stored) => ({ ...g, entries: undefined, ready: true, creation_time: '2026-11-28T09:00:00Z', entry_count: g.entries.length });
  return (req: RecordedRequest): Reply => {
    if (req.path === '/v2/glossary-language-pairs') return { body: { supported_languages: [{ source_lang: 'en', target_lang: 'es' }, { source_lang: 'es', target_lang: 'en' }] } };
    if (req.path.startsWith('/v2/languages')) return { body: ['EN', 'ES', 'DE'].map((language) => ({ language, name: language })) };
    if (req.path === '/v2/glossaries' && req.method === 'GET') return { body: { glossaries: state.glossaries.map(info) } };
    if (req.path === '/v2/glossaries' && req.method === 'POST') {
      if (state.refuseCreate) return { status: 400, body: { message: 'Unsupported glossary language pair' } };
      const entries = field(req, 'entries')!.split('\n').filter(Boolean).map((line) => line.split('\t') as [string, string]);
      const stored = { glossary_id: `g-${next++}`, name: field(req, 'name')!, source_lang: field(req, 'source_lang')!, target_lang: field(req, 'target_lang')!, entries };
      state.glossaries.push(stored);
      return { status: 201, body: info(stored) };
    }
    if (req.method === 'DELETE') {
      state.glossaries = state.glossaries.filter((g) => req.path !== `/v2/glossaries/${g.glossary_id}`);
      return { status: 204 };
    }
    const glossary = state.glossaries.find((g) => g.glossary_id === field(req, 'glossary_id'));
    const texts = req.fields.filter(([k]) => k === 'text').map(([, v]) => v);
    // Stands for the engine: "Bring your" becomes Spanish, a glossary's source terms become its targets.
    const translate = (t: string) => (glossary?.entries ?? []).reduce((out, [s, d]) => out.replace(s, d), t.replace('Bring your', 'Traiga su'));
    return { body: { translations: texts.map((t) => ({ detected_source_language: 'EN', text: translate(t) })) } };
  };
}

const TERMS: GlossaryTerm[] = [
  { source: 'insurance card', target: 'tarjeta sanitaria', doNotTranslate: false, caseSensitive: false },
  { source: 'Lingua', target: '', doNotTranslate: true, caseSensitive: true },
];
const lookup = (terms: GlossaryTerm[], owner?: string): GlossaryLookup => Object.assign(() => terms, owner ? { owner } : {});

let server: TestServer | undefined;
const engines: DeeplEngine[] = [];

afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.close()));
  await server?.close();
  server = undefined;
});

async function deepl(state: { glossaries: Stored[]; refuseCreate?: boolean }) {
  server ??= await startTestServer(fakeDeepl(state));
  const engine = new DeeplEngine({ key: 'k:fx', url: server.url, timeoutMs: 2000, retries: 0, documentTimeoutMs: 5000, fallbackLanguages: null, languages: LANGUAGES });
  engines.push(engine);
  await engine.languagePairs();
  return engine;
}

/** As the chain calls an engine that writes terms itself: the matches found, and the lookup beside them. */
const translate = (engine: DeeplEngine, text: string, glossary: GlossaryLookup, target = 'esn') =>
  withGlossary({ text, source: 'enu', target, glossary }, (input) => engine.translateText(input), engine.nativeGlossary('enu', target));

const calls = () => server!.requests.map((r) => `${r.method} ${r.path}`).filter((c) => c.includes('glossaries'));

describe('DeepL glossaries', () => {
  it('creates one glossary of the pair from every term, translates with its id and finds the targets', async () => {
    const state = { glossaries: [] as Stored[] };
    const engine = await deepl(state);
    expect(engine.nativeGlossary('enu', 'esn')).toBe(true);
    expect(engine.nativeGlossary('enu', 'deu')).toBe(false);
    const r = await translate(engine, 'Bring your insurance card to Lingua.', lookup(TERMS, 'client-1'));
    expect(r.translatedText).toBe('Traiga su tarjeta sanitaria to Lingua.');
    expect(r.glossaryTerms!.map((g) => r.translatedText.slice(g.start, g.end))).toEqual(['tarjeta sanitaria', 'Lingua']);
    expect(state.glossaries).toHaveLength(1);
    // deepl-node sends the glossary's languages in lower case; DeepL reads codes case-insensitively.
    expect([state.glossaries[0]!.source_lang.toUpperCase(), state.glossaries[0]!.target_lang.toUpperCase()]).toEqual(['EN', 'ES']);
    expect(state.glossaries[0]!.entries).toEqual([['insurance card', 'tarjeta sanitaria'], ['Lingua', 'Lingua']]);
    expect(state.glossaries[0]!.name).toMatch(/^lingua-portal client-1 EN-ES [0-9a-f]{20}$/);
    const sent = server!.requests.find((q) => q.path === '/v2/translate')!;
    expect(sent.fields).toContainEqual(['glossary_id', 'g-1']);
    expect(sent.fields.find(([k]) => k === 'source_lang')?.[1].toUpperCase()).toBe('EN');

    await translate(engine, 'Bring your insurance card.', lookup(TERMS, 'client-1'));
    expect(calls()).toEqual(['GET /v2/glossaries', 'POST /v2/glossaries']);
  });

  it("replaces the owner's glossary when its terms change, keeps another owner's, and finds its own after a restart", async () => {
    const state = { glossaries: [] as Stored[] };
    const first = await deepl(state);
    await translate(first, 'Bring your insurance card.', lookup(TERMS, 'client-1'));
    await translate(first, 'Bring your insurance card.', lookup(TERMS, 'client-2'));
    const changed = [{ ...TERMS[0]!, target: 'tarjeta del seguro' }];
    const r = await translate(first, 'Bring your insurance card.', lookup(changed, 'client-1'));
    expect(r.translatedText).toBe('Traiga su tarjeta del seguro.');
    expect(state.glossaries.map((g) => [g.glossary_id, g.name.split(' ')[1]])).toEqual([['g-2', 'client-2'], ['g-3', 'client-1']]);
    expect(calls()).toContain('DELETE /v2/glossaries/g-1');

    const restarted = await deepl(state);
    const before = calls().length;
    expect((await translate(restarted, 'Bring your insurance card.', lookup(changed, 'client-1'))).translatedText).toBe('Traiga su tarjeta del seguro.');
    expect(calls().slice(before)).toEqual(['GET /v2/glossaries']);
  });

  it('protects the terms instead when DeepL refuses the glossary, so they still come out right', async () => {
    const engine = await deepl({ glossaries: [], refuseCreate: true });
    const r = await translate(engine, 'Bring your insurance card.', lookup(TERMS, 'client-1'));
    expect(r.translatedText).toBe('Traiga su tarjeta sanitaria.');
    const sent = server!.requests.find((q) => q.path === '/v2/translate')!;
    expect(sent.fields.some(([k]) => k === 'glossary_id')).toBe(false);
    expect(sent.fields.find(([k]) => k === 'text')?.[1]).toMatch(/Zqterm[a-z]+/);
  });

  it('leaves out a term DeepL would refuse (a tab inside) and keeps the rest', async () => {
    const state = { glossaries: [] as Stored[] };
    const engine = await deepl(state);
    const bad: GlossaryTerm[] = [{ source: 'tab\there', target: 'x', doNotTranslate: false, caseSensitive: false }, ...TERMS];
    await translate(engine, 'Bring your insurance card.', lookup(bad, 'client-1'));
    expect(state.glossaries[0]!.entries.map(([s]) => s)).toEqual(['insurance card', 'Lingua']);
  });
});
