// The company's audit trail (decision 182) on PGlite and PostgreSQL: events of the security log land in the trail
// of the company they concern (a colleague's download, a key made, staff acting as a user), filters and paging,
// the CSV export, who may read which company's trail, and the purge of events past the retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents, clientConfigs, jobRequestFiles, jobRequests, userAccounts } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { auditWritesSettled, purgeAuditEvents } from './index.ts';

const ALICE = 'client@acme-health.example'; // CLIENT of Acme: its admin
const BOB = 'employee@acme-health.example'; // CLIENT_EMPLOYEE of Acme
const GRACE = 'client@globex.example'; // CLIENT of Globex
const STAFF = 'admin@lingua.example';
const ACTING_AS = 'x-test-acting-as';
const INTRANET = 'https://intranet.acme.example';

const clock = new ManualClock(new Date('2026-05-04T09:00:00Z'));
let t: TestApp;
let acme: number;
let globex: number;

/** Test principals, and staff acting as another user (what the impersonation header does with a real token). */
function principals(app: FastifyInstance): void {
  testPrincipals(app);
  app.addHook('preHandler', async (req) => {
    const actingAs = req.headers[ACTING_AS];
    if (typeof actingAs !== 'string' || !req.principal) return;
    const [row] = await app.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, actingAs));
    req.principal = { ...req.principal, userId: row!.id, username: row!.username, roles: row!.roles, clientId: row!.clientId, impersonatedBy: req.principal.username };
  });
}

beforeAll(async () => {
  t = await buildTestApp({ clock, config: { widgetOrigins: [INTRANET] }, app: { configure: principals } });
  const company = async (like: string) => (await t.ctx.db.select({ id: clientConfigs.id }).from(clientConfigs).where(sql`${clientConfigs.companyName} like ${like}`))[0]!.id;
  acme = await company('Acme%');
  globex = await company('Globex%');
});
afterAll(async () => t?.close());

const as = async (user: string, method: 'GET' | 'POST', url: string, options: { payload?: object; headers?: Record<string, string> } = {}) => {
  clock.advance(1_000); // so that the trail's newest-first order is the order of the calls
  const res = await t.app.inject({ method, url: `/v1${url}`, remoteAddress: '203.0.113.7', headers: { [TEST_USER_HEADER]: user, 'user-agent': 'Probe/1.0', ...options.headers }, ...(options.payload ? { payload: options.payload } : {}) });
  await auditWritesSettled();
  return res;
};
const trail = async (user: string, clientId: number, query = '') => as(user, 'GET', `/clientConfigs/${clientId}/auditEvents${query}`);

/** A file of one of Acme's requests (the link is signed, not fetched: the row is all a download URL needs). */
async function acmeFile(): Promise<{ jobRequestId: string; fileKey: string; name: string }> {
  const [request] = await t.ctx.db.select({ id: jobRequests.id, name: jobRequests.name }).from(jobRequests).where(eq(jobRequests.clientId, acme)).limit(1);
  const fileKey = `job-requests/${request!.id}/audit-probe.docx`;
  const [known] = await t.ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.fileKey, fileKey));
  if (!known) await t.ctx.db.insert(jobRequestFiles).values({ jobRequestId: request!.id, fileName: 'Consent form.docx', fileKey, category: 'SOURCE_DOCUMENT' });
  return { jobRequestId: request!.id, fileKey, name: request!.name };
}

describe('what the trail records', () => {
  it("shows the admin a colleague's download: who, which file, from where, through which channel", async () => {
    const file = await acmeFile();
    const res = await as(BOB, 'GET', `/jobRequests/${file.jobRequestId}/files/${encodeURIComponent(file.fileKey)}/downloadUrl`);
    expect(res.statusCode, res.body).toBe(200);
    const page = (await trail(ALICE, acme, '?event=file.download')).json() as { items: Array<Record<string, unknown>>; totalItems: number };
    expect(page.items[0]).toMatchObject({ event: 'file.download', actor: BOB, onBehalfOf: null, ip: '203.0.113.7', userAgent: 'Probe/1.0', channel: 'portal', target: `${file.name}: Consent form.docx` });
    expect((await trail(GRACE, globex, '?event=file.download')).json()).toMatchObject({ totalItems: 0 });
  });

  it('marks a call from an embedding origin as an element, and a staff member acting as a user by both names', async () => {
    const file = await acmeFile();
    const url = `/jobRequests/${file.jobRequestId}/files/${encodeURIComponent(file.fileKey)}/downloadUrl`;
    expect((await as(BOB, 'GET', url, { headers: { origin: INTRANET } })).statusCode).toBe(200);
    expect((await as(STAFF, 'GET', url, { headers: { [ACTING_AS]: BOB } })).statusCode).toBe(200);
    const items = ((await trail(ALICE, acme, '?event=file.download&pageSize=2')).json() as { items: Array<Record<string, unknown>> }).items;
    expect(items[0]).toMatchObject({ actor: STAFF, onBehalfOf: BOB, channel: 'portal' });
    expect(items[1]).toMatchObject({ actor: BOB, channel: 'element' });
    await as(BOB, 'GET', url, { headers: { origin: 'null' } });
    expect(((await trail(ALICE, acme, '?event=file.download&pageSize=1')).json() as { items: unknown[] }).items[0]).toMatchObject({ actor: BOB, channel: 'portal' });
  });

  it("records a key's creation in its company's trail", async () => {
    const created = await as(ALICE, 'POST', '/apiKeys', { payload: { name: 'Audit probe', scopes: ['requests:read'], expiresAt: new Date(clock.now().getTime() + 86_400_000).toISOString() } });
    expect(created.statusCode, created.body).toBe(201);
    const prefix = (created.json() as { key: { prefix: string } }).key.prefix;
    expect(((await trail(ALICE, acme, '?event=api-key.create')).json() as { items: unknown[] }).items[0]).toMatchObject({ actor: ALICE, target: prefix });
  });
});

describe('reading the trail', () => {
  it('filters by person and dates, pages newest first', async () => {
    const base = { clientId: acme, event: 'sign-in.success', channel: 'portal' as const };
    await t.ctx.db.insert(auditEvents).values([
      { ...base, actor: 'paging.one@acme-health.example', at: new Date('2026-03-01T10:00:00Z') },
      { ...base, actor: 'paging.two@acme-health.example', at: new Date('2026-03-02T10:00:00Z') },
      { ...base, actor: 'paging.three@acme-health.example', at: new Date('2026-03-03T10:00:00Z') },
    ]);
    const range = '&from=2026-03-01T00:00:00Z&to=2026-03-03T00:00:00Z';
    const first = (await trail(ALICE, acme, `?person=PAGING&pageSize=1${range}`)).json() as { items: Array<{ actor: string }>; totalItems: number };
    expect(first.totalItems).toBe(2);
    expect(first.items.map((i) => i.actor)).toEqual(['paging.two@acme-health.example']);
    const second = (await trail(ALICE, acme, `?person=paging&pageSize=1&page=2${range}`)).json() as { items: Array<{ actor: string }> };
    expect(second.items.map((i) => i.actor)).toEqual(['paging.one@acme-health.example']);
    expect((await trail(ALICE, acme, '?from=2026-03-03T00:00:00Z&to=2026-03-01T00:00:00Z')).statusCode).toBe(400);
    expect((await trail(ALICE, acme, '?event=sign-in.nonsense')).statusCode).toBe(400);
  });

  it('exports the same filters as CSV, with no cell a spreadsheet would run as a formula', async () => {
    await t.ctx.db.insert(auditEvents).values({ clientId: acme, event: 'sign-in.failure', channel: 'portal', actor: 'csv@acme-health.example', userAgent: '=HYPERLINK("x")', at: new Date('2026-02-01T10:00:00Z') });
    const res = await as(ALICE, 'GET', `/clientConfigs/${acme}/auditEvents/export?person=csv%40acme`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json() as { fileName: string; mediaType: string; content: string };
    expect(file).toMatchObject({ fileName: `audit-trail-${acme}.csv`, mediaType: 'text/csv' });
    const lines = file.content.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`2026-02-01T10:00:00.000Z,sign-in.failure,csv@acme-health.example,,,portal,,"'=HYPERLINK(""x"")"`);
  });

  it("lets only the company's admins and staff read it", async () => {
    expect((await trail(BOB, acme)).statusCode).toBe(403);
    expect((await trail(GRACE, acme)).statusCode).toBe(403);
    expect((await trail(GRACE, 999_999)).statusCode).toBe(403);
    expect((await as(GRACE, 'GET', `/clientConfigs/${acme}/auditEvents/export`)).statusCode).toBe(403);
    expect((await trail(STAFF, acme)).statusCode).toBe(200);
    expect((await trail(STAFF, 999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/clientConfigs/${acme}/auditEvents` })).statusCode).toBe(401);
    expect((await as(ALICE, 'GET', '/auditTrail/companies')).statusCode).toBe(403);
    expect((await as(STAFF, 'GET', '/auditTrail/companies')).json()).toContainEqual({ clientId: String(acme), companyName: expect.stringMatching(/^Acme/) });
  });
});

describe('retention', () => {
  it('purges the events older than the configured days and keeps the rest', async () => {
    const old = new Date(clock.now().getTime() - 401 * 86_400_000);
    const kept = new Date(clock.now().getTime() - 399 * 86_400_000);
    await t.ctx.db.insert(auditEvents).values([
      { clientId: globex, event: 'sign-in.success', channel: 'portal', actor: 'purge.old', at: old },
      { clientId: globex, event: 'sign-in.success', channel: 'portal', actor: 'purge.kept', at: kept },
    ]);
    expect(await purgeAuditEvents(t.ctx.db, clock.now(), 400)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select({ actor: auditEvents.actor }).from(auditEvents).where(and(eq(auditEvents.clientId, globex), sql`${auditEvents.actor} like 'purge.%'`));
    expect(left.map((r) => r.actor)).toEqual(['purge.kept']);
  });
});
