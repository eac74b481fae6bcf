// Reports (spec 3 §2.1, §2.4, §9): a request submitted in the portal is found in the project report with a
// filter, exported as CSV and read back; the area walked by keyboard alone; a user without the reports
// application is turned away.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, USERS } from './fixtures.ts';

/** Presses Tab until `target` has the focus (keyboard-only walks). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

test('a submitted request is found in the project report with a filter and exported as CSV', async ({ page, login, shot }) => {
  test.setTimeout(150_000);
  const name = `Report probe ${Date.now()}`;
  await login(USERS.employee);
  await page.goto('/createProject');
  await expect(page.getByRole('heading', { name: 'Request a quote or project' })).toBeVisible();
  await page.getByText('Type or paste text', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Text to translate' }).fill('Keep this leaflet with your medicines.');
  await page.getByRole('textbox', { name: 'Project name' }).fill(name);
  await page.getByRole('textbox', { name: 'Cost Center' }).fill('CC-2468');
  await page.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
  await page.getByRole('option', { name: 'Patients' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit for translation' }).click();
  await expect(page.getByRole('heading', { name: 'Your project was submitted' })).toBeVisible({ timeout: 30_000 });

  // Home → the reports tool card → the grouped list.
  await page.goto('/');
  await page.getByRole('link', { name: /Reports/ }).first().click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const group of ['Project', 'Quote', 'Task', 'Client contact']) await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  await shot('reports/list');
  await expectAccessible(page, 'reports list');

  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByText('Projects')).toHaveAttribute('aria-current', 'page');
  // The seeded history fills the default half year: many rows, a chart and several pages.
  await expect(page.getByRole('table', { name: 'Projects rows' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Rows per month/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Created to', exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await shot('reports/report-with-chart');

  await page.getByLabel('Project name contains').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 row$/ })).toBeVisible();
  const row = page.getByRole('table', { name: 'Projects rows' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Bob Employee');
  await expect(row).toContainText('Translation request');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV (spreadsheet)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Projects-\d{8}-\d{6}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Project name","Status","Request type","Source language","Target languages","Requested by","Created on"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^"${name}","In progress","Translation request","English","Spanish","Bob Employee","\\d{4}-\\d{2}-\\d{2}T`));
  await expect(page.getByText(/^Saved Projects-\d{8}-\d{6}\.csv\.$/)).toBeVisible();
  await expectAccessible(page, 'report page after export');
});

test('keyboard only: open a report, filter, search and sort', async ({ page, login }) => {
  test.setTimeout(120_000);
  await login(USERS.employee);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  const tasks = page.getByRole('link', { name: 'Tasks per language pair' });
  await tabTo(page, tasks);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks per language pair' })).toBeVisible();

  await tabTo(page, page.getByLabel('Language pair contains'));
  await page.keyboard.type('French');
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Tasks per language pair rows' });
  await expect(table.getByRole('row').nth(1)).toContainText('→ French');
  for (const pair of await table.getByRole('row').locator('td:nth-child(2)').allTextContents()) expect(pair).toContain('French');

  await tabTo(page, page.getByRole('button', { name: 'Sort by Pages' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: /Pages/ })).toHaveAttribute('aria-sort', 'ascending');

  // Back to the list through the breadcrumb.
  await tabTo(page, page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Reports' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports$/);
  await expectAccessible(page, 'reports list after the keyboard walk');
});

test('a client without the reports application sees applicationAccessDisabled', async ({ page, login }) => {
  await login(USERS.buyer);
  await page.goto('/reports');
  await expect(page.getByText('Access to this application is disabled for your account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reports' })).toHaveCount(0);
  await expectAccessible(page);
});
