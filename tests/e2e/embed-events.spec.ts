// The elements' declared events on the client's own origin (tests/hosts served from the second, registered
// origin; see foreign-hosts.ts), against the real server and engines: each case does what a user does inside the
// element, on seeded data or data it makes itself (documents, a recording spoken by espeak-ng and encoded by
// ffmpeg, a visitor's estimate verified from the outbox), and checks the event's typed detail (the type the
// element declares; docs/embedding.md) as the host page receives it on `document` — so the events bubble, leave
// the shadow root and cross nothing but the page. `<lingua-mt-text>`'s `lingua-translated` is checked in
// embed-hosts.spec.ts. Not fired on a foreign origin: `<lingua-coupa-requests>`'s `lingua-create-request` and
// `lingua-quote-returned` — both need a punch-out, whose request id the Coupa start page keeps in the session
// storage of the server's own origin (on another origin Create Request stays disabled), and returning a quote
// leaves the page for the buyer platform; coupa.spec.ts walks that flow in the portal, the unit suite fires both.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { httpRequest, signIn } from '../../packages/server/test/sign-in.ts';
import { test, expect, expectAccessible, fillProviderSignIn, DEMO_PASSWORD, USERS, verifyEmailFromOutbox } from './fixtures.ts';
import { startTranscription } from './media-panel.ts';

const MANIFEST = path.resolve(import.meta.dirname, '../../packages/widgets/custom-elements.json');

/** Declared events per tag, from the generated custom-elements manifest. */
function declaredEvents(): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { modules: Array<{ declarations: Array<{ tagName: string; events?: Array<{ name: string }> }> }> };
  const out = new Map<string, string[]>();
  for (const m of manifest.modules) for (const d of m.declarations) out.set(d.tagName, (d.events ?? []).map((e) => e.name));
  return out;
}

type Recorded = { name: string; tag: string; detail: unknown };

/** Opens the plain host page with `tags` and records every event the manifest declares for them, on document. */
async function openHost(page: Page, foreignHosts: { url: (p: string) => string }, tags: string[]): Promise<void> {
  const names = [...new Set(tags.flatMap((t) => declaredEvents().get(t) ?? []))];
  await page.addInitScript((eventNames: string[]) => {
    const w = window as Window & { __linguaEvents?: Recorded[] };
    w.__linguaEvents = [];
    for (const name of eventNames) {
      document.addEventListener(name, (e) => w.__linguaEvents!.push({ name, tag: (e.target as Element).localName, detail: (e as CustomEvent).detail }));
    }
  }, names);
  await page.goto(foreignHosts.url(`walk-plain.html?tags=${tags.join(',')}`));
}

/** The details of `name` received so far. */
async function received(page: Page, name: string): Promise<Recorded[]> {
  return page.evaluate((n) => ((window as Window & { __linguaEvents?: Recorded[] }).__linguaEvents ?? []).filter((e) => e.name === n), name);
}

/** Waits for the first `name` event and returns its detail (null for an event without one). */
async function detailOf(page: Page, name: string): Promise<unknown> {
  await expect.poll(async () => (await received(page, name)).length, { message: `${name} fired`, timeout: 20_000 }).toBeGreaterThan(0);
  return (await received(page, name))[0]!.detail;
}

/** Popup sign-in from the element's own Sign in button. */
async function signInFrom(page: Page, element: Locator, user: string): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), element.getByRole('button', { name: 'Sign in', exact: true }).click()]);
  await fillProviderSignIn(popup, user);
  await expect(element.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0, { timeout: 20_000 });
}

test('<lingua-account-settings>: lingua-closed when the user closes the panel', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-sign-in-status', 'lingua-account-settings']);
  await signInFrom(page, page.locator('lingua-sign-in-status'), USERS.client);
  const settings = page.locator('lingua-account-settings');
  // The host opens the panel with the boolean attribute.
  await settings.evaluate((el) => el.setAttribute('opened', ''));
  const dialog = settings.getByRole('dialog', { name: 'Account settings' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'account settings panel on a foreign origin', { include: 'lingua-account-settings' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await detailOf(page, 'lingua-closed')).toBeNull();
  await expect(dialog).toBeHidden();
});

test('<lingua-reports>: lingua-report-opened, lingua-exported and lingua-home with their details', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-reports']);
  const reports = page.locator('lingua-reports');
  await signInFrom(page, reports, USERS.employee);
  await reports.getByRole('link', { name: 'Projects' }).click();
  const opened = (await detailOf(page, 'lingua-report-opened')) as { reportId: string };
  expect(opened).toEqual({ reportId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await expect(reports.getByRole('table', { name: 'Projects rows' })).toBeVisible({ timeout: 20_000 });

  const download = page.waitForEvent('download');
  await reports.getByRole('button', { name: 'Export' }).click();
  await reports.getByRole('menuitem', { name: 'CSV (spreadsheet)' }).click();
  const exported = (await detailOf(page, 'lingua-exported')) as { rows: number };
  expect(exported).toEqual({ reportId: opened.reportId, fileName: expect.stringMatching(/^Projects-\d{8}-\d{6}\.csv$/), format: 'csv', rows: expect.any(Number) });
  expect(exported.rows).toBeGreaterThan(0);
  expect((await download).suggestedFilename()).toMatch(/^Projects-\d{8}-\d{6}\.csv$/);

  await reports.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  expect(await detailOf(page, 'lingua-home')).toBeNull();
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');
  await expectAccessible(page, 'reports on a foreign origin', { include: 'lingua-reports' });
});

test('<lingua-dashboard>: lingua-navigate with the followed path', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-dashboard']);
  const dashboard = page.locator('lingua-dashboard');
  await signInFrom(page, dashboard, USERS.admin);
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible({ timeout: 20_000 });
  const link = dashboard.getByRole('table').getByRole('link').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();
  expect(await detailOf(page, 'lingua-navigate')).toEqual({ path: expect.stringMatching(/^\/(pmdetails|qadetails|pastdue|duetoday|currentquotes|completedquotes)\//) });
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');
  await expectAccessible(page, 'dashboard on a foreign origin', { include: 'lingua-dashboard' });
});

test('<lingua-sign-up>: lingua-signed-up with the e-mail and the company', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-sign-up']);
  const signUp = page.locator('lingua-sign-up');
  const email = `embed.${Date.now()}@acme-health.example`;
  await expect(signUp.getByRole('heading', { name: 'Create your account' })).toBeVisible({ timeout: 20_000 });
  await signUp.getByLabel(/^First name/).fill('Emma');
  await signUp.getByLabel(/^Last name/).fill('Bedded');
  await signUp.getByLabel(/^Work e-mail/).fill(email);
  await signUp.getByLabel(/^Password/).fill('Welcome123');
  await signUp.getByLabel(/^Repeat Password/).fill('Welcome123');
  await signUp.getByRole('checkbox', { name: /I agree/ }).check();
  await signUp.getByRole('button', { name: 'Next' }).click();
  await signUp.getByLabel(/^Address line 1/).fill('200 Harbor Way');
  await signUp.getByLabel(/^City/).fill('Boston');
  await signUp.getByLabel(/^ZIP/).fill('02110');
  await signUp.getByRole('combobox', { name: /^Country/ }).fill('United States');
  await signUp.getByRole('option', { name: 'United States', exact: true }).click();
  await signUp.getByRole('combobox', { name: /^State/ }).fill('Massach');
  await signUp.getByRole('option', { name: 'Massachusetts' }).click();
  await signUp.getByRole('button', { name: 'Next' }).click();
  // Acme Health asks for USER custom fields (seed data).
  await expect(signUp.getByText('Acme Health asks for a few more details.')).toBeVisible({ timeout: 20_000 });
  await signUp.getByLabel(/^Employee Number/).fill('123456');
  await signUp.getByRole('combobox', { name: /^Site/ }).click();
  await signUp.getByRole('option', { name: 'Boston' }).click();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByRole('heading', { name: 'Check your inbox' })).toBeVisible({ timeout: 20_000 });
  expect(await detailOf(page, 'lingua-signed-up')).toEqual({ email, clientId: expect.stringMatching(/\S/) });
  await expectAccessible(page, 'sign-up on a foreign origin', { include: 'lingua-sign-up' });
});

const UUID = /^[0-9a-f-]{36}$/;

/** Sends one plain-text document for Spanish from the element's documents form; returns its file name. */
async function translateDocument(element: Locator, page: Page): Promise<string> {
  const name = `embed-notice-${Date.now().toString(36)}.txt`;
  await element.getByLabel('Documents to translate').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('The house is big.\nTake one tablet twice a day.\n') });
  await element.getByRole('combobox', { name: /target languages/i }).click();
  await element.getByRole('option', { name: 'Spanish', exact: true }).click();
  await page.keyboard.press('Escape');
  await element.getByRole('button', { name: 'Translate documents' }).click();
  await expect(element.getByText('Your documents were submitted. Follow the translation in the list below.')).toBeVisible({ timeout: 30_000 });
  return name;
}

test('<lingua-mt-file>: lingua-submitted and lingua-request-opened with the created request', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-mt-file']);
  const files = page.locator('lingua-mt-file');
  await signInFrom(page, files, USERS.client);
  const name = await translateDocument(files, page);
  const submitted = (await detailOf(page, 'lingua-submitted')) as { jobRequestId: string };
  expect(submitted).toEqual({ jobRequestId: expect.stringMatching(UUID) });
  await files.getByRole('link', { name, exact: true }).click();
  expect(await detailOf(page, 'lingua-request-opened')).toEqual({ jobRequestId: submitted.jobRequestId });
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');
  await expectAccessible(page, 'document request details on a foreign origin', { include: 'lingua-mt-file' });
});

test('<lingua-machine-translation>: lingua-submitted from its documents tab', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-machine-translation']);
  const area = page.locator('lingua-machine-translation');
  await signInFrom(page, area, USERS.client);
  await area.getByRole('tab', { name: 'Documents' }).click();
  const name = await translateDocument(area, page);
  const submitted = (await detailOf(page, 'lingua-submitted')) as { jobRequestId: string };
  expect(submitted).toEqual({ jobRequestId: expect.stringMatching(UUID) });
  await expect(area.getByRole('link', { name, exact: true })).toBeVisible();
  expect((await received(page, 'lingua-submitted')).map((e) => e.tag)).toEqual(['lingua-machine-translation']);
});

/** Spoken English as an mp3: espeak-ng speaks, ffmpeg encodes (the real engines the media requests use). */
function spokenMp3(): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embed-media-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-w', wav, 'hello from the client intranet']);
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', path.join(dir, 'talk.mp3')]);
    return readFileSync(path.join(dir, 'talk.mp3'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('<lingua-mt-media>: lingua-failed for a file the server cannot read, then lingua-submitted and lingua-request-opened', async ({ page, foreignHosts }) => {
  const mp3 = spokenMp3();
  await openHost(page, foreignHosts, ['lingua-mt-media']);
  const media = page.locator('lingua-mt-media');
  await signInFrom(page, media, USERS.client);
  const name = `Embed transcription ${Date.now().toString(36)}`;
  const panel = await startTranscription(media, name);

  // Named like audio, but text: the browser's rules let it through, the server's probe (ffprobe) refuses it.
  await panel.getByLabel('Audio or video files').setInputFiles({ name: 'memo.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not a recording\n'.repeat(50)) });
  await panel.getByRole('button', { name: 'Submit' }).click();
  expect(await detailOf(page, 'lingua-failed')).toEqual({ message: 'memo.mp3 is not an audio or video file that can be read [Error code: UNSUPPORTED_FILE_TYPE]' });
  await expect(panel.getByText('memo.mp3 is not an audio or video file that can be read', { exact: false })).toBeVisible();

  await panel.getByRole('button', { name: 'Remove memo.mp3' }).click();
  await panel.getByLabel('Audio or video files').setInputFiles({ name: 'talk.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
  await panel.getByRole('button', { name: 'Submit' }).click();
  const submitted = (await detailOf(page, 'lingua-submitted')) as { jobRequestId: string };
  expect(submitted).toEqual({ jobRequestId: expect.stringMatching(UUID) });
  await expect(panel).toBeHidden({ timeout: 30_000 });
  await media.getByRole('link', { name, exact: true }).click();
  expect(await detailOf(page, 'lingua-request-opened')).toEqual({ jobRequestId: submitted.jobRequestId });
  await expect(media.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');
});

/** A visitor's e-mail step, then the contact, one file and Acme's required fields of the quote form. */
async function visitorFillsQuoteForm(quote: Locator, page: Page, email: string): Promise<void> {
  await quote.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await quote.getByRole('button', { name: 'Continue' }).click();
  await quote.getByRole('textbox', { name: 'First name' }).fill('Vera');
  await quote.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await quote.getByLabel('Drag files here or click to select').setInputFiles({ name: 'patient-letter.txt', mimeType: 'text/plain', buffer: Buffer.from('Please take one tablet twice a day with food.\n'.repeat(40)) });
  await quote.getByRole('textbox', { name: 'Cost Center' }).fill('CC-1234');
  await quote.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
  await page.getByRole('option', { name: 'Patients' }).click();
  await page.keyboard.press('Escape');
}

test('<lingua-quote-request>: a visitor\'s estimate fires lingua-quote-created, then lingua-sign-up', async ({ page, foreignHosts, request }) => {
  await openHost(page, foreignHosts, ['lingua-quote-request']);
  const quote = page.locator('lingua-quote-request');
  const email = `embed.vera.${Date.now()}@acme-health.example`;
  await visitorFillsQuoteForm(quote, page, email);
  await quote.getByRole('button', { name: 'Submit for estimate' }).click();
  await verifyEmailFromOutbox(page, request, email);
  await expect(quote.getByRole('heading', { name: 'Your estimate request was submitted' })).toBeVisible({ timeout: 30_000 });
  expect(await detailOf(page, 'lingua-quote-created')).toEqual({ requestId: expect.stringMatching(UUID), requestType: 'QUOTE_REQUEST' });
  await quote.getByRole('button', { name: 'Sign up' }).click();
  expect(await detailOf(page, 'lingua-sign-up')).toBeNull();
  expect(await received(page, 'lingua-project-created')).toEqual([]);
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');
});

test('<lingua-quote-request>: lingua-home where visitors may not submit, then lingua-project-created signed in', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-sign-in-status', 'lingua-quote-request']);
  const quote = page.locator('lingua-quote-request');
  // Globex takes no visitor requests (seed data): the element offers sign-in and the way home.
  await quote.getByRole('textbox', { name: 'E-mail address' }).fill('vera@globex.example');
  await quote.getByRole('button', { name: 'Continue' }).click();
  await expect(quote.getByRole('heading', { name: 'Please sign in to submit a request' })).toBeVisible();
  await quote.getByRole('button', { name: 'Return to home' }).click();
  expect(await detailOf(page, 'lingua-home')).toBeNull();

  // Signed in (the page's shared session), the same element is the client's project form.
  await signInFrom(page, page.locator('lingua-sign-in-status'), USERS.client);
  const name = `Embed project ${Date.now().toString(36)}`;
  await quote.getByText('Type or paste text', { exact: true }).click({ timeout: 20_000 });
  await quote.getByRole('textbox', { name: 'Text to translate' }).fill('Take one tablet daily.');
  await quote.getByRole('textbox', { name: 'Cost Center' }).fill('CC-1234');
  await quote.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
  await page.getByRole('option', { name: 'Patients' }).click();
  await page.keyboard.press('Escape');
  await quote.getByRole('textbox', { name: 'Project name' }).fill(name);
  await quote.getByRole('button', { name: 'Submit for translation' }).click();
  await expect(quote.getByRole('heading', { name: 'Your project was submitted' })).toBeVisible({ timeout: 30_000 });
  expect(await detailOf(page, 'lingua-project-created')).toEqual({ requestId: expect.stringMatching(UUID), requestType: 'TRANSLATION_REQUEST' });
  await expectAccessible(page, 'quote request submitted on a foreign origin', { include: 'lingua-quote-request' });
});

/** Ids of Acme's requests in `status`, as the client's own API calls list them (seed data). */
async function acmeRequests(server: string, status: string): Promise<string[]> {
  const { idToken } = await signIn(server, USERS.client, DEMO_PASSWORD);
  const res = await httpRequest(`${server}/v1/jobRequests?status=${status}&pageSize=50`, { headers: { authorization: `Bearer ${idToken}`, accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { items: Array<{ id: string }> }).items.map((r) => r.id);
}

test('<lingua-auto-quote>: lingua-quote-accepted, lingua-quote-rejected and lingua-home for the quote the host names', async ({ page, foreignHosts, baseURL }) => {
  const ready = await acmeRequests(baseURL!, 'QUOTE_READY_FOR_CLIENT_REVIEW');
  const [expired] = await acmeRequests(baseURL!, 'QUOTE_EXPIRED');
  expect(ready.length, 'two seeded quotes await a decision').toBeGreaterThanOrEqual(2);
  expect(expired, 'a seeded quote has expired').toBeDefined();
  await openHost(page, foreignHosts, ['lingua-sign-in-status', 'lingua-auto-quote']);
  const review = page.locator('lingua-auto-quote');
  await signInFrom(page, page.locator('lingua-sign-in-status'), USERS.client);
  // The host names the quote with the job-request-id attribute, and changes it to show another.
  const show = (id: string) => review.evaluate((el, value) => el.setAttribute('job-request-id', value), id);

  await show(ready[0]!);
  await review.getByRole('checkbox', { name: /acknowledge the Terms of Service/ }).check({ timeout: 20_000 });
  await review.getByRole('button', { name: 'Accept quote' }).click();
  const payment = review.getByRole('dialog', { name: 'Payment preferences' });
  await payment.getByRole('radio', { name: 'Invoice directly' }).check();
  await payment.getByRole('button', { name: 'Accept quote' }).click();
  await expect(review.getByRole('heading', { name: 'Quote accepted' })).toBeVisible({ timeout: 20_000 });
  expect(await detailOf(page, 'lingua-quote-accepted')).toEqual({ jobRequestId: ready[0] });

  await show(ready[1]!);
  await review.getByRole('button', { name: 'Reject quote' }).click({ timeout: 20_000 });
  await review.getByRole('dialog', { name: 'Reject quote' }).getByRole('button', { name: 'Reject quote' }).click();
  await expect(review.getByRole('heading', { name: 'Quote rejected' })).toBeVisible({ timeout: 20_000 });
  expect(await detailOf(page, 'lingua-quote-rejected')).toEqual({ jobRequestId: ready[1] });

  await show(expired!);
  await review.getByRole('button', { name: 'Go to home page' }).click({ timeout: 20_000 });
  expect(await detailOf(page, 'lingua-home')).toBeNull();
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');
});

test('<lingua-coupa-requests>: lingua-request-opened for a seeded Coupa request', async ({ page, foreignHosts }) => {
  await openHost(page, foreignHosts, ['lingua-coupa-requests']);
  const coupa = page.locator('lingua-coupa-requests');
  await signInFrom(page, coupa, USERS.buyer);
  // The buyer's own punch-out request of the seed data.
  const link = coupa.getByRole('link', { name: 'Claim documents PO-7781', exact: true });
  await link.click({ timeout: 20_000 });
  expect(await detailOf(page, 'lingua-request-opened')).toEqual({ jobRequestId: expect.stringMatching(UUID) });
  await expect(coupa.getByRole('heading', { level: 1, name: 'Claim documents PO-7781' })).toBeVisible();
  // Without a punch-out on this page there is no request to create a quote for.
  expect(await received(page, 'lingua-create-request')).toEqual([]);
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');
  await expectAccessible(page, 'Coupa request details on a foreign origin', { include: 'lingua-coupa-requests' });
});
