// No chat model runs here: a local HTTP server answers POST /v1/chat/completions with the shapes of OpenAI's
// chat completions reference (choices[].message.content / refusal, finish_reason, error bodies) and with the
// variants of Ollama's and vLLM's OpenAI-compatible servers (no response_format support: a 400 naming it; JSON in
// a fenced block), and the adapter talks to it through the openai package as it would to api.openai.com.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { PassThrough, Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { unzip, xmlTexts } from '../apertium/test-documents.ts';
import { docxOf } from '../filters/test-corpus.ts';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from '../../../lib/test-http-server.ts';
import { loadOpenAiChatConfig } from '../../../config/openai-config.ts';
import { OpenAiChatEngine } from './openai-chat-engine.ts';

const LANGUAGES = [
  { id: 'enu', name: 'English', azureId: 'en' },
  { id: 'esn', name: 'Spanish', azureId: 'es' },
  { id: 'ptb', name: 'Portuguese (Brazil)', azureId: 'pt' },
  { id: 'deu', azureId: 'de' },
  { id: 'old', name: 'Old', azureId: 'xx', isDisabled: true },
];

let server: TestServer | undefined;
let engine: OpenAiChatEngine | undefined;

afterEach(async () => {
  await engine?.close();
  await server?.close();
  engine = undefined;
  server = undefined;
});

type Options = { retries?: number; timeoutMs?: number; jsonSchema?: boolean; batchTokens?: number; key?: string };

async function chatWith(answer: (req: RecordedRequest, index: number) => Reply | Promise<Reply>, options: Options = {}) {
  server = await startTestServer(answer);
  engine = new OpenAiChatEngine({
    url: server.url,
    key: options.key,
    model: 'test-model',
    timeoutMs: options.timeoutMs ?? 5000,
    retries: options.retries ?? 2,
    jsonSchema: options.jsonSchema ?? true,
    batchTokens: options.batchTokens ?? 1500,
    languageIds: null,
    languages: LANGUAGES,
  });
  return { engine, requests: server.requests };
}

/** The segments a request carries (the user message's numbered list). */
const segmentsOf = (req: RecordedRequest): Array<{ id: number; text: string }> =>
  (JSON.parse((req.json!.messages as Array<{ content: string }>)[1]!.content) as { segments: Array<{ id: number; text: string }> }).segments;

const systemOf = (req: RecordedRequest): string => (req.json!.messages as Array<{ content: string }>)[0]!.content;

/** OpenAI's chat completion object around one assistant message. */
const completion = (content: string | null, extra: { refusal?: string; finish_reason?: string } = {}): Reply => ({
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: extra.refusal ?? null }, finish_reason: extra.finish_reason ?? 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  },
});

/** A model that "translates" by upper-casing each segment, answering the numbered list asked for. */
const upperCaser = (req: RecordedRequest): Reply =>
  completion(JSON.stringify({ translations: segmentsOf(req).map((s) => ({ id: s.id, text: s.text.toUpperCase() })) }));

/** A model that upper-cases the text of each segment and gives its placeholder tags back as they were. */
const tagKeeper = (req: RecordedRequest): Reply =>
  completion(JSON.stringify({ translations: segmentsOf(req).map((s) => ({ id: s.id, text: s.text.replace(/(^|>)([^<]*)/g, (_, a: string, b: string) => a + b.toUpperCase()) })) }));

/** The generated corpus's Word document (footnotes, a hyperlink, bold words, a header and footer) translated. */
async function translateDocx(engine: OpenAiChatEngine): Promise<{ document: string; footer: string }> {
  const output = new PassThrough();
  const collected = readAll(output);
  const result = await engine.translateDocument({ input: Readable.from([await docxOf(0)]), format: 'docx', source: 'enu', target: 'esn', output });
  output.end();
  expect(result).toEqual({ outputFormat: 'docx', characters: expect.any(Number) });
  expect(result.characters).toBeGreaterThan(100);
  const parts = await unzip(await collected);
  const part = (name: string) => parts.find((p) => p.name === name)!.text;
  xmlTexts(part('word/document.xml'), 'w:t');
  return { document: part('word/document.xml'), footer: part('word/footer1.xml') };
}

describe('OpenAiChatEngine requests', () => {
  it('asks at temperature 0 with the languages by English name, the numbered segments and the JSON schema', async () => {
    const { engine, requests } = await chatWith(upperCaser, { key: 'sk-secret' });
    expect(await engine.translateSegments(['Olá', 'Bom dia'], 'ptb', 'deu')).toEqual(['OLÁ', 'BOM DIA']);
    const [req] = requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-secret');
    expect(req!.json).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_schema' } });
    expect(systemOf(req!)).toContain('from Portuguese (Brazil) into German');
    expect(systemOf(req!)).toContain('Keep every tag exactly');
    expect(segmentsOf(req!)).toEqual([
      { id: 1, text: 'Olá' },
      { id: 2, text: 'Bom dia' },
    ]);
  });

  it('sends segments in batches within the token budget', async () => {
    const { engine, requests } = await chatWith(upperCaser, { batchTokens: 10 });
    const segments = ['a'.repeat(16), 'b'.repeat(16), 'c'.repeat(16), 'd'.repeat(8)];
    expect(await engine.translateSegments(segments, 'enu', 'esn')).toEqual(segments.map((s) => s.toUpperCase()));
    expect(requests.map((r) => segmentsOf(r).length)).toEqual([2, 2]);
  });

  it('has the model name the language of an undetected source, and refuses a language it is not offered', async () => {
    const { engine, requests } = await chatWith((req) => completion(JSON.stringify({ translations: [{ id: 1, text: segmentsOf(req)[0]!.text.toUpperCase() }], source_language: 'Spanish' })));
    expect(await engine.translateText({ text: 'hola', target: 'enu' })).toEqual({ translatedText: 'HOLA', detectedLanguage: 'esn' });
    expect(systemOf(requests[0]!)).toContain('source_language');
    await expect(engine.translateText({ text: 'x', source: 'old', target: 'enu' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
    expect((await engine.languagePairs()).length).toBe(12);
  });
});

describe('OpenAiChatEngine unusable answers', () => {
  it('asks segment by segment when the answer has too few segments or is not JSON', async () => {
    const { engine, requests } = await chatWith((req, i) =>
      i === 0 ? completion(JSON.stringify({ translations: [{ id: 1, text: 'ONE' }] })) : i === 3 ? completion('Sure! Here you go: THREE, FOUR') : upperCaser(req),
    );
    expect(await engine.translateSegments(['one', 'two'], 'enu', 'esn')).toEqual(['ONE', 'TWO']);
    expect(await engine.translateSegments(['three', 'four'], 'enu', 'esn')).toEqual(['THREE', 'FOUR']);
    expect(requests.map((r) => segmentsOf(r).map((s) => s.text))).toEqual([['one', 'two'], ['one'], ['two'], ['three', 'four'], ['three'], ['four']]);
  });

  it('asks a single sentence again, without response_format, when the first answer is prose', async () => {
    const { engine, requests } = await chatWith((req, i) => (i === 0 ? completion('Sure! Here is the translation you asked for.') : upperCaser(req)));
    expect(await engine.translateText({ text: 'Good morning.', source: 'enu', target: 'esn' })).toEqual({ translatedText: 'GOOD MORNING.' });
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => Boolean(r.json!.response_format))).toEqual([true, false]);
    expect(requests.map((r) => segmentsOf(r))).toEqual([[{ id: 1, text: 'Good morning.' }], [{ id: 1, text: 'Good morning.' }]]);
  });

  it('fails after exactly two calls when a single sentence gets prose twice', async () => {
    const { engine, requests } = await chatWith(() => completion('Sure! Here is the translation you asked for.'));
    await expect(engine.translateText({ text: 'Good morning.', source: 'enu', target: 'esn' })).rejects.toMatchObject({
      code: 'ENGINE_FAILURE',
      message: 'The translation model gave no usable translation: the answer was not JSON',
    });
    expect(requests).toHaveLength(2);
  });

  it('fails with the model’s refusal as the reason when a single segment is refused twice', async () => {
    const { engine, requests } = await chatWith(() => completion(null, { refusal: "I'm sorry, I can't help with that." }));
    await expect(engine.translateText({ text: 'hello', source: 'enu', target: 'esn' })).rejects.toMatchObject({
      code: 'ENGINE_FAILURE',
      message: "The translation model gave no usable translation: the model refused: I'm sorry, I can't help with that.",
    });
    expect(requests.map((r) => Boolean(r.json!.response_format))).toEqual([true, true]);
  });

  it('asks again alone for a segment whose placeholder tags were lost', async () => {
    const { engine, requests } = await chatWith((req, i) =>
      i === 0
        ? completion(JSON.stringify({ translations: [{ id: 1, text: 'Pulse Aceptar' }, { id: 2, text: 'Hola' }] }))
        : completion(JSON.stringify({ translations: [{ id: 1, text: 'Pulse <g1>Aceptar</g1>' }] })),
    );
    expect(await engine.translateSegments(['Press <g1>OK</g1>', 'Hello'], 'enu', 'esn')).toEqual(['Pulse <g1>Aceptar</g1>', 'Hola']);
    expect(requests.map((r) => segmentsOf(r).map((s) => s.text))).toEqual([['Press <g1>OK</g1>', 'Hello'], ['Press <g1>OK</g1>']]);
  });
});

describe('OpenAiChatEngine servers', () => {
  it("asks again without response_format when the server refuses it (llama.cpp, older Ollama), and keeps it off", async () => {
    const { engine, requests } = await chatWith((req) =>
      req.json!.response_format ? { status: 400, body: { error: { message: "response_format type 'json_schema' is not supported", type: 'invalid_request_error' } } } : upperCaser(req),
    );
    expect(await engine.translateSegments(['a'], 'enu', 'esn')).toEqual(['A']);
    expect(await engine.translateSegments(['b'], 'enu', 'esn')).toEqual(['B']);
    expect(requests.map((r) => Boolean(r.json!.response_format))).toEqual([true, false, false]);
  });

  it('reads JSON in a fenced block when the schema is switched off (MT_OPENAI_JSON_SCHEMA=false)', async () => {
    const { engine, requests } = await chatWith(() => completion('Here is the translation:\n```json\n{"translations": [{"id": 1, "text": "Hola"}]}\n```'), { jsonSchema: false });
    expect(await engine.translateText({ text: 'Hello', source: 'enu', target: 'esn' })).toEqual({ translatedText: 'Hola' });
    expect(requests[0]!.json!.response_format).toBeUndefined();
  });

  it('waits what Retry-After asks after a 429, asks again after a 500, then answers', { timeout: 15_000 }, async () => {
    const started = Date.now();
    const { engine, requests } = await chatWith((req, i) =>
      i === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Rate limit reached' } } } : i === 1 ? { status: 500, body: { error: { message: 'overloaded' } } } : upperCaser(req),
    );
    expect(await engine.translateSegments(['a'], 'enu', 'esn')).toEqual(['A']);
    expect(requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('turns a refused key and a spent quota into the catalogue’s words, and a silent server into a timeout', async () => {
    const refused = await chatWith(() => ({ status: 401, body: { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } } }), { retries: 0 });
    await expect(refused.engine.translateText({ text: 'a', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_UNAUTHORIZED', message: MT_ENGINE_ERROR_MESSAGES.ENGINE_UNAUTHORIZED });
    await engine!.close();
    await server!.close();
    const spent = await chatWith(() => ({ status: 429, body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } } }), { retries: 0 });
    await expect(spent.engine.translateText({ text: 'a', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_QUOTA_EXCEEDED' });
    await engine!.close();
    await server!.close();
    const silent = await chatWith(() => ({ hang: true }), { retries: 0, timeoutMs: 300 });
    await expect(silent.engine.translateText({ text: 'a', source: 'enu', target: 'esn' })).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT' });
  });
});

describe('OpenAiChatEngine documents and settings', () => {
  it('translates a text file paragraph by paragraph, keeping blank lines, indentation and line ends', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'openai-test-'));
    try {
      const { engine } = await chatWith(upperCaser);
      await writeFile(path.join(work, 'in.txt'), 'Hello\n\n  Bring your card.\r\nBye\n');
      const result = await engine.translateDocument({ input: path.join(work, 'in.txt'), format: 'txt', source: 'enu', target: 'esn', output: path.join(work, 'out.txt') });
      // Characters sent: "Hello" and the paragraph "Bring your card.\nBye".
      expect(result).toEqual({ outputFormat: 'txt', characters: 'Hello'.length + 'Bring your card.\nBye'.length });
      expect(await readFile(path.join(work, 'out.txt'), 'utf8')).toBe('HELLO\n\n  BRING YOUR CARD.\r\nBYE\n');
      expect(engine.documentFormats()).toEqual(expect.arrayContaining(['txt', 'html', 'docx', 'pptx', 'xlsx', 'odt', 'pdf']));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('translates a Word document through the document filters: tags sent and kept, formatting kept', async () => {
    const { engine, requests } = await chatWith(tagKeeper);
    const out = await translateDocx(engine);
    const sent = requests.flatMap((r) => segmentsOf(r).map((s) => s.text));
    expect(sent).toContain('Take two tablets every morning <g1>with</g1> a glass of water.');
    expect(sent).toContain('Clinic handbook — <g1>draft</g1>');
    expect(out.document).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">WITH</w:t></w:r>');
    expect(out.document).toContain('<w:hyperlink r:id="rId9">');
    expect(out.footer).toContain('<w:instrText xml:space="preserve"> PAGE </w:instrText>');
  });

  it('a model that keeps losing a tag: the segment is asked alone, then plain, and the document stays whole', async () => {
    // Upper-cases everything, tags included: <g1> comes back as <G1>, which is no tag.
    const { engine, requests } = await chatWith(upperCaser);
    const out = await translateDocx(engine);
    const asked = requests.map((r) => segmentsOf(r).map((s) => s.text));
    expect(asked).toContainEqual(['Clinic handbook — <g1>draft</g1>']);
    expect(asked.at(-1)).toContain('Clinic handbook — draft');
    expect(xmlTexts(out.document, 'w:t')).toContain('TAKE TWO TABLETS EVERY MORNING WITH A GLASS OF WATER.');
    expect(out.document).not.toContain('<w:b/>');
  });

  it('reads its settings with their defaults', () => {
    expect(loadOpenAiChatConfig({})).toEqual({
      url: 'https://api.openai.com',
      key: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 120_000,
      retries: 3,
      jsonSchema: true,
      batchTokens: 1500,
      languageIds: null,
    });
    expect(loadOpenAiChatConfig({ MT_OPENAI_URL: 'http://localhost:11434/v1/', MT_OPENAI_JSON_SCHEMA: 'false', MT_OPENAI_LANGUAGES: 'enu, esn' })).toMatchObject({
      url: 'http://localhost:11434',
      jsonSchema: false,
      languageIds: ['enu', 'esn'],
    });
    expect(() => loadOpenAiChatConfig({ MT_OPENAI_JSON_SCHEMA: 'maybe' })).toThrow(/MT_OPENAI_JSON_SCHEMA/);
  });
});
