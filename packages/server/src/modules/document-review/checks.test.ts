// The calls beside the document editor's segments (decision 181) on a real machine translation: the company's
// glossary terms and memory suggestions for a page of segments, the checks' company data, dismissals kept with who
// and when, the word lists; another company 404, staff any, a person without the application 403, bad input 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocumentAssists, DocumentCheckContext } from '@lingua/contract';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, glossaries, glossaryEntries, jobRequests, userAccounts } from '../../db/schema/index.ts';
import { storeUnits } from '../translation-memory/index.ts';

const ALICE = 'client@acme-health.example';
const EMPLOYEE = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const ADMIN = 'admin@lingua.example';

let t: TestApp;
let id: string;
let key: string;
const api = apiAs(() => t.app);
const { call } = api;
const url = (tail: string) => `/jobRequests/${id}/files/${encodeURIComponent(key)}${tail}`;

beforeAll(async () => {
  t = await buildTestApp({ app: { configure: testPrincipals } });
  const acme = (await t.ctx.db.select().from(clientConfigs)).find((c) => c.companyName.startsWith('Acme'))!.id;
  const [glossary] = await t.ctx.db.insert(glossaries).values({ clientId: acme, sourceLanguageId: 'enu', targetLanguageId: 'esn' }).returning();
  await t.ctx.db.insert(glossaryEntries).values([
    { glossaryId: glossary!.id, sourceTerm: 'insurance card', targetTerm: 'tarjeta sanitaria' },
    { glossaryId: glossary!.id, sourceTerm: 'Acme', doNotTranslate: true, caseSensitive: true },
  ]);
  await storeUnits(t.ctx.db, { clientId: acme, source: 'enu', target: 'esn' }, [{ sourceText: 'Please bring your insurance card to the clinic.', targetText: 'Traiga su tarjeta sanitaria a la clínica.' }], null, new Date());
  const [file] = await api.upload(ALICE, [['visit.txt', 'Please bring your insurance cards to the clinic\n\nAcme opens at nine.\n\nThe dog eats bread.\n']]);
  const res = await call(ALICE, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Checks pack',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'visit.txt', category: 'SOURCE_DOCUMENT', fileKey: file }],
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().id;
  await t.app.jobs.drain();
  const done = (await call(ALICE, 'GET', `/jobRequests/${id}`)).json() as { status: string; files: Array<{ fileKey: string; category: string }> };
  expect(done.status).toBe('COMPLETED');
  key = done.files.find((f) => f.category === 'TRANSLATED_DOCUMENT')!.fileKey;
}, 120_000);
afterAll(() => t.close());

describe('document review assists and checks', () => {
  it("lists the glossary's terms in each source and the memory's suggestions at 85 % or more, for the company only", async () => {
    const res = await call(ALICE, 'GET', url('/segments/assists?from=0&count=10'));
    expect(res.statusCode, res.body).toBe(200);
    const assists = res.json() as DocumentAssists;
    expect(assists).toMatchObject({ from: 0, count: 10 });
    const first = assists.segments.find((s) => s.position === 0)!;
    // "insurance cards" is not the term "insurance card": whole words only, as machine translation finds terms.
    expect(first.terms).toEqual([]);
    expect(first.suggestions).toEqual([{ sourceText: 'Please bring your insurance card to the clinic.', targetText: 'Traiga su tarjeta sanitaria a la clínica.', score: expect.any(Number) }]);
    expect(first.suggestions[0]!.score).toBeGreaterThanOrEqual(0.85);
    expect(assists.segments.find((s) => s.position === 1)?.terms).toEqual([{ source: 'Acme', target: 'Acme', doNotTranslate: true }]);
    expect(assists.segments.some((s) => s.position === 2)).toBe(false);
    expect((await call(GRACE, 'GET', url('/segments/assists'))).statusCode).toBe(404);
    expect((await call(ADMIN, 'GET', url('/segments/assists?count=1'))).json()).toMatchObject({ count: 1 });
    expect((await call(ALICE, 'GET', url('/segments/assists?count=500'))).statusCode).toBe(400);
  });

  it("gives the checks the company's glossary, keeps dismissals with who and when, and takes them back", async () => {
    const context = (await call(ALICE, 'GET', url('/checks'))).json() as DocumentCheckContext;
    expect(context).toMatchObject({ sourceLanguageId: 'enu', targetLanguageId: 'esn', ignoreIdentical: [], forbidden: [], dismissals: [] });
    expect(context.glossary).toEqual(
      expect.arrayContaining([
        { source: 'insurance card', target: 'tarjeta sanitaria', caseSensitive: false, forbidden: false },
        { source: 'Acme', target: 'Acme', caseSensitive: true, forbidden: false },
      ]),
    );
    const dismissed = await call(EMPLOYEE, 'PUT', url('/checks/dismissals'), { position: 1, check: 'identical', dismissed: true });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((dismissed.json() as DocumentCheckContext).dismissals).toEqual([{ position: 1, check: 'identical', dismissedBy: EMPLOYEE, dismissedAt: expect.any(String) }]);
    // Twice is once; another company sees nothing; staff see it.
    await call(ALICE, 'PUT', url('/checks/dismissals'), { position: 1, check: 'identical', dismissed: true });
    expect((await call(GRACE, 'GET', url('/checks'))).statusCode).toBe(404);
    expect(((await call(ADMIN, 'GET', url('/checks'))).json() as DocumentCheckContext).dismissals).toHaveLength(1);
    const undone = await call(ALICE, 'PUT', url('/checks/dismissals'), { position: 1, check: 'identical', dismissed: false });
    expect((undone.json() as DocumentCheckContext).dismissals).toEqual([]);
  });

  it('refuses to dismiss broken tags, unknown segments, unknown checks, other companies and people who may only read', async () => {
    const dismiss = (user: string, body: unknown) => call(user, 'PUT', url('/checks/dismissals'), body);
    expect((await dismiss(ALICE, { position: 0, check: 'tags', dismissed: true })).json()).toMatchObject({ errorCode: 'NOT_DISMISSIBLE' });
    expect((await dismiss(ALICE, { position: 99, check: 'numbers', dismissed: true })).json()).toMatchObject({ errorCode: 'UNKNOWN_SEGMENT' });
    expect((await dismiss(ALICE, { position: 0, check: 'spelling', dismissed: true })).statusCode).toBe(400);
    expect((await dismiss(ALICE, { position: -1, check: 'numbers', dismissed: true })).statusCode).toBe(400);
    expect((await dismiss(GRACE, { position: 0, check: 'numbers', dismissed: true })).statusCode).toBe(404);
    await t.ctx.db.update(userAccounts).set({ applications: [] }).where(eq(userAccounts.username, EMPLOYEE));
    try {
      expect((await dismiss(EMPLOYEE, { position: 0, check: 'numbers', dismissed: true })).statusCode).toBe(403);
      expect((await call(EMPLOYEE, 'PUT', url('/checks/words'), { kind: 'IGNORE_IDENTICAL', add: ['Acme'] })).statusCode).toBe(403);
    } finally {
      const [alice] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, ALICE));
      await t.ctx.db.update(userAccounts).set({ applications: alice!.applications }).where(eq(userAccounts.username, EMPLOYEE));
    }
    await t.ctx.db.update(jobRequests).set({ archived: true }).where(eq(jobRequests.id, id));
    try {
      expect((await dismiss(ALICE, { position: 0, check: 'numbers', dismissed: true })).statusCode).toBe(409);
    } finally {
      await t.ctx.db.update(jobRequests).set({ archived: false }).where(eq(jobRequests.id, id));
    }
  });

  it("keeps the company's words that stay as in the source, and its forbidden terms for the target, once each", async () => {
    const words = (body: unknown, user = ALICE) => call(user, 'PUT', url('/checks/words'), body);
    const added = await words({ kind: 'IGNORE_IDENTICAL', add: ['Acme', ' ACME ', 'ISO  9001'] });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as DocumentCheckContext).ignoreIdentical).toEqual(['Acme', 'ISO 9001']);
    await words({ kind: 'IGNORE_IDENTICAL', add: ['acme'] });
    const forbidden = (await words({ kind: 'FORBIDDEN', add: ['aparato'] }, ADMIN)).json() as DocumentCheckContext;
    expect(forbidden).toMatchObject({ ignoreIdentical: ['Acme', 'ISO 9001'], forbidden: ['aparato'] });
    expect(forbidden.glossary).toContainEqual({ source: '', target: 'aparato', caseSensitive: false, forbidden: true });
    expect(((await words({ kind: 'IGNORE_IDENTICAL', remove: ['iso 9001'] })).json() as DocumentCheckContext).ignoreIdentical).toEqual(['Acme']);
    expect((await words({ kind: 'IGNORE_IDENTICAL' })).json()).toMatchObject({ errorCode: 'NO_WORDS' });
    expect((await words({ kind: 'IGNORE_IDENTICAL', add: ['   '] })).statusCode).toBe(400);
    expect((await words({ kind: 'OTHER', add: ['x'] })).statusCode).toBe(400);
    expect((await words({ kind: 'FORBIDDEN', add: ['x'] }, GRACE)).statusCode).toBe(404);
  });
});
