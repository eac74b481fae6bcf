import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs, jobRequestFiles, jobRequestLinks, jobRequests, jobRequestStatusHistory, mailOutbox } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { grantUpload, uploadFile, verificationCode, type Post } from './test-support.ts';

const ALICE = 'client@acme-health.example'; // CLIENT of Acme (BOTH), also linked to Globex
const EMPLOYEE = 'employee@acme-health.example';
const GLOBEX = 'client@globex.example'; // Globex: SUBMIT_FOR_ESTIMATION_EXCEPT unless Department = Claims
const STAFF = 'admin@lingua.example';

const ACME_FIELDS = [
  { fieldName: 'Cost Center', value: 'CC-1234' },
  { fieldName: 'Department', value: 'Oncology' },
  { fieldName: 'Audiences', value: 'Patients|Clinicians' },
];

describe('creating quote and translation requests', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T09:00:00Z'));
  let ids: Record<'acme' | 'globex' | 'initech' | 'umbrella', number>;

  beforeAll(async () => {
    t = await buildTestApp({ clock, app: { configure: testPrincipals } });
    const rows = await t.ctx.db.select({ id: clientConfigs.id, name: clientConfigs.companyName }).from(clientConfigs);
    const by = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.id;
    ids = { acme: by('Acme'), globex: by('Globex'), initech: by('Initech'), umbrella: by('Umbrella') };
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, user?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: user ? { [TEST_USER_HEADER]: user } : {} });

  function body(files: Array<{ fileName: string; fileKey: string; category?: string }>, extra: Record<string, unknown> = {}) {
    return {
      origination: 'WEBFORM',
      name: 'Patient leaflet',
      requestType: 'TRANSLATION_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [{ id: 'esn', name: 'Spanish' }],
      files: files.map((f) => ({ category: 'SOURCE_DOCUMENT', ...f })),
      customFields: ACME_FIELDS,
      ...extra,
    };
  }

  async function uploaded(user: string | undefined, names: string[], content: Buffer | string = 'some words to translate'): Promise<{ post: Post; files: Array<{ fileName: string; fileKey: string }> }> {
    const p = await grantUpload(t.app, user);
    const files = [];
    for (const n of names) files.push({ fileName: n, fileKey: await uploadFile(t.app, p, n, content) });
    return { post: p, files };
  }

  describe('POST /v1/jobRequests (signed in)', () => {
    it('stores the request with its files, links and history, moves the files and mails the requester', async () => {
      const { files } = await uploaded(ALICE, ['leaflet.txt', 'glossary.txt']);
      const res = await post(
        '/v1/jobRequests',
        body([files[0]!, { ...files[1]!, category: 'REFERENCE' }], { fileLinks: [{ url: 'https://files.example/a.docx', name: 'Extra', category: 'SOURCE_DOCUMENT' }], notes: 'Please keep the tone', externalReferenceId: 'PO-1' }),
        ALICE,
      );
      expect(res.statusCode).toBe(201);
      const jr = res.json();
      expect(jr).toMatchObject({ name: 'Patient leaflet', status: 'CREATED', origination: 'WEBFORM', requestType: 'TRANSLATION_REQUEST', sourceLanguage: { id: 'enu' }, notes: 'Please keep the tone' });
      expect(jr.targetLanguages[0].name).not.toBe('');
      expect(jr.files.map((f: { fileName: string; category: string }) => [f.fileName, f.category]).sort()).toEqual([['glossary.txt', 'REFERENCE'], ['leaflet.txt', 'SOURCE_DOCUMENT']]);
      for (const f of jr.files) {
        expect(f.fileKey).toMatch(new RegExp(`^job-requests/${jr.id}/`));
        expect(await t.app.objectStore.head(f.fileKey)).not.toBeNull();
      }
      expect(await t.app.objectStore.head(files[0]!.fileKey)).toBeNull();
      expect(jr.customFields).toContainEqual({ fieldName: 'Cost Center', value: 'CC-1234', mapping: 'costCenter' });
      // The disabled field keeps its default.
      expect(jr.customFields).toContainEqual({ fieldName: 'Legacy Code', value: 'N/A', mapping: 'legacyCode' });
      const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, jr.id));
      expect(row).toMatchObject({ clientId: ids.acme, externalReferenceId: 'PO-1' });
      const history = await t.ctx.db.select().from(jobRequestStatusHistory).where(eq(jobRequestStatusHistory.jobRequestId, jr.id));
      expect(history).toMatchObject([{ fromStatus: null, toStatus: 'CREATED', actor: ALICE }]);
      const links = await t.ctx.db.select().from(jobRequestLinks).where(eq(jobRequestLinks.jobRequestId, jr.id));
      expect(links).toMatchObject([{ url: 'https://files.example/a.docx', name: 'Extra' }]);
      const mail = await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, ALICE), eq(mailOutbox.template, 'job-request-confirmation')));
      expect(mail.at(-1)!.subject).toContain('Patient leaflet');
      expect(mail.at(-1)!.text).toContain('Spanish');
      expect(mail.at(-1)!.text).toContain('https://portal.test/');
    });

    it('stores typed text as a .txt source document', async () => {
      const res = await post('/v1/jobRequests', body([], { textInput: 'Hello there, translate me.' }), EMPLOYEE);
      expect(res.statusCode).toBe(201);
      const [file] = res.json().files;
      expect(file).toMatchObject({ fileName: 'text-input.txt', category: 'SOURCE_DOCUMENT' });
      const stream = await t.app.objectStore.openReadStream(file.fileKey);
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('Hello there, translate me.');
    });

    it('sanitises file names (spec 1 §5)', async () => {
      const { files } = await uploaded(ALICE, ['report.txt']);
      const res = await post('/v1/jobRequests', body([{ ...files[0]!, fileName: '  ..my<report>?.txt__ ' }]), ALICE);
      expect(res.statusCode).toBe(201);
      expect(res.json().files[0].fileName).toBe('my-report--.txt');
    });

    it('needs a signed-in client user of an active client', async () => {
      expect((await post('/v1/jobRequests', body([], { textInput: 'x' }))).statusCode).toBe(401);
      expect((await post('/v1/jobRequests', body([], { textInput: 'x' }), STAFF)).statusCode).toBe(403);
      await t.ctx.db.update(clientConfigs).set({ status: 'INACTIVE' }).where(eq(clientConfigs.id, ids.acme));
      try {
        const res = await post('/v1/jobRequests', body([], { textInput: 'x' }), ALICE);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'INACTIVE_CLIENT' });
      } finally {
        await t.ctx.db.update(clientConfigs).set({ status: 'ACTIVE' }).where(eq(clientConfigs.id, ids.acme));
      }
    });

    it('rejects a file key of another user or outside the temporary prefix', async () => {
      const { files } = await uploaded(EMPLOYEE, ['theirs.txt']);
      const res = await post('/v1/jobRequests', body(files), ALICE);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'INVALID_FILE_KEY' });
      const anon = await uploaded(undefined, ['anon.txt']);
      expect((await post('/v1/jobRequests', body(anon.files), ALICE)).json()).toMatchObject({ errorCode: 'INVALID_FILE_KEY' });
      const missing = (await post('/v1/jobRequests', body([{ fileName: 'x.txt', fileKey: `${files[0]!.fileKey.split('/').slice(0, 3).join('/')}/none/x.txt` }]), EMPLOYEE)).json();
      expect(missing.errorCode).toBe('FILE_NOT_FOUND');
    });

    it.each([
      ['origination other than WEBFORM', { origination: 'EMAIL' }, 400, 'INVALID_ORIGINATION'],
      ['no source at all', {}, 400, 'SOURCE_REQUIRED'],
      ['blank text input', { textInput: '   ' }, 400, 'TEXT_REQUIRED'],
      ['typed text past its limit', { textInput: 'x'.repeat(100_001) }, 400, 'INVALID_PARAMETER'],
      ['target equal to the source', { textInput: 'x', targetLanguages: [{ id: 'enu', name: 'English' }] }, 400, 'TARGET_IS_SOURCE'],
      ['a target listed twice', { textInput: 'x', targetLanguages: [{ id: 'esn', name: 'S' }, { id: 'esn', name: 'S' }] }, 400, 'DUPLICATE_TARGET_LANGUAGE'],
      ['an unknown language', { textInput: 'x', sourceLanguage: { id: 'zzz', name: 'Z' } }, 400, 'UNKNOWN_LANGUAGE'],
      ['HTML in the name', { textInput: 'x', name: 'Hi <script>alert(1)</script>' }, 400, 'HTML_NOT_ALLOWED'],
      ['HTML in the notes', { textInput: 'x', notes: '<img src=x onerror=alert(1)>' }, 400, 'HTML_NOT_ALLOWED'],
      ['notes that are too long', { textInput: 'x', notes: 'n'.repeat(10_001) }, 400, 'NOTES_TOO_LONG'],
      ['a link that is not http(s)', { fileLinks: [{ url: 'ftp://files.example/a', name: 'A' }] }, 400, 'INVALID_LINK_URL'],
      ['a duplicate link URL', { fileLinks: [{ url: 'https://f.example/a', name: 'A' }, { url: 'https://f.example/a', name: 'B' }] }, 400, 'DUPLICATE_LINK_URL'],
      ['a duplicate link name', { fileLinks: [{ url: 'https://f.example/a', name: 'A' }, { url: 'https://f.example/b', name: 'a' }] }, 400, 'DUPLICATE_LINK_NAME'],
      ['a missing required custom field', { textInput: 'x', customFields: ACME_FIELDS.slice(1) }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a custom field failing its pattern', { textInput: 'x', customFields: [{ fieldName: 'Cost Center', value: 'X' }, ...ACME_FIELDS.slice(1)] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a list-only value not among the options', { textInput: 'x', customFields: [ACME_FIELDS[0], { fieldName: 'Department', value: 'Nope' }, ACME_FIELDS[2]] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a multi-select value not among the options', { textInput: 'x', customFields: [...ACME_FIELDS.slice(0, 2), { fieldName: 'Audiences', value: 'Patients|Aliens' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['an impossible date', { textInput: 'x', customFields: [...ACME_FIELDS, { fieldName: 'Needed By', value: '02/30/2026' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a checkbox that is not true/false', { textInput: 'x', customFields: [...ACME_FIELDS, { fieldName: 'Rush', value: 'yes' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a field made visible and required by visibleIf, missing', { textInput: 'x', customFields: [...ACME_FIELDS, { fieldName: 'Rush', value: 'true' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a person without a valid e-mail', { textInput: 'x', customFields: [...ACME_FIELDS, { fieldName: 'Rush', value: 'true' }, { fieldName: 'Rush Approver', value: '{"firstName":"A","lastName":"B","email":"nope"}' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['an unknown custom field', { textInput: 'x', customFields: [...ACME_FIELDS, { fieldName: 'Nope', value: '1' }] }, 400, 'INVALID_CUSTOM_FIELD'],
    ])('rejects %s', async (_label, extra, status, errorCode) => {
      const res = await post('/v1/jobRequests', body([], extra), ALICE);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ errorCode });
    });

    it('accepts a visibleIf field when its condition holds and it is valid', async () => {
      const res = await post('/v1/jobRequests', body([], { textInput: 'x', customFields: [...ACME_FIELDS, { fieldName: 'Rush', value: 'true' }, { fieldName: 'Rush Approver', value: '{"firstName":"A","lastName":"B","email":"a@b.example"}' }] }), ALICE);
      expect(res.statusCode).toBe(201);
      expect(res.json().customFields.map((f: { fieldName: string }) => f.fieldName)).toContain('Rush Approver');
    });

    it('rejects duplicate names and references named like project files', async () => {
      const { files } = await uploaded(ALICE, ['a.txt', 'b.txt']);
      const dup = await post('/v1/jobRequests', body([files[0]!, { ...files[1]!, fileName: 'A.txt' }]), ALICE);
      expect(dup.json()).toMatchObject({ errorCode: 'DUPLICATE_FILE_NAME' });
      const ref = await post('/v1/jobRequests', body([files[0]!, { ...files[1]!, fileName: 'a.txt', category: 'REFERENCE' }]), ALICE);
      expect(ref.json()).toMatchObject({ errorCode: 'DUPLICATE_FILE_NAME', message: expect.stringContaining('project file') });
      const cat = await post('/v1/jobRequests', body([{ ...files[0]!, category: 'TRANSLATED_DOCUMENT' }]), ALICE);
      expect(cat.json()).toMatchObject({ errorCode: 'INVALID_FILE_CATEGORY' });
      // Nothing was taken: the uploads are still there for a corrected submit.
      expect(await t.app.objectStore.head(files[0]!.fileKey)).not.toBeNull();
    });

    it("applies the client's file restrictions (count, size, total)", async () => {
      await t.ctx.db.update(clientConfigs).set({ createProjectSettings: { fileRestrictions: { maxFileCount: 2, maxFileSizeBytes: 10, maxTotalSizeBytes: 15 } } }).where(eq(clientConfigs.id, ids.acme));
      try {
        const many = await uploaded(ALICE, ['1.txt', '2.txt', '3.txt'], 'abc');
        expect((await post('/v1/jobRequests', body(many.files), ALICE)).json()).toMatchObject({ errorCode: 'TOO_MANY_FILES' });
        const big = await uploaded(ALICE, ['big.txt'], 'x'.repeat(11));
        expect((await post('/v1/jobRequests', body(big.files), ALICE)).json()).toMatchObject({ errorCode: 'FILE_TOO_LARGE' });
        const two = await uploaded(ALICE, ['p.txt', 'q.txt'], 'x'.repeat(8));
        expect((await post('/v1/jobRequests', body(two.files), ALICE)).json()).toMatchObject({ errorCode: 'TOTAL_SIZE_EXCEEDED' });
      } finally {
        await t.ctx.db.update(clientConfigs).set({ createProjectSettings: { defaultSourceLanguageId: 'enu', fileRestrictions: { maxFileCount: 100, maxFileSizeBytes: 1_048_576_000 } } }).where(eq(clientConfigs.id, ids.acme));
      }
    });

    it('allows only the request types of the submission mode, EXCEPT variants by condition', async () => {
      const globex = { textInput: 'x', customFields: [{ fieldName: 'Department', value: 'Legal' }] };
      const translation = await post('/v1/jobRequests', body([], globex), GLOBEX);
      expect(translation.statusCode).toBe(403);
      expect(translation.json()).toMatchObject({ errorCode: 'REQUEST_TYPE_NOT_ALLOWED' });
      expect((await post('/v1/jobRequests', body([], { ...globex, requestType: 'QUOTE_REQUEST' }), GLOBEX)).statusCode).toBe(201);
      const claims = { textInput: 'x', customFields: [{ fieldName: 'Department', value: 'Claims' }] };
      expect((await post('/v1/jobRequests', body([], claims), GLOBEX)).statusCode).toBe(201);
    });

    it('matches EXCEPT conditions against standard fields too, as the form does (spec 2 §4)', async () => {
      const [row] = await t.ctx.db.select().from(clientConfigs).where(eq(clientConfigs.id, ids.globex));
      const settings = row!.createProjectSettings;
      await t.ctx.db
        .update(clientConfigs)
        .set({ createProjectSettings: { ...settings, submissionModeConditions: [{ fieldName: 'sourceLanguage', value: 'fra' }] } })
        .where(eq(clientConfigs.id, ids.globex));
      try {
        const legal = { textInput: 'x', customFields: [{ fieldName: 'Department', value: 'Legal' }] };
        expect((await post('/v1/jobRequests', body([], legal), GLOBEX)).statusCode).toBe(403);
        const french = { ...legal, sourceLanguage: { id: 'fra', name: 'French' } };
        const res = await post('/v1/jobRequests', body([], french), GLOBEX);
        expect(res.statusCode, res.body).toBe(201);
      } finally {
        await t.ctx.db.update(clientConfigs).set({ createProjectSettings: settings }).where(eq(clientConfigs.id, ids.globex));
      }
    });
  });

  describe('POST /v1/jobRequests/actions/unauthenticatedCreateJobRequest (visitor)', () => {
    const URL = '/v1/jobRequests/actions/unauthenticatedCreateJobRequest';
    function visitor(email: string, files: Array<{ fileName: string; fileKey: string; category?: string }>, extra: Record<string, unknown> = {}) {
      return {
        ...body(files, { customFields: [] }),
        requestType: 'QUOTE_REQUEST',
        requestorEmail: email,
        requestorFirstName: 'Vera',
        requestorLastName: 'Visitor',
        companyName: 'Freelance',
        contactAddress: { city: 'Boston', country: { id: 227, name: 'United States' } },
        emailVerificationCode: 'ABCDEF',
        ...extra,
      };
    }

    it('stores a visitor request without a company after consuming the code, and mails the visitor', async () => {
      const email = 'vera@nowhere.example';
      const code = await verificationCode(t.ctx.db, clock, email);
      const { files } = await uploaded(undefined, ['doc.txt']);
      const res = await post(URL, visitor(email, files, { emailVerificationCode: code }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, res.json().id));
      expect(row).toMatchObject({ clientId: null, ownerUserId: null, requestType: 'QUOTE_REQUEST', requestor: { email, firstName: 'Vera', companyName: 'Freelance', city: 'Boston' } });
      const again = await post(URL, visitor(email, [], { emailVerificationCode: code, textInput: 'x' }));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ errorCode: 'INVALID_VERIFICATION_CODE' });
      const mail = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail.map((m) => m.template)).toContain('job-request-confirmation');
    });

    it('takes the files the live estimate uploaded, once, and only from the grant of the caller who uploaded them', async () => {
      const estimate = (files: Array<{ fileName: string; fileKey: string }>, user?: string) =>
        post('/v1/autoQuotes/actions/estimate', { files, targetLanguageCount: 1 }, user);
      // Signed in: the estimate reads the upload and leaves it in place; the request then takes it, without a new upload.
      const mine = await uploaded(ALICE, ['estimated.txt']);
      expect((await estimate(mine.files, ALICE)).statusCode).toBe(200);
      expect(await t.app.objectStore.head(mine.files[0]!.fileKey)).not.toBeNull();
      const created = await post('/v1/jobRequests', body(mine.files), ALICE);
      expect(created.statusCode).toBe(201);
      expect(created.json().files).toMatchObject([{ fileName: 'estimated.txt', category: 'SOURCE_DOCUMENT' }]);
      expect(await t.app.objectStore.head(mine.files[0]!.fileKey)).toBeNull();
      // Another user's estimate upload, or a visitor's, is not the caller's: refused with the error body, nothing stored.
      const theirs = await uploaded(EMPLOYEE, ['theirs.txt']);
      expect((await estimate(theirs.files, EMPLOYEE)).statusCode).toBe(200);
      const refused = await post('/v1/jobRequests', body(theirs.files), ALICE);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Invalid file key', errorCode: 'INVALID_FILE_KEY' });
      expect(await t.app.objectStore.head(theirs.files[0]!.fileKey)).not.toBeNull();
      // A visitor: the estimate's upload under the visitor's grant goes into the visitor's request; a signed-in
      // user's upload does not.
      const email = 'est@nowhere.example';
      const anon = await uploaded(undefined, ['visitor.txt']);
      expect((await estimate(anon.files)).statusCode).toBe(200);
      const code = await verificationCode(t.ctx.db, clock, email);
      const notTheirs = await post(URL, visitor(email, theirs.files, { emailVerificationCode: code }));
      expect(notTheirs.statusCode).toBe(400);
      expect(notTheirs.json()).toEqual({ message: 'Invalid file key', errorCode: 'INVALID_FILE_KEY' });
      // The refused request left the code usable.
      const ok = await post(URL, visitor(email, anon.files, { emailVerificationCode: code }));
      expect(ok.statusCode).toBe(201);
      expect(ok.json().files).toMatchObject([{ fileName: 'visitor.txt' }]);
    });

    it('refuses a translation request from a visitor whose domain matches no company (spec 2 §4)', async () => {
      const email = 'tom@nowhere.example';
      const code = await verificationCode(t.ctx.db, clock, email);
      const res = await post(URL, visitor(email, [], { emailVerificationCode: code, textInput: 'x', requestType: 'TRANSLATION_REQUEST' }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'REQUEST_TYPE_NOT_ALLOWED' });
    });

    it('rejects a wrong code and keeps nothing', async () => {
      const before = await t.ctx.db.select({ id: jobRequests.id }).from(jobRequests);
      const res = await post(URL, visitor('wrong@nowhere.example', [], { textInput: 'x' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'INVALID_VERIFICATION_CODE' });
      expect((await t.ctx.db.select({ id: jobRequests.id }).from(jobRequests)).length).toBe(before.length);
    });

    it('requires the code in the payload', async () => {
      const res = await post(URL, { ...visitor('a@nowhere.example', [], { textInput: 'x' }), emailVerificationCode: undefined });
      expect(res.statusCode).toBe(400);
    });

    it('leaves the code usable when another rule rejects the request', async () => {
      const email = 'keep@nowhere.example';
      const code = await verificationCode(t.ctx.db, clock, email);
      expect((await post(URL, visitor(email, [], { emailVerificationCode: code }))).json()).toMatchObject({ errorCode: 'SOURCE_REQUIRED' });
      expect((await post(URL, visitor(email, [], { emailVerificationCode: code, textInput: 'x' }))).statusCode).toBe(201);
    });

    it('attaches the request to the one active company of the domain', async () => {
      const email = 'new.person@umbrella.example';
      const code = await verificationCode(t.ctx.db, clock, email);
      const res = await post(URL, visitor(email, [], { emailVerificationCode: code, textInput: 'x', requestType: 'TRANSLATION_REQUEST' }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, res.json().id));
      expect(row!.clientId).toBe(ids.umbrella);
      // Umbrella only takes translations (SUBMIT_FOR_TRANSLATION).
      const code2 = await verificationCode(t.ctx.db, clock, email);
      expect((await post(URL, visitor(email, [], { emailVerificationCode: code2, textInput: 'x' }))).statusCode).toBe(403);
    });

    it('asks for a company when several match, and takes the one given', async () => {
      const email = 'someone@acme.example'; // Acme and Globex share acme.example
      const code = await verificationCode(t.ctx.db, clock, email);
      expect((await post(URL, visitor(email, [], { emailVerificationCode: code, textInput: 'x' }))).json()).toMatchObject({ errorCode: 'COMPANY_CHOICE_REQUIRED' });
      const res = await post(URL, visitor(email, [], { emailVerificationCode: code, textInput: 'x', clientId: String(ids.acme), customFields: ACME_FIELDS }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, res.json().id));
      expect(row!.clientId).toBe(ids.acme);
    });

    it('refuses a company that disables unauthenticated submissions (403)', async () => {
      const email = 'person@globex.example';
      const code = await verificationCode(t.ctx.db, clock, email);
      const res = await post(URL, visitor(email, [], { emailVerificationCode: code, textInput: 'x' }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED_SUBMISSIONS_DISABLED', message: expect.stringContaining('sign in') });
    });

    it('refuses an inactive company and a company the e-mail does not belong to', async () => {
      const res = await post(URL, visitor('bob@initech.example', [], { textInput: 'x' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'INACTIVE_CLIENT', message: expect.stringContaining('inactive') });
      const other = await post(URL, visitor('bob@umbrella.example', [], { textInput: 'x', clientId: String(ids.acme) }));
      expect(other.json()).toMatchObject({ errorCode: 'EMAIL_COMPANY_MISMATCH' });
    });

    it('applies the visitor limits (20 files, 40 MB each, 60 MB total) and the visitor prefix', async () => {
      const email = 'limits@nowhere.example';
      const code = await verificationCode(t.ctx.db, clock, email);
      // One permission holds at most 20 files (refused at upload); a request naming the files of two is refused too.
      const [p, q] = [await grantUpload(t.app), await grantUpload(t.app)];
      const files = [];
      for (let i = 0; i < 21; i++) files.push({ fileName: `f${i}.txt`, fileKey: await uploadFile(t.app, i < 20 ? p : q, `f${i}.txt`, 'x') });
      expect((await post(URL, visitor(email, files, { emailVerificationCode: code }))).json()).toMatchObject({ errorCode: 'TOO_MANY_FILES' });
      const mine = await uploaded(ALICE, ['signed-in.txt']);
      expect((await post(URL, visitor(email, mine.files, { emailVerificationCode: code }))).json()).toMatchObject({ errorCode: 'INVALID_FILE_KEY' });
    });
  });

  it('stores nothing for a rejected request', async () => {
    const count = (await t.ctx.db.select({ id: jobRequestFiles.id }).from(jobRequestFiles)).length;
    await post('/v1/jobRequests', body([], { textInput: 'x', notes: '<b>x</b>' }), ALICE);
    expect((await t.ctx.db.select({ id: jobRequestFiles.id }).from(jobRequestFiles)).length).toBe(count);
  });
});
