// Job requests through the API: organisation scope, keyset paging, rename and archive rules, downloads, the zip
// of translated files (built by the job, streamed into the store) and human escalation — on PGlite and PostgreSQL.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import {
  buildTestApp,
  createTestContext,
  apiAs,
  TEST_USER_HEADER,
  testPrincipals,
  type TestApp,
} from '../../../test/helpers.ts';
import { docx, unzip } from '../../engines/mt/apertium/test-documents.ts';
import { sweepSupersededZips } from './zip.ts';
import { autoQuotes, clientConfigs, jobRequestFiles, jobRequestLinks, jobRequests, providerQuotes, userAccounts, zipJobs } from '../../db/schema/index.ts';

const ALICE = 'client@acme-health.example';
const BOB = 'employee@acme-health.example';
const GRACE = 'client@globex.example';

let t: TestApp;
let acmeId: number;
let aliceId: string;

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const [acme] = await t.ctx.db
    .select()
    .from(clientConfigs)
    .where(eq(clientConfigs.companyName, 'Acme Health'));
  acmeId = acme!.id;
  const me = await call(ALICE, 'GET', '/jobRequests?pageSize=1');
  expect(me.statusCode).toBe(200);
  const [row] = await t.ctx.db
    .select({ owner: jobRequests.ownerUserId })
    .from(jobRequests)
    .where(eq(jobRequests.name, 'Clinic signage'));
  aliceId = row!.owner!;
});
afterAll(async () => {
  await t?.close();
});

const api = apiAs(() => t.app);
const { call } = api;
const upload = async (user: string, name: string, content: Buffer): Promise<string> => (await api.upload(user, [[name, content]]))[0]!;

/** A completed MT request with one real translated docx per target. */
async function translatedRequest(user = ALICE): Promise<{ id: string }> {
  const key = await upload(user, 'guide.docx', await docx(['The house is big.']));
  const res = await call(user, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Guide',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn', 'cat'],
    files: [{ fileName: 'guide.docx', category: 'SOURCE_DOCUMENT', fileKey: key }],
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.drain();
  return { id: res.json().id };
}

describe('GET /jobRequests', () => {
  it('pages by cursor with no duplicates or gaps, ties on create time included', async () => {
    const base = new Date('2020-01-01T00:00:00.000Z').getTime();
    // 23 rows, several sharing one instant (microseconds too), statuses alternating.
    const rows = Array.from({ length: 23 }, (_, i) => ({
      clientId: acmeId,
      ownerUserId: aliceId,
      name: `paging ${i}`,
      status: (i % 2 ? 'COMPLETED' : 'FAILED') as 'COMPLETED' | 'FAILED',
      origination: 'MT' as const,
      requestType: 'TRANSLATION_REQUEST' as const,
      createTime: new Date(base + Math.floor(i / 4) * 1000),
    }));
    await t.ctx.db.insert(jobRequests).values(rows);

    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const res = await call(
        ALICE,
        'GET',
        `/jobRequests?origination=MT&status=COMPLETED,FAILED&pageSize=5${token ? `&pageToken=${token}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        items: Array<{ name: string; createTime: string }>;
        nextPageToken?: string | null;
      };
      seen.push(...body.items.filter((r) => r.name.startsWith('paging ')).map((r) => r.name));
      token = body.nextPageToken ?? undefined;
      pages++;
      if (token) expect(body.items).toHaveLength(5);
    } while (token && pages < 50);
    expect(seen.slice().sort()).toEqual(rows.map((r) => r.name).sort());
    expect(new Set(seen).size).toBe(seen.length);

    const completed = await call(ALICE, 'GET', '/jobRequests?origination=MT&status=COMPLETED&pageSize=100');
    const names = (completed.json().items as Array<{ name: string; status: string }>).filter((r) =>
      r.name.startsWith('paging '),
    );
    expect(names).toHaveLength(11);
    expect(names.every((r) => r.status === 'COMPLETED')).toBe(true);
  });

  it("lists newest first, only the caller's organisation, 10 by default", async () => {
    const acme = (await call(BOB, 'GET', '/jobRequests')).json();
    expect(acme.items.length).toBeLessThanOrEqual(10);
    const times = acme.items.map((r: { createTime: string }) => Date.parse(r.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const globex = (await call(GRACE, 'GET', '/jobRequests?pageSize=100')).json();
    expect(globex.items.some((r: { name: string }) => r.name.startsWith('paging '))).toBe(false);
  });

  it('refuses a forged page token', async () => {
    const res = await call(ALICE, 'GET', '/jobRequests?pageToken=garbage');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('INVALID_PAGE_TOKEN');
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/jobRequests' })).statusCode).toBe(401);
  });

  it('shows every change at once, also one made in the database directly (answers are kept until one)', async () => {
    const listed = async () => (await call(ALICE, 'GET', '/jobRequests?pageSize=1')).json().items[0];
    // The list's first row and the request itself must both show it.
    const top = async () => {
      const row = await listed();
      const res = await call(BOB, 'GET', `/jobRequests/${row.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(row);
      return row;
    };
    const globexBefore = (await call(GRACE, 'GET', '/jobRequests')).body;
    const [row] = await t.ctx.db
      .insert(jobRequests)
      .values({ clientId: acmeId, ownerUserId: aliceId, name: 'kept page', status: 'ANALYZING', origination: 'WEBFORM', requestType: 'QUOTE_REQUEST', createTime: new Date(Date.now() + 3_600_000) })
      .returning({ id: jobRequests.id });
    const id = row!.id;
    expect(await top()).toMatchObject({ id, name: 'kept page', files: [], fileLinks: [], autoQuote: null });
    // The same page twice is the same bytes (the second one kept).
    expect((await call(ALICE, 'GET', '/jobRequests?pageSize=1')).body).toBe((await call(ALICE, 'GET', '/jobRequests?pageSize=1')).body);
    expect((await call(ALICE, 'GET', `/jobRequests/${id}`)).body).toBe((await call(ALICE, 'GET', `/jobRequests/${id}`)).body);

    await t.ctx.db.update(jobRequests).set({ name: 'renamed by an operator' }).where(eq(jobRequests.id, id));
    expect((await top()).name).toBe('renamed by an operator');
    await t.ctx.db.insert(jobRequestFiles).values({ jobRequestId: id, fileName: 'a.docx', fileKey: `jobRequests/${id}/uploaded/a.docx`, category: 'SOURCE_DOCUMENT', size: 10 });
    expect((await top()).files).toEqual([expect.objectContaining({ fileName: 'a.docx' })]);
    await t.ctx.db.insert(jobRequestLinks).values({ jobRequestId: id, url: 'https://files.example.com/x', name: 'Shared folder' });
    expect((await top()).fileLinks).toEqual([expect.objectContaining({ url: 'https://files.example.com/x' })]);
    await t.ctx.db.insert(autoQuotes).values({ jobRequestId: id, pricePerPage: '25', price: '750', totalPages: 30, acceptanceDeadline: new Date(Date.now() + 86_400_000) });
    expect((await top()).autoQuote).toMatchObject({ price: 750, acceptanceStatus: null });
    await t.ctx.db.update(autoQuotes).set({ acceptanceStatus: 'ACCEPTED' }).where(eq(autoQuotes.jobRequestId, id));
    expect((await top()).autoQuote).toMatchObject({ acceptanceStatus: 'ACCEPTED' });
    await t.ctx.db.delete(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, id));
    expect((await top()).files).toEqual([]);
    // Through the API as well: a rename is on the next page read.
    expect((await call(ALICE, 'POST', `/jobRequests/${id}/actions/renameJobRequest`, { newName: 'renamed by Alice' })).statusCode).toBe(204);
    expect((await top()).name).toBe('renamed by Alice');
    await t.ctx.db.delete(autoQuotes).where(eq(autoQuotes.jobRequestId, id));
    await t.ctx.db.delete(jobRequests).where(eq(jobRequests.id, id));
    expect((await listed()).id).not.toBe(id);
    expect((await call(ALICE, 'GET', `/jobRequests/${id}`)).statusCode).toBe(404);
    // Another organisation's pages are untouched by all this.
    expect((await call(GRACE, 'GET', '/jobRequests')).body).toBe(globexBefore);
  });
});

describe("whose requests (spec 3 §2.2: the user's requests)", () => {
  async function requestOf(owner: string, name: string): Promise<string> {
    const [row] = await t.ctx.db
      .insert(jobRequests)
      .values({ clientId: acmeId, ownerUserId: owner, name, status: 'COMPLETED', origination: 'MT', requestType: 'TRANSLATION_REQUEST', createTime: new Date(Date.now() + 7_200_000) })
      .returning({ id: jobRequests.id });
    return row!.id;
  }
  const names = async (user: string, query = '') =>
    ((await call(user, 'GET', `/jobRequests?origination=MT&pageSize=100${query}`)).json().items as Array<{ name: string }>).map((r) => r.name);

  it("lists the caller's own; the company's admin may ask for everyone's, an employee may not", async () => {
    const [bob] = await t.ctx.db.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.username, BOB));
    await requestOf(bob!.id, "Bob's leaflet");
    await requestOf(aliceId, "Alice's poster");
    expect(await names(BOB)).toContain("Bob's leaflet");
    expect(await names(BOB)).not.toContain("Alice's poster");
    expect(await names(ALICE)).not.toContain("Bob's leaflet");
    expect(await names(ALICE, '&scope=company')).toEqual(expect.arrayContaining(["Bob's leaflet", "Alice's poster"]));
    const refused = await call(BOB, 'GET', '/jobRequests?scope=company');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('NOT_COMPANY_ADMIN');
  });

  it("refuses a colleague's rename and archive with 403; the company's admin may", async () => {
    const [bob] = await t.ctx.db.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.username, BOB));
    const alices = await requestOf(aliceId, 'Annual report');
    const rename = await call(BOB, 'POST', `/jobRequests/${alices}/actions/renameJobRequest`, { newName: 'mine now' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().errorCode).toBe('NOT_REQUEST_OWNER');
    expect((await call(BOB, 'POST', `/jobRequests/${alices}/actions/archive`)).statusCode).toBe(403);
    expect((await call(ALICE, 'GET', `/jobRequests/${alices}`)).json()).toMatchObject({ name: 'Annual report', status: 'COMPLETED' });
    const bobs = await requestOf(bob!.id, 'Menu');
    expect((await call(ALICE, 'POST', `/jobRequests/${bobs}/actions/renameJobRequest`, { newName: 'Menu, spring' })).statusCode).toBe(204);
    expect((await call(ALICE, 'POST', `/jobRequests/${bobs}/actions/archive`)).statusCode).toBe(204);
    expect((await call(BOB, 'GET', `/jobRequests/${bobs}`)).json()).toMatchObject({ name: 'Menu, spring', status: 'ARCHIVED' });
  });
});

describe('one job request', () => {
  it("answers 404 for another organisation's request and changes nothing", async () => {
    const [own] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.name, 'Clinic signage'));
    expect((await call(ALICE, 'GET', `/jobRequests/${own!.id}`)).statusCode).toBe(200);
    expect((await call(GRACE, 'GET', `/jobRequests/${own!.id}`)).statusCode).toBe(404);
    expect(
      (await call(GRACE, 'POST', `/jobRequests/${own!.id}/actions/renameJobRequest`, { newName: 'stolen' }))
        .statusCode,
    ).toBe(404);
    expect((await call(GRACE, 'POST', `/jobRequests/${own!.id}/actions/archive`)).statusCode).toBe(404);
    expect(
      (await call(GRACE, 'GET', `/jobRequests/${own!.id}/actions/zipTranslatedFiles/status`)).statusCode,
    ).toBe(404);
    expect((await call(GRACE, 'GET', `/jobRequests/not-a-uuid`)).statusCode).toBe(404);
    const [after] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, own!.id));
    expect(after!.name).toBe('Clinic signage');
    expect(after!.status).toBe('SUBMITTED_TO_XTRF');
  });

  it('renames (trimmed, ≤ 250) and archives, refusing non-editable statuses with 409', async () => {
    const [row] = await t.ctx.db
      .insert(jobRequests)
      .values({
        clientId: acmeId,
        ownerUserId: aliceId,
        name: 'Old',
        status: 'COMPLETED',
        origination: 'MT',
        requestType: 'TRANSLATION_REQUEST',
      })
      .returning();
    const url = `/jobRequests/${row!.id}/actions`;
    expect(
      (await call(ALICE, 'POST', `${url}/renameJobRequest`, { newName: '  New name  ' })).statusCode,
    ).toBe(204);
    expect((await call(ALICE, 'GET', `/jobRequests/${row!.id}`)).json().name).toBe('New name');
    expect((await call(ALICE, 'POST', `${url}/renameJobRequest`, { newName: '   ' })).statusCode).toBe(400);
    expect(
      (await call(ALICE, 'POST', `${url}/renameJobRequest`, { newName: 'x'.repeat(251) })).statusCode,
    ).toBe(400);
    expect((await call(ALICE, 'POST', `${url}/renameJobRequest`, {})).statusCode).toBe(400);
    // The limit applies to the trimmed name, as the form counts it: 250 characters between spaces are fine.
    const longest = 'y'.repeat(250);
    const padded = await call(ALICE, 'POST', `${url}/renameJobRequest`, { newName: `  ${longest}  ` });
    expect(padded.statusCode, padded.body).toBe(204);
    expect((await call(ALICE, 'GET', `/jobRequests/${row!.id}`)).json().name).toBe(longest);

    expect((await call(ALICE, 'POST', `${url}/archive`)).statusCode).toBe(204);
    expect((await call(ALICE, 'GET', `/jobRequests/${row!.id}`)).json().status).toBe('ARCHIVED');
    const [archived] = await t.ctx.db.select({ archived: jobRequests.archived }).from(jobRequests).where(eq(jobRequests.id, row!.id));
    expect(archived!.archived).toBe(true);
    const again = await call(ALICE, 'POST', `${url}/archive`);
    expect(again.statusCode).toBe(409);
    expect((await call(ALICE, 'POST', `${url}/renameJobRequest`, { newName: 'Nope' })).statusCode).toBe(409);

    for (const status of ['CREATED', 'SUBMITTING_TO_XTRF'] as const) {
      const [r] = await t.ctx.db
        .insert(jobRequests)
        .values({
          clientId: acmeId,
          ownerUserId: aliceId,
          name: status,
          status,
          origination: 'MT',
          requestType: 'TRANSLATION_REQUEST',
        })
        .returning();
      expect(
        (await call(ALICE, 'POST', `/jobRequests/${r!.id}/actions/renameJobRequest`, { newName: 'x' }))
          .statusCode,
      ).toBe(409);
      expect((await call(ALICE, 'POST', `/jobRequests/${r!.id}/actions/archive`)).statusCode).toBe(409);
    }
  });

  it('gives no download URL for a file of another request', async () => {
    const [own] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.name, 'Clinic signage'));
    expect(
      (
        await call(
          ALICE,
          'GET',
          `/jobRequests/${own!.id}/files/${encodeURIComponent('job-requests/x/y.docx')}/downloadUrl`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('zip of translated files', () => {
  it('is built by a job and streamed into the store', async () => {
    const { id } = await translatedRequest();
    expect(
      (await call(ALICE, 'GET', `/jobRequests/${id}/actions/zipTranslatedFiles/status`)).json(),
    ).toMatchObject({ status: 'NOT_STARTED' });
    const started = await call(
      ALICE,
      'POST',
      `/jobRequests/${id}/actions/zipTranslatedFiles?zipFileName=${encodeURIComponent('guide files')}`,
    );
    expect(started.statusCode, started.body).toBe(202);
    expect(
      (await call(ALICE, 'GET', `/jobRequests/${id}/actions/zipTranslatedFiles/status`)).json().status,
    ).toBe('IN_PROGRESS');
    await t.app.jobs.drain();
    const done = (await call(ALICE, 'GET', `/jobRequests/${id}/actions/zipTranslatedFiles/status`)).json();
    expect(done.status).toBe('COMPLETED');
    const u = new URL(done.downloadUrl);
    const res = await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('guide files.zip');
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(['cat/guide_cat.docx', 'esn/guide_esn.docx']);
    // Each entry is itself a Word document (a zip package: local file header 'PK').
    expect(entries.every((e) => e.text.startsWith('PK'))).toBe(true);
  });

  it('is served only while it holds exactly the request’s current files, else built again (spec 3 §4.5)', async () => {
    const { id } = await translatedRequest();
    const status = async () => (await call(ALICE, 'GET', `/jobRequests/${id}/actions/zipTranslatedFiles/status`)).json();
    const zipAgain = async () => {
      const res = await call(ALICE, 'POST', `/jobRequests/${id}/actions/zipTranslatedFiles?zipFileName=guide`);
      expect(res.statusCode, res.body).toBe(202);
      await t.app.jobs.drain();
    };
    const entries = async () => {
      const done = await status();
      expect(done.status).toBe('COMPLETED');
      const u = new URL(done.downloadUrl);
      const res = await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
      return (await unzip(res.rawPayload)).map((e) => `${e.name}:${e.text}`).sort();
    };
    const zipRows = async () => (await t.ctx.db.select().from(zipJobs).where(eq(zipJobs.jobRequestId, id))).length;
    const deliver = async (fileName: string, text: string, languageId: string) => {
      const fileKey = `job-requests/${id}/test-delivery/${languageId}/${fileName}`;
      const { size } = await t.app.objectStore.writeStream(fileKey, Readable.from([Buffer.from(text)]));
      // As the provider desk does: a delivery of the same name replaces the row.
      await t.ctx.db.delete(jobRequestFiles).where(and(eq(jobRequestFiles.jobRequestId, id), eq(jobRequestFiles.fileKey, fileKey)));
      await t.ctx.db.insert(jobRequestFiles).values({ jobRequestId: id, fileName, fileKey, category: 'TRANSLATED_DOCUMENT', languageId, size });
    };

    await zipAgain();
    expect((await entries()).map((e) => e.split(':')[0])).toEqual(['cat/guide_cat.docx', 'esn/guide_esn.docx']);
    // Asked again with nothing changed: the same zip.
    await zipAgain();
    expect(await zipRows()).toBe(1);

    // Another file arrives: the zip no longer holds the request's files, so it is not served but built again.
    await deliver('notes.txt', 'first', 'fra');
    expect(await status()).toEqual({ status: 'NOT_STARTED', downloadUrl: null });
    await zipAgain();
    expect(await zipRows()).toBe(2);
    expect(await entries()).toContain('fra/notes.txt:first');

    // A corrected delivery under the same key and of the same size: built again too.
    await deliver('notes.txt', 'fixed', 'fra');
    expect((await status()).status).toBe('NOT_STARTED');
    await zipAgain();
    expect(await entries()).toContain('fra/notes.txt:fixed');
    expect(await zipRows()).toBe(3);

    // The two older zips are no longer served; once their last links have expired (15 minutes after a newer zip
    // was asked for) the sweep deletes them, object and row, and the newest is still served.
    const zips = await t.ctx.db.select().from(zipJobs).where(eq(zipJobs.jobRequestId, id)).orderBy(zipJobs.createdAt);
    const sweep = (minutesLater: number) =>
      sweepSupersededZips({ db: t.ctx.db, objectStore: t.app.objectStore, clock: { now: () => new Date(t.ctx.clock.now().getTime() + minutesLater * 60_000) } });
    expect(await sweep(0), 'links signed a moment ago still work').toBe(0);
    expect(await sweep(16)).toBe(2);
    expect(await zipRows()).toBe(1);
    for (const z of zips.slice(0, 2)) expect(await t.app.objectStore.head(z.fileKey!)).toBeNull();
    expect(await entries()).toContain('fra/notes.txt:fixed');
  });

  it('refuses a request without translated files', async () => {
    const [r] = await t.ctx.db
      .insert(jobRequests)
      .values({
        clientId: acmeId,
        ownerUserId: aliceId,
        name: 'Empty',
        status: 'COMPLETED',
        origination: 'MT',
        requestType: 'TRANSLATION_REQUEST',
      })
      .returning();
    const res = await call(ALICE, 'POST', `/jobRequests/${r!.id}/actions/zipTranslatedFiles`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('NO_TRANSLATED_FILES');
  });
});

describe('POST /jobRequests/{id}/actions/submitToXtrf', () => {
  it('opens a quote request with the files, then marks the request SUBMITTED_TO_XTRF', async () => {
    const { id } = await translatedRequest();
    const got = (await call(ALICE, 'GET', `/jobRequests/${id}`)).json();
    const res = await call(ALICE, 'POST', `/jobRequests/${id}/actions/submitToXtrf`, {
      projectName: 'Guide by a human',
      requestType: 'QUOTE_REQUEST',
      reason: 'NEED_HUMAN_TRANSLATION',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      notes: 'Please keep the layout',
      files: got.files.map((f: { fileName: string; fileKey: string; category: string }) => ({
        fileName: f.fileName,
        fileKey: f.fileKey,
        category: f.category,
      })),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await call(ALICE, 'GET', `/jobRequests/${id}`)).json().status).toBe('SUBMITTING_TO_XTRF');
    // A second submit while one is under way is refused.
    expect(
      (
        await call(ALICE, 'POST', `/jobRequests/${id}/actions/submitToXtrf`, {
          projectName: 'x',
          reason: 'CLEAN_UP_FORMATTING',
          requestType: 'QUOTE_REQUEST',
          sourceLanguageId: 'enu',
          targetLanguageIds: ['esn'],
          files: [],
        })
      ).statusCode,
    ).toBe(409);

    await t.app.jobs.drain();
    const after = (await call(ALICE, 'GET', `/jobRequests/${id}`)).json();
    expect(after.status).toBe('SUBMITTED_TO_XTRF');
    expect(after.xtrfInternalId).toBeGreaterThanOrEqual(50000);
    expect(after.xtrfName).toBe(`P-${new Date().getUTCFullYear()}-${after.xtrfInternalId}`);

    const [quote] = await t.ctx.db
      .select()
      .from(jobRequests)
      .where(
        and(
          eq(jobRequests.xtrfInternalId, String(after.xtrfInternalId)),
          eq(jobRequests.requestType, 'QUOTE_REQUEST'),
        ),
      );
    expect(quote).toMatchObject({
      name: 'Guide by a human',
      origination: 'WEBFORM',
      clientId: acmeId,
      targetLanguageIds: ['esn'],
    });
    // Spec 3 §9: one source line and the reason line, written by the server, then the user's own notes.
    // The fixed source line first, the reason second, then what varies (spec 3 §9).
    expect(quote!.notes).toBe(`Submitted from machine translation.\nReason: Need human translation\nMachine translation request: "${got.name}" (${id})\nPlease keep the layout`);
    // The staff see it at once: a current quote of the client's vertical, not yet given to a coordinator.
    const [record] = await t.ctx.db.select().from(providerQuotes).where(eq(providerQuotes.jobRequestId, quote!.id));
    expect(record).toMatchObject({ status: 'CURRENT', vertical: 'healthcare', name: 'Guide by a human', coordinatorId: null });
    const files = await t.ctx.db
      .select()
      .from(jobRequestFiles)
      .where(eq(jobRequestFiles.jobRequestId, quote!.id));
    expect(files.map((f) => f.category).sort()).toEqual(['OTHER', 'OTHER', 'SOURCE_DOCUMENT']);
    // The machine-translation request keeps its own files.
    const own = await t.ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, id));
    expect(own.filter((f) => f.category === 'TRANSLATED_DOCUMENT')).toHaveLength(2);
    // The copies are real objects.
    expect(await t.app.objectStore.head(files[0]!.fileKey)).not.toBeNull();
  });

  it('requires the reason, and the other-reason text for Other (spec 3 §5), and writes it in the reason line', async () => {
    const { id } = await translatedRequest();
    const body = { projectName: 'By a human', requestType: 'QUOTE_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: ['esn'], notes: 'Thanks', files: [] };
    const none = await call(ALICE, 'POST', `/jobRequests/${id}/actions/submitToXtrf`, body);
    expect(none.statusCode).toBe(400);
    expect((await call(ALICE, 'POST', `/jobRequests/${id}/actions/submitToXtrf`, { ...body, reason: 'OTHER' })).statusCode).toBe(400);
    expect((await call(ALICE, 'POST', `/jobRequests/${id}/actions/submitToXtrf`, { ...body, reason: 'OTHER', otherReason: 'Legal review' })).statusCode).toBe(204);
    await t.app.jobs.drain();
    const after = (await call(ALICE, 'GET', `/jobRequests/${id}`)).json();
    const [quote] = await t.ctx.db.select().from(jobRequests).where(and(eq(jobRequests.xtrfInternalId, String(after.xtrfInternalId)), eq(jobRequests.requestType, 'QUOTE_REQUEST')));
    expect(quote!.notes).toBe(`Submitted from machine translation.\nReason: Other: Legal review\nMachine translation request: "${after.name}" (${id})\nThanks`);
  });

  it('is refused when the client disabled escalation, or for a request still in progress', async () => {
    const [g] = await t.ctx.db
      .select()
      .from(clientConfigs)
      .where(eq(clientConfigs.companyName, 'Globex Insurance'));
    const [gr] = await t.ctx.db
      .insert(jobRequests)
      .values({
        clientId: g!.id,
        name: 'G',
        status: 'COMPLETED',
        origination: 'MT',
        requestType: 'TRANSLATION_REQUEST',
        sourceLanguageId: 'enu',
        targetLanguageIds: ['esn'],
      })
      .returning();
    const body = {
      projectName: 'x',
      reason: 'CLEAN_UP_FORMATTING',
      requestType: 'QUOTE_REQUEST',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      files: [],
    };
    expect((await call(GRACE, 'POST', `/jobRequests/${gr!.id}/actions/submitToXtrf`, body)).statusCode).toBe(
      403,
    );

    const [busy] = await t.ctx.db
      .insert(jobRequests)
      .values({
        clientId: acmeId,
        name: 'Busy',
        status: 'TRANSLATING',
        origination: 'MT',
        requestType: 'TRANSLATION_REQUEST',
        sourceLanguageId: 'enu',
        targetLanguageIds: ['esn'],
      })
      .returning();
    expect(
      (await call(ALICE, 'POST', `/jobRequests/${busy!.id}/actions/submitToXtrf`, body)).statusCode,
    ).toBe(409);
    expect(
      (await call(GRACE, 'POST', `/jobRequests/${busy!.id}/actions/submitToXtrf`, body)).statusCode,
    ).toBe(404);
  });
});

describe('restart durability', () => {
  it('runs a translation enqueued before the app was closed once it is rebuilt on the same database', async () => {
    const ctx = await createTestContext();
    try {
      const first = await buildApp(ctx, { configure: testPrincipals });
      await first.ready();
      const post = (
        await first.inject({
          method: 'POST',
          url: '/v1/tempFiles/actions/createPresignedPost',
          headers: { [TEST_USER_HEADER]: ALICE },
        })
      ).json() as {
        url: string;
        fields: Record<string, string> & { key: string };
      };
      const form = new FormData();
      for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(Buffer.from('The house is big.'))]), 'a.txt');
      await first.inject({ method: 'POST', url: new URL(post.url).pathname, payload: form });
      const created = await first.inject({
        method: 'POST',
        url: '/v1/machineTranslation/actions/translateFiles',
        headers: { [TEST_USER_HEADER]: ALICE },
        payload: {
          requestName: 'Durable',
          sourceLanguageId: 'enu',
          targetLanguageIds: ['esn'],
          files: [
            {
              fileName: 'a.txt',
              category: 'SOURCE_DOCUMENT',
              fileKey: post.fields.key.replace('${filename}', 'a.txt'),
            },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      await first.close();

      const second = await buildApp(ctx, { configure: testPrincipals });
      await second.ready();
      try {
        expect(await second.jobs.drain()).toBe(1);
        const got = await second.inject({
          method: 'GET',
          url: `/v1/jobRequests/${created.json().id}`,
          headers: { [TEST_USER_HEADER]: ALICE },
        });
        expect(got.json().status).toBe('COMPLETED');
        expect(got.json().files.map((f: { fileName: string }) => f.fileName)).toContain('a_esn.txt');
      } finally {
        await second.close();
      }
    } finally {
      await ctx.close();
    }
  });
});
