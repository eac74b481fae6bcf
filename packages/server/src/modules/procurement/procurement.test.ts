// The procurement area over real HTTP and app.inject, on PGlite and PostgreSQL: cXML punch-out set-up (good and
// every kind of bad, XXE and entity expansion included), the one-time sign-in token at the identity provider,
// COUPA quote requests with their rendered quote PDF, accept (order message parsed back) and reject in every
// status, organisation scoping, and the provider desk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '@lingua/contract';
import { DEMO_PUNCHOUT } from '../../seed/demo-data.ts';
import { autoQuotes, jobRequestFiles, jobRequests, jobRequestStatusHistory, mailOutbox, punchoutSessions, userAccounts } from '../../db/schema/index.ts';
import { apiAs, testPrincipals } from '../../../test/helpers.ts';
import { startIdentityServer, type IdentityServer } from '../../../test/identity-fixtures.ts';
import { decodeReferences, httpRequest, SignInFlow, type HttpResponse } from '../../../test/sign-in.ts';
import { at, child, parseXml, textOf } from './cxml.ts';
import { LOGIN_TOKEN_TTL_MS } from '../../identity/sign-in-token.ts';
import { PUNCHOUT_SESSION_TTL_MS } from './deps.ts';
import { QUOTE_PART_ID } from './quote-answer.ts';

const BUYER = 'pat.buyer@globex.example';
const ALICE = 'client@acme-health.example';
const GRACE = 'client@globex.example';
const CORA = 'coordinator@lingua.example';
const FORM_POST = 'https://globex.coupahost.example/punchout/checkout?id=42';

let s: IdentityServer;

beforeAll(async () => {
  s = await startIdentityServer({ seed: 'demo', app: { configure: testPrincipals } });
});
afterAll(async () => {
  await s?.close();
});

/** Coupa's published PunchOutSetupRequest sample, with our demo credentials. */
function setupXml(o: { secret?: string; fromIdentity?: string; email?: string; cookie?: string; doctype?: string; formPost?: string } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
${o.doctype ?? '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">'}
<cXML version="1.2.014" xml:lang="en-US" payloadID="1700000000.123@globex.coupahost.com" timestamp="2026-11-24T07:00:00-08:00">
  <Header>
    <From><Credential domain="${DEMO_PUNCHOUT.fromDomain}"><Identity>${o.fromIdentity ?? DEMO_PUNCHOUT.fromIdentity}</Identity></Credential></From>
    <To><Credential domain="${DEMO_PUNCHOUT.toDomain}"><Identity>${DEMO_PUNCHOUT.toIdentity}</Identity></Credential></To>
    <Sender>
      <Credential domain="${DEMO_PUNCHOUT.senderDomain}"><Identity>${DEMO_PUNCHOUT.senderIdentity}</Identity><SharedSecret>${o.secret ?? DEMO_PUNCHOUT.sharedSecret}</SharedSecret></Credential>
      <UserAgent>Coupa Procurement 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="production">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>${o.cookie ?? 'c0ffee-cookie-1'}</BuyerCookie>
      <Extrinsic name="FirstName">Pat</Extrinsic>
      <Extrinsic name="LastName">Buyer</Extrinsic>
      <Extrinsic name="UniqueName">pbuyer</Extrinsic>
      <Extrinsic name="UserEmail">${o.email ?? BUYER}</Extrinsic>
      <Extrinsic name="User">pbuyer</Extrinsic>
      <Extrinsic name="BusinessUnit">Claims</Extrinsic>
      <BrowserFormPost><URL>${o.formPost ?? FORM_POST}</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en-US">Pat Buyer</Name><Email>${o.email ?? BUYER}</Email></Contact>
      <SupplierSetup><URL>${s.baseUrl}/v1/tradeCentric/punchout</URL></SupplierSetup>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

async function punchout(xml: string): Promise<HttpResponse> {
  return httpRequest(`${s.baseUrl}/v1/tradeCentric/punchout`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
}

const api = apiAs(() => s.app);
const { call } = api;

async function counts() {
  const [sessions] = await s.ctx.db.select({ n: count() }).from(punchoutSessions);
  const [users] = await s.ctx.db.select({ n: count() }).from(userAccounts);
  return { sessions: sessions!.n, users: users!.n };
}

/** A fresh punch-out session of the buyer; returns its request id. */
async function newSession(cookie = 'c0ffee-cookie-1'): Promise<string> {
  const res = await punchout(setupXml({ cookie }));
  expect(res.status, res.body).toBe(200);
  const url = textOf(at(parseXml(res.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));
  return url.split('/').pop()!;
}

const upload = async (user: string, name: string, content: Buffer | string): Promise<string> => (await api.upload(user, [[name, content]]))[0]!;

/** A COUPA quote request of the buyer, analysed and priced (the analysis job drained). */
async function coupaQuote(requestId?: string): Promise<string> {
  const ref = requestId ?? (await newSession());
  const res = await call(BUYER, 'POST', '/jobRequests', {
    origination: 'COUPA',
    name: 'Claim forms',
    requestType: 'QUOTE_REQUEST',
    sourceLanguage: { id: 'enu', name: 'English' },
    targetLanguages: [{ id: 'fra', name: 'French' }, { id: 'esn', name: 'Spanish' }],
    files: [],
    textInput: 'The claimant shall report any damage within thirty days. '.repeat(40),
    customFields: [{ fieldName: 'Department', value: 'Legal' }],
    externalReferenceId: ref,
  });
  expect(res.statusCode, res.body).toBe(201);
  await s.app.jobs.drain();
  return res.json().id as string;
}

describe('POST /tradeCentric/punchout', () => {
  it('answers a Coupa-shaped setup request with the StartPage and creates the buyer in the Coupa group', async () => {
    const res = await punchout(setupXml());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    const doc = parseXml(res.body);
    expect(doc.name).toBe('cXML');
    expect(doc.attributes['payloadID']).toMatch(/@lingua\.portal$/);
    expect(new Date(doc.attributes['timestamp']!).getTime()).toBe(s.clock.now().getTime());
    const status = at(doc, 'Response', 'Status');
    expect(status?.attributes).toMatchObject({ code: '200' });
    const url = textOf(at(doc, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));
    const m = new RegExp(`^${s.baseUrl}/coupa/starter/([A-Za-z0-9_-]+)$`).exec(url);
    expect(m).not.toBeNull();
    // ≥ 128 random bits: 32 bytes in base64url are 43 characters.
    expect(m![1]!.length).toBeGreaterThanOrEqual(43);

    const [buyer] = await s.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, BUYER));
    expect(buyer).toMatchObject({ roles: ['CLIENT_EMPLOYEE'], applications: ['coupa'], isCoupaUser: true, firstName: 'Pat', lastName: 'Buyer', passwordHash: null });
    const [session] = await s.ctx.db.select().from(punchoutSessions).where(eq(punchoutSessions.id, m![1]!));
    expect(session).toMatchObject({ userId: buyer!.id, clientId: buyer!.clientId, buyerCookie: 'c0ffee-cookie-1', browserFormPostUrl: FORM_POST });

    // The second punch-out of the same buyer reuses the account.
    const before = await counts();
    await newSession('second');
    const after = await counts();
    expect(after).toEqual({ sessions: before.sessions + 1, users: before.users });
  });

  const bad: Array<[string, () => string, number, RegExp]> = [
    ['a wrong shared secret', () => setupXml({ secret: 'guess' }), 401, /could not be authenticated/],
    ['an unknown From identity', () => setupXml({ fromIdentity: '000000000' }), 401, /could not be authenticated/],
    ['malformed XML', () => setupXml().replace('</Header>', ''), 400, /Malformed cXML/],
    ['not cXML at all', () => '<?xml version="1.0"?><order/>', 400, /root element must be cXML/],
    [
      'entity expansion (billion laughs)',
      () =>
        setupXml({
          doctype: '<!DOCTYPE cXML [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>',
          cookie: '&lol3;',
        }),
      400,
      /Entity declarations are not allowed/,
    ],
    ['an external entity (XXE)', () => setupXml({ doctype: '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', cookie: '&xxe;' }), 400, /Entity declarations are not allowed/],
    ['an undeclared entity', () => setupXml({ cookie: '&xxe;' }), 400, /Malformed cXML/],
    ['no BrowserFormPost URL', () => setupXml({ formPost: '' }), 400, /BrowserFormPost/],
    ['a non-web BrowserFormPost URL', () => setupXml({ formPost: 'javascript:alert(1)' }), 400, /BrowserFormPost/],
    ['no e-mail address', () => setupXml({ email: '' }), 400, /UserEmail/],
    ['the address of a password account', () => setupXml({ email: GRACE }), 403, /cannot be used for punch-out/],
  ];
  it.each(bad)('refuses %s with a cXML status and creates nothing', async (_name, xml, code, text) => {
    const before = await counts();
    const res = await punchout(xml());
    expect(res.status).toBe(code);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    const status = at(parseXml(res.body), 'Response', 'Status');
    expect(status?.attributes['code']).toBe(String(code));
    expect(textOf(status)).toMatch(text);
    expect(res.body).not.toContain('root:');
    expect(await counts()).toEqual(before);
  });
});

describe('sign-in by request (initializeLogIn and the identity provider)', () => {
  async function tokenSignIn(username: string, token: string): Promise<HttpResponse | { code: string }> {
    const flow = new SignInFlow(s.baseUrl, { extraParams: { login_hint: username, lingua_login_token: token } });
    const out = await flow.open();
    if ('code' in out) {
      const tokens = await flow.exchange(out.code);
      return { code: String(decodeJwt(tokens.idToken).email) };
    }
    return out;
  }

  it('signs the buyer in once with the token; a second use is refused', async () => {
    const requestId = await newSession();
    const res = await call(null, 'POST', '/tradeCentric/punchout/actions/initializeLogIn', { requestId });
    expect(res.statusCode, res.body).toBe(200);
    const { username, token } = res.json() as { username: string; token: string };
    expect(username).toBe(BUYER);
    expect(await tokenSignIn(username, token)).toEqual({ code: BUYER });
    const again = await tokenSignIn(username, token);
    expect('status' in again && again.status).toBe(401);
    expect('body' in again && again.body).toContain('<p class="message">Unable to sign in.  Please try again later.');
    // The two spaces are shown, not collapsed (spec 3 §8).
    expect('body' in again && again.body).toContain('.message{white-space:pre-wrap}');
  });

  it('accepts the token only for its own user', async () => {
    const requestId = await newSession();
    const { username, token } = (await call(null, 'POST', '/tradeCentric/punchout/actions/initializeLogIn', { requestId })).json() as { username: string; token: string };
    const other = await tokenSignIn(GRACE, token);
    expect('status' in other && other.status).toBe(401);
    // The refused attempt did not spend it.
    expect(await tokenSignIn(username, token)).toEqual({ code: BUYER });
  });

  it('refuses a token older than 5 minutes, and unknown or expired request ids', async () => {
    const requestId = await newSession();
    const { username, token } = (await call(null, 'POST', '/tradeCentric/punchout/actions/initializeLogIn', { requestId })).json() as { username: string; token: string };
    s.clock.advance(LOGIN_TOKEN_TTL_MS + 1000);
    const late = await tokenSignIn(username, token);
    expect('status' in late && late.status).toBe(401);
    // A fresh token for the same open session works again.
    const fresh = (await call(null, 'POST', '/tradeCentric/punchout/actions/initializeLogIn', { requestId })).json() as { token: string };
    expect(await tokenSignIn(username, fresh.token)).toEqual({ code: BUYER });

    expect((await call(null, 'POST', '/tradeCentric/punchout/actions/initializeLogIn', { requestId: 'x'.repeat(43) })).statusCode).toBe(404);
    s.clock.advance(PUNCHOUT_SESSION_TTL_MS);
    const expired = await call(null, 'POST', '/tradeCentric/punchout/actions/initializeLogIn', { requestId });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ errorCode: 'PUNCHOUT_REQUEST_NOT_FOUND' });
  });
});

describe('COUPA quote requests', () => {
  let requestId: string;
  let jobId: string;
  beforeAll(async () => {
    requestId = await newSession('cart-cookie-77');
    jobId = await coupaQuote(requestId);
  });

  it('are tied to the buyer’s open punch-out request and priced with a quote confirmation PDF', async () => {
    const jr = (await call(BUYER, 'GET', `/jobRequests/${jobId}`)).json();
    expect(jr).toMatchObject({ origination: 'COUPA', requestType: 'QUOTE_REQUEST', status: 'QUOTE_READY_FOR_CLIENT_REVIEW', externalReferenceId: requestId });
    const doc = (jr.files as Array<{ category: string; fileKey: string; fileName: string }>).find((f) => f.category === 'QUOTE_CONFIRMATION_DOCUMENT');
    expect(doc?.fileName).toBe('quote-confirmation.pdf');
    const url = (await call(BUYER, 'GET', `/jobRequests/${jobId}/files/${encodeURIComponent(doc!.fileKey)}/downloadUrl?inline=true`)).json().downloadUrl as string;
    const pdf = await s.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(pdf.rawPayload);
    expect(loaded.getTitle()).toBe('Quote confirmation Claim forms');
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('mails the buyer that the estimate is ready, linking to the request’s Coupa page', async () => {
    const mails = await s.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, BUYER), eq(mailOutbox.template, 'auto-quote-ready')));
    const mail = mails.find((m) => (m.meta as { jobRequestId?: string } | null)?.jobRequestId === jobId);
    expect(mail?.subject).toBe('Your estimate is ready: Claim forms');
    expect(mail?.text).toContain(`/coupa/${jobId}`);
    expect(mail?.text).not.toContain('/quotes/');
  });

  it('refuses COUPA origination without an open punch-out request of the same buyer', async () => {
    const base = { origination: 'COUPA', name: 'x', requestType: 'QUOTE_REQUEST', sourceLanguage: { id: 'enu', name: 'English' }, targetLanguages: [{ id: 'fra', name: 'French' }], files: [], textInput: 'Hello', customFields: [{ fieldName: 'Department', value: 'Legal' }] };
    expect((await call(BUYER, 'POST', '/jobRequests', { ...base, externalReferenceId: 'nope' })).json()).toMatchObject({ errorCode: 'PUNCHOUT_REQUEST_NOT_FOUND' });
    // Grace is of the same company: another buyer's request id is not hers.
    expect((await call(GRACE, 'POST', '/jobRequests', { ...base, externalReferenceId: requestId })).json()).toMatchObject({ errorCode: 'PUNCHOUT_REQUEST_NOT_FOUND' });
    // Without the coupa application the area is closed.
    const [grace] = await s.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, GRACE));
    await s.ctx.db.update(userAccounts).set({ applications: ['reports'] }).where(eq(userAccounts.id, grace!.id));
    try {
      expect((await call(GRACE, 'POST', '/jobRequests', { ...base, externalReferenceId: requestId })).statusCode).toBe(403);
    } finally {
      await s.ctx.db.update(userAccounts).set({ applications: grace!.applications }).where(eq(userAccounts.id, grace!.id));
    }
    expect((await call(BUYER, 'POST', '/jobRequests', { ...base, requestType: 'TRANSLATION_REQUEST', externalReferenceId: requestId })).statusCode).toBe(400);
  });

  it('are scoped to the buyer’s organisation', async () => {
    expect((await call(ALICE, 'GET', `/jobRequests/${jobId}`)).statusCode).toBe(404);
    expect((await call(ALICE, 'POST', `/jobRequests/${jobId}/actions/acceptQuote`)).statusCode).toBe(404);
    expect((await call(ALICE, 'POST', `/jobRequests/${jobId}/actions/rejectQuote`, {})).statusCode).toBe(404);
    const alices = (await call(ALICE, 'GET', '/jobRequests?origination=COUPA')).json().items as Array<{ id: string }>;
    expect(alices.map((i) => i.id)).not.toContain(jobId);
    const buyers = (await call(BUYER, 'GET', '/jobRequests?origination=COUPA')).json().items as Array<{ id: string; origination: string }>;
    expect(buyers.map((i) => i.id)).toContain(jobId);
    expect(new Set(buyers.map((i) => i.origination))).toEqual(new Set(['COUPA']));
  });

  it('accept returns the cart to the BrowserFormPost URL as a cXML PunchOutOrderMessage', async () => {
    const res = await call(BUYER, 'POST', `/jobRequests/${jobId}/actions/acceptQuote`);
    expect(res.statusCode, res.body).toBe(200);
    const { redirectUrl } = res.json() as { redirectUrl: string };
    expect(redirectUrl).toMatch(new RegExp(`^${s.baseUrl}/punchout/return/[A-Za-z0-9_-]{43}$`));
    const page = await httpRequest(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain('form-action https://globex.coupahost.example');
    const action = decodeReferences(/<form id="cart" method="post" action="([^"]+)"/.exec(page.body)![1]!);
    expect(action).toBe(FORM_POST);
    const encoded = /name="cxml-urlencoded" value="([^"]*)"/.exec(page.body)![1]!;
    const xml = decodeReferences(encoded);

    const doc = parseXml(xml);
    expect(doc.attributes['payloadID']).toBeTruthy();
    expect(doc.attributes['timestamp']).toBe(s.clock.now().toISOString());
    expect(at(doc, 'Header', 'From', 'Credential')?.attributes['domain']).toBe(DEMO_PUNCHOUT.toDomain);
    expect(textOf(at(doc, 'Header', 'From', 'Credential', 'Identity'))).toBe(DEMO_PUNCHOUT.toIdentity);
    expect(textOf(at(doc, 'Header', 'To', 'Credential', 'Identity'))).toBe(DEMO_PUNCHOUT.fromIdentity);
    const message = at(doc, 'Message', 'PunchOutOrderMessage');
    expect(textOf(child(message, 'BuyerCookie'))).toBe('cart-cookie-77');
    const total = at(message, 'PunchOutOrderMessageHeader', 'Total', 'Money');
    expect(total?.attributes['currency']).toBe('USD');
    const [quote] = await s.ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, jobId));
    expect(Number(quote!.price)).toBeGreaterThan(0);
    expect(textOf(total)).toBe(Number(quote!.price).toFixed(2));
    const items = message!.children.filter((c) => c.name === 'ItemIn');
    expect(items).toHaveLength(1);
    expect(items[0]!.attributes['quantity']).toBe('1');
    expect(textOf(at(items[0], 'ItemID', 'SupplierPartID'))).toBe(QUOTE_PART_ID);
    expect(textOf(at(items[0], 'ItemID', 'SupplierPartAuxiliaryID'))).toBe(jobId);
    expect(textOf(at(items[0], 'ItemDetail', 'UnitPrice', 'Money'))).toBe(textOf(total));
    expect(textOf(at(items[0], 'ItemDetail', 'Description'))).toBe('Translation: Claim forms');
    expect((await call(BUYER, 'GET', `/jobRequests/${jobId}`)).json().status).toBe('QUOTE_ACCEPTED');

    // One cart per session: the session is closed, and the quote cannot be answered again.
    expect((await call(null, 'POST', '/tradeCentric/punchout/actions/initializeLogIn', { requestId })).statusCode).toBe(404);
    expect((await call(BUYER, 'POST', `/jobRequests/${jobId}/actions/acceptQuote`)).statusCode).toBe(409);
  });

  it('accept without an open punch-out session accepts and answers no redirectUrl', async () => {
    const id = await coupaQuote();
    const [row] = await s.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, id));
    await s.ctx.db.update(punchoutSessions).set({ expiresAt: s.clock.now() }).where(eq(punchoutSessions.id, row!.externalReferenceId!));
    const res = await call(BUYER, 'POST', `/jobRequests/${id}/actions/acceptQuote`);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl ?? null).toBeNull();
    expect((await call(BUYER, 'GET', `/jobRequests/${id}`)).json().status).toBe('QUOTE_ACCEPTED');
  });

  it('reject records the trimmed reason, or none', async () => {
    const id = await coupaQuote();
    expect((await call(BUYER, 'POST', `/jobRequests/${id}/actions/rejectQuote`, { rejectionReason: '  Too expensive  ' })).statusCode).toBe(204);
    const history = await s.ctx.db.select().from(jobRequestStatusHistory).where(and(eq(jobRequestStatusHistory.jobRequestId, id), eq(jobRequestStatusHistory.toStatus, 'QUOTE_REJECTED')));
    expect(history.map((h) => h.note)).toEqual(['Too expensive']);
    const id2 = await coupaQuote();
    expect((await call(BUYER, 'POST', `/jobRequests/${id2}/actions/rejectQuote`, { rejectionReason: '   ' })).statusCode).toBe(204);
    const h2 = await s.ctx.db.select().from(jobRequestStatusHistory).where(and(eq(jobRequestStatusHistory.jobRequestId, id2), eq(jobRequestStatusHistory.toStatus, 'QUOTE_REJECTED')));
    expect(h2.map((h) => h.note)).toEqual([null]);
  });

  it('accept and reject answer 409 in every status but QUOTE_READY_FOR_CLIENT_REVIEW', async () => {
    const id = await coupaQuote();
    for (const status of JOB_REQUEST_STATUSES.filter((x) => x !== 'QUOTE_READY_FOR_CLIENT_REVIEW') as JobRequestStatus[]) {
      await s.ctx.db.update(jobRequests).set({ status }).where(eq(jobRequests.id, id));
      const accept = await call(BUYER, 'POST', `/jobRequests/${id}/actions/acceptQuote`);
      const reject = await call(BUYER, 'POST', `/jobRequests/${id}/actions/rejectQuote`, {});
      expect({ status, accept: accept.statusCode, reject: reject.statusCode }).toEqual({ status, accept: 409, reject: 409 });
      expect(accept.json()).toMatchObject({ errorCode: 'QUOTE_NOT_REVIEWABLE' });
    }
  });
});

describe('provider desk', () => {
  it('is for ADMIN and PROJECT_COORDINATOR only', async () => {
    // A request of its own, so the list is not empty whatever ran before.
    const id = await coupaQuote();
    expect((await call(BUYER, 'GET', '/providerDesk/jobRequests')).statusCode).toBe(403);
    expect((await call(GRACE, 'GET', '/providerDesk/jobRequests')).statusCode).toBe(403);
    const list = await call(CORA, 'GET', '/providerDesk/jobRequests?origination=COUPA&pageSize=50');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ id: string; origination: string }>;
    expect(items.map((i) => i.id)).toContain(id);
    expect(items.filter((i) => i.origination !== 'COUPA')).toEqual([]);
  });

  it('replaces the quote, uploads deliverables per target language and completes the request', async () => {
    const id = await coupaQuote();
    // A quote document is a PDF (the contract's rule): another file type is refused and changes nothing.
    const docxKey = await upload(CORA, 'revised-quote.docx', 'not a pdf');
    const refused = await call(CORA, 'POST', `/providerDesk/jobRequests/${id}/actions/replaceQuoteDocument`, { file: { fileName: 'revised-quote.docx', fileKey: docxKey }, totalPrice: 1234.5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'INVALID_FILE_TYPE' });
    const pdfKey = await upload(CORA, 'revised-quote.pdf', Buffer.from(await (await PDFDocument.create()).save()));
    expect((await call(CORA, 'POST', `/providerDesk/jobRequests/${id}/actions/replaceQuoteDocument`, { file: { fileName: 'revised-quote.pdf', fileKey: pdfKey }, totalPrice: 1234.5 })).statusCode).toBe(204);
    let jr = (await call(BUYER, 'GET', `/jobRequests/${id}`)).json();
    const quotes = (jr.files as Array<{ category: string; fileName: string }>).filter((f) => f.category === 'QUOTE_CONFIRMATION_DOCUMENT');
    expect(quotes.map((f) => f.fileName)).toEqual(['revised-quote.pdf']);
    expect(jr.status).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');

    // Deliverables only after acceptance.
    const early = await upload(CORA, 'claims-fr.txt', 'Formulaires');
    expect((await call(CORA, 'POST', `/providerDesk/jobRequests/${id}/actions/addDeliverables`, { languageId: 'fra', files: [{ fileName: 'claims-fr.txt', fileKey: early }] })).statusCode).toBe(409);
    expect((await call(BUYER, 'POST', `/jobRequests/${id}/actions/acceptQuote`)).statusCode).toBe(200);
    expect((await call(CORA, 'POST', `/providerDesk/jobRequests/${id}/actions/complete`)).json()).toMatchObject({ errorCode: 'DELIVERABLES_MISSING' });
    expect((await call(CORA, 'POST', `/providerDesk/jobRequests/${id}/actions/addDeliverables`, { languageId: 'deu', files: [{ fileName: 'claims-fr.txt', fileKey: early }] })).statusCode).toBe(400);
    expect((await call(BUYER, 'POST', `/providerDesk/jobRequests/${id}/actions/addDeliverables`, { languageId: 'fra', files: [{ fileName: 'claims-fr.txt', fileKey: early }] })).statusCode).toBe(403);
    expect((await call(CORA, 'POST', `/providerDesk/jobRequests/${id}/actions/addDeliverables`, { languageId: 'fra', files: [{ fileName: 'claims-fr.txt', fileKey: early }] })).statusCode).toBe(204);
    jr = (await call(BUYER, 'GET', `/jobRequests/${id}`)).json();
    expect(jr.status).toBe('TRANSLATING');
    expect(jr.files.filter((f: { category: string }) => f.category === 'TRANSLATED_DOCUMENT')).toEqual([expect.objectContaining({ fileName: 'claims-fr.txt', languageId: 'fra' })]);
    expect((await call(CORA, 'POST', `/providerDesk/jobRequests/${id}/actions/complete`)).statusCode).toBe(204);
    expect((await call(BUYER, 'GET', `/jobRequests/${id}`)).json().status).toBe('COMPLETED');
    const [file] = await s.ctx.db.select().from(jobRequestFiles).where(and(eq(jobRequestFiles.jobRequestId, id), eq(jobRequestFiles.category, 'TRANSLATED_DOCUMENT')));
    expect(file?.size).toBe('Formulaires'.length);
  });
});
