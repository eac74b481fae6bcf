// Spec 1 §2 staff dashboards: a client submits a project in the portal; a staff user finds it on the dashboard
// (starts by vertical, its unassigned manager row) and on its detail route; the accordion state lasts for the
// session; the walk is repeated by keyboard alone; guards for visitors and clients; axe on every page.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, fillProviderSignIn, test, USERS } from './fixtures.ts';

/** Presses Tab until the target has the focus (a keyboard user's walk), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
  }
  throw new Error(`could not reach ${target} with Tab`);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /user menu/i }).click();
  // The header shows Sign in as soon as the session is dropped, before the provider's sign-out has run: wait
  // for that round trip to come back to /, or the next navigation races it.
  const ended = page.waitForRequest(/\/oidc\/session\/end/);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await ended;
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
}

test('a client’s project appears on the staff dashboard and its detail route', async ({ page, login, shot }) => {
  test.setTimeout(150_000);
  const name = `Dashboard leaflet ${Date.now()}`;
  await login(USERS.client);
  await page.goto('/createProject');
  const gate = page.getByRole('button', { name: 'OK' });
  if (await gate.isVisible({ timeout: 3000 }).catch(() => false)) {
    await page.getByRole('radio', { name: 'Acme Health' }).check();
    await gate.click();
  }
  await page.getByText('Type or paste text', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Text to translate' }).fill('Wash your hands before visiting the ward.');
  await page.getByRole('textbox', { name: 'Project name' }).fill(name);
  await page.getByRole('textbox', { name: 'Cost Center' }).fill('CC-1234');
  await page.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
  await page.getByRole('option', { name: 'Patients' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit for translation' }).click();
  await expect(page.getByRole('heading', { name: 'Your project was submitted' })).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  await login(USERS.admin);
  await page.getByRole('main').getByRole('link', { name: /Performance dashboard/ }).click();
  await expect(page).toHaveURL(/\/DASHBOARD$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible();
  await expect(page.getByTestId('kpi-onTimeRate')).toHaveText(/^\d+%$/);
  // Acme Health's work is healthcare; a new portal project waits for a project manager.
  const healthcare = page.getByRole('table', { name: 'Healthcare' });
  await expect(healthcare).toBeVisible();
  await expectAccessible(page, 'dashboard overview');
  await shot('dashboards/overview');

  // The accordion state survives a reload within the session.
  await page.getByRole('button', { name: 'QA', exact: true }).click();
  await expect(page.getByRole('table', { name: 'QA' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'QA', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('table', { name: 'QA' })).toBeVisible();

  await healthcare.getByRole('link', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/\/pmdetails\/Unassigned\/null$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects without a project manager' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Acme Health');
  await expect(row).toContainText('English > Spanish');
  await expect(row).toContainText('Standard');
  // The project number links out to the project-management system.
  await expect(row.getByRole('link', { name: /^P-\d{4}-\d+$/ })).toHaveAttribute('href', /^https:\/\/xtrf\.lingua\.example\/projects\/\d+$/);
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'project manager details');
  await shot('dashboards/pmdetails-unassigned');

  // A completed-quotes page with the seed's quotes, and the past-due page with its extra columns.
  await page.goto('/DASHBOARD');
  await page.getByRole('button', { name: 'Front of house', exact: true }).click();
  const completed = page.getByRole('table', { name: 'Completed (last 7 days)' });
  await completed.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/completedquotes\/[^/]+\/(\d+|null)$/);
  await expect(page.getByRole('columnheader', { name: 'Quote ID' })).toBeVisible();
  await expectAccessible(page, 'completed quotes');
  await shot('dashboards/completed-quotes');
  await page.goto('/DASHBOARD');
  await page.getByRole('button', { name: 'Project manager / supervisor' }).click();
  await page.getByRole('table', { name: 'Past due' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pastdue\//);
  await expect(page.getByRole('columnheader', { name: 'Past due' })).toBeVisible();
  await expectAccessible(page, 'past-due projects');
});

test('the dashboard walk by keyboard alone', async ({ page, login }) => {
  test.setTimeout(120_000);
  await login(USERS.qa);
  await page.goto('/DASHBOARD');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible();
  // The QA role's own figures come first; the quotes figure is not its business.
  await expect(page.getByTestId('kpi-qaJobsOpen')).toBeVisible();
  await expect(page.getByTestId('kpi-quotesWaiting')).toHaveCount(0);

  const collapse = page.getByRole('button', { name: 'Collapse all' });
  await tabTo(page, collapse);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Starts by vertical' })).toHaveAttribute('aria-expanded', 'false');

  const qa = page.getByRole('button', { name: 'QA', exact: true });
  await tabTo(page, qa);
  await page.keyboard.press('Enter');
  await expect(qa).toHaveAttribute('aria-expanded', 'true');
  const specialist = page.getByRole('table', { name: 'QA' }).getByRole('link').first();
  await expect(specialist).toBeVisible();
  const who = (await specialist.textContent())!;
  await tabTo(page, specialist);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/qadetails\//);
  await expect(page.getByRole('heading', { level: 1, name: `QA jobs of ${who}` })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'QA type' })).toBeVisible();

  const crumb = page.getByRole('link', { name: 'Performance dashboard' }).last();
  await tabTo(page, crumb);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/DASHBOARD$/);
  await expectAccessible(page, 'dashboard after the keyboard walk');
});

test('detail routes: a visitor signs in and comes back, a client is sent home, the API refuses a visitor', async ({ page, login, request }) => {
  await page.goto('/duetoday/Unassigned/null');
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, USERS.admin);
  await expect(page).toHaveURL(/\/duetoday\/Unassigned\/null$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Projects due today without a project manager' })).toBeVisible();
  await signOut(page);

  await login(USERS.client);
  await page.goto('/qadetails/Hannah%20Kim/1');
  await expect(page).toHaveURL(/\/$/);
  // Whatever the browser does, the calls refuse a caller without a session (the 403 per role is in the server tests).
  const unauthenticated = await request.get('/v1/statistics/qaStats');
  expect(unauthenticated.status()).toBe(401);
  expect(await unauthenticated.json()).toEqual({ message: 'Unauthorized' });
  await expectAccessible(page, 'home after the redirect');
});
