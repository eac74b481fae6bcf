// The OpenAI-API voices against a real HTTP server on 127.0.0.1 answering like OpenAI (`/v1/audio/speech`,
// a WAV body), speaches (a streamed WAV whose header carries no sizes) and a server that ignores
// response_format (MP3).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiVoices, type OpenAiVoicesOptions } from './openai-voices.ts';
import { durationOf } from './test-media.ts';
import { bursts, startAudioServer, wavOf, type RecordedRequest, type Reply, type TestAudioServer } from './test-openai-server.ts';

const run = promisify(execFile);
let work: string;
let server: TestAudioServer | undefined;
/** 1.5 s at 24 kHz, as OpenAI's WAV answers are. */
const SPOKEN = wavOf(bursts(1.5, 0.4, 0.2, 24_000), 24_000);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'openai-tts-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function voicesWith(answer: (req: RecordedRequest, i: number) => Reply | Promise<Reply>, options: Partial<OpenAiVoicesOptions> = {}) {
  server = await startAudioServer(answer);
  const voices = new OpenAiVoices({
    url: server.url,
    key: undefined,
    model: 'tts-1',
    timeoutMs: 5000,
    retries: 2,
    retryBaseMs: 10,
    voices: [
      { languageId: 'enu', languageName: 'English', voice: 'nova' },
      { languageId: 'enu', languageName: 'English', voice: 'af_heart' },
      { languageId: 'esn', languageName: 'Spanish', voice: 'nova' },
    ],
    ...options,
  });
  return { voices, requests: server.requests };
}

describe('OpenAiVoices', () => {
  it('lists each configured voice once per language with a readable name and an id the sample URL takes', async () => {
    const { voices } = await voicesWith(() => ({ body: SPOKEN }));
    expect(voices.voices()).toEqual([
      { voiceName: 'openai-nova-enu', displayName: 'English – Nova', languageId: 'enu' },
      { voiceName: 'openai-af_heart-enu', displayName: 'English – Af Heart', languageId: 'enu' },
      { voiceName: 'openai-nova-esn', displayName: 'Spanish – Nova', languageId: 'esn' },
    ]);
  });

  it('posts model, input, voice and response_format=wav, and writes a PCM WAV as long as the answer', async () => {
    const { voices, requests } = await voicesWith(() => ({ body: SPOKEN, headers: { 'content-type': 'audio/wav' } }), { key: 'sk-voice' });
    const output = path.join(work, 'nova.wav');
    await voices.synthesize({ voiceName: 'openai-nova-esn', text: 'Hola, ¿qué tal?', output });
    expect(requests[0]!.path).toBe('/v1/audio/speech');
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-voice');
    expect(requests[0]!.json).toEqual({ model: 'tts-1', input: 'Hola, ¿qué tal?', voice: 'nova', response_format: 'wav' });
    const wav = await readFile(output);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(await durationOf(output)).toBeCloseTo(1.5, 1);
  });

  it('turns a words-per-minute request into speed', async () => {
    const { voices, requests } = await voicesWith(() => ({ body: SPOKEN }));
    await voices.synthesize({ voiceName: 'openai-nova-enu', text: 'Quick.', output: path.join(work, 'fast.wav'), wordsPerMinute: 240 });
    expect(requests[0]!.json).toMatchObject({ speed: 1.5 });
  });

  it('reads a streamed WAV without sizes (speaches) and an MP3 from a server that ignores response_format', async () => {
    const mp3 = path.join(work, 'answer.mp3');
    await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=1.2', '-c:a', 'libmp3lame', mp3]);
    const mp3Bytes = await readFile(mp3);
    const { voices } = await voicesWith((_req, i) => (i === 0 ? { body: wavOf(bursts(1, 0.3, 0.2, 24_000), 24_000, true) } : { body: mp3Bytes, headers: { 'content-type': 'audio/mpeg' } }));
    const streamed = path.join(work, 'streamed.wav');
    await voices.synthesize({ voiceName: 'openai-nova-enu', text: 'One.', output: streamed });
    expect(await durationOf(streamed)).toBeCloseTo(1, 1);
    const fromMp3 = path.join(work, 'from-mp3.wav');
    await voices.synthesize({ voiceName: 'openai-nova-enu', text: 'Two.', output: fromMp3 });
    expect((await readFile(fromMp3)).toString('ascii', 0, 4)).toBe('RIFF');
    expect(await durationOf(fromMp3)).toBeGreaterThan(1.1);
  });

  it('retries a failing server, then fails with a reason; an unknown model is refused at once', async () => {
    const { voices, requests } = await voicesWith((_req, i) => (i < 2 ? { status: 502, body: 'Bad Gateway' } : { body: SPOKEN }));
    await voices.synthesize({ voiceName: 'openai-nova-enu', text: 'Again.', output: path.join(work, 'again.wav') });
    expect(requests).toHaveLength(3);
    await server!.close();

    const refused = await voicesWith(() => ({ status: 404, body: { detail: "Model 'tts-9' is not installed locally." } }));
    await expect(refused.voices.synthesize({ voiceName: 'openai-nova-enu', text: 'x', output: path.join(work, 'x.wav') })).rejects.toMatchObject({
      code: 'ENGINE_REJECTED',
      message: 'The voice service has no such endpoint or model "tts-1" (HTTP 404). It said: Model \'tts-9\' is not installed locally.',
    });
    expect(refused.requests).toHaveLength(1);
  });

  it('refuses a voice it does not have and an empty answer', async () => {
    const { voices, requests } = await voicesWith(() => ({ body: '' }));
    await expect(voices.synthesize({ voiceName: 'openai-echo-enu', text: 'x', output: path.join(work, 'y.wav') })).rejects.toMatchObject({ code: 'UNKNOWN_VOICE' });
    expect(requests).toHaveLength(0);
    await expect(voices.synthesize({ voiceName: 'openai-nova-enu', text: 'x', output: path.join(work, 'z.wav') })).rejects.toMatchObject({
      code: 'ENGINE_FAILURE',
      message: 'The voice service answered without any audio.',
    });
  });
});
