// DeepL cannot be reached from here: a local HTTP server answers with the shapes of DeepL's API v2 documentation
// (/v2/translate, /v2/languages, /v2/document upload, status and result; 456, 403, 429, 5xx), and the adapter
// talks to it through deepl-node as it would to api.deepl.com.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from '../../../lib/test-http-server.ts';
import { loadDeeplConfig } from '../../../config/deepl-config.ts';
import { DeeplEngine } from './deepl-engine.ts';

const LANGUAGES = [
  { id: 'enu', azureId: 'en' },
  { id: 'esn', azureId: 'es' },
  { id: 'ptb', azureId: 'pt' },
  { id: 'ptg', azureId: 'pt-PT' },
  { id: 'chs', azureId: 'zh-Hans' },
  { id: 'cht', azureId: 'zh-Hant' },
  { id: 'frc', azureId: 'fr-CA' },
  { id: 'epo', azureId: null },
];

let server: TestServer | undefined;
let engine: DeeplEngine | undefined;

afterEach(async () => {
  await engine?.close();
  await server?.close();
  engine = undefined;
  server = undefined;
});

async function deeplWith(answer: (req: RecordedRequest, index: number) => Reply | Promise<Reply>, options: { retries?: number; timeoutMs?: number; fallback?: string[] } = {}) {
  server = await startTestServer(answer);
  engine = new DeeplEngine({
    key: 'secret-key:fx',
    url: server.url,
    timeoutMs: options.timeoutMs ?? 2000,
    retries: options.retries ?? 2,
    documentTimeoutMs: 5000,
    fallbackLanguages: options.fallback ?? null,
    languages: LANGUAGES,
    pollMs: 10,
  });
  return { engine, requests: server.requests };
}

const field = (req: RecordedRequest, name: string) => req.fields.filter(([k]) => k === name).map(([, v]) => v);
/** DeepL reads language codes case-insensitively (deepl-node sends 'en-US', the documentation writes 'EN-US'). */
const lang = (req: RecordedRequest, name: string) => field(req, name).map((v) => v.toUpperCase());
const translations = (...texts: string[]): Reply => ({ body: { translations: texts.map((text) => ({ detected_source_language: 'ES', text })) } });

describe('DeeplEngine text', () => {
  it('sends the key in the DeepL-Auth-Key header and the variant target code, and maps the detected language back', async () => {
    const { engine, requests } = await deeplWith(() => translations('Please call the pharmacy before noon.'));
    const result = await engine.translateText({ text: 'Por favor, llame a la farmacia antes del mediodía.', target: 'enu' });
    expect(result).toEqual({ translatedText: 'Please call the pharmacy before noon.', detectedLanguage: 'esn' });
    const [req] = requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v2/translate');
    expect(req!.headers.authorization).toBe('DeepL-Auth-Key secret-key:fx');
    expect(lang(req!, 'target_lang')).toEqual(['EN-US']);
    expect(lang(req!, 'source_lang')).toEqual([]);
    expect(field(req!, 'text')).toEqual(['Por favor, llame a la farmacia antes del mediodía.']);
  });

  it('sends several segments in one call, markup with tag_handling=html, and the base source code', async () => {
    const { engine, requests } = await deeplWith((req) => translations(...field(req, 'text').map((t) => t.replace('Olá', 'Hola'))));
    const out = await engine.translateSegments(['Olá', '<b>Olá</b> mundo', 'Olá!'], 'ptg', 'esn');
    expect(out).toEqual(['Hola', '<b>Hola</b> mundo', 'Hola!']);
    expect(requests).toHaveLength(1);
    expect(lang(requests[0]!, 'source_lang')).toEqual(['PT']);
    expect(lang(requests[0]!, 'target_lang')).toEqual(['ES']);
    expect(field(requests[0]!, 'tag_handling')).toEqual(['html']);
  });

  it('asks for Portuguese and Chinese by their variants', async () => {
    const { engine, requests } = await deeplWith(() => translations('x'));
    for (const target of ['ptb', 'ptg', 'chs', 'cht']) await engine.translateText({ text: 'Hello', source: 'enu', target });
    expect(requests.map((r) => lang(r, 'target_lang')[0])).toEqual(['PT-BR', 'PT-PT', 'ZH-HANS', 'ZH-HANT']);
    await expect(engine.translateText({ text: 'x', source: 'enu', target: 'epo' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
  });

  it('turns a spent quota (456) and a refused key (403) into errors the user can act on, without asking again', async () => {
    const { engine, requests } = await deeplWith((_req, i) => (i === 0 ? { status: 456, body: { message: 'Quota exceeded' } } : { status: 403, body: { message: 'Wrong endpoint' } }));
    await expect(engine.translateText({ text: 'Hola', source: 'esn', target: 'enu' })).rejects.toMatchObject({
      code: 'ENGINE_QUOTA_EXCEEDED',
      message: MT_ENGINE_ERROR_MESSAGES.ENGINE_QUOTA_EXCEEDED,
    });
    const refused = engine.translateText({ text: 'Hola', source: 'esn', target: 'enu' });
    await expect(refused).rejects.toMatchObject({ code: 'ENGINE_UNAUTHORIZED', message: MT_ENGINE_ERROR_MESSAGES.ENGINE_UNAUTHORIZED });
    await expect(refused).rejects.not.toThrow(/secret-key/);
    expect(requests).toHaveLength(2);
  });

  it('waits what Retry-After asks after a 429 and a 503, then answers', { timeout: 20_000 }, async () => {
    const at: number[] = [];
    const { engine, requests } = await deeplWith((_req, i) => {
      at.push(Date.now());
      return i === 0
        ? { status: 429, headers: { 'retry-after': '2' }, body: { message: 'Too many requests' } }
        : i === 1
          ? { status: 503, headers: { 'retry-after': '1' }, body: {} }
          : translations('Hello');
    });
    expect(await engine.translateText({ text: 'Hola', source: 'esn', target: 'enu' })).toEqual({ translatedText: 'Hello' });
    expect(requests).toHaveLength(3);
    // Without the header the waits would be 1 s and 2 s: the server's 2 s and 1 s were followed instead.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1990);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(990);
  });

  it('stops asking when the caller gives up during a Retry-After wait', { timeout: 20_000 }, async () => {
    const { engine, requests } = await deeplWith(() => ({ status: 429, headers: { 'retry-after': '3' }, body: { message: 'Too many requests' } }), { retries: 2 });
    const aborted = new AbortController();
    setTimeout(() => aborted.abort(), 500);
    await expect(engine.translateText({ text: 'Hola', source: 'esn', target: 'enu', signal: aborted.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(requests).toHaveLength(1);
  });

  it('fails with a readable reason when DeepL keeps failing, and ends a call DeepL never answers', { timeout: 20_000 }, async () => {
    const failing = await deeplWith(() => ({ status: 500, body: { message: 'Internal error' } }), { retries: 1 });
    await expect(failing.engine.translateText({ text: 'Hola', source: 'esn', target: 'enu' })).rejects.toMatchObject({ code: 'ENGINE_FAILURE' });
    expect(failing.requests).toHaveLength(2);
    await engine!.close();
    await server!.close();
    const silent = await deeplWith(() => ({ hang: true }), { retries: 0, timeoutMs: 300 });
    await expect(silent.engine.translateText({ text: 'Hola', source: 'esn', target: 'enu' })).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
  });
});

describe('DeeplEngine languages', () => {
  const languages = (req: RecordedRequest): Reply =>
    // `type` is source when absent (DeepL's documentation), which is how deepl-node asks for the source list.
    req.path.endsWith('type=target')
      ? { body: ['EN-GB', 'EN-US', 'ES', 'PT-BR', 'PT-PT', 'ZH-HANS'].map((language) => ({ language, name: language, supports_formality: false })) }
      : { body: ['EN', 'ES', 'PT', 'ZH'].map((language) => ({ language, name: language })) };

  it("lists the pairs DeepL's source and target lists allow, variants included", async () => {
    const { engine, requests } = await deeplWith(languages);
    const pairs = (await engine.languagePairs()).map((p) => `${p.source}>${p.target}`);
    expect(requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /v2/glossary-language-pairs', 'GET /v2/languages', 'GET /v2/languages?type=target']);
    expect(pairs).toContain('enu>ptg');
    expect(pairs).toContain('chs>enu');
    expect(pairs).toContain('cht>esn');
    expect(pairs).not.toContain('ptb>ptg');
    expect(pairs).not.toContain('enu>cht');
    expect(pairs.some((p) => p.includes('frc') || p.includes('epo'))).toBe(false);
  });

  it('serves the configured list while DeepL cannot be reached, and says why when there is none', async () => {
    const { engine } = await deeplWith(() => ({ status: 503, body: {} }), { retries: 0, fallback: ['enu', 'esn'] });
    expect((await engine.languagePairs()).map((p) => `${p.source}>${p.target}`)).toEqual(['enu>esn', 'esn>enu']);
    await engine.close();
    await server!.close();
    const bare = await deeplWith(() => ({ status: 403, body: {} }), { retries: 0 });
    await expect(bare.engine.languagePairs()).rejects.toMatchObject({ code: 'ENGINE_UNAUTHORIZED' });
  });
});

describe('DeeplEngine documents', () => {
  it('uploads the document, polls its status until done and writes the translation', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'deepl-test-'));
    try {
      let polls = 0;
      const { engine, requests } = await deeplWith((req) => {
        if (req.path === '/v2/document') return { body: { document_id: 'D1', document_key: 'K1' } };
        if (req.path === '/v2/document/D1') {
          polls++;
          return { body: polls < 2 ? { document_id: 'D1', status: 'translating', seconds_remaining: 0 } : { document_id: 'D1', status: 'done', billed_characters: 5 } };
        }
        if (req.path === '/v2/document/D1/result') return { body: Buffer.from('<p>Hola</p>') };
        return { status: 404, body: {} };
      });
      const output = path.join(work, 'out.html');
      const result = await engine.translateDocument({ input: Readable.from([Buffer.from('<p>Hello</p>')]), format: 'html', source: 'enu', target: 'esn', output });
      // The characters are those DeepL billed, its own count of what it translated.
      expect(result).toEqual({ outputFormat: 'html', characters: 5 });
      expect(await readFile(output, 'utf8')).toBe('<p>Hola</p>');
      const [upload] = requests;
      expect(upload!.file?.toString()).toBe('<p>Hello</p>');
      expect(lang(upload!, 'source_lang')).toEqual(['EN']);
      expect(lang(upload!, 'target_lang')).toEqual(['ES']);
      expect(requests.map((r) => r.path)).toEqual(['/v2/document', '/v2/document/D1', '/v2/document/D1', '/v2/document/D1/result']);
      expect(field(requests[1]!, 'document_key')).toEqual(['K1']);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('asks for a PDF back as Word, and reports a document DeepL could not translate', async () => {
    const { engine, requests } = await deeplWith((req) =>
      req.path === '/v2/document'
        ? { body: { document_id: 'D2', document_key: 'K2' } }
        : { body: { document_id: 'D2', status: 'error', error_message: 'The document contains no text' } },
    );
    const output = path.join(tmpdir(), `deepl-test-${process.pid}.docx`);
    await expect(engine.translateDocument({ input: Readable.from([Buffer.from('%PDF-1.4')]), format: 'pdf', source: 'enu', target: 'esn', output })).rejects.toMatchObject({
      code: 'INVALID_DOCUMENT',
      message: 'DeepL could not translate the document: The document contains no text',
    });
    expect(field(requests[0]!, 'output_format')).toEqual(['docx']);
    await expect(engine.translateDocument({ input: Readable.from([Buffer.from('x')]), format: 'odt', source: 'enu', target: 'esn', output })).rejects.toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
  });
});

describe('DeepL settings', () => {
  it('picks the Free API for a ":fx" key, the Pro API otherwise, and DEEPL_URL over both', () => {
    expect(loadDeeplConfig({ DEEPL_KEY: 'abc:fx' })?.url).toBe('https://api-free.deepl.com');
    expect(loadDeeplConfig({ DEEPL_KEY: 'abc' })?.url).toBe('https://api.deepl.com');
    expect(loadDeeplConfig({ DEEPL_KEY: 'abc:fx', DEEPL_URL: 'http://127.0.0.1:9/' })?.url).toBe('http://127.0.0.1:9');
    expect(loadDeeplConfig({})).toBeUndefined();
    expect(() => loadDeeplConfig({ DEEPL_KEY: 'abc', DEEPL_RETRIES: '-1' })).toThrow(/DEEPL_RETRIES/);
  });
});
