// The quality record (decision 187) on PGlite and PostgreSQL, over scores stored as the quality module keeps them:
// staff's figures by company, language pair, engine and month, open issues by type and the time to redelivery;
// a client admin's history of their own company; the quality report's rows, filters, chart and company scope.
// Every figure below is worked out by hand from the rows this file stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QualityHistory, QualityStats } from '@lingua/contract';
import { buildTestApp, TEST_USER_HEADER, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, jobRequests, jobRequestStatusHistory, qualityIssues, qualityScores, reviewDecisions } from '../../db/schema/index.ts';
import { recordSince } from './record.ts';

const ALICE = 'client@acme-health.example';
const BOB = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const STAFF = 'qa@lingua.example';
const LINGUIST = 'linguist@lingua.example';
const HOUR = 3_600_000;

let t: TestApp;
let acme: number;
let globex: number;
const ids: Record<string, string> = {};
const thisMonth = recordSince(new Date(), 1);
const lastMonth = recordSince(new Date(), 2);
const month = (d: Date) => d.toISOString().slice(0, 7);

const get = (user: string | null, url: string) => t.app.inject({ method: 'GET', url: `/v1${url}`, headers: user ? { [TEST_USER_HEADER]: user } : {} });

type Score = { file: string; lang: string; words: number; score: number; verdict: 'PASS' | 'FAIL'; inconclusive?: boolean };

/** A delivered request of `clientId` with its stored scores, delivered at `deliveredAt`. */
async function scoredRequest(clientId: number, name: string, deliveredAt: Date, engines: Record<string, string[]> | null, scores: Score[]): Promise<string> {
  const [row] = await t.ctx.db
    .insert(jobRequests)
    .values({ clientId, name, status: 'COMPLETED', origination: 'MT', requestType: 'TRANSLATION_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: [...new Set(scores.map((s) => s.lang))], mtEngines: engines, createTime: new Date(deliveredAt.getTime() - HOUR) })
    .returning();
  await t.ctx.db.insert(jobRequestStatusHistory).values({ jobRequestId: row!.id, fromStatus: 'TRANSLATING', toStatus: 'COMPLETED', at: deliveredAt, actor: 'system' });
  await t.ctx.db.insert(qualityScores).values(
    scores.map((s) => ({
      jobRequestId: row!.id,
      fileRef: s.file,
      languageId: s.lang,
      fileName: s.file,
      evaluatedWords: s.words,
      countedIssues: 1,
      penalty: 1,
      penaltyPer1000: Math.max(0, 100 - s.score),
      score: s.score,
      verdict: s.verdict,
      inconclusive: s.inconclusive ?? s.words < 1000,
      profileName: 'publish' as const,
      profileVersion: 2,
      tolerance: 10,
      computedAt: new Date(deliveredAt.getTime() + HOUR),
    })),
  );
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const companies = await t.ctx.db.select().from(clientConfigs);
  acme = companies.find((c) => c.companyName === 'Acme Health')!.id;
  globex = companies.find((c) => c.companyName === 'Globex Insurance')!.id;
  const day = 24 * HOUR;
  // Acme: last month a French file that passes and a German one that fails (DeepL); this month a Spanish one, small.
  ids.acmeOld = await scoredRequest(acme, 'Leaflet', new Date(lastMonth.getTime() + day), { fra: ['deepl'], deu: ['deepl'] }, [
    { file: 'leaflet.docx', lang: 'fra', words: 2400, score: 96.25, verdict: 'PASS' },
    { file: 'leaflet.docx', lang: 'deu', words: 1200, score: 80, verdict: 'FAIL' },
  ]);
  ids.acmeNew = await scoredRequest(acme, 'Poster', new Date(thisMonth.getTime() + HOUR), { esn: ['apertium', 'deepl'] }, [{ file: 'poster.docx', lang: 'esn', words: 300, score: 50, verdict: 'FAIL' }]);
  // Globex: a human translation (no engine) this month, French.
  ids.globex = await scoredRequest(globex, 'Claim form', new Date(thisMonth.getTime() + 2 * HOUR), null, [{ file: 'claim.docx', lang: 'fra', words: 1000, score: 100, verdict: 'PASS' }]);
  // Older than the default twelve months: left out.
  await scoredRequest(acme, 'Ancient', new Date(recordSince(new Date(), 13).getTime() + HOUR), { fra: ['deepl'] }, [{ file: 'old.docx', lang: 'fra', words: 5000, score: 0, verdict: 'FAIL' }]);

  const issue = (jobRequestId: string, mqmType: 'terminology' | 'style', status: 'OPEN' | 'ACCEPTED') => ({ jobRequestId, languageId: 'fra', fileName: 'x.docx', segment: '0', sourceText: 'a', targetText: 'b', mqmType, mqmSeverity: 'minor' as const, status, createdBy: ALICE });
  await t.ctx.db.insert(qualityIssues).values([issue(ids.acmeOld, 'terminology', 'OPEN'), issue(ids.acmeOld, 'terminology', 'OPEN'), issue(ids.globex, 'style', 'OPEN'), issue(ids.acmeOld, 'style', 'ACCEPTED')]);

  // Changes requested for French and German of the old request at once, redelivered 10 hours later; Spanish of the
  // new one 30 hours after, and a request for changes still waiting.
  const asked = new Date(lastMonth.getTime() + 2 * day);
  const asked2 = new Date(thisMonth.getTime() + 3 * HOUR);
  const decision = (jobRequestId: string, languageId: string, decidedAt: Date) => ({ jobRequestId, languageId, decision: 'CHANGES_REQUESTED' as const, note: 'x', issueIds: [], scores: [], decidedBy: ALICE, decidedAt });
  await t.ctx.db.insert(reviewDecisions).values([decision(ids.acmeOld, 'fra', asked), decision(ids.acmeOld, 'deu', asked), decision(ids.acmeNew, 'esn', asked2), decision(ids.globex, 'fra', asked2)]);
  await t.ctx.db.insert(jobRequestStatusHistory).values([
    { jobRequestId: ids.acmeOld, fromStatus: 'COMPLETED', toStatus: 'CHANGES_REQUESTED', at: asked, actor: ALICE },
    { jobRequestId: ids.acmeOld, fromStatus: 'CHANGES_REQUESTED', toStatus: 'COMPLETED', at: new Date(asked.getTime() + 10 * HOUR), actor: 'coordinator@lingua.example' },
    { jobRequestId: ids.acmeNew, fromStatus: 'CHANGES_REQUESTED', toStatus: 'COMPLETED', at: new Date(asked2.getTime() + 30 * HOUR), actor: 'coordinator@lingua.example' },
  ]);

  const reports = (await get(ALICE, '/reports')).json() as Array<{ id: string; type: string }>;
  ids.report = reports.find((r) => r.type === 'QUALITY')!.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("staff's quality view", () => {
  it('is for staff with a dashboard role only', async () => {
    expect((await get(null, '/statistics/quality')).statusCode).toBe(401);
    for (const user of [ALICE, BOB, LINGUIST]) expect((await get(user, '/statistics/quality')).statusCode, user).toBe(403);
    expect((await get(STAFF, '/statistics/quality?months=0')).statusCode).toBe(400);
    expect((await get(STAFF, '/statistics/quality?months=37')).json()).toMatchObject({ errorCode: expect.any(String) });
  });

  it('counts every stored score of the period once, by company, language pair, engine and month', async () => {
    const res = await get(STAFF, '/statistics/quality');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as QualityStats;
    expect(stats.since).toBe(recordSince(new Date(), 12).toISOString());
    // 96.25, 80, 50, 100: mean 81.56; 300 words is inconclusive.
    expect(stats.totals).toEqual({ scores: 4, pass: 2, fail: 1, inconclusive: 1, meanScore: 81.56, evaluatedWords: 4900 });
    expect(stats.byCompany).toEqual([
      { key: String(acme), label: 'Acme Health', scores: 3, pass: 1, fail: 1, inconclusive: 1, meanScore: 75.42, evaluatedWords: 3900 },
      { key: String(globex), label: 'Globex Insurance', scores: 1, pass: 1, fail: 0, inconclusive: 0, meanScore: 100, evaluatedWords: 1000 },
    ]);
    expect(stats.byLanguagePair.map((r) => [r.key, r.scores, r.meanScore])).toEqual([
      ['enu>fra', 2, 98.13],
      ['enu>deu', 1, 80],
      ['enu>esn', 1, 50],
    ]);
    expect(stats.byLanguagePair[0]!.label).toMatch(/^English.* → French/);
    expect(stats.byEngine.map((r) => [r.key, r.label, r.scores, r.meanScore])).toEqual([
      ['deepl', 'deepl', 2, 88.13],
      ['', '', 1, 100],
      ['apertium+deepl', 'apertium + deepl', 1, 50],
    ]);
    expect(stats.byMonth.map((r) => [r.key, r.scores, r.pass, r.fail, r.inconclusive])).toEqual([
      [month(lastMonth), 2, 1, 1, 0],
      [month(thisMonth), 2, 1, 0, 1],
    ]);
  });

  it('lists the issues open now by MQM type and measures the time from changes requested to redelivery', async () => {
    const stats = (await get(STAFF, '/statistics/quality')).json() as QualityStats;
    expect(stats.openIssues).toEqual([
      { mqmType: 'terminology', count: 2 },
      { mqmType: 'style', count: 1 },
    ]);
    // French and German 10 h each, Spanish 30 h; Globex's still waits.
    expect(stats.redelivery).toEqual({ requested: 4, redelivered: 3, medianHours: 10, meanHours: 16.67 });
  });

  it('narrows to this month', async () => {
    const stats = (await get(STAFF, '/statistics/quality?months=1')).json() as QualityStats;
    expect(stats.totals).toMatchObject({ scores: 2, meanScore: 75 });
    expect(stats.redelivery).toEqual({ requested: 2, redelivered: 1, medianHours: 30, meanHours: 30 });
  });
});

describe("a client admin's quality history", () => {
  it("answers the admin their own company's scores per language and month", async () => {
    const res = await get(ALICE, `/clientConfigs/${acme}/qualityHistory`);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as QualityHistory;
    // Oldest month first, then by language name.
    expect(history.rows.map((r) => [r.month, r.languageId, r.scores, r.meanScore, r.pass, r.fail, r.inconclusive])).toEqual([
      [month(lastMonth), 'fra', 1, 96.25, 1, 0, 0],
      [month(lastMonth), 'deu', 1, 80, 0, 1, 0],
      [month(thisMonth), 'esn', 1, 50, 0, 0, 1],
    ]);
    expect(history.rows.every((r) => r.languageName.length > 0)).toBe(true);
  });

  it('refuses other users with 403, names no other company, and answers staff 404 for none', async () => {
    const employee = await get(BOB, `/clientConfigs/${acme}/qualityHistory`);
    expect(employee.statusCode).toBe(403);
    expect(employee.json()).toEqual({ message: "Only the company's admin reads its quality history", errorCode: 'NOT_COMPANY_ADMIN' });
    // Another company's admin learns nothing: the same answer for a real company and a missing one.
    expect((await get(GRACE, `/clientConfigs/${acme}/qualityHistory`)).statusCode).toBe(403);
    expect((await get(GRACE, '/clientConfigs/999999/qualityHistory')).statusCode).toBe(403);
    const globexOwn = (await get(GRACE, `/clientConfigs/${globex}/qualityHistory`)).json() as QualityHistory;
    expect(globexOwn.rows.map((r) => [r.languageId, r.meanScore])).toEqual([['fra', 100]]);
    expect((await get(STAFF, `/clientConfigs/${acme}/qualityHistory?months=1`)).json()).toMatchObject({ rows: [expect.objectContaining({ languageId: 'esn' })] });
    expect((await get(STAFF, '/clientConfigs/999999/qualityHistory')).statusCode).toBe(404);
    expect((await get(null, `/clientConfigs/${acme}/qualityHistory`)).statusCode).toBe(401);
  });
});

describe('the quality report', () => {
  const rows = async (user: string, filters?: Record<string, unknown>) => {
    const res = await get(user, `/reports/${ids.report}/rows?limit=100${filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Array<Record<string, unknown>>; totalRows: number };
  };

  it("shows each file and language of the caller's company with its score, verdict and profile", async () => {
    const acmeRows = await rows(BOB);
    expect(acmeRows.totalRows).toBe(4);
    expect(Object.keys(acmeRows.items[0]!)).toEqual(['projectName', 'fileName', 'languagePair', 'score', 'verdict', 'evaluatedWords', 'penaltyPer1000', 'profile', 'deliveredOn', 'scoredOn']);
    expect(acmeRows.items[0]).toMatchObject({ projectName: 'Poster', fileName: 'poster.docx', score: 50, verdict: 'Inconclusive (fail)', evaluatedWords: 300, penaltyPer1000: 50, profile: 'publish v2' });
    expect(acmeRows.items[0]!.languagePair).toMatch(/→ Spanish/);
    expect(acmeRows.items.map((r) => r.projectName)).not.toContain('Claim form');
    const globexRows = await rows(GRACE);
    expect(globexRows.items.map((r) => [r.projectName, r.verdict])).toEqual([['Claim form', 'Pass']]);
  });

  it('filters by verdict, language pair and delivery date, and charts the verdicts', async () => {
    // The request older than a year is still a row: the report's own date filters choose the period.
    expect((await rows(ALICE, { verdict: 'Fail' })).items.map((r) => [r.projectName, r.fileName])).toEqual([['Leaflet', 'leaflet.docx'], ['Ancient', 'old.docx']]);
    expect((await rows(ALICE, { languagePair: 'french' })).totalRows).toBe(2);
    expect((await rows(ALICE, { deliveredFrom: thisMonth.getTime() })).items.map((r) => r.projectName)).toEqual(['Poster']);
    const bad = await get(ALICE, `/reports/${ids.report}/rows?filters=${encodeURIComponent(JSON.stringify({ verdict: 'Great' }))}`);
    expect(bad.statusCode).toBe(400);
    const chart = (await get(ALICE, `/reports/${ids.report}/chart`)).json() as { points: Array<{ key: string; value: number }> };
    expect(chart.points).toEqual(
      expect.arrayContaining([
        { key: 'Fail', value: 2 },
        { key: 'Pass', value: 1 },
        { key: 'Inconclusive (fail)', value: 1 },
      ]),
    );
  });
});
