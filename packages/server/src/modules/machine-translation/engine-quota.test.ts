// Decision 131 through the API: with MT_ENGINE=deepl,apertium and a DeepL whose plan is spent (456, answered by a
// local server in DeepL's documented shapes), the text box gets 503 with the catalogue's words, and a file
// request ends FAILED at once with those words as the reason its details page shows.
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { jobRequests } from '../../db/schema/index.ts';
import { loadMtConfig } from '../../engines/mt/index.ts';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from '../../lib/test-http-server.ts';

const ALICE = 'client@acme-health.example';

/** DeepL with English and Spanish, whose plan has no characters left. */
function spentDeepl(req: RecordedRequest): Reply {
  if (req.path === '/v2/languages?type=target') return { body: [{ language: 'EN-US', name: 'English (American)' }, { language: 'ES', name: 'Spanish' }] };
  if (req.path === '/v2/languages') return { body: [{ language: 'EN', name: 'English' }, { language: 'ES', name: 'Spanish' }] };
  return { status: 456, body: { message: 'Quota Exceeded' } };
}

let deepl: TestServer;
let t: TestApp;

beforeAll(async () => {
  deepl = await startTestServer(spentDeepl);
  const mt = loadMtConfig({ MT_ENGINE: 'deepl,apertium', DEEPL_KEY: 'test-key:fx', DEEPL_URL: deepl.url, DEEPL_RETRIES: '0' });
  t = await buildTestApp({ config: { mt }, app: { configure: testPrincipals } });
});
afterAll(async () => {
  await t?.close();
  await deepl?.close();
});

const { call, upload } = apiAs(() => t.app);

describe('a spent DeepL quota', () => {
  it('answers the text box with 503 and the catalogue message', async () => {
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateText', {
      text: 'Please call the pharmacy before noon.',
      sourceLanguageCode: 'enu',
      targetLanguageCode: 'esn',
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message: MT_ENGINE_ERROR_MESSAGES.ENGINE_QUOTA_EXCEEDED, errorCode: 'ENGINE_QUOTA_EXCEEDED' });
  });

  it('fails a file request at once with the catalogue message as its reason', async () => {
    const [key] = await upload(ALICE, [['note.txt', Buffer.from('Please call the pharmacy before noon.')]]);
    const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
      requestName: 'Pharmacy note',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      files: [{ fileName: 'note.txt', category: 'SOURCE_DOCUMENT', fileKey: key }],
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.jobs.drain();
    const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, res.json().id));
    expect(row!.status).toBe('FAILED');
    expect(row!.failureReason).toBe(`note.txt → esn: ${MT_ENGINE_ERROR_MESSAGES.ENGINE_QUOTA_EXCEEDED}`);
    expect(deepl.requests.filter((r) => r.path === '/v2/document')).toHaveLength(1);
    const seen = (await call(ALICE, 'GET', `/jobRequests/${res.json().id}`)).json();
    expect(seen).toMatchObject({ status: 'FAILED', failureReason: row!.failureReason });
  });
});
