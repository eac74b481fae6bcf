// Retention the client controls (decision 183) on PGlite and PostgreSQL: the company's setting under the
// provider's maximum, "delete files now" for one request and for a company's requests ended before a date (the
// store's objects gone, no row naming them, memory and glossary kept unless asked), who may do it, and the
// receipt as JSON and PDF.
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { clientConfigs, glossaries, glossaryEntries, jobRequestFiles, jobRequests, jobRequestStatusHistory, translationUnits } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { auditWritesSettled } from '../audit-trail/index.ts';

const ALICE = 'client@acme-health.example'; // CLIENT of Acme: its admin
const BOB = 'employee@acme-health.example'; // CLIENT_EMPLOYEE of Acme
const GRACE = 'client@globex.example'; // CLIENT of Globex
const STAFF = 'admin@lingua.example';
const DAY = 86_400_000;

const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
let t: TestApp;
let acme: number;
let globex: number;
const api = apiAs(() => t.app);

beforeAll(async () => {
  t = await buildTestApp({ clock, config: { fileRetentionMaxDays: 400 }, app: { configure: testPrincipals } });
  const company = async (like: string) => (await t.ctx.db.select({ id: clientConfigs.id }).from(clientConfigs).where(sql`${clientConfigs.companyName} like ${like}`))[0]!.id;
  acme = await company('Acme%');
  globex = await company('Globex%');
});
afterAll(async () => t?.close());

/** A request of the company that ended `daysAgo` days ago (or is still translating), with two stored files. */
async function request(clientId: number, name: string, daysAgo: number | null): Promise<{ id: string; keys: string[] }> {
  clock.advance(1_000); // so that receipts are listed in the order of the deletions
  const status = daysAgo === null ? 'TRANSLATING' : 'COMPLETED';
  const [row] = await t.ctx.db
    .insert(jobRequests)
    .values({ clientId, name, status, origination: 'MT', requestType: 'TRANSLATION_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn'] })
    .returning({ id: jobRequests.id });
  const id = row!.id;
  if (daysAgo !== null) await t.ctx.db.insert(jobRequestStatusHistory).values({ jobRequestId: id, fromStatus: 'TRANSLATING', toStatus: 'COMPLETED', at: new Date(clock.now().getTime() - daysAgo * DAY) });
  const keys = [`job-requests/${id}/source/0-${name}.docx`, `job-requests/${id}/translated/esn/0-${name}.docx`];
  for (const [i, key] of keys.entries()) {
    await t.app.objectStore.writeStream(key, Readable.from([Buffer.from(`content ${i} of ${name}`)]));
    await t.ctx.db.insert(jobRequestFiles).values({ jobRequestId: id, fileName: `${name}.docx`, fileKey: key, category: i === 0 ? 'SOURCE_DOCUMENT' : 'TRANSLATED_DOCUMENT', languageId: i === 0 ? null : 'esn' });
  }
  await t.app.objectStore.writeStream(`job-requests/${id}/zips/all.zip`, Readable.from([Buffer.from('zip')]));
  return { id, keys };
}

const bytesOf = (name: string) => `content 0 of ${name}`.length + `content 1 of ${name}`.length + 3;

describe('the company setting', () => {
  it('is read by the company and staff, set by its client admin only, under the provider maximum', async () => {
    expect((await api.call(ALICE, 'GET', `/clientConfigs/${acme}/retention`)).json()).toEqual({ clientId: String(acme), fileRetentionDays: null, providerMaximumDays: 400, effectiveDays: 400 });
    const set = await api.call(ALICE, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: 30 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ fileRetentionDays: 30, effectiveDays: 30 });
    expect((await api.call(STAFF, 'GET', `/clientConfigs/${acme}/retention`)).json()).toMatchObject({ fileRetentionDays: 30 });
    expect((await api.call(BOB, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: 5 })).statusCode).toBe(403);
    expect((await api.call(BOB, 'GET', `/clientConfigs/${acme}/retention`)).statusCode).toBe(403);
    expect((await api.call(STAFF, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: 5 })).statusCode).toBe(403);
    expect((await api.call(GRACE, 'GET', `/clientConfigs/${acme}/retention`)).statusCode).toBe(404);
    expect((await api.call(GRACE, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: 5 })).statusCode).toBe(404);
    expect((await api.call(STAFF, 'GET', `/clientConfigs/999999/retention`)).statusCode).toBe(404);
    const over = await api.call(ALICE, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: 500 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/at most 400 days/);
    for (const bad of [{ fileRetentionDays: -1 }, { fileRetentionDays: 'x' }, { fileRetentionDays: 1.5 }, {}]) {
      expect((await api.call(ALICE, 'PUT', `/clientConfigs/${acme}/retention`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    // The body's schema reads 0 as null (the validator's coercion): both turn the company's setting off.
    expect((await api.call(ALICE, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: 0 })).json()).toMatchObject({ fileRetentionDays: null, effectiveDays: 400 });
    expect((await api.call(ALICE, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: null })).json()).toMatchObject({ fileRetentionDays: null, effectiveDays: 400 });
  });
});

describe('delete files now', () => {
  it("deletes one ended request's objects and rows, keeps the request listed, and hands a receipt", async () => {
    const r = await request(acme, 'Consent form', 3);
    await t.ctx.db.insert(translationUnits).values({ clientId: acme, sourceLanguageId: 'enu', targetLanguageId: 'esn', sourceKey: 'consent', sourceText: 'Consent', targetText: 'Consentimiento' });
    expect((await api.call(BOB, 'POST', `/jobRequests/${r.id}/actions/deleteFiles`, {})).statusCode).toBe(403);
    expect((await api.call(GRACE, 'POST', `/jobRequests/${r.id}/actions/deleteFiles`, {})).statusCode).toBe(404);
    expect((await api.call(ALICE, 'POST', `/jobRequests/${r.id}/actions/deleteFiles`, { deleteGlossary: 'yes' })).statusCode).toBe(400);
    expect((await api.call(ALICE, 'POST', `/jobRequests/not-a-request/actions/deleteFiles`, {})).statusCode).toBe(404);
    const res = await api.call(ALICE, 'POST', `/jobRequests/${r.id}/actions/deleteFiles`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reason: 'request', requestedBy: ALICE, objectCount: 3, totalBytes: bytesOf('Consent form'), translationUnitsDeleted: 0, requests: [{ jobRequestId: r.id, name: 'Consent form', objectCount: 3 }] });
    expect(await t.app.objectStore.list(`job-requests/${r.id}`)).toEqual([]);
    expect(await t.ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, r.id))).toEqual([]);
    expect(await t.ctx.db.select().from(translationUnits).where(eq(translationUnits.sourceKey, 'consent'))).toHaveLength(1);
    const shown = (await api.call(ALICE, 'GET', `/jobRequests/${r.id}`)).json();
    expect(shown).toMatchObject({ name: 'Consent form', files: [], filesDeletedAt: clock.now().toISOString() });
    expect((await api.call(ALICE, 'POST', `/jobRequests/${r.id}/actions/deleteFiles`, {})).statusCode).toBe(409);
    await auditWritesSettled();
    const trail = (await api.call(ALICE, 'GET', `/clientConfigs/${acme}/auditEvents?event=retention.delete`)).json();
    expect(trail.items[0]).toMatchObject({ event: 'retention.delete', actor: ALICE, target: 'Consent form' });
  });

  it('refuses a request still in progress and deletes memory and glossary only when asked', async () => {
    const running = await request(acme, 'Running', null);
    expect((await api.call(ALICE, 'POST', `/jobRequests/${running.id}/actions/deleteFiles`, {})).statusCode).toBe(409);
    expect(await t.app.objectStore.list(`job-requests/${running.id}`)).toHaveLength(3);
    const r = await request(acme, 'Leaflet', 2);
    await t.ctx.db.insert(translationUnits).values({ clientId: acme, sourceLanguageId: 'enu', targetLanguageId: 'esn', sourceKey: 'leaflet', sourceText: 'Leaflet', targetText: 'Folleto' });
    const [g] = await t.ctx.db.insert(glossaries).values({ clientId: acme, sourceLanguageId: 'enu', targetLanguageId: 'esn' }).onConflictDoNothing().returning();
    const glossaryId = g?.id ?? (await t.ctx.db.select().from(glossaries).where(and(eq(glossaries.clientId, acme), eq(glossaries.sourceLanguageId, 'enu'), eq(glossaries.targetLanguageId, 'esn'))))[0]!.id;
    await t.ctx.db.insert(glossaryEntries).values({ glossaryId, sourceTerm: 'Leaflet-term', targetTerm: 'Folleto' });
    const res = await api.call(ALICE, 'POST', `/jobRequests/${r.id}/actions/deleteFiles`, { deleteTranslationMemory: true, deleteGlossary: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translationUnitsDeleted).toBeGreaterThanOrEqual(1);
    expect(res.json().glossaryEntriesDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(translationUnits).where(and(eq(translationUnits.clientId, acme), eq(translationUnits.targetLanguageId, 'esn')))).toEqual([]);
    expect(await t.ctx.db.select().from(glossaries).where(eq(glossaries.id, glossaryId))).toEqual([]);
  });

  it("deletes the company's requests ended before a date, and no other company's", async () => {
    const old = await request(acme, 'Old brochure', 60);
    const recent = await request(acme, 'Recent brochure', 5);
    const theirs = await request(globex, 'Globex brochure', 60);
    const before = new Date(clock.now().getTime() - 30 * DAY).toISOString();
    expect((await api.call(ALICE, 'POST', `/clientConfigs/${acme}/actions/deleteFiles`, { endedBefore: new Date(clock.now().getTime() + DAY).toISOString() })).statusCode).toBe(400);
    expect((await api.call(ALICE, 'POST', `/clientConfigs/${acme}/actions/deleteFiles`, { endedBefore: 'yesterday' })).statusCode).toBe(400);
    expect((await api.call(GRACE, 'POST', `/clientConfigs/${acme}/actions/deleteFiles`, { endedBefore: before })).statusCode).toBe(404);
    expect((await api.call(BOB, 'POST', `/clientConfigs/${acme}/actions/deleteFiles`, { endedBefore: before })).statusCode).toBe(403);
    const res = await api.call(ALICE, 'POST', `/clientConfigs/${acme}/actions/deleteFiles`, { endedBefore: before });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json();
    expect(receipt.requests.map((q: { name: string }) => q.name)).toContain('Old brochure');
    expect(receipt.requests.map((q: { name: string }) => q.name)).not.toContain('Recent brochure');
    expect(receipt).toMatchObject({ reason: 'company', endedBefore: before });
    expect(await t.app.objectStore.list(`job-requests/${old.id}`)).toEqual([]);
    expect(await t.app.objectStore.list(`job-requests/${recent.id}`)).toHaveLength(3);
    expect(await t.app.objectStore.list(`job-requests/${theirs.id}`)).toHaveLength(3);
  });
});

describe('receipts', () => {
  it('are listed for the company and downloaded as JSON and PDF, by nobody else', async () => {
    const list = await api.call(ALICE, 'GET', `/clientConfigs/${acme}/deletionReceipts`);
    expect(list.statusCode).toBe(200);
    const first = list.json().items[0];
    expect(first).toMatchObject({ reason: 'company', companyName: expect.stringMatching(/^Acme/) });
    expect((await api.call(STAFF, 'GET', `/clientConfigs/${acme}/deletionReceipts/${first.id}`)).json()).toEqual(first);
    expect((await api.call(GRACE, 'GET', `/clientConfigs/${globex}/deletionReceipts/${first.id}`)).statusCode).toBe(404);
    expect((await api.call(GRACE, 'GET', `/clientConfigs/${acme}/deletionReceipts`)).statusCode).toBe(404);
    expect((await api.call(ALICE, 'GET', `/clientConfigs/${acme}/deletionReceipts/${first.id}/downloadUrl?format=doc`)).statusCode).toBe(400);
    const json = await api.call(ALICE, 'GET', `/clientConfigs/${acme}/deletionReceipts/${first.id}/downloadUrl?format=json`);
    expect(JSON.parse((await api.download(json.json().downloadUrl)).toString())).toEqual(first);
    const pdf = await api.call(ALICE, 'GET', `/clientConfigs/${acme}/deletionReceipts/${first.id}/downloadUrl?format=pdf`);
    const bytes = await api.download(pdf.json().downloadUrl);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe(`Deletion receipt ${first.id}`);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
