// Retention the client controls (decision 183): Acme's client admin opens Account settings → Files from the
// notice's link, sets 30 days by keyboard alone and saves, translates a text file of its own, deletes that
// request's files now from its details, sees "Files deleted on" there and in the list, and downloads the deletion
// receipt as JSON naming the request. The company-wide deletion by date is left to the server tests: the specs
// of one worker share a server. Screenshots at 1366 and 390 px under /tmp/shots; axe on each screen.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SHOTS = '/tmp/shots';

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/retention-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const FILE = 'retention-e2e-visiting-hours.txt';

test('the admin sets retention, deletes one request’s files now and downloads the receipt', async ({ page, login }) => {
  await login(USERS.client);

  // The scheduled-deletion notice links here; the setting is saved by keyboard alone.
  await page.goto('/?settings=files');
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await expect(panel.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
  const keep = panel.getByRole('radio', { name: 'Keep files until someone deletes them' });
  const byDays = panel.getByRole('radio', { name: 'Delete files a number of days after a request ends' });
  await expect(keep.or(byDays).first()).toBeVisible();
  await expectAccessible(page, 'files tab');
  await shots(page, 'files-tab');
  await tabTo(page, panel.getByRole('radio', { checked: true }));
  if (await keep.isChecked()) await page.keyboard.press('ArrowDown');
  await expect(byDays).toBeChecked();
  await expect(byDays).toBeFocused();
  await page.keyboard.press('Tab');
  const days = panel.getByRole('textbox', { name: /Days after a request ends/ });
  await expect(days).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('30');
  await tabTo(page, panel.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Account settings' }).getByRole('textbox', { name: /Days after a request ends/ })).toHaveValue('30');
  await page.keyboard.press('Escape');

  // A request of the admin's own, translated.
  await page.goto('/machineTranslation/fileTranslation');
  await page.getByLabel('Documents to translate').setInputFiles([{ name: FILE, mimeType: 'text/plain', buffer: Buffer.from('Visiting hours on the ward end at seven in the evening.\nPlease leave flowers at the front desk.\n') }]);
  await page.getByRole('combobox', { name: /target languages/i }).click();
  await page.getByRole('option', { name: 'Spanish', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Translate documents' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: FILE, exact: true }) }).first();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });

  // Delete files now, from the details.
  await row.getByRole('link', { name: FILE, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Source files' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete files now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the files of this request?' });
  await expect(dialog.getByRole('checkbox', { name: /translation memory/ })).not.toBeChecked();
  await expectAccessible(page, 'delete files dialog');
  await shots(page, 'confirm');
  await dialog.getByRole('button', { name: 'Delete files' }).click();
  await expect(page.getByText(/^Files deleted on /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Source files' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete files now' })).toBeHidden();
  await expectAccessible(page, 'details with files deleted');
  await shots(page, 'details-deleted');
  await page.goto('/machineTranslation/fileTranslation');
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: FILE, exact: true }) }).first().getByText(/^Files deleted on /)).toBeVisible();
  await shots(page, 'list');

  // The receipt, as JSON, names the request.
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  await settings.getByRole('tab', { name: 'Files' }).click();
  const receipts = settings.getByRole('table', { name: 'Deletion receipts' });
  const first = receipts.getByRole('row').nth(1);
  await expect(first).toContainText('One request');
  await expectAccessible(page, 'receipts');
  await shots(page, 'receipts');
  const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: /Download JSON/ }).click()]);
  const receipt = JSON.parse(await readFile((await download.path())!, 'utf8')) as { reason: string; requestedBy: string; requests: Array<{ name: string; objectCount: number }> };
  expect(receipt.reason).toBe('request');
  expect(receipt.requestedBy).toBe(USERS.client);
  expect(receipt.requests.map((r) => r.name)).toEqual([FILE]);
  expect(receipt.requests[0]!.objectCount).toBeGreaterThan(0);

  // Off again: the other specs of this server meet Acme as it was.
  await settings.getByRole('radio', { name: 'Keep files until someone deletes them' }).click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Saved.')).toBeVisible();
});
