import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, jobRequestFiles, jobRequests, mailOutbox, projects, quotes, uploadGrants } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { uploadFile, verificationCode, words, type Post } from '../quote-requests/test-support.ts';

const ACME_FIELDS = [
  { fieldName: 'Cost Center', value: 'CC-1234' },
  { fieldName: 'Department', value: 'Oncology' },
  { fieldName: 'Audiences', value: 'Patients' },
];

describe('projects and quotes from an external link', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T09:00:00Z'));
  let acme: { id: number; token: string };
  let initech: { id: number; token: string };
  let umbrella: { id: number; token: string };

  beforeAll(async () => {
    t = await buildTestApp({ clock, app: { configure: testPrincipals } });
    const rows = await t.ctx.db.select().from(clientConfigs);
    const by = (p: string) => {
      const r = rows.find((x) => x.companyName.startsWith(p))!;
      return { id: r.id, token: r.createProjectToken };
    };
    acme = by('Acme');
    initech = by('Initech');
    umbrella = by('Umbrella');
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, user?: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.7.0.1', headers: user ? { [TEST_USER_HEADER]: user } : {} });
  /** Creates from the link without sign-in: a visitor, so with a fresh verification code unless one is given. */
  const create = async (url: string, payload: { contactInfo: { email: string }; emailVerificationCode?: string }) => {
    // The newest code of an address counts: a second apart, so that "newest" is never a tie.
    clock.advance(1000);
    return post(url, { emailVerificationCode: await verificationCode(t.ctx.db, clock, payload.contactInfo.email), ...payload });
  };

  function body(extra: Record<string, unknown> = {}) {
    return {
      clientId: String(acme.id),
      createProjectToken: acme.token,
      projectName: 'Consent forms',
      contactInfo: { email: 'nurse@acme-health.example', firstName: 'Nora' },
      notes: 'Two forms',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      xtrfServiceId: 2,
      customFields: ACME_FIELDS,
      ...extra,
    };
  }

  it('creates a project, answers with an upload permission, and attaches uploaded files', async () => {
    const res = await create('/v1/projects', body());
    expect(res.statusCode).toBe(201);
    const { projectId, presignedPost } = res.json() as { projectId: string; presignedPost: Post };
    expect(presignedPost.fields.key).toMatch(/^tmp\/anon\/[0-9a-f]{32}\/\$\{filename\}$/);
    // A visitor's permission from the link counts with the other visitor uploads of the caller's address (decision
    // 074: the per-address bound of temp-files' upload gate).
    const [grant] = await t.ctx.db.select().from(uploadGrants).where(eq(uploadGrants.keyPrefix, presignedPost.fields.key.replace('/${filename}', '')));
    expect(grant).toMatchObject({ userId: null, clientAddress: '10.7.0.1' });
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row).toMatchObject({ clientId: acme.id, projectName: 'Consent forms', xtrfServiceId: 2 });
    const [jr] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, row!.jobRequestId!));
    expect(jr).toMatchObject({ requestType: 'TRANSLATION_REQUEST', origination: 'WEBFORM', status: 'CREATED', clientId: acme.id });

    await uploadFile(t.app, presignedPost, 'form a.txt', 'consent');
    await uploadFile(t.app, presignedPost, 'terms.txt', 'glossary');
    expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['form a.txt'], category: 'SOURCE_DOCUMENT' })).statusCode).toBe(204);
    expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['terms.txt'], category: 'REFERENCE' })).statusCode).toBe(204);
    const files = await t.ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, jr!.id));
    expect(files.map((f) => [f.fileName, f.category]).sort()).toEqual([['form a.txt', 'SOURCE_DOCUMENT'], ['terms.txt', 'REFERENCE']]);
    const mail = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nurse@acme-health.example'));
    expect(mail.map((m) => m.template)).toContain('job-request-confirmation');
  });

  it('refuses files not uploaded under the permission, duplicates, and references named like project files', async () => {
    const { projectId, presignedPost } = (await create('/v1/projects', body())).json() as { projectId: string; presignedPost: Post };
    const missing = await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['never.txt'], category: 'SOURCE_DOCUMENT' });
    expect(missing.json()).toMatchObject({ errorCode: 'FILE_NOT_FOUND' });
    expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['../x.txt'], category: 'SOURCE_DOCUMENT' })).statusCode).toBe(400);
    await uploadFile(t.app, presignedPost, 'a.txt', 'x');
    expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['a.txt', 'a.txt'], category: 'SOURCE_DOCUMENT' })).json()).toMatchObject({ errorCode: 'DUPLICATE_FILE_NAME' });
    expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['a.txt'], category: 'SOURCE_DOCUMENT' })).statusCode).toBe(204);
    await uploadFile(t.app, presignedPost, 'A.TXT', 'x');
    expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['A.TXT'], category: 'REFERENCE' })).json()).toMatchObject({ errorCode: 'DUPLICATE_FILE_NAME' });
    expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['a.txt'], category: 'TRANSLATED_DOCUMENT' })).statusCode).toBe(400);
  });

  it('answers 404 for unknown ids and keeps projects and quotes apart', async () => {
    const { projectId } = (await create('/v1/projects', body())).json() as { projectId: string };
    expect((await post('/v1/projects/nope/actions/addFiles', { fileNames: ['a.txt'], category: 'SOURCE_DOCUMENT' })).statusCode).toBe(404);
    expect((await post('/v1/projects/00000000-0000-4000-8000-000000000000/actions/addFiles', { fileNames: ['a.txt'], category: 'SOURCE_DOCUMENT' })).statusCode).toBe(404);
    expect((await post(`/v1/quotes/${projectId}/actions/addFiles`, { fileNames: ['a.txt'], category: 'SOURCE_DOCUMENT' })).statusCode).toBe(404);
  });

  it("answers anyone but the creator as for an unknown id, before looking at the files", async () => {
    const ALICE = 'client@acme-health.example';
    for (const kind of ['projects', 'quotes'] as const) {
      const created = await post(`/v1/${kind}`, body(), ALICE);
      expect(created.statusCode, created.body).toBe(201);
      const { projectId, quoteId, presignedPost } = created.json() as { projectId?: string; quoteId?: string; presignedPost: Post };
      const id = projectId ?? quoteId!;
      const unknown = await post(`/v1/${kind}/00000000-0000-4000-8000-000000000000/actions/addFiles`, { fileNames: ['never.txt'], category: 'SOURCE_DOCUMENT' });
      expect(unknown.statusCode).toBe(404);
      // Another company's user, a colleague, a visitor: neither the missing file nor anything else shows through.
      for (const caller of ['client@globex.example', 'employee@acme-health.example', undefined]) {
        const res = await post(`/v1/${kind}/${id}/actions/addFiles`, { fileNames: ['never.txt'], category: 'SOURCE_DOCUMENT' }, caller);
        expect({ status: res.statusCode, body: res.json() }, `${kind} by ${caller ?? 'a visitor'}`).toEqual({ status: 404, body: unknown.json() });
      }
      // The creator still adds files, and is told about a file that was never uploaded.
      expect((await post(`/v1/${kind}/${id}/actions/addFiles`, { fileNames: ['never.txt'], category: 'SOURCE_DOCUMENT' }, ALICE)).json()).toMatchObject({ errorCode: 'FILE_NOT_FOUND' });
      await uploadFile(t.app, presignedPost, 'mine.txt', 'x');
      expect((await post(`/v1/${kind}/${id}/actions/addFiles`, { fileNames: ['mine.txt'], category: 'REFERENCE' }, ALICE)).statusCode).toBe(204);
    }
  });

  it('creates a quote whose added source files are analysed into an automatic quote', async () => {
    const res = await create('/v1/quotes', body());
    expect(res.statusCode).toBe(201);
    const { quoteId, presignedPost } = res.json() as { quoteId: string; presignedPost: Post };
    await uploadFile(t.app, presignedPost, 'doc.txt', words(260).join(' '));
    expect((await post(`/v1/quotes/${quoteId}/actions/addFiles`, { fileNames: ['doc.txt'], category: 'SOURCE_DOCUMENT' })).statusCode).toBe(204);
    await t.app.jobs.drain();
    const [row] = await t.ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const q = (await t.app.inject({ method: 'GET', url: `/v1/autoQuotes/${row!.jobRequestId}` })).json();
    expect(q).toMatchObject({ status: 'QUOTE_READY_FOR_CLIENT_REVIEW', autoQuote: { totalPages: 2, pricePerPage: 24.5, price: 49 } });
    // Source files can no longer change a priced quote.
    await uploadFile(t.app, presignedPost, 'late.txt', 'x');
    expect((await post(`/v1/quotes/${quoteId}/actions/addFiles`, { fileNames: ['late.txt'], category: 'SOURCE_DOCUMENT' })).json()).toMatchObject({ errorCode: 'REQUEST_CLOSED' });
    expect((await post(`/v1/quotes/${quoteId}/actions/addFiles`, { fileNames: ['late.txt'], category: 'REFERENCE' })).statusCode).toBe(204);
  });

  it.each([
    ['a wrong token', () => body({ createProjectToken: 'wrong' }), 403, 'INVALID_LINK'],
    ['no token', () => body({ createProjectToken: undefined }), 403, 'INVALID_LINK'],
    ['an unknown client', () => body({ clientId: '999999' }), 404, 'CLIENT_NOT_FOUND'],
    ['a malformed client id', () => body({ clientId: 'abc' }), 404, 'CLIENT_NOT_FOUND'],
    ['an inactive client', () => body({ clientId: String(initech.id), createProjectToken: initech.token, contactInfo: { email: 'a@initech.example' }, customFields: [] }), 400, 'INACTIVE_CLIENT'],
    ['an e-mail outside the allowed domains', () => body({ contactInfo: { email: 'x@gmail.example' } }), 400, 'EMAIL_NOT_ALLOWED'],
    ['a target equal to the source', () => body({ targetLanguageIds: ['enu'] }), 400, 'TARGET_IS_SOURCE'],
    ['an unknown workflow', () => body({ xtrfServiceId: 99 }), 400, 'INVALID_WORKFLOW'],
    ['a missing required custom field', () => body({ customFields: [] }), 400, 'INVALID_CUSTOM_FIELD'],
    ['HTML in the project name', () => body({ projectName: '<i>x</i>' }), 400, 'HTML_NOT_ALLOWED'],
    ['HTML in the contact name', () => body({ contactInfo: { email: 'nurse@acme-health.example', firstName: '<b>N</b>' } }), 400, 'HTML_NOT_ALLOWED'],
    ['a duplicate link', () => body({ fileLinks: [{ url: 'https://f.example/a', name: 'A' }, { url: 'https://f.example/a', name: 'B' }] }), 400, 'DUPLICATE_LINK_URL'],
  ])('refuses %s', async (_label, make, status, errorCode) => {
    const grants = (await t.ctx.db.select({ id: uploadGrants.id }).from(uploadGrants)).length;
    const res = await create('/v1/projects', make());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ errorCode });
    expect((await t.ctx.db.select({ id: uploadGrants.id }).from(uploadGrants)).length).toBe(grants);
  });

  it('skips the domain rule when the client says so, and honours the submission mode', async () => {
    const u = { clientId: String(umbrella.id), createProjectToken: umbrella.token, contactInfo: { email: 'anyone@gmail.example' }, customFields: [], xtrfServiceId: null };
    const created = await create('/v1/projects', body(u));
    expect(created.json()).toHaveProperty('projectId');
    // Umbrella takes translations only.
    expect((await create('/v1/quotes', body(u))).json()).toMatchObject({ errorCode: 'REQUEST_TYPE_NOT_ALLOWED' });
  });

  it('consumes a verification code when one is sent, and refuses a wrong one', async () => {
    const email = 'nurse2@acme-health.example';
    const code = await verificationCode(t.ctx.db, clock, email);
    expect((await post('/v1/projects', body({ contactInfo: { email }, emailVerificationCode: code }))).statusCode).toBe(201);
    expect((await post('/v1/projects', body({ contactInfo: { email }, emailVerificationCode: code }))).json()).toMatchObject({ errorCode: 'INVALID_VERIFICATION_CODE' });
  });

  it('treats a holder of the link without sign-in as a visitor: the e-mail must be verified (spec 2 §6)', async () => {
    const res = await post('/v1/projects', body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VERIFICATION_CODE_REQUIRED' });
    // Signed in, the account's own address needs no code.
    expect((await post('/v1/projects', body(), 'client@acme-health.example')).statusCode).toBe(201);
  });

  it('refuses a visitor when the client disables unauthenticated submissions, not a signed-in user', async () => {
    const [globex] = await t.ctx.db.select().from(clientConfigs).where(eq(clientConfigs.companyName, 'Globex Insurance'));
    const g = {
      clientId: String(globex!.id),
      createProjectToken: globex!.createProjectToken,
      contactInfo: { email: 'client@globex.example' },
      customFields: [{ fieldName: 'Department', value: 'Legal' }],
      xtrfServiceId: null,
    };
    const res = await create('/v1/quotes', body(g));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED_SUBMISSIONS_DISABLED' });
    expect((await post('/v1/quotes', body(g), 'client@globex.example')).statusCode).toBe(201);
  });

  it('refuses files once the client is inactive', async () => {
    const { projectId, presignedPost } = (await create('/v1/projects', body())).json() as { projectId: string; presignedPost: Post };
    await uploadFile(t.app, presignedPost, 'a.txt', 'x');
    await t.ctx.db.update(clientConfigs).set({ status: 'INACTIVE' }).where(eq(clientConfigs.id, acme.id));
    try {
      expect((await post(`/v1/projects/${projectId}/actions/addFiles`, { fileNames: ['a.txt'], category: 'SOURCE_DOCUMENT' })).json()).toMatchObject({ errorCode: 'INACTIVE_CLIENT' });
    } finally {
      await t.ctx.db.update(clientConfigs).set({ status: 'ACTIVE' }).where(eq(clientConfigs.id, acme.id));
    }
  });

  it('sends links-only quotes to internal review', async () => {
    const res = await create('/v1/quotes', body({ fileLinks: [{ url: 'https://f.example/a.docx', name: 'A' }] }));
    expect(res.statusCode).toBe(201);
    await t.app.jobs.drain();
    const [row] = await t.ctx.db.select().from(quotes).where(eq(quotes.id, res.json().quoteId));
    const [jr] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, row!.jobRequestId!));
    expect(jr!.status).toBe('READY_FOR_INTERNAL_REVIEW');
  });

  it('stores typed text as the source and holds it to the limit', async () => {
    const res = await create('/v1/quotes', body({ textInput: 'Take one tablet twice a day with food.' }));
    expect(res.statusCode).toBe(201);
    await t.app.jobs.drain();
    const [row] = await t.ctx.db.select().from(quotes).where(eq(quotes.id, res.json().quoteId));
    const files = await t.ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, row!.jobRequestId!));
    expect(files.map((f) => [f.fileName, f.category])).toEqual([['text-input.txt', 'SOURCE_DOCUMENT']]);
    // Its analysis starts at once: nothing else is to follow for a quote from text.
    const [jr] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, row!.jobRequestId!));
    expect(jr!.status).not.toBe('CREATED');
    const tooLong = await create('/v1/projects', body({ textInput: 'x'.repeat(100_001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errorCode: 'INVALID_PARAMETER' });
  });
});
