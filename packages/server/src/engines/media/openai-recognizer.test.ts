// The OpenAI-API recogniser against a real HTTP server on 127.0.0.1 answering with the response shapes that
// OpenAI (API reference, "The transcription object (Verbose JSON)"), whisper.cpp's server (examples/server,
// verbose_json) and speaches (faster-whisper-server) document; the fixtures below are those shapes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from './engine.ts';
import { OpenAiRecognizer, type OpenAiRecognizerOptions } from './openai-recognizer.ts';
import { bursts, startAudioServer, wavOf, type RecordedRequest, type Reply, type TestAudioServer } from './test-openai-server.ts';

/** OpenAI whisper-1 with timestamp_granularities word and segment: words at the top level, no probability. */
const OPENAI_FIXTURE = {
  task: 'transcribe',
  language: 'english',
  duration: 2.5,
  text: 'Send me the report.',
  words: [
    { word: 'Send', start: 0.0, end: 0.32 },
    { word: 'me', start: 0.32, end: 0.5 },
    { word: 'the', start: 0.5, end: 0.62 },
    { word: 'report', start: 0.62, end: 1.1 },
  ],
  segments: [
    { id: 0, seek: 0, start: 0.0, end: 1.2, text: ' Send me the report.', tokens: [50364, 17908, 385, 264, 2275, 13], temperature: 0.0, avg_logprob: -0.21, compression_ratio: 0.79, no_speech_prob: 0.011 },
  ],
};

/** whisper.cpp's server: no top-level words; each segment's `words` are the model's tokens with t_dtw and probability. */
const WHISPER_CPP_FIXTURE = {
  task: 'transcribe',
  language: 'english',
  duration: 3.0,
  text: ' And so my fellow Americans, ask.',
  segments: [
    {
      id: 0,
      text: ' And so my fellow Americans,',
      start: 0.0,
      end: 2.0,
      tokens: [400, 370, 452, 7177, 6280, 11],
      words: [
        { word: ' And', start: 0.0, end: 0.3, t_dtw: -1, probability: 0.97 },
        { word: ' so', start: 0.3, end: 0.5, t_dtw: -1, probability: 0.99 },
        { word: ' my', start: 0.5, end: 0.7, t_dtw: -1, probability: 0.98 },
        { word: ' fellow', start: 0.7, end: 1.1, t_dtw: -1, probability: 0.95 },
        { word: ' Amer', start: 1.1, end: 1.5, t_dtw: -1, probability: 0.81 },
        { word: 'icans', start: 1.5, end: 1.9, t_dtw: -1, probability: 0.64 },
        { word: ',', start: 1.9, end: 2.0, t_dtw: -1, probability: 0.9 },
      ],
      temperature: 0.0,
      avg_logprob: -0.18,
      no_speech_prob: 0.02,
    },
    {
      id: 1,
      text: ' ask.',
      start: 2.0,
      end: 3.0,
      tokens: [1029, 13],
      words: [
        { word: ' ask', start: 2.1, end: 2.6, t_dtw: -1, probability: 0.88 },
        { word: '.', start: 2.6, end: 2.7, t_dtw: -1, probability: 0.99 },
      ],
      temperature: 0.0,
      avg_logprob: -0.25,
      no_speech_prob: 0.02,
    },
    {
      id: 2,
      text: ' [BLANK_AUDIO]',
      start: 3.0,
      end: 3.0,
      tokens: [685, 9079, 16241, 62, 32, 8322, 46, 60],
      words: [
        { word: ' [', start: 3.0, end: 3.0, t_dtw: -1, probability: 0.5 },
        { word: 'BL', start: 3.0, end: 3.0, t_dtw: -1, probability: 0.5 },
        { word: 'ANK', start: 3.0, end: 3.0, t_dtw: -1, probability: 0.5 },
        { word: '_', start: 3.0, end: 3.0, t_dtw: -1, probability: 0.5 },
        { word: 'AUD', start: 3.0, end: 3.0, t_dtw: -1, probability: 0.5 },
        { word: 'IO', start: 3.0, end: 3.0, t_dtw: -1, probability: 0.5 },
        { word: ']', start: 3.0, end: 3.0, t_dtw: -1, probability: 0.5 },
      ],
      temperature: 0.0,
      avg_logprob: -0.5,
      no_speech_prob: 0.9,
    },
  ],
  detected_language: 'english',
  detected_language_probability: 0.98,
  language_probabilities: { en: 0.98, de: 0.01 },
};

/** speaches: top-level words with a leading space and a probability; segments carry `words: null`. */
const SPEACHES_FIXTURE = {
  task: 'transcribe',
  language: 'en',
  duration: 2.0,
  text: 'Hello there, world.',
  words: [
    { start: 0.0, end: 0.4, word: ' Hello', probability: 0.93 },
    { start: 0.4, end: 0.8, word: ' there,', probability: 0.71 },
    { start: 0.9, end: 1.4, word: ' world.', probability: 0.99 },
  ],
  segments: [
    { id: 1, seek: 0, start: 0.0, end: 1.4, text: ' Hello there, world.', tokens: [50365, 2425, 456, 11, 1002, 13], temperature: 0.0, avg_logprob: -0.3, compression_ratio: 0.8, no_speech_prob: 0.01, words: null },
  ],
};

/** A server that gives segments only (no word timings: LocalAI, or OpenAI asked for segments only). */
const SEGMENTS_ONLY_FIXTURE = {
  task: 'transcribe',
  language: 'english',
  duration: 4.0,
  text: 'one two three four',
  segments: [
    { id: 0, seek: 0, start: 1.0, end: 2.0, text: ' one two', tokens: [], temperature: 0, avg_logprob: -0.2, compression_ratio: 1, no_speech_prob: 0 },
    { id: 1, seek: 0, start: 2.5, end: 3.7, text: ' three four', tokens: [], temperature: 0, avg_logprob: -0.2, compression_ratio: 1, no_speech_prob: 0 },
  ],
};

let work: string;
let wav: string;
let server: TestAudioServer | undefined;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'openai-stt-'));
  wav = path.join(work, 'speech.wav');
  await writeFile(wav, wavOf(bursts(2.5, 0.4, 0.3), 16_000));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function recognizerWith(answer: (req: RecordedRequest, i: number) => Reply | Promise<Reply>, options: Partial<OpenAiRecognizerOptions> = {}) {
  server = await startAudioServer(answer);
  const recognizer = new OpenAiRecognizer({
    url: `${server.url}/v1`,
    key: 'sk-test',
    model: 'whisper-1',
    timeoutMs: 5000,
    retries: 2,
    retryBaseMs: 10,
    languages: new Map([
      ['enu', 'en'],
      ['ptg', 'pt'],
    ]),
    maxBytes: 24 * 1024 * 1024,
    ...options,
  });
  return { recognizer, requests: server.requests };
}

const granularities = (r: RecordedRequest) => r.fields.filter(([k]) => k === 'timestamp_granularities[]').map(([, v]) => v);
const field = (r: RecordedRequest, name: string) => r.fields.find(([k]) => k === name)?.[1];

describe('OpenAiRecognizer: requests and answer shapes', () => {
  // segmentEnd marks the word the server's segment ends on: the cue builder prefers to cut there (decision 135).
  it('posts the WAV as multipart with model, language, verbose_json and both granularities; reads OpenAI words', async () => {
    const { recognizer, requests } = await recognizerWith(() => ({ body: OPENAI_FIXTURE }));
    const words = await recognizer.recognize({ wav, language: 'enu' });
    expect(words).toEqual([
      { word: 'Send', start: 0, end: 0.32 },
      { word: 'me', start: 0.32, end: 0.5 },
      { word: 'the', start: 0.5, end: 0.62 },
      { word: 'report', start: 0.62, end: 1.1, segmentEnd: true },
    ]);
    const [req] = requests;
    expect(req!.path).toBe('/v1/audio/transcriptions');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(field(req!, 'model')).toBe('whisper-1');
    expect(field(req!, 'language')).toBe('en');
    expect(field(req!, 'response_format')).toBe('verbose_json');
    expect(granularities(req!)).toEqual(['word', 'segment']);
    // The whole clip, as a 16 kHz mono WAV: 2.5 s of samples behind a 44-byte header.
    expect(req!.file!.toString('ascii', 0, 4)).toBe('RIFF');
    expect(req!.file!.readUInt32LE(24)).toBe(16_000);
    expect(req!.file!.length).toBe(44 + 2.5 * 16_000 * 2);
  });

  it('joins whisper.cpp tokens into words, keeps punctuation and the least sure token’s confidence, drops [BLANK_AUDIO]', async () => {
    const { recognizer } = await recognizerWith(() => ({ body: WHISPER_CPP_FIXTURE }));
    expect(await recognizer.recognize({ wav, language: 'enu' })).toEqual([
      { word: 'And', start: 0, end: 0.3, confidence: 0.97 },
      { word: 'so', start: 0.3, end: 0.5, confidence: 0.99 },
      { word: 'my', start: 0.5, end: 0.7, confidence: 0.98 },
      { word: 'fellow', start: 0.7, end: 1.1, confidence: 0.95 },
      { word: 'Americans,', start: 1.1, end: 2, confidence: 0.64, segmentEnd: true },
      { word: 'ask.', start: 2.1, end: 2.7, confidence: 0.88, segmentEnd: true },
    ]);
  });

  it('reads speaches words (top level, leading spaces) with their probability', async () => {
    const { recognizer } = await recognizerWith(() => ({ body: SPEACHES_FIXTURE }));
    expect(await recognizer.recognize({ wav, language: 'enu' })).toEqual([
      { word: 'Hello', start: 0, end: 0.4, confidence: 0.93 },
      { word: 'there,', start: 0.4, end: 0.8, confidence: 0.71 },
      { word: 'world.', start: 0.9, end: 1.4, confidence: 0.99, segmentEnd: true },
    ]);
  });

  it('spreads a segment over its words by length when the server gives no word timings', async () => {
    const { recognizer } = await recognizerWith(() => ({ body: SEGMENTS_ONLY_FIXTURE }));
    const words = await recognizer.recognize({ wav, language: 'enu' });
    expect(words.map((w) => w.word)).toEqual(['one', 'two', 'three', 'four']);
    // "one two": 4 + 4 characters share 1.0 s; "three four": 6 + 5 share 1.2 s.
    expect(words).toEqual([
      { word: 'one', start: 1, end: 1.5 },
      { word: 'two', start: 1.5, end: 2, segmentEnd: true },
      { word: 'three', start: 2.5, end: 3.155 },
      { word: 'four', start: 3.155, end: 3.7, segmentEnd: true },
    ]);
  });

  it('asks again without timestamp_granularities when the server refuses them, and stops sending them', async () => {
    const { recognizer, requests } = await recognizerWith((req) =>
      granularities(req).length
        ? { status: 400, body: { error: { message: "Unrecognized request argument supplied: timestamp_granularities[]", type: 'invalid_request_error' } } }
        : { body: SEGMENTS_ONLY_FIXTURE },
    );
    expect((await recognizer.recognize({ wav, language: 'enu' })).map((w) => w.word)).toEqual(['one', 'two', 'three', 'four']);
    expect(requests.map(granularities)).toEqual([['word', 'segment'], []]);
    await recognizer.recognize({ wav, language: 'enu' });
    expect(requests.map(granularities)).toEqual([['word', 'segment'], [], []]);
  });

  it('sends the base language code and refuses a language it is not configured for, without a call', async () => {
    const { recognizer, requests } = await recognizerWith(() => ({ body: OPENAI_FIXTURE }));
    await recognizer.recognize({ wav, language: 'ptg' });
    expect(field(requests[0]!, 'language')).toBe('pt');
    expect(recognizer.languages()).toEqual(['enu', 'ptg']);
    await expect(recognizer.recognize({ wav, language: 'deu' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
    expect(requests).toHaveLength(1);
  });
});

describe('OpenAiRecognizer: long input in chunks', () => {
  it('cuts speech over the limit into 16 kHz mono chunks at quiet moments and shifts each chunk’s times back', async () => {
    // 7 s of 0.4 s tones with 0.3 s gaps; chunks of at most 64 KiB ≈ 2 s.
    const long = path.join(work, 'long.wav');
    const samples = bursts(7, 0.4, 0.3);
    await writeFile(long, wavOf(samples, 16_000));
    const { recognizer, requests } = await recognizerWith(() => ({ body: { text: 'x', words: [{ word: 'x', start: 0.1, end: 0.2 }] } }), { maxBytes: 64 * 1024 });
    const words = await recognizer.recognize({ wav: long, language: 'enu' });
    expect(requests.length).toBeGreaterThanOrEqual(4);
    let offset = 0;
    const starts: number[] = [];
    for (const r of requests) {
      const file = r.file!;
      expect(file.length).toBeLessThanOrEqual(64 * 1024);
      expect([file.readUInt16LE(22), file.readUInt32LE(24), file.readUInt32LE(40)]).toEqual([1, 16_000, file.length - 44]);
      starts.push(offset);
      // Every cut falls in a gap between tones, so no sound is split across two chunks.
      if (offset > 0) expect(samples[offset]).toBe(0);
      offset += (file.length - 44) / 2;
    }
    expect(offset).toBe(samples.length);
    expect(words.map((w) => w.start)).toEqual(starts.map((s) => Math.round((s / 16_000 + 0.1) * 1000) / 1000));
  });

  it('sends a chunk in halves when the server answers 413', async () => {
    const { recognizer, requests } = await recognizerWith((req) =>
      req.file!.length > 60_000 ? { status: 413, body: { error: { message: 'Maximum content size limit exceeded.' } } } : { body: { text: 'x', words: [{ word: 'x', start: 0, end: 0.1 }] } },
    );
    const words = await recognizer.recognize({ wav, language: 'enu' });
    const sent = requests.filter((r) => r.file!.length <= 60_000);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.reduce((n, r) => n + r.file!.length - 44, 0)).toBe(2.5 * 16_000 * 2);
    expect(words).toHaveLength(sent.length);
  });
});

describe('OpenAiRecognizer: failures end with a reason, never a hang', () => {
  it('retries 429 and 5xx with backoff (following Retry-After) and then succeeds', async () => {
    const { recognizer, requests } = await recognizerWith((_req, i) =>
      i === 0 ? { status: 429, headers: { 'retry-after': '0' }, body: { error: { message: 'Rate limit reached' } } } : i === 1 ? { status: 503, body: 'busy' } : { body: OPENAI_FIXTURE },
    );
    expect(await recognizer.recognize({ wav, language: 'enu' })).toHaveLength(4);
    expect(requests).toHaveLength(3);
  });

  it('fails with ENGINE_FAILURE and the server’s words once the retries are used up', async () => {
    const { recognizer, requests } = await recognizerWith(() => ({ status: 500, body: { error: 'failed to process audio' } }));
    const err = (await recognizer.recognize({ wav, language: 'enu' }).catch((e: unknown) => e)) as MediaError;
    expect(err).toBeInstanceOf(MediaError);
    expect(err.code).toBe('ENGINE_FAILURE');
    expect(err.message).toBe('The speech recognition service was busy or failing (HTTP 500, tried 3 times). It said: failed to process audio.');
    expect(requests).toHaveLength(3);
  });

  it('gives up on a server that does not answer after the timeout, per attempt', async () => {
    const { recognizer, requests } = await recognizerWith(() => ({ hang: true }), { timeoutMs: 200, retries: 1 });
    const t0 = performance.now();
    await expect(recognizer.recognize({ wav, language: 'enu' })).rejects.toMatchObject({
      code: 'ENGINE_TIMEOUT',
      message: 'The speech recognition service did not answer within 0.2 seconds (tried 2 times).',
    });
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(requests).toHaveLength(2);
  });

  it('does not retry a refused key: ENGINE_REJECTED with a sentence a user can read', async () => {
    const { recognizer, requests } = await recognizerWith(() => ({ status: 401, body: { error: { message: 'Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.', type: 'invalid_request_error', code: 'invalid_api_key' } } }));
    const err = (await recognizer.recognize({ wav, language: 'enu' }).catch((e: unknown) => e)) as MediaError;
    expect(err.code).toBe('ENGINE_REJECTED');
    expect(err.message).toMatch(/^The speech recognition service did not accept the configured key \(HTTP 401\)\. It said: Incorrect API key provided/);
    expect(requests).toHaveLength(1);
  });

  it('reports an unreachable server as ENGINE_FAILURE after its retries', async () => {
    const { recognizer } = await recognizerWith(() => ({ body: {} }));
    await server!.close();
    server = undefined;
    await expect(recognizer.recognize({ wav, language: 'enu' })).rejects.toMatchObject({
      code: 'ENGINE_FAILURE',
      message: expect.stringMatching(/^The speech recognition service could not be reached \(tried 3 times\): .*ECONNREFUSED/),
    });
  });

  it('stops at once when the job is aborted', async () => {
    const { recognizer } = await recognizerWith(() => ({ hang: true }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(recognizer.recognize({ wav, language: 'enu', signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('fails readably on an answer that is not a transcript', async () => {
    const { recognizer } = await recognizerWith(() => ({ body: '<html>Bad gateway page</html>', headers: { 'content-type': 'text/html' } }));
    await expect(recognizer.recognize({ wav, language: 'enu' })).rejects.toMatchObject({
      code: 'ENGINE_FAILURE',
      message: 'The speech recognition service answered with something other than a transcript.',
    });
  });
});
