// Azure cannot be reached from here: a fetch double records the requests and answers with the response
// shapes of Azure's documentation, so the adapter's requests and mapping are checked.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { describe, expect, it } from 'vitest';
import { AzureTranslatorEngine } from './azure-translator-engine.ts';

interface Recorded {
  url: URL;
  init: RequestInit;
}

function engineWith(answer: (req: Recorded) => Response | Promise<Response>, options: { retries?: number } = {}) {
  const requests: Recorded[] = [];
  const fetchDouble = (async (url: string | URL | Request, init?: RequestInit) => {
    const req = { url: new URL(String(url)), init: init ?? {} };
    requests.push(req);
    return answer(req);
  }) as typeof fetch;
  const engine = new AzureTranslatorEngine({
    key: 'k-123',
    region: 'westeurope',
    endpoint: 'https://api.cognitive.microsofttranslator.com',
    documentEndpoint: 'https://lingua.cognitiveservices.azure.com',
    timeoutMs: 5000,
    retries: options.retries ?? 0,
    languages: [
      { id: 'enu', azureId: 'en' },
      { id: 'esn', azureId: 'es' },
      { id: 'ptb', azureId: 'pt' },
      { id: 'ptg', azureId: 'pt-PT' },
      { id: 'xxx', azureId: null },
    ],
    fetch: fetchDouble,
  });
  return { engine, requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('AzureTranslatorEngine', () => {
  it('waits what Retry-After asks after a 429, asks again after a 503, then answers', { timeout: 10_000 }, async () => {
    const at: number[] = [];
    const { engine, requests } = engineWith(() => {
      at.push(Date.now());
      if (at.length === 1) return json({ error: { code: 429001, message: 'The server rejected the request because the client has exceeded request limits.' } }, 429, { 'retry-after': '2' });
      if (at.length === 2) return json({ error: { code: 503000, message: 'The service is temporarily unavailable.' } }, 503);
      return json([{ translations: [{ text: 'Hola', to: 'es' }] }]);
    }, { retries: 2 });
    expect(await engine.translateText({ text: 'Hello', source: 'enu', target: 'esn' })).toMatchObject({ translatedText: 'Hola' });
    expect(requests).toHaveLength(3);
    // Azure's 2 s were followed (the delay without a Retry-After is 1 s), then 2 s doubling from 1 s.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1990);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(1990);
  });

  it('gives up with Azure\'s words after its retries', { timeout: 10_000 }, async () => {
    const { engine, requests } = engineWith(() => json({ error: { code: 500000, message: 'An unexpected error occurred.' } }, 500), { retries: 1 });
    await expect(engine.translateText({ text: 'Hello', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_FAILURE', message: 'Azure Translator 500: An unexpected error occurred.' });
    expect(requests).toHaveLength(2);
  });

  it('tells the user in the catalogue\'s words when Azure refuses the key or the region, without asking again', async () => {
    // Azure may answer a wrong key or a key sent without its resource's region with an empty 401.
    const { engine, requests } = engineWith(() => new Response(null, { status: 401, statusText: 'Unauthorized' }), { retries: 3 });
    await expect(engine.translateText({ text: 'Hello', source: 'enu', target: 'esn' })).rejects.toMatchObject({
      code: 'ENGINE_UNAUTHORIZED',
      message: MT_ENGINE_ERROR_MESSAGES.ENGINE_UNAUTHORIZED,
    });
    expect(requests).toHaveLength(1);
  });

  it('tells the user the plan is used up on 403001, and that the key is refused on any other 403', async () => {
    const quota = engineWith(() => json({ error: { code: 403001, message: 'The operation is not allowed because the subscription has exceeded its free quota.' } }, 403), { retries: 3 });
    await expect(quota.engine.translateText({ text: 'Hello', source: 'enu', target: 'esn' })).rejects.toMatchObject({
      code: 'ENGINE_QUOTA_EXCEEDED',
      message: MT_ENGINE_ERROR_MESSAGES.ENGINE_QUOTA_EXCEEDED,
    });
    expect(quota.requests).toHaveLength(1);
    const refused = engineWith(() => json({ error: { code: 403000, message: 'The operation is not allowed.' } }, 403));
    await expect(refused.engine.translateText({ text: 'Hello', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_UNAUTHORIZED' });
  });

  it('says Azure is busy when its 429s outlast the retries', { timeout: 10_000 }, async () => {
    const { engine, requests } = engineWith(() => json({ error: { code: 429000, message: 'The server rejected the request because the client has exceeded request limits.' } }, 429, { 'retry-after': '0' }), { retries: 1 });
    await expect(engine.translateText({ text: 'Hello', source: 'enu', target: 'esn' })).rejects.toMatchObject({
      code: 'ENGINE_TIMEOUT',
      message: expect.stringContaining('Azure Translator is receiving too many requests'),
    });
    expect(requests).toHaveLength(2);
  });

  it('sends text with key, region and language codes, and maps the detected language back', async () => {
    const { engine, requests } = engineWith(() => json([{ detectedLanguage: { language: 'pt', score: 1 }, translations: [{ text: 'Hello', to: 'en' }] }]));
    expect(await engine.translateText({ text: 'Olá', target: 'enu' })).toEqual({ translatedText: 'Hello', detectedLanguage: 'ptb' });
    const [req] = requests;
    expect(req!.url.pathname).toBe('/translate');
    expect(Object.fromEntries(req!.url.searchParams)).toEqual({ 'api-version': '3.0', to: 'en' });
    expect(req!.init.headers).toMatchObject({ 'Ocp-Apim-Subscription-Key': 'k-123', 'Ocp-Apim-Subscription-Region': 'westeurope' });
    expect(JSON.parse(String(req!.init.body))).toEqual([{ Text: 'Olá' }]);
  });

  it('maps Azure errors to engine error codes', async () => {
    const { engine } = engineWith(() => json({ error: { code: 400036, message: 'The target language is not valid.' } }, 400));
    await expect(engine.translateText({ text: 'x', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE_PAIR' });
    await expect(engine.translateText({ text: 'x', source: 'enu', target: 'xxx' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
  });

  it('lists pairs among the languages Azure reports', async () => {
    const { engine } = engineWith(() => json({ translation: { en: {}, es: {}, 'pt-pt': {} } }));
    const pairs = await engine.languagePairs();
    expect(pairs.map((p) => `${p.source}>${p.target}`).sort()).toEqual(['enu>esn', 'enu>ptg', 'esn>enu', 'esn>ptg', 'ptg>enu', 'ptg>esn']);
  });

  it('uploads a document as multipart and streams the answer to the output path', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'azure-test-'));
    try {
      // The upload is a file-backed Blob of a temp file, so it is read while the request is running.
      let uploaded: { type: string; name: string; text: string } | undefined;
      const { engine, requests } = engineWith(async (req) => {
        const document = (req.init.body as FormData).get('document') as File;
        uploaded = { type: document.type, name: document.name, text: await document.text() };
        return new Response('<p>Hola</p>', { status: 200 });
      });
      const output = path.join(work, 'out.html');
      const result = await engine.translateDocument({ input: Readable.from([Buffer.from('<p>Hello</p>')]), format: 'html', source: 'enu', target: 'esn', output });
      expect(result).toEqual({ outputFormat: 'html', characters: 'Hello'.length });
      expect(await readFile(output, 'utf8')).toBe('<p>Hola</p>');
      const req = requests[0]!;
      expect(req.url.href).toBe('https://lingua.cognitiveservices.azure.com/translator/document:translate?sourceLanguage=en&targetLanguage=es&api-version=2024-05-01');
      expect(uploaded).toEqual({ type: 'text/html', name: 'document.html', text: '<p>Hello</p>' });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
