// A media request made through the media tab as a client would, for the specs that then review its lines.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens a combobox by its label and picks one option. A click that lands while the page is still settling can
 * leave the list closed (seen on a loaded machine, waiting out the whole test): it is opened again until the
 * option shows.
 */
export async function pick(page: Page, field: RegExp | string, option: string) {
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('combobox', { name: field }).click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
}

/** Creates a transcription-and-translation request (English → Spanish, SRT), waits for it to complete and opens it. */
export async function completedRequest(page: Page, name: string, clip: Buffer): Promise<void> {
  await page.goto('/machineTranslation/mediaTranslation');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'New audio or video request' });
  await panel.getByRole('radio', { name: /^Transcription and translation/ }).click();
  await panel.getByRole('button', { name: 'Next', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Project name' }).fill(name);
  await pick(page, /spoken language/i, 'English');
  await pick(page, /target languages/i, 'Spanish');
  await panel.getByRole('textbox', { name: 'Project name' }).click();
  await panel.getByLabel('Audio or video files').setInputFiles({ name: 'clinic.mp4', mimeType: 'video/mp4', buffer: clip });
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel).toBeHidden({ timeout: 60_000 });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/machineTranslation\/mediaTranslation\/[0-9a-f-]{36}$/);
}
