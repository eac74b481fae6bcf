import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { autoQuotes, jobRequests, jobRequestStatusHistory, mailOutbox, providerProjects, providerQuotes } from '../../db/schema/index.ts';
import { docx } from '../../engines/mt/apertium/test-documents.ts';
import { ManualClock } from '../../lib/clock.ts';
import { documentsOfEveryFormat, grantUpload, uploadFile, verificationCode, words } from '../quote-requests/test-support.ts';
import { expireOverdueQuotes } from './service.ts';

const ALICE = 'client@acme-health.example';
const ALICE_COLLEAGUE = 'employee@acme-health.example';
const GLOBEX = 'client@globex.example';
const STAFF = 'quoter@lingua.example';
const DAY = 86_400_000;
const ACME_FIELDS = [
  { fieldName: 'Cost Center', value: 'CC-1234' },
  { fieldName: 'Department', value: 'Oncology' },
  { fieldName: 'Audiences', value: 'Patients' },
];
const CARD = {
  paymentType: 'CREDIT_CARD',
  billingContact: { address1: '1 Main St', city: 'Boston', province: { id: 22, name: 'Massachusetts' }, country: { id: 227, name: 'United States' }, zipCode: '02110' },
};

describe('automatic quotes', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T09:00:00Z'));

  beforeAll(async () => {
    t = await buildTestApp({ clock, app: { configure: testPrincipals } });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, user?: string) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? { [TEST_USER_HEADER]: user } : {} });

  /** The review calls as the requester (a signed-in user's quote is reviewable by its company only). */
  const review = (method: 'GET' | 'POST', url: string, payload?: object, user = ALICE) => call(method, url, payload, user);

  /** A signed-in quote request with the given files, analysed by running the queued job. */
  async function quoteRequest(docs: Array<[string, Buffer | string]>, extra: Record<string, unknown> = {}): Promise<string> {
    const post = await grantUpload(t.app, ALICE);
    const files = [];
    for (const [name, data] of docs) files.push({ fileName: name, category: 'SOURCE_DOCUMENT', fileKey: await uploadFile(t.app, post, name, data) });
    const res = await call('POST', '/v1/jobRequests', {
      origination: 'WEBFORM',
      name: 'Annual report',
      requestType: 'QUOTE_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [{ id: 'esn', name: 'Spanish' }, { id: 'fra', name: 'French' }],
      files,
      customFields: ACME_FIELDS,
      ...extra,
    }, ALICE);
    expect(res.statusCode).toBe(201);
    await t.app.jobs.drain();
    return res.json().id as string;
  }

  const statusOf = async (id: string) => (await t.ctx.db.select({ s: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, id)))[0]!.s;

  describe('analysis', () => {
    it('reads docx, pptx, xlsx, odt, html, txt and pdf, prices the pages and mails the link', async () => {
      const docs = await documentsOfEveryFormat(5);
      // 300 words: 2 pages; the six others 1 page each → 8 document pages, × 2 target languages = 16.
      docs[0] = ['brochure.docx', await docx([words(300).join(' ')])];
      const id = await quoteRequest(docs);
      const res = await review('GET', `/v1/autoQuotes/${id}`);
      expect(res.statusCode).toBe(200);
      const q = res.json();
      expect(q).toMatchObject({
        id,
        status: 'QUOTE_READY_FOR_CLIENT_REVIEW',
        name: 'Annual report',
        sourceLanguage: { id: 'enu' },
        pagesPerLanguage: { esn: 8, fra: 8 },
        autoQuote: { pricePerPage: 24.5, totalPages: 16, price: 392, acceptanceStatus: null },
      });
      expect(q.autoQuote.price).toBe(q.autoQuote.pricePerPage * q.autoQuote.totalPages);
      expect(q.autoQuote.creationDate).toBe(clock.now().toISOString());
      expect(q.autoQuote.acceptanceDeadline).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
      const [quote] = await t.ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, id));
      expect(quote!.fileAnalysis).toContainEqual({ fileName: 'brochure.docx', words: 300, pages: 2 });
      expect(quote!.fileAnalysis).toContainEqual({ fileName: 'scan.pdf', words: 5, pages: 1 });
      const history = await t.ctx.db.select().from(jobRequestStatusHistory).where(eq(jobRequestStatusHistory.jobRequestId, id)).orderBy(asc(jobRequestStatusHistory.at), asc(jobRequestStatusHistory.toStatus));
      expect(history.map((h) => h.toStatus)).toEqual(expect.arrayContaining(['CREATED', 'ANALYZING', 'QUOTE_READY_FOR_CLIENT_REVIEW']));
      const [mail] = await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, ALICE), eq(mailOutbox.template, 'auto-quote-ready')));
      expect(mail!.text).toContain(`https://portal.test/quotes/${id}`);
      expect(mail!.text).toContain('392.00 USD');
    });

    it('hands unsupported, damaged and empty files to internal review', async () => {
      for (const docs of [[['photo.png', 'PNG']], [['broken.docx', 'not a zip']], [['blank.txt', '   ']]] as Array<Array<[string, string]>>) {
        const id = await quoteRequest(docs);
        expect(await statusOf(id)).toBe('READY_FOR_INTERNAL_REVIEW');
        expect((await review('GET', `/v1/autoQuotes/${id}`)).statusCode).toBe(404);
        const [last] = await t.ctx.db.select().from(jobRequestStatusHistory).where(and(eq(jobRequestStatusHistory.jobRequestId, id), eq(jobRequestStatusHistory.toStatus, 'READY_FOR_INTERNAL_REVIEW')));
        expect(last!.note).toContain(docs[0]![0]);
      }
    });

    it('hands a quote whose source is a link to internal review', async () => {
      const id = await quoteRequest([], { fileLinks: [{ url: 'https://files.example/big.docx', name: 'Big' }] });
      expect(await statusOf(id)).toBe('READY_FOR_INTERNAL_REVIEW');
    });

    it('prices a visitor without a company at the default price', async () => {
      const email = 'vic@nowhere.example';
      const post = await grantUpload(t.app);
      const fileKey = await uploadFile(t.app, post, 'a.txt', words(10).join(' '));
      const res = await call('POST', '/v1/jobRequests/actions/unauthenticatedCreateJobRequest', {
        origination: 'WEBFORM',
        name: 'Visitor estimate',
        requestType: 'QUOTE_REQUEST',
        sourceLanguage: { id: 'enu', name: 'English' },
        targetLanguages: [{ id: 'deu', name: 'German' }],
        files: [{ fileName: 'a.txt', category: 'SOURCE_DOCUMENT', fileKey }],
        requestorEmail: email,
        requestorFirstName: 'Vic',
        requestorLastName: 'Tor',
        emailVerificationCode: await verificationCode(t.ctx.db, clock, email),
      });
      expect(res.statusCode).toBe(201);
      await t.app.jobs.drain();
      const q = (await call('GET', `/v1/autoQuotes/${res.json().id}`)).json();
      expect(q.autoQuote).toMatchObject({ pricePerPage: 25, totalPages: 1, price: 25 });
      const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mails.map((m) => m.template)).toEqual(expect.arrayContaining(['job-request-confirmation', 'auto-quote-ready']));
    });
  });

  describe('review by link', () => {
    it('answers 404 for malformed, unknown and other organisations’ ids, and shows staff', async () => {
      const id = await quoteRequest([['a.txt', 'one two']]);
      expect((await call('GET', '/v1/autoQuotes/not-a-uuid')).statusCode).toBe(404);
      expect((await call('GET', '/v1/autoQuotes/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ message: 'Job request not found' });
      expect((await call('GET', `/v1/autoQuotes/${id}`, undefined, GLOBEX)).statusCode).toBe(404);
      expect((await call('POST', `/v1/jobRequests/${id}/actions/acceptAutoQuote`, { paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } }, GLOBEX)).statusCode).toBe(404);
      expect((await call('GET', `/v1/autoQuotes/${id}`, undefined, STAFF)).statusCode).toBe(200);
      expect((await call('GET', `/v1/autoQuotes/${id}`, undefined, ALICE)).statusCode).toBe(200);
    });

    it("keeps a signed-in user's quote to the company: no review without a token, even with the link", async () => {
      const id = await quoteRequest([['a.txt', 'one two']]);
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const target of [id, unknown]) {
        // The same answer whether or not the quote exists: the link alone reveals nothing.
        const get = await call('GET', `/v1/autoQuotes/${target}`);
        expect(get.statusCode).toBe(404);
        expect(get.json()).toEqual({ message: 'Job request not found', errorCode: 'JOB_REQUEST_NOT_FOUND' });
        expect((await call('POST', `/v1/jobRequests/${target}/actions/rejectAutoQuote`, { rejectionReason: 'x' })).statusCode).toBe(404);
        expect((await call('POST', `/v1/jobRequests/${target}/actions/acceptAutoQuote`, { paymentPreferences: CARD })).statusCode).toBe(404);
      }
      expect(await statusOf(id)).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
      const [quote] = await t.ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, id));
      expect(quote!.acceptanceStatus).toBeNull();
      // Another member of the same company may review it.
      expect((await call('GET', `/v1/autoQuotes/${id}`, undefined, ALICE_COLLEAGUE)).statusCode).toBe(200);
    });

    it('accepts once with payment preferences, records the status and mails the intake desk; then 409', async () => {
      const id = await quoteRequest([['a.txt', 'one two']]);
      const url = `/v1/jobRequests/${id}/actions/acceptAutoQuote`;
      expect((await review('POST', url, { paymentPreferences: { paymentType: 'CREDIT_CARD', billingContact: { address1: '1 Main St' } } })).statusCode).toBe(400);
      expect((await review('POST', url, { paymentPreferences: { ...CARD, billingContact: { ...CARD.billingContact, city: '  ' } } })).json()).toMatchObject({ errorCode: 'INVALID_PAYMENT_PREFERENCES' });
      expect((await review('POST', url, { paymentPreferences: { paymentType: 'BILL_TO_ACCOUNT', billingAccount: {} } })).statusCode).toBe(400);
      expect((await review('POST', url, { paymentPreferences: { paymentType: 'CHEQUE' } })).statusCode).toBe(400);
      expect((await review('POST', url, {})).statusCode).toBe(400);

      const res = await review('POST', url, { paymentPreferences: CARD });
      expect(res.statusCode).toBe(204);
      expect(await statusOf(id)).toBe('QUOTE_ACCEPTED');
      const [quote] = await t.ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, id));
      expect(quote).toMatchObject({ acceptanceStatus: 'ACCEPTED', paymentPreferences: { paymentType: 'CREDIT_CARD', billingContact: { city: 'Boston', zipCode: '02110' } } });
      const history = await t.ctx.db.select().from(jobRequestStatusHistory).where(and(eq(jobRequestStatusHistory.jobRequestId, id), eq(jobRequestStatusHistory.toStatus, 'QUOTE_ACCEPTED')));
      expect(history).toHaveLength(1);
      const mails = await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, t.ctx.config.intakeEmail), eq(mailOutbox.template, 'auto-quote-accepted')));
      expect(mails.some((m) => m.text.includes(id))).toBe(true);
      expect((await review('GET', `/v1/autoQuotes/${id}`)).json()).toMatchObject({ status: 'QUOTE_ACCEPTED', autoQuote: { acceptanceStatus: 'ACCEPTED' } });

      const again = await review('POST', url, { paymentPreferences: CARD });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'Conflict error' });
      expect((await review('POST', `/v1/jobRequests/${id}/actions/rejectAutoQuote`, {})).statusCode).toBe(409);
    });

    it('accepts by bill-to-account and invoice directly', async () => {
      const a = await quoteRequest([['a.txt', 'one']]);
      expect((await review('POST', `/v1/jobRequests/${a}/actions/acceptAutoQuote`, { paymentPreferences: { paymentType: 'BILL_TO_ACCOUNT', billingAccount: { clientIdNumber: ' 42 ' } } })).statusCode).toBe(204);
      const [qa] = await t.ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, a));
      expect(qa!.paymentPreferences).toEqual({ paymentType: 'BILL_TO_ACCOUNT', billingAccount: { clientIdNumber: '42' } });
      const b = await quoteRequest([['b.txt', 'one']]);
      expect((await review('POST', `/v1/jobRequests/${b}/actions/acceptAutoQuote`, { paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } }, ALICE)).statusCode).toBe(204);
    });

    it('keeps the provider records in step: a current quote, completed when priced, a project when accepted', async () => {
      const id = await quoteRequest([['a.txt', 'one two three']]);
      const [quote] = await t.ctx.db.select().from(providerQuotes).where(eq(providerQuotes.jobRequestId, id));
      expect(quote).toMatchObject({ status: 'COMPLETED', vertical: 'healthcare', client: 'Acme Health', name: 'Annual report', languages: 'English > Spanish, French', coordinatorId: null });
      expect(Number(quote!.totalAgreed)).toBeGreaterThan(0);
      expect(await t.ctx.db.select().from(providerProjects).where(eq(providerProjects.jobRequestId, id))).toEqual([]);
      expect((await review('POST', `/v1/jobRequests/${id}/actions/acceptAutoQuote`, { paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } }, ALICE)).statusCode).toBe(204);
      const [project] = await t.ctx.db.select().from(providerProjects).where(eq(providerProjects.jobRequestId, id));
      expect(project).toMatchObject({ status: 'REQUESTED', vertical: 'healthcare', totalAgreed: quote!.totalAgreed, projectManagerId: null, rateType: 'Standard' });
      expect(project!.projectId).toMatch(/^P-2026-[0-9]+$/);
    });

    it('rejects once with a trimmed reason; a second answer is a conflict', async () => {
      const id = await quoteRequest([['a.txt', 'one two']]);
      const url = `/v1/jobRequests/${id}/actions/rejectAutoQuote`;
      expect((await review('POST', url, { rejectionReason: '  Too expensive  ' })).statusCode).toBe(204);
      expect(await statusOf(id)).toBe('QUOTE_REJECTED');
      const [quote] = await t.ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, id));
      expect(quote).toMatchObject({ acceptanceStatus: 'REJECTED', rejectionReason: 'Too expensive' });
      const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'auto-quote-rejected'));
      expect(mails.some((m) => m.text.includes('Too expensive'))).toBe(true);
      expect((await review('POST', url, {})).json()).toEqual({ message: 'Conflict error' });
      expect((await review('POST', `/v1/jobRequests/${id}/actions/acceptAutoQuote`, { paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } })).statusCode).toBe(409);
    });

    it('omits a blank reason and refuses HTML in it', async () => {
      const id = await quoteRequest([['a.txt', 'one two']]);
      const url = `/v1/jobRequests/${id}/actions/rejectAutoQuote`;
      expect((await review('POST', url, { rejectionReason: '<b>no</b>' })).statusCode).toBe(400);
      expect((await review('POST', url, { rejectionReason: '   ' })).statusCode).toBe(204);
      const [quote] = await t.ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, id));
      expect(quote!.rejectionReason).toBeNull();
    });

    it('expires past the deadline: the read sets QUOTE_EXPIRED and answers are refused', async () => {
      const id = await quoteRequest([['a.txt', 'one two']]);
      const start = clock.now().getTime();
      try {
        clock.set(start + 30 * DAY);
        expect((await review('GET', `/v1/autoQuotes/${id}`)).json().status).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
        clock.set(start + 30 * DAY + 1000);
        const res = await review('POST', `/v1/jobRequests/${id}/actions/acceptAutoQuote`, { paymentPreferences: CARD });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ errorCode: 'QUOTE_EXPIRED' });
        expect((await review('GET', `/v1/autoQuotes/${id}`)).json()).toMatchObject({ status: 'QUOTE_EXPIRED', autoQuote: { acceptanceStatus: null } });
        expect(await statusOf(id)).toBe('QUOTE_EXPIRED');
        expect((await review('POST', `/v1/jobRequests/${id}/actions/rejectAutoQuote`, {})).statusCode).toBe(409);
      } finally {
        clock.set(start);
      }
    });
  });

  it('expires overdue quotes in bulk, leaving answered ones alone', async () => {
    const open = await quoteRequest([['a.txt', 'one']]);
    const answered = await quoteRequest([['b.txt', 'one']]);
    expect((await review('POST', `/v1/jobRequests/${answered}/actions/rejectAutoQuote`, {})).statusCode).toBe(204);
    const start = clock.now().getTime();
    try {
      expect(await expireOverdueQuotes(t.ctx.db, clock)).toBe(0);
      clock.set(start + 31 * DAY);
      expect(await expireOverdueQuotes(t.ctx.db, clock)).toBeGreaterThanOrEqual(1);
      expect(await statusOf(open)).toBe('QUOTE_EXPIRED');
      expect(await statusOf(answered)).toBe('QUOTE_REJECTED');
      expect(await expireOverdueQuotes(t.ctx.db, clock)).toBe(0);
    } finally {
      clock.set(start);
    }
  });

  describe('POST /v1/autoQuotes/actions/estimate', () => {
    const URL = '/v1/autoQuotes/actions/estimate';

    it('estimates uploaded files with the analysis of the quotes', async () => {
      const post = await grantUpload(t.app);
      const files = [
        { fileName: 'long.docx', fileKey: await uploadFile(t.app, post, 'long.docx', await docx([words(300).join(' ')])) },
        { fileName: 'logo.png', fileKey: await uploadFile(t.app, post, 'logo.png', 'PNG') },
      ];
      const res = await call('POST', URL, { files, targetLanguageCount: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        documentPages: 2,
        totalPages: 6,
        pricePerPage: 25,
        price: 150,
        complete: false,
        perFile: [
          { fileName: 'long.docx', pages: 2, words: 300, analysable: true },
          { fileName: 'logo.png', pages: 0, words: 0, analysable: false },
        ],
      });
      // Nothing was taken: the files are still there for the request.
      expect(await t.app.objectStore.head(files[0]!.fileKey)).not.toBeNull();
    });

    it("uses the organisation's price, a member's chosen client, and refuses other clients", async () => {
      const post = await grantUpload(t.app, GLOBEX);
      const files = [{ fileName: 'a.txt', fileKey: await uploadFile(t.app, post, 'a.txt', 'one two three') }];
      expect((await call('POST', URL, { files, targetLanguageCount: 1 }, GLOBEX)).json()).toMatchObject({ pricePerPage: 19, price: 19, complete: true });
      const alice = await grantUpload(t.app, ALICE);
      const mine = [{ fileName: 'a.txt', fileKey: await uploadFile(t.app, alice, 'a.txt', 'one two three') }];
      expect((await call('POST', URL, { files: mine, targetLanguageCount: 2 }, ALICE)).json()).toMatchObject({ pricePerPage: 24.5, price: 49 });
      const rows = await t.ctx.db.select({ clientId: jobRequests.clientId }).from(jobRequests).limit(1);
      const acmeId = String(rows[0]!.clientId);
      expect((await call('POST', URL, { files, targetLanguageCount: 1, clientId: acmeId }, GLOBEX)).statusCode).toBe(403);
      expect((await call('POST', URL, { files, targetLanguageCount: 1, clientId: acmeId })).statusCode).toBe(403);
      expect((await call('POST', URL, { files, targetLanguageCount: 1, clientId: '999999' }, STAFF)).statusCode).toBe(404);
    });

    it("refuses other callers' keys, duplicates and bad bodies", async () => {
      const post = await grantUpload(t.app, ALICE);
      const files = [{ fileName: 'a.txt', fileKey: await uploadFile(t.app, post, 'a.txt', 'one') }];
      expect((await call('POST', URL, { files, targetLanguageCount: 1 })).json()).toMatchObject({ errorCode: 'INVALID_FILE_KEY' });
      expect((await call('POST', URL, { files: [...files, ...files], targetLanguageCount: 1 }, ALICE)).json()).toMatchObject({ errorCode: 'DUPLICATE_FILE_NAME' });
      expect((await call('POST', URL, { files, targetLanguageCount: 0 }, ALICE)).statusCode).toBe(400);
      expect((await call('POST', URL, { files: [], targetLanguageCount: 1 }, ALICE)).statusCode).toBe(400);
    });
  });
});

describe('estimate rate limit', () => {
  let t: TestApp;
  // publicMax 20 → 2 estimates per window, for visitors and signed-in callers alike.
  beforeAll(async () => {
    t = await buildTestApp({ seed: 'reference', config: { rateLimit: { publicMax: 20, windowMs: 60_000 } } });
  });
  afterAll(async () => t?.close());

  it('answers 429 once the allowance is used', async () => {
    const post = await grantUpload(t.app);
    const files = [{ fileName: 'a.txt', fileKey: await uploadFile(t.app, post, 'a.txt', 'one two') }];
    const estimate = () => t.app.inject({ method: 'POST', url: '/v1/autoQuotes/actions/estimate', payload: { files, targetLanguageCount: 1 }, remoteAddress: '10.9.9.9' });
    expect((await estimate()).statusCode).toBe(200);
    expect((await estimate()).statusCode).toBe(200);
    const limited = await estimate();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });
});
