// No LibreTranslate instance runs here: a local HTTP server answers with the shapes of LibreTranslate's API
// (POST /translate with an array q → {translatedText: [...]}, GET /languages → [{code, name, targets}],
// GET /frontend/settings → {supportedFilesFormat}, POST /translate_file → {translatedFileUrl} and the
// /download_file link, errors as {"error": "..."} with 400/403/429/500).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from '../../../lib/test-http-server.ts';
import { loadLibreTranslateConfig } from '../../../config/libretranslate-config.ts';
import { docx, toLegacyOffice, unzip, xmlTexts } from '../apertium/test-documents.ts';
import { onPath, SOFFICE } from '../libreoffice.ts';
import { LibreTranslateEngine } from './libretranslate-engine.ts';

const LANGUAGES = [
  { id: 'enu', azureId: 'en' },
  { id: 'esn', azureId: 'es' },
  { id: 'ptb', azureId: 'pt' },
  { id: 'ptg', azureId: 'pt-PT' },
  { id: 'chs', azureId: 'zh-Hans' },
  { id: 'cht', azureId: 'zh-Hant' },
  { id: 'deu', azureId: 'de' },
];

/** An instance with English, Spanish, Portuguese (bare and Brazilian) and Simplified Chinese. */
const INSTANCE_LANGUAGES = [
  { code: 'en', name: 'English', targets: ['es', 'pt', 'pt-BR', 'zh-Hans'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
  { code: 'pt', name: 'Portuguese', targets: ['en'] },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', targets: ['en'] },
  { code: 'zh-Hans', name: 'Chinese', targets: ['en'] },
];

let server: TestServer | undefined;
let engine: LibreTranslateEngine | undefined;

afterEach(async () => {
  await engine?.close();
  await server?.close();
  engine = undefined;
  server = undefined;
});

async function libreWith(answer: (req: RecordedRequest, index: number) => Reply | Promise<Reply>, options: { retries?: number; timeoutMs?: number; key?: string; fallback?: string[] } = {}) {
  server = await startTestServer(answer);
  engine = new LibreTranslateEngine({
    url: server.url,
    key: options.key,
    timeoutMs: options.timeoutMs ?? 2000,
    retries: options.retries ?? 2,
    retryBaseMs: 10,
    fallbackLanguages: options.fallback ?? null,
    languages: LANGUAGES,
  });
  return { engine, requests: server.requests };
}

/** An instance that "translates" by upper-casing, and lists its languages and file formats. */
function instance(req: RecordedRequest): Reply {
  if (req.path === '/languages') return { body: INSTANCE_LANGUAGES };
  if (req.path === '/frontend/settings') return { body: { charLimit: 20, filesTranslation: true, supportedFilesFormat: ['.txt', '.odt', '.odp', '.docx', '.pptx', '.epub', '.html'] } };
  if (req.path === '/translate') {
    const q = req.json!.q as string[] | string;
    return { body: { translatedText: Array.isArray(q) ? q.map((t) => t.toUpperCase()) : q.toUpperCase() } };
  }
  return { status: 404, body: { error: 'Not Found' } };
}

describe('LibreTranslateEngine text', () => {
  it('sends segments as an array q with the API key and the instance’s own codes', async () => {
    const { engine, requests } = await libreWith(instance, { key: 'lt-secret' });
    await engine.languagePairs();
    expect(await engine.translateSegments(['Olá', '<b>Bom</b> dia'], 'ptb', 'enu')).toEqual(['OLÁ', '<B>BOM</B> DIA']);
    const req = requests.find((r) => r.path === '/translate')!;
    expect(req.method).toBe('POST');
    expect(req.json).toEqual({ q: ['Olá', '<b>Bom</b> dia'], source: 'pt-BR', target: 'en', format: 'html', api_key: 'lt-secret' });
  });

  it('detects the source with "auto" and maps the language back', async () => {
    const { engine, requests } = await libreWith(() => ({ body: { translatedText: ['Hello'], detectedLanguage: [{ language: 'es', confidence: 90 }] } }));
    expect(await engine.translateText({ text: 'Hola', target: 'enu' })).toEqual({ translatedText: 'Hello', detectedLanguage: 'esn' });
    expect(requests[0]!.json).toEqual({ q: ['Hola'], source: 'auto', target: 'en', format: 'text' });
  });

  it('answers a refused key, an unsupported language and a broken answer with readable errors', async () => {
    const { engine } = await libreWith((req, i) =>
      i === 0 ? { status: 403, body: { error: 'Invalid API key' } } : i === 1 ? { status: 400, body: { error: 'zz is not supported' } } : { body: { translatedText: ['one'] } },
    );
    await expect(engine.translateText({ text: 'a', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_UNAUTHORIZED', message: MT_ENGINE_ERROR_MESSAGES.ENGINE_UNAUTHORIZED });
    await expect(engine.translateText({ text: 'a', source: 'enu', target: 'esn' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_LANGUAGE_PAIR',
      message: 'LibreTranslate does not translate this language pair: zz is not supported.',
    });
    await expect(engine.translateSegments(['a', 'b'], 'enu', 'esn')).rejects.toMatchObject({ code: 'ENGINE_FAILURE', message: 'LibreTranslate answered 1 translations for 2 texts' });
  });

  it('waits what Retry-After asks after a 429, asks again after a 500, then answers', { timeout: 10_000 }, async () => {
    const started = Date.now();
    const { engine, requests } = await libreWith((req, i) =>
      i === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: { error: 'Too many request limits violations' } } : i === 1 ? { status: 500, body: { error: 'Cannot translate' } } : instance(req),
    );
    expect(await engine.translateText({ text: 'hi', source: 'enu', target: 'esn' })).toEqual({ translatedText: 'HI' });
    expect(requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('gives up with the instance’s words after its retries, and ends a call that is never answered', async () => {
    const failing = await libreWith(() => ({ status: 500, body: { error: 'Cannot translate text: model missing' } }), { retries: 1 });
    await expect(failing.engine.translateText({ text: 'hi', source: 'enu', target: 'esn' })).rejects.toMatchObject({
      code: 'ENGINE_FAILURE',
      message: 'LibreTranslate failed (HTTP 500, tried 2 times): Cannot translate text: model missing.',
    });
    await engine!.close();
    await server!.close();
    const silent = await libreWith(() => ({ hang: true }), { retries: 0, timeoutMs: 200 });
    await expect(silent.engine.translateText({ text: 'hi', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
  });
});

describe('LibreTranslateEngine languages and files', () => {
  it('lists the pairs of /languages in the portal’s ids, and the file formats of /frontend/settings', async () => {
    const { engine } = await libreWith(instance);
    const pairs = (await engine.languagePairs()).map((p) => `${p.source}>${p.target}`).sort();
    expect(pairs).toEqual(['chs>enu', 'enu>chs', 'enu>esn', 'enu>ptb', 'enu>ptg', 'esn>enu', 'ptb>enu', 'ptg>enu']);
    // Legacy Office files are converted by LibreOffice where it is installed; .xls has no .xlsx to go to here.
    const legacy = onPath(SOFFICE) ? ['doc', 'ppt', 'rtf'] : [];
    expect(engine.documentFormats()).toEqual(['txt', 'html', 'docx', 'pptx', 'odt', 'pdf', ...legacy]);
  });

  it("keeps each /translate call within the instance's charLimit", async () => {
    const { engine, requests } = await libreWith(instance);
    await engine.languagePairs();
    const segments = ['aaaaaa', 'bbbbbb', 'cccccc', 'd'.repeat(24)];
    expect(await engine.translateSegments(segments, 'enu', 'esn')).toEqual(segments.map((s) => s.toUpperCase()));
    expect(requests.filter((r) => r.path === '/translate').map((r) => r.json!.q)).toEqual([segments.slice(0, 3), segments.slice(3)]);
  });

  it('serves the configured list while the instance cannot be reached, and says why when there is none', async () => {
    const { engine } = await libreWith(() => ({ status: 503, body: {} }), { retries: 0, fallback: ['enu', 'deu'] });
    expect((await engine.languagePairs()).map((p) => `${p.source}>${p.target}`)).toEqual(['enu>deu', 'deu>enu']);
    expect(engine.documentFormats()).toEqual([]);
    await engine.close();
    await server!.close();
    const bare = await libreWith(() => ({ status: 503, body: { error: 'down' } }), { retries: 0 });
    await expect(bare.engine.languagePairs()).rejects.toMatchObject({ code: 'ENGINE_FAILURE' });
  });

  it('uploads a file to /translate_file and downloads the link it answers', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'libretranslate-test-'));
    try {
      const { engine, requests } = await libreWith((req) => {
        if (req.path === '/translate_file') return { body: { translatedFileUrl: 'http://public.example.org/download_file/abc.txt' } };
        if (req.path === '/download_file/abc.txt') return { body: 'HOLA MUNDO' };
        return instance(req);
      }, { key: 'lt-secret' });
      await engine.languagePairs();
      const output = path.join(work, 'out.txt');
      const result = await engine.translateDocument({ input: Readable.from([Buffer.from('hola mundo')]), format: 'txt', source: 'esn', target: 'enu', output });
      // /translate_file says nothing of what it read: the characters are the text's, as the filters count it.
      expect(result).toEqual({ outputFormat: 'txt', characters: 'hola mundo'.length });
      expect(await readFile(output, 'utf8')).toBe('HOLA MUNDO');
      const upload = requests.find((r) => r.path === '/translate_file')!;
      expect(upload.file?.toString()).toBe('hola mundo');
      expect(upload.fields).toEqual([['source', 'es'], ['target', 'en'], ['api_key', 'lt-secret']]);
      await expect(engine.translateDocument({ input: Readable.from([Buffer.from('x')]), format: 'xlsx', source: 'esn', target: 'enu', output })).rejects.toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('sends an old .doc as the .docx LibreOffice makes of it, and answers a .docx', { timeout: 60_000 }, async () => {
    const { 'note.doc': doc } = await toLegacyOffice({ 'note.docx': await docx(['Bring your card.']) });
    const translatedDocx = await docx(['Traiga su tarjeta.']);
    const { engine, requests } = await libreWith((req) => {
      if (req.path === '/translate_file') return { body: { translatedFileUrl: `${server!.url}/download_file/note.docx` } };
      if (req.path === '/download_file/note.docx') return { body: translatedDocx };
      return instance(req);
    });
    await engine.languagePairs();
    const work = await mkdtemp(path.join(tmpdir(), 'libretranslate-doc-'));
    try {
      const output = path.join(work, 'out.docx');
      expect(await engine.translateDocument({ input: Readable.from([doc!]), format: 'doc', source: 'enu', target: 'esn', output })).toEqual({ outputFormat: 'docx', characters: 'Bring your card.'.length });
      const upload = requests.find((r) => r.path === '/translate_file')!;
      const sent = await unzip(upload.file!);
      expect(xmlTexts(sent.find((p) => p.name === 'word/document.xml')!.text, 'w:t').join(' ')).toContain('Bring your card.');
      expect(await readFile(output)).toEqual(translatedDocx);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('reads its settings, refusing a URL that is not http(s)', () => {
    expect(loadLibreTranslateConfig({})).toBeUndefined();
    expect(loadLibreTranslateConfig({ LIBRETRANSLATE_URL: 'http://libretranslate:5000/' })).toEqual({
      url: 'http://libretranslate:5000',
      key: undefined,
      timeoutMs: 60_000,
      retries: 3,
      retryBaseMs: 1000,
      fallbackLanguages: null,
    });
    expect(() => loadLibreTranslateConfig({ LIBRETRANSLATE_URL: 'libretranslate:5000' })).toThrow(/LIBRETRANSLATE_URL/);
  });
});
