// What changed since the last review (decision 188), on both databases over a real machine translation and a media
// request's stored lines: nothing before a first decision; after changes were requested, the segments staff edit or
// confirm and the lines whose text changes, staff's redelivery marked; after an approval, only what came after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocumentReview, MediaSegments, QualityIssueList } from '@lingua/contract';
import { apiAs, buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, jobRequestFiles, jobRequests, mediaSegments, userAccounts } from '../../db/schema/index.ts';

const ALICE = 'client@acme-health.example';
const GRACE = 'client@globex.example';
const STAFF = 'admin@lingua.example';

let t: TestApp;
let id: string;
let key: string;
let mediaId: string;
const api = apiAs(() => t.app);
const as = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url: `/v1${url}`, headers: { [TEST_USER_HEADER]: user }, ...(payload ? { payload } : {}) });
const segmentsUrl = () => `/jobRequests/${id}/files/${encodeURIComponent(key)}/segments`;
const documentChanges = async (user = ALICE) => ((await as(user, 'GET', `/jobRequests/${id}/qualityIssues?languageId=esn&fileKey=${encodeURIComponent(key)}`)).json() as QualityIssueList).sinceReview;
const mediaChanges = async () => ((await as(ALICE, 'GET', `/jobRequests/${mediaId}/qualityIssues?languageId=esn&fileIndex=0`)).json() as QualityIssueList).sinceReview;
const decide = async (request: string, verb: 'approve' | 'requestChanges') => {
  const res = await as(ALICE, 'POST', `/jobRequests/${request}/languages/esn/actions/${verb}`, { note: 'Please look again' });
  expect(res.statusCode, res.body).toBe(200);
};
const redeliver = async (request: string) => expect((await as(STAFF, 'POST', `/providerDesk/jobRequests/${request}/actions/complete`)).statusCode).toBe(204);

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const [file] = await api.upload(ALICE, [['notice.txt', 'The pharmacy opens at nine.\n\nBring your prescription.\n\nAsk us about side effects.\n']]);
  const res = await api.call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Notice',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'notice.txt', category: 'SOURCE_DOCUMENT', fileKey: file }],
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().id;
  await t.app.jobs.drain();
  key = ((await api.call(ALICE, 'GET', `/jobRequests/${id}`)).json() as { files: Array<{ fileKey: string; category: string }> }).files.find((f) => f.category === 'TRANSLATED_DOCUMENT')!.fileKey;
  expect((await as(ALICE, 'GET', segmentsUrl())).statusCode).toBe(200);
  mediaId = await storedMediaRequest();
}, 120_000);
afterAll(async () => t?.close());

async function storedMediaRequest(): Promise<string> {
  const acme = (await t.ctx.db.select().from(clientConfigs)).find((c) => c.companyName.startsWith('Acme'))!.id;
  const [alice] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, ALICE));
  const [row] = await t.ctx.db
    .insert(jobRequests)
    .values({ clientId: acme, ownerUserId: alice!.id, name: 'Pharmacy video', status: 'COMPLETED', origination: 'MEDIAAI', requestType: 'TRANSLATION_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn'] })
    .returning();
  await t.ctx.db.insert(jobRequestFiles).values([
    { jobRequestId: row!.id, fileName: 'pharmacy.mp4', fileKey: `req/${row!.id}/pharmacy.mp4`, category: 'SOURCE_DOCUMENT' },
    { jobRequestId: row!.id, fileName: 'pharmacy_esn.srt', fileKey: `translated/${row!.id}/esn/pharmacy_esn.srt`, category: 'TRANSLATED_DOCUMENT' },
  ]);
  await t.ctx.db.insert(mediaSegments).values([
    { jobRequestId: row!.id, fileIndex: 0, languageId: 'enu', isSource: true, durationSeconds: 9, segments: [{ id: 'l1', start: 0, end: 2, text: 'Good morning.' }, { id: 'l2', start: 2, end: 4, text: 'Take a number.' }, { id: 'l3', start: 4, end: 6, text: 'We call you soon.' }] },
    { jobRequestId: row!.id, fileIndex: 0, languageId: 'esn', isSource: false, segments: [{ id: 'l1', text: 'Buenos días.', stale: false }, { id: 'l2', text: 'Tome un número.', stale: false }, { id: 'l3', text: 'Le llamamos pronto.', stale: false }] },
  ]);
  return row!.id;
}

describe('what changed since the last review', { timeout: 60_000 }, () => {
  it('is absent before a first decision and when no single file is named', async () => {
    expect(await documentChanges()).toBeUndefined();
    await decide(id, 'requestChanges');
    expect(((await as(ALICE, 'GET', `/jobRequests/${id}/qualityIssues?languageId=esn`)).json() as QualityIssueList).sinceReview).toBeUndefined();
    expect(await documentChanges()).toEqual({ decision: 'CHANGES_REQUESTED', decidedAt: expect.any(String), decidedBy: ALICE, redelivered: false, segments: [] });
  });

  it('lists the segments staff edit or confirm after changes were requested, and marks the redelivery', async () => {
    // Staff fix a request sent back before delivering it again; its client waits for the redelivery.
    const client = (await as(ALICE, 'GET', segmentsUrl())).json() as DocumentReview;
    expect(client.editable).toBe(false);
    const opened = (await as(STAFF, 'GET', segmentsUrl())).json() as DocumentReview;
    expect(opened.editable).toBe(true);
    const saved = await as(STAFF, 'PUT', segmentsUrl(), { version: opened.version, segments: [{ position: 1, target: 'Traiga su receta médica.' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const confirmed = await as(STAFF, 'POST', `${segmentsUrl()}/actions/confirm`, { version: (saved.json() as { version: number }).version, positions: [2] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await documentChanges()).toMatchObject({ redelivered: false, segments: ['1', '2'] });
    await redeliver(id);
    expect(await documentChanges()).toMatchObject({ decision: 'CHANGES_REQUESTED', redelivered: true, segments: ['1', '2'] });
    // Staff see the same, and another company nothing of it.
    expect(await documentChanges(STAFF)).toMatchObject({ segments: ['1', '2'] });
    expect((await as(GRACE, 'GET', `/jobRequests/${id}/qualityIssues?languageId=esn&fileKey=${encodeURIComponent(key)}`)).statusCode).toBe(404);
  });

  it('starts again from an approval', async () => {
    await decide(id, 'approve');
    expect(await documentChanges()).toMatchObject({ decision: 'APPROVED', redelivered: false, segments: [] });
    const review = (await as(ALICE, 'GET', segmentsUrl())).json() as DocumentReview;
    expect((await as(ALICE, 'PUT', segmentsUrl(), { version: review.version, segments: [{ position: 0, target: 'La farmacia abre a las nueve en punto.' }] })).statusCode).toBe(200);
    expect(await documentChanges()).toMatchObject({ segments: ['0'] });
  });

  it('lists the media lines whose text changed since the decision', async () => {
    await decide(mediaId, 'requestChanges');
    expect(await mediaChanges()).toMatchObject({ redelivered: false, segments: [] });
    await redeliver(mediaId);
    const lines = (await as(ALICE, 'GET', `/jobRequests/${mediaId}/mediaSegments`)).json() as MediaSegments;
    const esn = lines.files[0]!.translations[0]!;
    const save = await as(ALICE, 'PUT', `/jobRequests/${mediaId}/mediaSegments/0/translations/esn`, {
      version: esn.version,
      segments: esn.segments.map((l) => ({ id: l.id, text: l.id === 'l3' ? 'Le llamaremos pronto.' : l.text })),
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(await mediaChanges()).toMatchObject({ decision: 'CHANGES_REQUESTED', redelivered: true, segments: ['l3'] });
  });
});
