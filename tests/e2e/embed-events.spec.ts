// The elements' declared events on the client's own origin (tests/hosts served from the second, registered
// origin; see foreign-hosts.ts), against the real server: each case does what a user does inside the element
// and checks the event's typed detail (the type the element declares; docs/embedding.md) as the host page
// receives it on `document` — so the events bubble, leave the shadow root and cross nothing but the page.
// `<lingua-mt-text>`'s `lingua-translated` is checked in embed-hosts.spec.ts. Not walked on a foreign origin yet
// (each needs seeded data of its own: an automatic quote, a punch-out session, media files): the events of
// <lingua-auto-quote>, <lingua-coupa-requests>, <lingua-mt-file>, <lingua-machine-translation> (their unit element
// suites fire them with doubles), <lingua-mt-media> and <lingua-quote-request>.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, fillProviderSignIn, USERS } from './fixtures.ts';

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
