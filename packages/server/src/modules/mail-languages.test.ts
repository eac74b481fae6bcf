// What the server mails people is in their language (decision 190): a signed-in person's stored preference, a
// visitor's Accept-Language (core's API client sends the language the page shows), else English; the language is
// kept with the outbox row and, for a request, with its requester for the mails that follow.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../test/helpers.ts';
import { clientConfigs, jobRequests, mailOutbox, userAccounts } from '../db/schema/index.ts';
import type { WebhookEndpointRow } from '../db/schema/webhooks.ts';
import { sendLockoutNotice } from '../identity/lockout-notice.ts';
import { ManualClock } from '../lib/clock.ts';
import { autoQuoteDeps, runAutoQuoteAnalysis } from './auto-quotes/index.ts';
import { conversationMailText } from './conversations/index.ts';
import { verificationCode } from './quote-requests/test-support.ts';
import { mailEndpointDisabled } from './webhooks/disabled-mail.ts';
import { webhookDeps } from './webhooks/index.ts';

const ALICE = 'client@acme-health.example';
const clock = new ManualClock(new Date('2026-05-04T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock, config: { workers: false }, app: { configure: testPrincipals } });
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1${url}`, payload, headers });
const mail = async (to: string, template: string) =>
  (await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template))).orderBy(desc(mailOutbox.createdAt)).limit(1))[0]!;
const setLanguage = (username: string, language: 'de' | 'ar' | null) =>
  t.ctx.db.update(userAccounts).set({ language }).where(eq(userAccounts.username, username));

function visitorQuote(email: string, code: string) {
  return {
    origination: 'WEBFORM',
    name: 'Patient leaflet',
    requestType: 'QUOTE_REQUEST',
    sourceLanguage: { id: 'enu', name: 'English' },
    targetLanguages: [{ id: 'esn', name: 'Spanish' }, { id: 'deu', name: 'German' }],
    files: [],
    textInput: 'Take one tablet twice a day with food.',
    customFields: [],
    requestorEmail: email,
    requestorFirstName: 'Vera',
    requestorLastName: 'Visitor',
    companyName: 'Freelance',
    contactAddress: { city: 'Boston', country: { id: 227, name: 'United States' } },
    emailVerificationCode: code,
  };
}

describe('a visitor’s mails', () => {
  it('send the verification code in the language Accept-Language names first, else English', async () => {
    const cases = [
      ['code.de@nowhere.example', 'de-DE,de;q=0.9,en;q=0.8', 'Ihr Bestätigungscode für das Lingua Portal', 'de'],
      ['code.ar@nowhere.example', 'pt-BR, ar-AE;q=0.8', 'رمز التحقق الخاص بك في Lingua Portal', 'ar'],
      ['code.en@nowhere.example', 'zh-CN', 'Your Lingua Portal verification code', 'en'],
    ] as const;
    for (const [email, acceptLanguage, subject, language] of cases) {
      expect((await post('/userAccount/actions/sendEmailVerificationCode', { email }, { 'accept-language': acceptLanguage })).statusCode).toBe(204);
      const sent = await mail(email, 'email-verification-code');
      expect(sent.subject).toBe(subject);
      expect(sent.meta).toMatchObject({ language });
    }
    const ar = await mail('code.ar@nowhere.example', 'email-verification-code');
    // Fifteen minutes: Arabic's "many" form.
    expect(ar.text).toContain('تنتهي صلاحيته خلال \u206815\u2069 دقيقة');
    expect((await post('/userAccount/actions/sendEmailVerificationCode', { email: 'code.none@nowhere.example' })).statusCode).toBe(204);
    expect((await mail('code.none@nowhere.example', 'email-verification-code')).text).toMatch(/^Your Lingua Portal verification code is /);
  });

  it('confirm a quote request in the visitor’s language, kept for the estimate that follows', async () => {
    const email = 'quote.de@nowhere.example';
    const res = await post('/jobRequests/actions/unauthenticatedCreateJobRequest', visitorQuote(email, await verificationCode(t.ctx.db, clock, email)), { 'accept-language': 'de-AT' });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: string }).id;
    const confirmation = await mail(email, 'job-request-confirmation');
    expect(confirmation.subject).toBe('Ihre Angebotsanfrage ist bei uns eingegangen: Patient leaflet');
    expect(confirmation.text.split('\n')).toEqual([
      'Guten Tag Vera,',
      '',
      'Vielen Dank! Ihre Angebotsanfrage „Patient leaflet“ ist bei uns eingegangen.',
      '',
      'Ausgangssprache: Englisch',
      'Zielsprachen: Spanisch, Deutsch',
      `Referenz: ${id}`,
      '',
      expect.stringMatching(/^Wir erstellen Ihr Angebot/),
      '',
      `Zum Lingua Portal: ${t.ctx.config.publicUrl}/`,
    ]);
    const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, id));
    expect(row!.requestor?.language).toBe('de');

    expect(await runAutoQuoteAnalysis(autoQuoteDeps(t.app), id)).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
    const ready = await mail(email, 'auto-quote-ready');
    expect(ready.subject).toBe('Ihr Angebot liegt vor: Patient leaflet');
    expect(ready.text).toContain('Gesamt: 50,00\u00a0USD');
    expect(ready.text).toMatch(/\(gültig 30 Tage\): https?:\/\//);
    expect(ready.meta).toMatchObject({ language: 'de' });
  });

  it('confirm it right to left in Arabic, the names isolated, the link bare; in English without a header', async () => {
    const email = 'quote.ar@nowhere.example';
    const res = await post('/jobRequests/actions/unauthenticatedCreateJobRequest', visitorQuote(email, await verificationCode(t.ctx.db, clock, email)), { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(201);
    const confirmation = await mail(email, 'job-request-confirmation');
    expect(confirmation.subject).toBe('تلقّينا طلب عرض السعر الخاص بك: \u2068Patient leaflet\u2069');
    expect(confirmation.text).toContain('مرحبًا \u2068Vera\u2069،');
    expect(confirmation.text).toContain('اللغات الهدف: \u2068الإسبانية، الألمانية\u2069');
    expect(confirmation.text).toContain(`للانتقال إلى Lingua Portal: ${t.ctx.config.publicUrl}/`);

    const plain = 'quote.en@nowhere.example';
    await post('/jobRequests/actions/unauthenticatedCreateJobRequest', visitorQuote(plain, await verificationCode(t.ctx.db, clock, plain)));
    const english = await mail(plain, 'job-request-confirmation');
    expect(english.subject).toBe('We received your estimate request: Patient leaflet');
    expect(english.text).toContain('Target languages: Spanish, German');
  });
});

describe('a signed-in person’s mails', () => {
  it('confirm a request in the stored preference, before the browser’s language', async () => {
    await setLanguage(ALICE, 'ar');
    try {
      const body = {
        origination: 'WEBFORM',
        name: 'Leaflet',
        requestType: 'TRANSLATION_REQUEST',
        sourceLanguage: { id: 'enu', name: 'English' },
        targetLanguages: [{ id: 'esn', name: 'Spanish' }],
        files: [],
        textInput: 'Hello',
        customFields: [
          { fieldName: 'Cost Center', value: 'CC-1234' },
          { fieldName: 'Department', value: 'Oncology' },
          { fieldName: 'Audiences', value: 'Patients' },
        ],
      };
      const res = await post('/jobRequests', body, { [TEST_USER_HEADER]: ALICE, 'accept-language': 'de-DE' });
      expect(res.statusCode).toBe(201);
      const confirmation = await mail(ALICE, 'job-request-confirmation');
      expect(confirmation.subject).toBe('تلقّينا طلب مشروع الترجمة الخاص بك: \u2068Leaflet\u2069');
      expect(confirmation.meta).toMatchObject({ language: 'ar' });
    } finally {
      await setLanguage(ALICE, null);
    }
  });

  it('tell of a lock-out in the owner’s preference, English without one', async () => {
    const facts = { failures: 10, lockSeconds: 900, address: '203.0.113.9', at: new Date('2026-05-04T09:00:00Z') };
    await sendLockoutNotice(t.app.mailer, { email: 'ann.de@acme.example', firstName: 'Ann', username: 'ann', language: 'de' }, facts);
    const de = await mail('ann.de@acme.example', 'sign-in-lockout');
    expect(de.subject).toBe('Die Anmeldung bei Ihrem Konto im Lingua Portal wurde vorübergehend gesperrt');
    expect(de.text).toContain('Es gab 10 fehlgeschlagene Versuche');
    expect(de.text).toContain('für 15 Minuten gesperrt');
    await sendLockoutNotice(t.app.mailer, { email: 'ann.ar@acme.example', firstName: 'Ann', username: 'ann', language: 'ar' }, facts);
    // Ten attempts: Arabic's "few" form; fifteen minutes named by Intl.
    expect((await mail('ann.ar@acme.example', 'sign-in-lockout')).text).toContain('حدثت \u206810\u2069 محاولات فاشلة');
    await sendLockoutNotice(t.app.mailer, { email: 'ann.en@acme.example', firstName: '', username: 'ann' }, facts);
    const en = await mail('ann.en@acme.example', 'sign-in-lockout');
    expect(en.text).toMatch(/^Hello,\n\nThere were 10 failed attempts .* paused for 15 minutes;/);
  });

  it('tell a company’s admins of a disabled webhook endpoint, one mail per language they chose', async () => {
    const [acme] = await t.ctx.db.select().from(clientConfigs).where(eq(clientConfigs.companyName, 'Acme Health'));
    await setLanguage(ALICE, 'de');
    try {
      const endpoint = { id: 'e1', clientId: acme!.id, url: 'https://hooks.acme.example/in', disabledReason: null } as unknown as WebhookEndpointRow;
      await mailEndpointDisabled(await webhookDeps(t.app), endpoint);
      const sent = await mail(ALICE, 'webhook-endpoint-disabled');
      expect(sent.subject).toBe('Ein Webhook-Endpunkt Ihres Unternehmens wurde deaktiviert');
      expect(sent.text).toContain('Der Webhook-Endpunkt https://hooks.acme.example/in wurde deaktiviert');
    } finally {
      await setLanguage(ALICE, null);
    }
  });

  it('write a conversation message’s mail in the reader’s language', () => {
    const claimed = {
      id: 'm',
      person_id: 1,
      message_id: 'm1',
      email: 'ann@acme.example',
      first_name: 'Ann',
      author_name: 'Cora Staff',
      text: 'Please check the glossary.',
      thread_id: 't1',
      job_request_id: 'r1',
      name: 'Leaflet',
      origination: 'WEBFORM',
    };
    const ar = conversationMailText(claimed, ['a.pdf', 'b.pdf'], 'https://portal.example', true, 'ar');
    expect(ar.subject).toBe('رسالة جديدة بشأن «\u2068Leaflet\u2069»');
    expect(ar.text).toContain('كتب \u2068Cora Staff\u2069:');
    expect(ar.text).toContain('المرفقات: \u2068a.pdf، b.pdf\u2069');
    const de = conversationMailText(claimed, [], 'https://portal.example', false, 'de');
    expect(de.text.split('\n').slice(0, 3)).toEqual(['Guten Tag Ann,', '', 'Cora Staff schrieb:']);
    expect(de.text).toContain(`Im Lingua Portal öffnen: ${de.link}`);
  });
});
