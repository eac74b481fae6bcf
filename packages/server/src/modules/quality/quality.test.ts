// Review feedback (decision 184) on a real machine translation and a media request's stored lines: issues marked
// in plain words by an employee and stored as MQM, the score recomputed from the stored rows to the figure shown,
// staff's classification and answers, taking an issue back, the CSV, quality profiles versioned, and requesting
// changes and approving — the status the lists show, staff's notice, and the events reaching a receiver on
// loopback. Another company 404, bad input the error body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { QualityIssue, QualityIssueList, QualityProfile, ReviewDecision } from '@lingua/contract';
import { apiAs, buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, jobRequestFiles, jobRequests, mediaSegments, notices as noticeRows, qualityIssues, qualityScores, userAccounts } from '../../db/schema/index.ts';
import { webhookDeps, WebhookDispatcher } from '../webhooks/index.ts';
import { profileVersion } from './profiles.ts';
import { figuresOf, fileIssues, fileWords } from './scores.ts';

const ALICE = 'client@acme-health.example';
const EMPLOYEE = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const STAFF = 'admin@lingua.example';

let t: TestApp;
let id: string;
let key: string;
let mediaId: string;
let acme: number;
const received: Array<{ type: string; data: Record<string, unknown> }> = [];
let receiver: http.Server;
const api = apiAs(() => t.app);
const as = (user: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { [TEST_USER_HEADER]: user }, ...(payload ? { payload } : {}) });
const issuesUrl = () => `/jobRequests/${id}/files/${encodeURIComponent(key)}/qualityIssues`;
const list = async (user = ALICE, query = '') => (await as(user, 'GET', `/jobRequests/${id}/qualityIssues${query}`)).json() as QualityIssueList;
const mark = async (user: string, body: object) => {
  const res = await as(user, 'POST', issuesUrl(), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as QualityIssue;
};

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: Record<string, unknown> });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  t = await buildTestApp({ config: { webhooks: { allowNetworks: ['127.0.0.0/8'], timeoutMs: 2000, retryBaseMs: 1, retryWindowMs: 86_400_000, dispatchIntervalMs: 200 } }, app: { configure: testPrincipals } });
  acme = (await t.ctx.db.select().from(clientConfigs)).find((c) => c.companyName.startsWith('Acme'))!.id;
  const [file] = await api.upload(ALICE, [['leaflet.txt', 'Take one tablet every morning with water.\n\nDo not drive after taking this medicine.\n\nKeep out of the reach of children.\n']]);
  const res = await api.call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Leaflet',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'leaflet.txt', category: 'SOURCE_DOCUMENT', fileKey: file }],
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().id;
  await t.app.jobs.drain();
  const done = (await api.call(ALICE, 'GET', `/jobRequests/${id}`)).json() as { status: string; files: Array<{ fileKey: string; category: string }> };
  expect(done.status).toBe('COMPLETED');
  key = done.files.find((f) => f.category === 'TRANSLATED_DOCUMENT')!.fileKey;
  // The editor opens the document (decision 173): its segments are what issues are marked on.
  expect((await api.call(ALICE, 'GET', `/jobRequests/${id}/files/${encodeURIComponent(key)}/segments`)).statusCode).toBe(200);
  mediaId = await storedMediaRequest();
  const hook = await as(ALICE, 'POST', '/webhookEndpoints', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, events: ['review.changes_requested', 'review.approved', 'quality.scored', 'request.status_changed'] });
  expect(hook.statusCode, hook.body).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.close();
  receiver?.closeAllConnections();
  receiver?.close();
});

/** A completed media request's stored lines, as the media job leaves them (its own test covers the job). */
async function storedMediaRequest(): Promise<string> {
  const [alice] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, ALICE));
  const [row] = await t.ctx.db
    .insert(jobRequests)
    .values({ clientId: acme, ownerUserId: alice!.id, name: 'Clinic video', status: 'COMPLETED', origination: 'MEDIAAI', requestType: 'TRANSLATION_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn'] })
    .returning();
  await t.ctx.db.insert(jobRequestFiles).values({ jobRequestId: row!.id, fileName: 'clinic.mp4', fileKey: `req/${row!.id}/clinic.mp4`, category: 'SOURCE_DOCUMENT' });
  await t.ctx.db.insert(mediaSegments).values([
    { jobRequestId: row!.id, fileIndex: 0, languageId: 'enu', isSource: true, segments: [{ id: 'l1', start: 0, end: 2, text: 'Welcome to the clinic.' }, { id: 'l2', start: 2, end: 4, text: 'Please wait here.' }] },
    { jobRequestId: row!.id, fileIndex: 0, languageId: 'esn', isSource: false, segments: [{ id: 'l1', text: 'Bienvenido a la clínica.', stale: false }, { id: 'l2', text: 'Espere aquí por favor.', stale: false }] },
  ]);
  return row!.id;
}

/** The stored score of the document, and the same figures recomputed from the stored issues and the profile version the score names. */
async function shownAndRecomputed() {
  const [shown] = await t.ctx.db.select().from(qualityScores).where(and(eq(qualityScores.jobRequestId, id), eq(qualityScores.fileRef, key)));
  const profile = await profileVersion(t.ctx.db, acme, shown!.profileName, shown!.profileVersion);
  const again = figuresOf(await fileWords(t.ctx.db, id, { fileKey: key }), await fileIssues(t.ctx.db, id, { fileKey: key }, 'esn'), profile!);
  return { shown: shown!, again };
}

describe('issues in plain words', { timeout: 60_000 }, () => {
  it('lets an employee mark issues, stores them as MQM and shows the score, equal to one recomputed from the stored rows', async () => {
    const term = await mark(EMPLOYEE, { position: 0, plainType: 'wrongTerm', severity: 'misleading', words: 'tableta', comment: 'Our glossary says comprimido' });
    expect(term).toMatchObject({ plainType: 'wrongTerm', severity: 'misleading', mqmType: 'terminology', mqmSeverity: 'major', status: 'OPEN', words: 'tableta', createdBy: EMPLOYEE, mine: true, sourceText: 'Take one tablet every morning with water.' });
    await mark(ALICE, { position: 1, plainType: 'readsBadly', severity: 'cosmetic' });
    const shown = await list(EMPLOYEE);
    expect(shown.canAnswer).toBe(false);
    expect(shown.issues.map((i) => [i.mqmType, i.mqmSeverity, i.mine])).toEqual([['terminology', 'major', true], ['linguistic-conventions', 'minor', false]]);
    // Source words of the whole document: 7 + 7 + 7; 6 points over 21 words.
    expect(shown.scores).toEqual([expect.objectContaining({ fileKey: key, languageId: 'esn', evaluatedWords: 21, countedIssues: 2, penalty: 6, penaltyPer1000: 285.71, score: 0, verdict: 'FAIL', inconclusive: true, profile: 'publish', profileVersion: 0, tolerance: 10 })]);
    const { shown: stored, again } = await shownAndRecomputed();
    expect(Math.abs(again.score - stored.score)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(again.penaltyPer1000 - stored.penaltyPer1000)).toBeLessThanOrEqual(0.01);
  });

  it('counts the same error in the same words of the same segment once', async () => {
    await mark(ALICE, { position: 0, plainType: 'wrongTerm', severity: 'misleading', words: ' Tableta ' });
    const { scores, issues } = await list();
    expect(issues).toHaveLength(3);
    expect(scores[0]).toMatchObject({ countedIssues: 2, penalty: 6 });
  });

  it('refuses bad input with the error body, and answers 404 for a missing segment and for another company', async () => {
    for (const body of [{ position: 0, plainType: 'ugly', severity: 'cosmetic' }, { position: 0, plainType: 'readsBadly', severity: 'minor' }, { position: -1, plainType: 'readsBadly', severity: 'cosmetic' }, { position: 0, plainType: 'readsBadly', severity: 'cosmetic', comment: 'x'.repeat(2001) }]) {
      const res = await as(ALICE, 'POST', issuesUrl(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errorCode: expect.any(String) });
    }
    const missing = await as(ALICE, 'POST', issuesUrl(), { position: 99, plainType: 'readsBadly', severity: 'cosmetic' });
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'SEGMENT_NOT_FOUND']);
    const [issue] = (await list()).issues;
    expect((await as(GRACE, 'POST', issuesUrl(), { position: 0, plainType: 'readsBadly', severity: 'cosmetic' })).statusCode).toBe(404);
    expect((await as(GRACE, 'GET', `/jobRequests/${id}/qualityIssues`)).statusCode).toBe(404);
    expect((await as(GRACE, 'DELETE', `/jobRequests/${id}/qualityIssues/${issue!.id}`)).statusCode).toBe(404);
    expect((await as(GRACE, 'GET', `/jobRequests/${id}/qualityIssues/export?languageId=esn&fileKey=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    expect((await as(ALICE, 'DELETE', `/jobRequests/${id}/qualityIssues/not-an-id`)).statusCode).toBe(404);
  });

  it('lets only staff classify and answer; a rejection needs a reason, leaves the score and shows beside the issue', async () => {
    const [term, style] = (await list()).issues;
    expect((await as(EMPLOYEE, 'PATCH', `/jobRequests/${id}/qualityIssues/${term!.id}`, { mqmSeverity: 'critical' })).statusCode).toBe(403);
    expect((await as(ALICE, 'POST', `/jobRequests/${id}/qualityIssues/${term!.id}/actions/answer`, { answer: 'ACCEPTED' })).statusCode).toBe(403);
    const classified = await as(STAFF, 'PATCH', `/jobRequests/${id}/qualityIssues/${style!.id}`, { mqmType: 'style', mqmSeverity: 'critical' });
    expect(classified.json()).toMatchObject({ mqmType: 'style', mqmSeverity: 'critical', plainType: 'readsBadly', severity: 'cosmetic' });
    expect((await list()).scores[0]).toMatchObject({ penalty: 30, verdict: 'FAIL' });
    const noReason = await as(STAFF, 'POST', `/jobRequests/${id}/qualityIssues/${style!.id}/actions/answer`, { answer: 'REJECTED', reason: '  ' });
    expect([noReason.statusCode, noReason.json().errorCode]).toEqual([400, 'REASON_REQUIRED']);
    expect((await as(STAFF, 'POST', `/jobRequests/${id}/qualityIssues/${style!.id}/actions/answer`, { answer: 'REJECTED', reason: 'The house style asks for this order' })).statusCode).toBe(200);
    expect((await as(STAFF, 'POST', `/jobRequests/${id}/qualityIssues/${term!.id}/actions/answer`, { answer: 'FIXED', reason: 'Now comprimido' })).statusCode).toBe(200);
    const seen = await list(ALICE);
    expect(seen.issues.find((i) => i.id === style!.id)).toMatchObject({ status: 'REJECTED', answerReason: 'The house style asks for this order', answeredBy: STAFF });
    expect(seen.scores[0]).toMatchObject({ countedIssues: 1, penalty: 5 });
    expect((await list(STAFF)).canAnswer).toBe(true);
  });

  it('lets the marker take back an open issue only', async () => {
    const own = await mark(EMPLOYEE, { position: 2, plainType: 'shouldNotBeTranslated', severity: 'unusable', words: 'niños' });
    expect(own.mqmType).toBe('accuracy/should-not-have-been-translated');
    expect((await as(ALICE, 'DELETE', `/jobRequests/${id}/qualityIssues/${own.id}`)).json()).toMatchObject({ errorCode: 'NOT_ISSUE_OWNER' });
    const answered = (await list()).issues.find((i) => i.status === 'FIXED')!;
    expect((await as(EMPLOYEE, 'DELETE', `/jobRequests/${id}/qualityIssues/${answered.id}`)).statusCode).toBe(409);
    expect((await as(EMPLOYEE, 'DELETE', `/jobRequests/${id}/qualityIssues/${own.id}`)).statusCode).toBe(204);
    expect((await list()).issues.some((i) => i.id === own.id)).toBe(false);
  });

  it('downloads the issues of a file as CSV with its score', async () => {
    const res = await as(EMPLOYEE, 'GET', `/jobRequests/${id}/qualityIssues/export?languageId=esn&fileKey=${encodeURIComponent(key)}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json() as { fileName: string; mediaType: string; content: string };
    expect(file).toMatchObject({ fileName: 'quality-issues-leaflet_esn-esn.csv', mediaType: 'text/csv' });
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe('File,Language,Segment,Source,Translation,Words,What is wrong,How bad,MQM type,MQM severity,Comment,Status,Answer,Marked by,Marked at (UTC)');
    expect(lines.filter((l) => l.startsWith('leaflet'))).toHaveLength(3);
    expect(file.content).toContain('REJECTED: The house style asks for this order');
    expect(file.content).toContain('21,5,238.1,0,"FAIL (inconclusive: under 1,000 words)",publish v0 (tolerance 10)');
    expect((await as(EMPLOYEE, 'GET', `/jobRequests/${id}/qualityIssues/export?languageId=esn`)).statusCode).toBe(400);
  });

  it('downloads a one-page PDF report of the same file', async () => {
    const res = await as(EMPLOYEE, 'GET', `/jobRequests/${id}/qualityIssues/export?languageId=esn&format=pdf&fileKey=${encodeURIComponent(key)}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json() as { fileName: string; mediaType: string; content: string; encoding: string };
    expect(file).toMatchObject({ fileName: 'quality-report-leaflet_esn-esn.pdf', mediaType: 'application/pdf', encoding: 'base64' });
    const pdf = await PDFDocument.load(Buffer.from(file.content, 'base64'));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Quality report: leaflet_esn.txt (esn)');
  });

  it('marks issues on a media line, scored over the transcript’s words', async () => {
    const url = `/jobRequests/${mediaId}/mediaSegments/0/languages/esn/qualityIssues`;
    const res = await as(EMPLOYEE, 'POST', url, { lineId: 'l2', plainType: 'wrongMeaning', severity: 'misleading', words: 'aquí' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileIndex: 0, fileKey: null, fileName: 'clinic.mp4', segment: 'l2', sourceText: 'Please wait here.', targetText: 'Espere aquí por favor.', mqmType: 'accuracy/mistranslation', mqmSeverity: 'major' });
    expect((await as(EMPLOYEE, 'POST', url, { lineId: 'l9', plainType: 'wrongMeaning', severity: 'misleading' })).statusCode).toBe(404);
    expect((await as(GRACE, 'POST', url, { lineId: 'l2', plainType: 'wrongMeaning', severity: 'misleading' })).statusCode).toBe(404);
    const scores = ((await as(ALICE, 'GET', `/jobRequests/${mediaId}/qualityIssues`)).json() as QualityIssueList).scores;
    expect(scores).toEqual([expect.objectContaining({ fileIndex: 0, fileKey: null, evaluatedWords: 7, penalty: 5, penaltyPer1000: 714.29 })]);
  });
});

describe('quality profiles', () => {
  const profiles = (user: string, clientId: number | string = acme) => as(user, 'GET', `/clientConfigs/${clientId}/qualityProfiles`);

  it('are for staff, start at the defaults and keep a version per change that a score can be recomputed with', async () => {
    expect((await profiles(ALICE)).statusCode).toBe(403);
    expect((await as(ALICE, 'PUT', `/clientConfigs/${acme}/qualityProfiles/publish`, { tolerance: 5 })).statusCode).toBe(403);
    expect((await profiles(STAFF, 999999)).statusCode).toBe(404);
    expect((await profiles(STAFF)).json()).toEqual([
      expect.objectContaining({ name: 'publish', version: 0, tolerance: 10, isDefault: true }),
      expect.objectContaining({ name: 'internal', version: 0, tolerance: 16, isDefault: false }),
    ]);
    expect((await as(STAFF, 'PUT', `/clientConfigs/${acme}/qualityProfiles/publish`, { tolerance: 5, typeWeights: { terminology: 3 } })).statusCode).toBe(400);
    expect((await as(STAFF, 'PUT', `/clientConfigs/${acme}/qualityProfiles/strict`, { tolerance: 5 })).statusCode).toBe(400);
    await as(STAFF, 'PUT', `/clientConfigs/${acme}/qualityProfiles/internal`, { tolerance: 20, typeWeights: { terminology: 0.5 }, isDefault: true });
    const saved = (await as(STAFF, 'PUT', `/clientConfigs/${acme}/qualityProfiles/internal`, { tolerance: 500 })).json() as QualityProfile;
    expect(saved).toMatchObject({ name: 'internal', version: 2, tolerance: 500, typeWeights: { terminology: 0.5 }, isDefault: true, updatedBy: STAFF });
    // The next change to an issue scores the file with the new version: the fixed major term now weighs 0.5.
    const [term] = (await list()).issues.filter((i) => i.status === 'FIXED');
    await as(STAFF, 'PATCH', `/jobRequests/${id}/qualityIssues/${term!.id}`, { mqmSeverity: 'major' });
    expect((await list()).scores[0]).toMatchObject({ profile: 'internal', profileVersion: 2, tolerance: 500, penalty: 2.5, verdict: 'PASS' });
    const { shown, again } = await shownAndRecomputed();
    expect(Math.abs(again.score - shown.score)).toBeLessThanOrEqual(0.01);
    expect(again.verdict).toBe(shown.verdict);
  });
});

describe('approve or request changes', { timeout: 60_000 }, () => {
  const action = (user: string, verb: 'approve' | 'requestChanges', body: object, language = 'esn') => as(user, 'POST', `/jobRequests/${id}/languages/${language}/actions/${verb}`, body);

  /** The events received once each of `types` has arrived for this test's request (others' events come too). */
  async function deliveredEvents(types: string[]): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
    const dispatcher = new WebhookDispatcher(await webhookDeps(t.app), (err) => {
      throw err;
    });
    const arrived = (type: string) => received.some((r) => r.type === type && r.data.jobRequestId === id);
    for (let round = 0; round < 50 && !types.every(arrived); round++) {
      await dispatcher.runDue();
      await new Promise((r) => setTimeout(r, 50));
    }
    return received;
  }

  it('follows the company’s role rule, refuses bad input, and moves the request to "Changes requested" with its open issues', async () => {
    const open = await mark(EMPLOYEE, { position: 1, plainType: 'wrongMeaning', severity: 'misleading' });
    expect((await action(EMPLOYEE, 'requestChanges', { note: 'Please check' })).json()).toMatchObject({ errorCode: 'NOT_REQUEST_OWNER' });
    expect((await action(STAFF, 'requestChanges', { note: 'Please check' })).statusCode).toBe(403);
    expect((await action(GRACE, 'requestChanges', { note: 'Please check' })).statusCode).toBe(404);
    expect((await action(ALICE, 'requestChanges', { note: 'Please check' }, 'fra')).statusCode).toBe(404);
    const blank = await action(ALICE, 'requestChanges', { note: '   ' });
    expect([blank.statusCode, Object.keys(blank.json())]).toEqual([400, ['message', 'errorCode']]);
    const res = await action(ALICE, 'requestChanges', { note: 'The dosage line is wrong' });
    expect(res.statusCode, res.body).toBe(200);
    const decision = res.json() as ReviewDecision;
    expect(decision).toMatchObject({ decision: 'CHANGES_REQUESTED', languageId: 'esn', note: 'The dosage line is wrong', decidedBy: ALICE });
    // The issues still open: the repeated term and the one just marked; answered ones are not sent back.
    const stillOpen = (await list()).issues.filter((i) => i.status === 'OPEN').map((i) => i.id);
    expect([...decision.issueIds].sort()).toEqual([...stillOpen].sort());
    expect(decision.issueIds).toContain(open.id);
    expect(decision.scores.map((s) => s.fileKey)).toEqual([key]);
    expect(((await api.call(ALICE, 'GET', `/jobRequests/${id}`)).json() as { status: string }).status).toBe('CHANGES_REQUESTED');
    // Staff who answered the request's issues are told, in the bell and (no choices made) by e-mail.
    const notices = (await api.call(STAFF, 'GET', '/notices')).json() as { notices: Array<{ event: string; jobRequestId: string }> };
    expect(notices.notices).toContainEqual(expect.objectContaining({ event: 'review.changes_requested', jobRequestId: id }));
    const [told] = await t.ctx.db.select({ mail: noticeRows.mailState }).from(noticeRows).where(and(eq(noticeRows.jobRequestId, id), eq(noticeRows.event, 'review.changes_requested')));
    expect(told!.mail).not.toBe('none');
    const events = await deliveredEvents(['review.changes_requested', 'quality.scored', 'request.status_changed']);
    expect(events).toContainEqual({ type: 'review.changes_requested', timestamp: expect.any(String), data: expect.objectContaining({ jobRequestId: id, languageId: 'esn', openIssues: 2, note: 'The dosage line is wrong' }) });
    expect(events).toContainEqual(expect.objectContaining({ type: 'quality.scored', data: expect.objectContaining({ jobRequestId: id, fileKey: key, profile: 'internal', profileVersion: 2 }) }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'request.status_changed', data: expect.objectContaining({ status: 'CHANGES_REQUESTED', previousStatus: 'COMPLETED' }) }));
  });

  it('scores a file approved without any issue, so the record holds the good files too', async () => {
    const media = await storedMediaRequest();
    const res = await as(ALICE, 'POST', `/jobRequests/${media}/languages/esn/actions/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scores).toEqual([expect.objectContaining({ fileIndex: 0, fileName: 'clinic.mp4', countedIssues: 0, score: 100, verdict: 'PASS', inconclusive: true })]);
    const [stored] = await t.ctx.db.select().from(qualityScores).where(eq(qualityScores.jobRequestId, media));
    expect(stored).toMatchObject({ fileRef: 'media:0', languageId: 'esn', score: 100 });
  });

  it('lets staff redeliver and the client approve; the approval is listed and sent', async () => {
    const done = await as(STAFF, 'POST', `/providerDesk/jobRequests/${id}/actions/complete`);
    expect(done.statusCode, done.body).toBe(204);
    expect(((await api.call(ALICE, 'GET', `/jobRequests/${id}`)).json() as { status: string }).status).toBe('COMPLETED');
    const res = await action(ALICE, 'approve', {});
    expect(res.statusCode, res.body).toBe(200);
    const decisions = (await as(EMPLOYEE, 'GET', `/jobRequests/${id}/reviewDecisions`)).json() as ReviewDecision[];
    expect(decisions.map((d) => d.decision)).toEqual(['APPROVED', 'CHANGES_REQUESTED']);
    expect((await as(GRACE, 'GET', `/jobRequests/${id}/reviewDecisions`)).statusCode).toBe(404);
    const events = await deliveredEvents(['review.approved']);
    expect(events).toContainEqual(expect.objectContaining({ type: 'review.approved', data: expect.objectContaining({ jobRequestId: id, languageId: 'esn', decidedBy: ALICE }) }));
    const stored = await t.ctx.db.select().from(qualityIssues).where(eq(qualityIssues.jobRequestId, id));
    expect(stored.length).toBeGreaterThan(0);
  });
});

describe('hold delivery until approved', { timeout: 60_000 }, () => {
  const settings = (user: string, method: 'GET' | 'PUT', clientId: number | string = acme, body?: object) => as(user, method, `/clientConfigs/${clientId}/reviewSettings`, body);
  const download = (user: string) => as(user, 'GET', `/jobRequests/${id}/files/${encodeURIComponent(key)}/downloadUrl`);

  it("is set by the company's admin or staff only", async () => {
    expect((await settings(EMPLOYEE, 'GET')).json()).toMatchObject({ errorCode: 'NOT_COMPANY_ADMIN' });
    expect((await settings(GRACE, 'PUT', acme, { holdDeliveryUntilApproved: true })).statusCode).toBe(403);
    expect((await settings(STAFF, 'GET', 999999)).statusCode).toBe(404);
    expect((await settings(ALICE, 'PUT', acme, { holdDeliveryUntilApproved: 'yes' })).statusCode).toBe(400);
    expect((await settings(ALICE, 'GET')).json()).toEqual({ holdDeliveryUntilApproved: false });
    expect((await settings(ALICE, 'PUT', acme, { holdDeliveryUntilApproved: true })).json()).toEqual({ holdDeliveryUntilApproved: true });
    expect((await settings(STAFF, 'GET')).json()).toEqual({ holdDeliveryUntilApproved: true });
  });

  it('keeps a language sent back from other employees until it is approved again; its owner still downloads', async () => {
    expect((await download(EMPLOYEE)).statusCode).toBe(200);
    expect((await as(ALICE, 'POST', `/jobRequests/${id}/languages/esn/actions/requestChanges`, { note: 'One more look' })).statusCode).toBe(200);
    const held = await download(EMPLOYEE);
    expect([held.statusCode, held.json().errorCode]).toEqual([403, 'DELIVERY_HELD']);
    expect((await as(EMPLOYEE, 'POST', `/jobRequests/${id}/actions/zipTranslatedFiles`)).statusCode).toBe(403);
    expect((await download(ALICE)).statusCode).toBe(200);
    expect((await as(STAFF, 'POST', `/providerDesk/jobRequests/${id}/actions/complete`)).statusCode).toBe(204);
    expect((await download(EMPLOYEE)).statusCode).toBe(403);
    expect((await as(ALICE, 'POST', `/jobRequests/${id}/languages/esn/actions/approve`, {})).statusCode).toBe(200);
    expect((await download(EMPLOYEE)).statusCode).toBe(200);
    await settings(ALICE, 'PUT', acme, { holdDeliveryUntilApproved: false });
  });
});
