// A speech server that is down (decision 135): the media request ends FAILED with the reason within the time its
// retry settings imply — one call's attempts and waits — and the job is not run again to multiply it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { loadMediaConfig } from '../../engines/media/index.ts';
import { makeSpeechClips } from '../../engines/media/test-media.ts';
import { startAudioServer, type TestAudioServer } from '../../engines/media/test-openai-server.ts';

const ALICE = 'client@acme-health.example';
const RETRIES = 2;
const TIMEOUT_MS = 5000;
/** README's bound: every attempt's timeout and the waits between them (1 s, then doubling). */
const BOUND_MS = (RETRIES + 1) * TIMEOUT_MS + (2 ** RETRIES - 1) * 1000;

let t: TestApp;
let server: TestAudioServer;
let dir: string;
const api = apiAs(() => t.app);

beforeAll(async () => {
  server = await startAudioServer(() => ({ status: 500, body: { error: { message: 'model not loaded' } } }));
  dir = await mkdtemp(path.join(tmpdir(), 'media-down-'));
  const media = loadMediaConfig({ MEDIA_STT_ENGINE: 'openai', MEDIA_STT_URL: server.url, MEDIA_STT_RETRIES: String(RETRIES), MEDIA_STT_TIMEOUT_MS: String(TIMEOUT_MS), MEDIA_STT_LANGUAGES: 'enu' });
  t = await buildTestApp({ config: { media }, app: { configure: testPrincipals } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a speech server that is down', () => {
  it('fails the request with the reason after one call’s retries, within the bound the settings imply', async () => {
    const clip = await makeSpeechClips(dir, ['hello world']);
    const [fileKey] = await api.upload(ALICE, [['clip.mp3', await readFile(clip.mp3)]]);
    const started = Date.now();
    const res = await api.call(ALICE, 'POST', '/machineTranslation/actions/translateMediaFiles', {
      requestName: 'Clip',
      files: [{ fileName: 'clip.mp3', fileKey, category: 'SOURCE_DOCUMENT' }],
      sourceLanguageId: 'enu',
      targetLanguageIds: ['enu'],
      subtitlesType: 'srt',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.jobs.drain();
    const elapsed = Date.now() - started;
    const req = (await api.call(ALICE, 'GET', `/jobRequests/${res.json().id}`)).json() as { status: string; failureReason?: string };
    expect(req.status).toBe('FAILED');
    expect(req.failureReason).toMatch(/busy or failing \(HTTP 500, tried 3 times\)\. It said: model not loaded/);
    // Exactly one call's attempts: no retry of the whole job asked the server again.
    expect(server.requests).toHaveLength(RETRIES + 1);
    // Probing and the queue's pick-up take a few seconds on top of the service's own bound.
    expect(elapsed).toBeLessThan(BOUND_MS + 10_000);
  }, 120_000);
});
