// Reports through the API (spec 3 §2.4, §3, §5, §6, §7), on PGlite and PostgreSQL: definitions, rows computed
// from the organisation's own requests (every filter type, paging, totals, sorting), organisation scope, role
// and application checks, bad filters, and the chart extension.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, TEST_USER_HEADER, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, jobRequests, userAccounts } from '../../db/schema/index.ts';
import { REPORT_DEFINITIONS } from './definitions.ts';
import { SOURCES } from './sources.ts';

const ALICE = 'client@acme-health.example';
const BOB = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const BUYER = 'buyer@globex.example'; // CLIENT_EMPLOYEE with the coupa application only
const ADMIN = 'admin@lingua.example';

type Row = Record<string, unknown>;
type Rows = { items: Row[]; totalRows: number };
type ReportView = { id: string; name: string; type: string; columns: Array<{ columnId: string; name: string; kind: string }>; filters: Array<{ mapping: string; type: string; options?: string[] }> };

let t: TestApp;
let acmeId: number;
let globexId: number;
const ids: Record<string, string> = {};

async function get(user: string | null, url: string) {
  return t.app.inject({ method: 'GET', url: `/v1${url}`, headers: user ? { [TEST_USER_HEADER]: user } : {} });
}

async function rows(user: string, type: string, query: { page?: number; limit?: number; filters?: Record<string, unknown>; sort?: string } = {}): Promise<Rows> {
  const params = new URLSearchParams();
  if (query.page) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  if (query.filters) params.set('filters', JSON.stringify(query.filters));
  if (query.sort) params.set('sort', query.sort);
  const res = await get(user, `/reports/${ids[type]}/rows?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Rows;
}

async function countRequests(clientId: number, extra = sql`true`): Promise<number> {
  const [r] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(jobRequests).where(and(eq(jobRequests.clientId, clientId), extra));
  return r!.n;
}

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const companies = await t.ctx.db.select().from(clientConfigs);
  acmeId = companies.find((c) => c.companyName === 'Acme Health')!.id;
  globexId = companies.find((c) => c.companyName === 'Globex Insurance')!.id;
  const list = (await get(ALICE, '/reports')).json() as Array<{ id: string; type: string }>;
  for (const r of list) ids[r.type] = r.id;
  // The demo data (with its half year of requests) is built once per file; on a busy machine that takes a while.
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('definitions', () => {
  it('lists one report of each type with name and description, in order', async () => {
    const res = await get(BOB, '/reports');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ name: string; description: string; type: string }>;
    expect(list.map((r) => r.type)).toEqual(['PROJECT', 'QUOTE', 'TASK', 'CLIENT_CONTACT', 'QUALITY']);
    for (const r of list) expect(r.description).not.toBe('');
  });

  it('answers a report with its columns and filters, and 404 for an unknown one', async () => {
    const report = (await get(ALICE, `/reports/${ids.PROJECT}`)).json() as ReportView;
    expect(report.columns.map((c) => c.columnId)).toEqual(REPORT_DEFINITIONS[0]!.columns.map((c) => c.columnId));
    // Each column says what it holds, so the browser's table need not guess from the values.
    expect(Object.fromEntries(report.columns.map((c) => [c.columnId, c.kind]))).toMatchObject({ projectName: 'TEXT', createdOn: 'DATE' });
    expect(report.filters.map((f) => f.type)).toEqual(['DATE', 'DATE', 'SELECT', 'SELECT', 'TEXT']);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(ALICE, `/reports/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Report not found', errorCode: 'REPORT_NOT_FOUND' });
    }
  });

  it('computes every column and filter its definition names', () => {
    for (const d of REPORT_DEFINITIONS) {
      const source = SOURCES[d.source](1);
      for (const c of d.columns) expect(source.columns[c.columnId], `${d.name}: ${c.columnId}`).toBeDefined();
      for (const f of d.filters) expect(source.filters[f.mapping]?.type, `${d.name}: ${f.mapping}`).toBe(f.type);
    }
  });
});

describe('access', () => {
  it('refuses anonymous callers, other roles and users without the reports application', async () => {
    expect((await get(null, '/reports')).statusCode).toBe(401);
    const admin = await get(ADMIN, `/reports/${ids.PROJECT}/rows`);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ errorCode: 'accessRestricted' });
    for (const url of ['/reports', `/reports/${ids.PROJECT}`, `/reports/${ids.PROJECT}/rows`, `/reports/${ids.PROJECT}/chart`]) {
      const res = await get(BUYER, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: 'Reports are not enabled for you', errorCode: 'applicationAccessDisabled' });
    }
  });

  it('lets a federated CLIENT_EMPLOYEE with the application in', async () => {
    await t.ctx.db.update(userAccounts).set({ isFederated: true, applications: ['reports'] }).where(eq(userAccounts.username, BUYER));
    try {
      expect((await get(BUYER, `/reports/${ids.PROJECT}/rows`)).statusCode).toBe(200);
    } finally {
      await t.ctx.db.update(userAccounts).set({ isFederated: false, applications: ['coupa'] }).where(eq(userAccounts.username, BUYER));
    }
  });

  it("scopes every report to the caller's organisation", async () => {
    const acme = await rows(ALICE, 'PROJECT', { limit: 1000 });
    const globex = await rows(GRACE, 'PROJECT', { limit: 1000 });
    expect(acme.totalRows).toBe(await countRequests(acmeId));
    expect(globex.totalRows).toBe(await countRequests(globexId));
    const acmeNames = new Set(acme.items.map((r) => r.projectName));
    expect(globex.items.some((r) => acmeNames.has(r.projectName))).toBe(false);
    // Tasks and quotes follow the same scope.
    const globexTasks = await rows(GRACE, 'TASK', { limit: 1000 });
    expect(globexTasks.items.some((r) => acmeNames.has(r.projectName))).toBe(false);
    const contacts = await rows(GRACE, 'CLIENT_CONTACT');
    expect(contacts.items.map((r) => r.email)).not.toContain(BOB);
  });
});

describe('rows', () => {
  it('answers items keyed by columnId in the definition order, newest first, 25 by default', async () => {
    const page = await rows(ALICE, 'PROJECT');
    expect(page.items).toHaveLength(25);
    expect(Object.keys(page.items[0]!)).toEqual(REPORT_DEFINITIONS[0]!.columns.map((c) => c.columnId));
    const times = page.items.map((r) => Date.parse(r.createdOn as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages 1-based with a limit, without gaps or repeats', async () => {
    const all = await rows(ALICE, 'PROJECT', { limit: 1000 });
    const seen: unknown[] = [];
    for (let page = 1; page <= Math.ceil(all.totalRows / 40); page++) {
      const r = await rows(ALICE, 'PROJECT', { page, limit: 40 });
      expect(r.totalRows).toBe(all.totalRows);
      seen.push(...r.items.map((i) => `${i.projectName} ${i.createdOn}`));
    }
    expect(seen).toEqual(all.items.map((i) => `${i.projectName} ${i.createdOn}`));
    expect((await rows(ALICE, 'PROJECT', { page: 999, limit: 40 })).items).toEqual([]);
    expect((await get(ALICE, `/reports/${ids.PROJECT}/rows?page=0`)).statusCode).toBe(400);
  });

  it('filters by a date range (epoch milliseconds), inclusive', async () => {
    const from = Date.now() - 60 * 86_400_000;
    const to = Date.now() - 30 * 86_400_000;
    const r = await rows(ALICE, 'PROJECT', { limit: 1000, filters: { createdFrom: from, createdTo: String(to) } });
    expect(r.totalRows).toBe(
      await countRequests(acmeId, sql`${jobRequests.createTime} >= ${new Date(from).toISOString()}::timestamptz AND ${jobRequests.createTime} <= ${new Date(to).toISOString()}::timestamptz`),
    );
    expect(r.totalRows).toBeGreaterThan(0);
    for (const i of r.items) expect(Date.parse(i.createdOn as string)).toBeGreaterThanOrEqual(from);
  });

  it('filters by a select option and by contained text, ignoring empty values', async () => {
    const completed = await rows(ALICE, 'PROJECT', { limit: 1000, filters: { status: 'Completed', projectName: '' } });
    expect(completed.totalRows).toBe(await countRequests(acmeId, eq(jobRequests.status, 'COMPLETED')));
    expect(completed.items.every((i) => i.status === 'Completed')).toBe(true);
    const text = await rows(ALICE, 'PROJECT', { limit: 1000, filters: { projectName: 'CONSENT' } });
    expect(text.totalRows).toBeGreaterThan(0);
    expect(text.items.every((i) => String(i.projectName).toLowerCase().includes('consent'))).toBe(true);
    // % and _ are plain characters, not patterns.
    expect((await rows(ALICE, 'PROJECT', { filters: { projectName: '%' } })).totalRows).toBe(0);
    const pairs = await rows(ALICE, 'TASK', { limit: 1000, filters: { languagePair: 'spanish' } });
    expect(pairs.items.every((i) => String(i.languagePair).includes('Spanish'))).toBe(true);
    const employees = await rows(ALICE, 'CLIENT_CONTACT', { filters: { role: 'Client employee' } });
    expect(employees.items.map((i) => i.email)).toEqual([BOB]);
  });

  it('refuses bad filters JSON, unknown filters, wrong values and unknown sort columns with the error body', async () => {
    const cases: Array<[string, string]> = [
      ['filters=not-json', 'INVALID_FILTERS'],
      ['filters=%5B1%5D', 'INVALID_FILTERS'],
      [`filters=${encodeURIComponent('{"nope":1}')}`, 'UNKNOWN_FILTER'],
      [`filters=${encodeURIComponent('{"status":"Maybe"}')}`, 'INVALID_FILTER_VALUE'],
      [`filters=${encodeURIComponent('{"createdFrom":"yesterday"}')}`, 'INVALID_FILTER_VALUE'],
      [`filters=${encodeURIComponent(JSON.stringify({ projectName: 'x'.repeat(201) }))}`, 'INVALID_FILTER_VALUE'],
      ['sort=password', 'INVALID_SORT'],
    ];
    for (const [query, code] of cases) {
      const res = await get(ALICE, `/reports/${ids.PROJECT}/rows?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: expect.any(String), errorCode: code });
    }
  });

  it('sorts by any column of the report, both ways, in the database', async () => {
    const asc = await rows(ALICE, 'PROJECT', { sort: 'projectName', limit: 1000 });
    const names = asc.items.map((i) => String(i.projectName));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await rows(ALICE, 'PROJECT', { sort: '-projectName', limit: 5 });
    expect(desc.items.map((i) => i.projectName)).toEqual(names.slice(-5).reverse());
    const amounts = (await rows(ALICE, 'QUOTE', { sort: '-amount', limit: 1000 })).items.map((i) => i.amount);
    const priced = amounts.filter((a) => a !== null) as number[];
    expect(priced).toEqual([...priced].sort((a, b) => b - a));
  });

  it('computes quotes from automatic quotes (pages × price) and manual quote requests', async () => {
    const quotes = await rows(ALICE, 'QUOTE', { limit: 1000 });
    expect(quotes.totalRows).toBe(await countRequests(acmeId, eq(jobRequests.requestType, 'QUOTE_REQUEST')));
    const automatic = quotes.items.filter((q) => q.quoteType === 'Automatic');
    expect(automatic.length).toBeGreaterThan(0);
    for (const q of automatic) expect(q.amount).toBeCloseTo((q.pricePerPage as number) * (q.totalPages as number), 2);
    expect(quotes.items.some((q) => q.quoteType === 'Manual' && q.amount === null)).toBe(true);
    const accepted = await rows(ALICE, 'QUOTE', { limit: 1000, filters: { outcome: 'Accepted', quoteType: 'Automatic' } });
    expect(accepted.totalRows).toBeGreaterThan(0);
    expect(accepted.items.every((q) => q.outcome === 'Accepted' && q.quoteType === 'Automatic')).toBe(true);
  });

  it('has one task per request and target language, and one contact row per person with their requests', async () => {
    const result = (await t.ctx.db.execute(sql`SELECT coalesce(sum(cardinality(target_language_ids)), 0)::int AS n FROM job_requests WHERE client_id = ${acmeId}`)) as unknown as { rows: Array<{ n: number }> };
    expect((await rows(ALICE, 'TASK')).totalRows).toBe(result.rows[0]!.n);
    const contacts = await rows(ALICE, 'CLIENT_CONTACT');
    const [alice] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, ALICE));
    const aliceRow = contacts.items.find((c) => c.email === ALICE)!;
    expect(aliceRow).toMatchObject({ name: 'Alice Client', role: 'Client' });
    expect(aliceRow.requests).toBe(await countRequests(acmeId, eq(jobRequests.ownerUserId, alice!.id)));
  });

  it('shows a request submitted a moment ago at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/jobRequests',
      headers: { [TEST_USER_HEADER]: BOB },
      payload: {
        origination: 'WEBFORM',
        name: 'Report probe leaflet',
        requestType: 'TRANSLATION_REQUEST',
        sourceLanguage: { id: 'enu', name: 'English' },
        targetLanguages: [{ id: 'fra', name: 'French' }],
        files: [],
        textInput: 'Please translate this.',
        customFields: [
          { fieldName: 'Cost Center', value: 'CC-1234' },
          { fieldName: 'Department', value: 'Oncology' },
          { fieldName: 'Audiences', value: 'Patients' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const found = await rows(ALICE, 'PROJECT', { filters: { projectName: 'report probe', createdFrom: Date.now() - 60_000 } });
    expect(found.totalRows).toBe(1);
    expect(found.items[0]).toMatchObject({ projectName: 'Report probe leaflet', targetLanguages: 'French', requestedBy: 'Bob Employee', requestType: 'Translation request' });
    const task = await rows(BOB, 'TASK', { filters: { languagePair: 'English → French' } });
    expect(task.items.some((i) => i.projectName === 'Report probe leaflet')).toBe(true);
  });
});

describe('chart', () => {
  it('counts rows per month over every filtered row, oldest month first', async () => {
    const total = (await rows(ALICE, 'PROJECT')).totalRows;
    const chart = (await get(ALICE, `/reports/${ids.PROJECT}/chart`)).json() as { groupBy: string; measure: string; points: Array<{ key: string; value: number }> };
    expect(chart).toMatchObject({ groupBy: 'MONTH', measure: 'COUNT', columnId: 'createdOn' });
    expect(chart.points.length).toBeGreaterThanOrEqual(5);
    expect(chart.points.reduce((s, p) => s + p.value, 0)).toBe(total);
    expect(chart.points.map((p) => p.key)).toEqual([...chart.points.map((p) => p.key)].sort());
    const filtered = (await get(ALICE, `/reports/${ids.PROJECT}/chart?filters=${encodeURIComponent('{"status":"Completed"}')}`)).json() as { points: Array<{ value: number }> };
    expect(filtered.points.reduce((s, p) => s + p.value, 0)).toBe((await rows(ALICE, 'PROJECT', { filters: { status: 'Completed' } })).totalRows);
  });

  it('sums quote amounts per month and counts tasks per language pair', async () => {
    const quotes = (await get(ALICE, `/reports/${ids.QUOTE}/chart`)).json() as { measure: string; points: Array<{ value: number }> };
    const all = await rows(ALICE, 'QUOTE', { limit: 1000 });
    const sum = all.items.reduce((s, q) => s + ((q.amount as number | null) ?? 0), 0);
    expect(quotes.measure).toBe('AMOUNT');
    expect(quotes.points.reduce((s, p) => s + p.value, 0)).toBeCloseTo(sum, 2);
    const tasks = (await get(ALICE, `/reports/${ids.TASK}/chart`)).json() as { groupBy: string; points: Array<{ key: string; value: number }> };
    expect(tasks.groupBy).toBe('CATEGORY');
    expect(tasks.points[0]!.key).toContain('→');
    expect(tasks.points.map((p) => p.value)).toEqual([...tasks.points.map((p) => p.value)].sort((a, b) => b - a));
  });

  it('counts months in the time zone the user asks for (UTC by default) and refuses an unknown zone', async () => {
    // New Year's Eve at 20:00 UTC is already January in Tokyo; far in the future, so it is the latest month.
    const [owner] = await t.ctx.db.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.username, ALICE));
    const at = new Date('2099-12-31T20:00:00Z');
    const [r] = await t.ctx.db
      .insert(jobRequests)
      .values({ clientId: acmeId, ownerUserId: owner!.id, name: 'New Year leaflet', status: 'SUBMITTED_TO_XTRF', origination: 'WEBFORM', requestType: 'TRANSLATION_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn'], createTime: at, updatedAt: at })
      .returning({ id: jobRequests.id });
    try {
      const latest = async (zone?: string) => {
        const res = await get(ALICE, `/reports/${ids.PROJECT}/chart${zone ? `?timeZone=${encodeURIComponent(zone)}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { points: Array<{ key: string; value: number }> }).points.at(-1);
      };
      expect(await latest()).toEqual({ key: '2099-12', value: 1 });
      expect(await latest('Asia/Tokyo')).toEqual({ key: '2100-01', value: 1 });
      expect(await latest('America/New_York')).toEqual({ key: '2099-12', value: 1 });
      for (const zone of ['Mars/Olympus', '+05:00', "UTC'; --"]) {
        const res = await get(ALICE, `/reports/${ids.PROJECT}/chart?timeZone=${encodeURIComponent(zone)}`);
        expect(res.statusCode, zone).toBe(400);
        expect(res.json()).toEqual({ message: 'Invalid time zone', errorCode: 'INVALID_PARAMETER' });
      }
    } finally {
      await t.ctx.db.delete(jobRequests).where(eq(jobRequests.id, r!.id));
    }
  });
});
