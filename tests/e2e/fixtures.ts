// Shared Playwright fixtures (epic-stack style): `login` signs in through the embedded provider's real
// sign-in page; `expectAccessible` runs axe-core with the WCAG 2.2 AA tag set; `foreignHosts` serves the
// embed host pages of tests/hosts from a second, registered origin; `shot` saves a screenshot under /tmp/shots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { registerWidgetOrigin, startForeignHosts, type ForeignHosts } from './foreign-hosts.ts';

/** Password of every seeded demo account (packages/server/src/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'LinguaDemo1';

/** Demo accounts by the role they stand for. */
export const USERS = {
  admin: 'admin@lingua.example',
  client: 'client@acme-health.example',
  employee: 'employee@acme-health.example',
  buyer: 'buyer@globex.example',
  qa: 'qa@lingua.example',
  linguist: 'linguist@lingua.example',
  coordinator: 'coordinator@lingua.example',
} as const;

const SHOTS = '/tmp/shots';

/** Presses Tab until `target` (or something inside it) has the keyboard focus: a walk by keyboard alone. */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** Fills the provider's sign-in page (the current page must be on it). */
export async function fillProviderSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe-core on the current page: WCAG 2.0/2.1 A and AA plus 2.2 AA; zero violations expected. */
/** A development-outbox mail (GET /dev/outbox.json). */
export type OutboxMail = { to: string; subject: string; text: string | null; template?: string; meta?: { code?: string; link?: string; replyTo?: string | null; language?: string } };

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  return (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];
}

/** Spec 2 §4: the visitor's verification dialog is open; types the code the outbox received for `email`. */
export async function verifyEmailFromOutbox(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await expect(dialog).toBeVisible();
  let code: string | undefined;
  await expect.poll(async () => (code = (await outbox(request, email)).find((m) => m.meta?.code)?.meta?.code)).toBeTruthy();
  await dialog.getByRole('textbox', { name: 'Verification code, character 1 of 6' }).pressSequentially(code!);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

export async function expectAccessible(page: Page, label = page.url(), opts: { include?: string } = {}): Promise<void> {
  // Colours measured mid-transition (a menu or dialog fading) are not the ones users read.
  // Only transitions: spinners animate forever.
  // A transition may start a frame after the last action, so wait until two checks 100 ms apart find none.
  await page.evaluate(async () => {
    const deadline = Date.now() + 3000;
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      const running = document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running');
      quiet = running.length ? 0 : quiet + 1;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (opts.include) builder = builder.include(opts.include);
  const result = await builder.analyze();
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

interface Fixtures {
  /** Signs in from the portal's header as `username` and waits for the signed-in home page. */
  login: (username: string, password?: string) => Promise<void>;
  /** Saves a full-page screenshot as /tmp/shots/<name>.png. */
  shot: (name: string, target?: Page) => Promise<void>;
  /** Automatic: axe on the page each test ends on (host pages check their Lingua elements themselves). */
  axeOnLastPage: void;
}

// Fixture bodies name Playwright's `use` callback `provide`: the React hooks lint rule reads `use(...)` as React's hook.
interface WorkerFixtures {
  /** The product server this worker's tests talk to; `baseURL` follows it. */
  serverURL: string;
  /** tests/hosts served from a second origin registered as a widget origin of Acme (see foreign-hosts.ts). */
  foreignHosts: ForeignHosts;
}

/** Port of the second (host site) origin: the port after the worker's server (scripts/e2e.ts leaves it free). */
function hostsPort(baseURL: string): number {
  return Number(new URL(baseURL).port) + 1;
}

/**
 * The server of this worker: scripts/e2e.ts starts one per worker, each with data of its own (decision 154), and
 * names them in E2E_BASE_URLS in worker order; a lone server (E2E_BASE_URL) serves every worker.
 */
function serverOf(parallelIndex: number): string {
  const urls = process.env.E2E_BASE_URLS?.split(',') ?? [];
  return urls[parallelIndex] ?? process.env.E2E_BASE_URL ?? 'https://localhost:8643';
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  serverURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, provide, workerInfo) => provide(serverOf(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ serverURL }, provide) => provide(serverURL),
  foreignHosts: [
    async ({ serverURL: baseURL }, provide) => {
      const hosts = await startForeignHosts(baseURL, hostsPort(baseURL));
      await registerWidgetOrigin(baseURL, hosts.origin, USERS.admin, DEMO_PASSWORD);
      await provide(hosts);
      await hosts.close();
    },
    { scope: 'worker' },
  ],
  login: async ({ page }, provide) => {
    await provide(async (username, password = DEMO_PASSWORD) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/oidc\//);
      await fillProviderSignIn(page, username, password);
      await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
    });
    // The browser context (and with it the session in localStorage) ends with the test; nothing to undo
    // on the server, which keeps no session besides the provider's own short-lived grant.
  },
  axeOnLastPage: [
    async ({ page, baseURL }, provide, testInfo) => {
      await provide();
      const url = page.url();
      if (testInfo.status !== testInfo.expectedStatus || !baseURL || !url.startsWith(baseURL) ) return;
      // A test may end while its page is still being redirected (a sign-out passing through the identity
      // provider and back, several pages in a row): axe reads the page the redirects end on.
      for (let attempt = 1; ; attempt++) {
        try {
          await expectAccessible(page, `last page of "${testInfo.title}"`);
          return;
        } catch (err) {
          if (attempt === 5 || !String(err).includes('Execution context was destroyed')) throw err;
          await page.waitForLoadState('load');
          await page.waitForTimeout(500);
        }
      }
    },
    { auto: true },
  ],
  shot: async ({ page }, provide) => {
    mkdirSync(SHOTS, { recursive: true });
    await provide(async (name, target = page) => {
      await target.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
    });
  },
});

export { expect };
