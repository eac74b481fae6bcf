// The retention job (decision 183) on a test clock, on PGlite and PostgreSQL: the admins' notice and mail 7 days
// ahead, the deletion when due with its receipt, the request listed with its date, nothing deleted for a company
// that keeps its files, and a batch dropped when the company turns retention off before its date.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { clientConfigs, jobRequestFiles, jobRequests, jobRequestStatusHistory, mailOutbox, notices } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { auditWritesSettled } from '../audit-trail/index.ts';
import { mailNotices } from '../notices/index.ts';
import { RETENTION_SWEEP_JOB } from './jobs.ts';

const ALICE = 'client@acme-health.example'; // CLIENT of Acme: its admin
const BOB = 'employee@acme-health.example'; // CLIENT_EMPLOYEE of Acme
const GRACE = 'client@globex.example'; // CLIENT of Globex
const DAY = 86_400_000;

// After the seed's notices (written at the real time), so the bell lists this file's first.
const clock = new ManualClock(new Date('2027-03-01T09:00:00Z'));
let t: TestApp;
let acme: number;
let globex: number;
const api = apiAs(() => t.app);

beforeAll(async () => {
  t = await buildTestApp({ clock, app: { configure: testPrincipals } });
  const company = async (like: string) => (await t.ctx.db.select({ id: clientConfigs.id }).from(clientConfigs).where(sql`${clientConfigs.companyName} like ${like}`))[0]!.id;
  acme = await company('Acme%');
  globex = await company('Globex%');
});
afterAll(async () => t?.close());

/** A completed request of the company that ended `daysAgo` days ago, with two stored files and a zip. */
async function request(clientId: number, name: string, daysAgo: number): Promise<string> {
  const [row] = await t.ctx.db
    .insert(jobRequests)
    .values({ clientId, name, status: 'COMPLETED', origination: 'MT', requestType: 'TRANSLATION_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn'] })
    .returning({ id: jobRequests.id });
  const id = row!.id;
  await t.ctx.db.insert(jobRequestStatusHistory).values({ jobRequestId: id, fromStatus: 'TRANSLATING', toStatus: 'COMPLETED', at: new Date(clock.now().getTime() - daysAgo * DAY) });
  for (const [i, key] of [`job-requests/${id}/source/0-${name}.docx`, `job-requests/${id}/translated/esn/0-${name}.docx`].entries()) {
    await t.app.objectStore.writeStream(key, Readable.from([Buffer.from(`content ${i} of ${name}`)]));
    await t.ctx.db.insert(jobRequestFiles).values({ jobRequestId: id, fileName: `${name}.docx`, fileKey: key, category: i === 0 ? 'SOURCE_DOCUMENT' : 'TRANSLATED_DOCUMENT', languageId: i === 0 ? null : 'esn' });
  }
  await t.app.objectStore.writeStream(`job-requests/${id}/zips/all.zip`, Readable.from([Buffer.from('zip')]));
  return id;
}

/** The job as the schedule runs it: one sweep, then whatever batch it started. */
async function sweep(): Promise<void> {
  await t.app.jobs.send(RETENTION_SWEEP_JOB, {});
  await t.app.jobs.drain();
}

const objects = async (id: string) => (await t.app.objectStore.list(`job-requests/${id}`)).length;
const retentionNotices = (userEmail: string) =>
  t.ctx.db.execute(sql`select n.name, n.path, n.job_request_id from notices n join user_accounts u on u.id = n.user_id where u.email = ${userEmail} and n.event = 'files.deletion_scheduled' order by n.create_time`);
const rows = <T,>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
const itemsOf = async (clientId: number, state: string) =>
  rows<{ id: string }>(await t.ctx.db.execute(sql`select i.job_request_id as id from deletion_batch_items i join deletion_batches b on b.id = i.batch_id where b.client_id = ${clientId} and b.state = ${state} and b.reason = 'retention'`)).map((r) => r.id);

describe('the retention job', () => {
  let consent: string;
  let leaflet: string;
  let theirs: string;

  it("tells the company's admins 7 days before it deletes, and deletes nothing yet", async () => {
    expect((await api.call(ALICE, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: 30 })).statusCode).toBe(200);
    consent = await request(acme, 'Consent form', 40);
    leaflet = await request(acme, 'Leaflet', 10);
    theirs = await request(globex, 'Globex brochure', 400); // Globex keeps its files (no setting, no maximum)
    await sweep();

    // The seeded company has ended requests of its own: the batch holds them too, the notice names the first.
    const told = rows<{ name: string; path: string; job_request_id: string }>(await retentionNotices(ALICE));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ path: '/?settings=files', name: expect.stringMatching(/^“.+”( and \d+ other requests)?$/) });
    const noticed = await itemsOf(acme, 'noticed');
    expect(noticed).toContain(consent);
    expect(noticed).not.toContain(leaflet);
    expect(await itemsOf(globex, 'noticed')).toEqual([]);
    expect(rows(await retentionNotices(BOB))).toEqual([]);
    expect(rows(await retentionNotices(GRACE))).toEqual([]);
    const bell = (await api.call(ALICE, 'GET', '/notices')).json();
    expect(bell.notices.find((n: { event: string }) => n.event === 'files.deletion_scheduled')).toMatchObject({ event: 'files.deletion_scheduled', name: told[0]!.name, path: '/?settings=files', read: false });

    await mailNotices({ db: t.ctx.db, mailer: t.app.mailer, publicUrl: 'https://portal.example' });
    // The app's own notice mailer may have claimed it first, and be writing it still.
    const mail = await vi.waitFor(async () => {
      const [m] = await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, ALICE), eq(mailOutbox.template, 'notice-files.deletion_scheduled')));
      if (!m) throw new Error('no retention mail yet');
      return m;
    });
    expect(mail.subject).toBe(`The files of ${told[0]!.name} will be deleted in 7 days`);
    expect(mail.text).toMatch(/\/\?settings=files/);
    expect(mail.text).toMatch(/because you are a client admin of Acme/);

    expect(await objects(consent)).toBe(3);
    clock.advance(DAY);
    await sweep();
    expect((await itemsOf(acme, 'noticed')).filter((id) => id === consent), 'a request already noticed keeps its batch and date').toHaveLength(1);
    expect(await objects(consent)).toBe(3);
  });

  it('deletes when due: objects gone, rows cleared, the request listed with its date, a receipt', async () => {
    clock.advance(6 * DAY);
    await sweep();
    const at = clock.now().toISOString();
    expect(await objects(consent)).toBe(0);
    expect(await t.ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, consent))).toEqual([]);
    expect((await api.call(ALICE, 'GET', `/jobRequests/${consent}`)).json()).toMatchObject({ name: 'Consent form', files: [], filesDeletedAt: at });
    const listed = (await api.call(ALICE, 'GET', '/jobRequests?scope=company&origination=MT&pageSize=100')).json().items.find((r: { id: string }) => r.id === consent);
    expect(listed.filesDeletedAt).toBe(at);

    const receipt = (await api.call(ALICE, 'GET', `/clientConfigs/${acme}/deletionReceipts`)).json().items[0];
    expect(receipt).toMatchObject({ reason: 'retention', requestedBy: 'retention', startedAt: at, completedAt: at });
    expect(receipt.requests).toContainEqual(expect.objectContaining({ jobRequestId: consent, name: 'Consent form', objectCount: 3 }));
    expect(receipt.objectCount).toBeGreaterThanOrEqual(3);
    const json = await api.call(ALICE, 'GET', `/clientConfigs/${acme}/deletionReceipts/${receipt.id}/downloadUrl?format=json`);
    expect(JSON.parse((await api.download(json.json().downloadUrl)).toString())).toEqual(receipt);
    await auditWritesSettled();
    const trail = (await api.call(ALICE, 'GET', `/clientConfigs/${acme}/auditEvents?event=retention.delete`)).json();
    expect(trail.items[0]).toMatchObject({ event: 'retention.delete', actor: 'retention' });

    // Not yet due, and another company's that keeps its files: untouched.
    expect(await objects(leaflet)).toBe(3);
    expect(await objects(theirs)).toBe(3);
    expect((await t.ctx.db.select({ at: jobRequests.filesDeletedAt }).from(jobRequests).where(eq(jobRequests.id, theirs)))[0]!.at).toBeNull();
  });

  it('drops a noticed batch when the company turns retention off before its date', async () => {
    clock.advance(7 * DAY); // the leaflet ended 24 days ago: due in 6 days, within the notice period
    await sweep();
    expect(await itemsOf(acme, 'noticed')).toContain(leaflet);
    expect((await api.call(ALICE, 'PUT', `/clientConfigs/${acme}/retention`, { fileRetentionDays: null })).statusCode).toBe(200);
    clock.advance(8 * DAY);
    await sweep();
    expect(await objects(leaflet)).toBe(3);
    expect(await itemsOf(acme, 'noticed')).toEqual([]);
    expect(await itemsOf(acme, 'deleting')).toEqual([]);
    expect(await itemsOf(acme, 'done')).not.toContain(leaflet);
    expect(await objects(theirs)).toBe(3);
    expect((await t.ctx.db.select().from(notices).where(eq(notices.jobRequestId, theirs)))).toEqual([]);
  });
});
