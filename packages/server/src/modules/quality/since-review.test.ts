// What changed since the last review (decision 188), on both databases over a real machine translation and a media
// request's stored lines: nothing before a first decision; after changes were requested, the segments staff edit or
// confirm and the media lines they fix and rebuild, staff's redelivery marked; after an approval, only what came after it.
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

  it('lists the media lines staff fix after changes were requested, whose rebuild keeps the request sent back', async () => {
    await decide(mediaId, 'requestChanges');
    expect(await mediaChanges()).toMatchObject({ redelivered: false, segments: [] });
    const linesUrl = `/jobRequests/${mediaId}/mediaSegments`;
    const fix = (user: string, lines: MediaSegments) => {
      const esn = lines.files[0]!.translations[0]!;
      const segments = esn.segments.map((l) => ({ id: l.id, text: l.id === 'l3' ? 'Le llamaremos pronto.' : l.text }));
      return as(user, 'PUT', `${linesUrl}/0/translations/esn`, { version: esn.version, segments });
    };
    // The client waits for the redelivery; staff open the lines of any company's request and fix one.
    const client = (await as(ALICE, 'GET', linesUrl)).json() as MediaSegments;
    expect(client.editable).toBe(false);
    const refused = await fix(ALICE, client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'MEDIA_NOT_EDITABLE' });
    const staff = (await as(STAFF, 'GET', linesUrl)).json() as MediaSegments;
    expect(staff.editable).toBe(true);
    const saved = await fix(STAFF, staff);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await mediaChanges()).toMatchObject({ redelivered: false, segments: ['l3'] });
    // "Update files" runs in TRANSLATING and returns the request to CHANGES_REQUESTED: only the desk's complete redelivers.
    const rebuilt = await as(STAFF, 'POST', `${linesUrl}/actions/rebuildOutputs`);
    expect(rebuilt.statusCode, rebuilt.body).toBe(202);
    expect(rebuilt.json()).toMatchObject({ status: 'TRANSLATING' });
    await t.app.jobs.drain();
    const desk = await as(STAFF, 'GET', `/providerDesk/jobRequests/${mediaId}`);
    expect(desk.json()).toMatchObject({ id: mediaId, name: 'Pharmacy video', status: 'CHANGES_REQUESTED' });
    expect((await as(ALICE, 'GET', `/providerDesk/jobRequests/${mediaId}`)).statusCode).toBe(403);
    expect((await as(STAFF, 'GET', `/providerDesk/jobRequests/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    await redeliver(mediaId);
    expect(await mediaChanges()).toMatchObject({ decision: 'CHANGES_REQUESTED', redelivered: true, segments: ['l3'] });
  });
});
