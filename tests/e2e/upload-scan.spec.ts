// Malware scanning of uploads end to end (decision 175) against the real server and its own clamd on the test
// signature database: a client sends EICAR's test file for translation and reads the refusal naming the file;
// nothing is translated. Then the same by keyboard alone; axe at the end.
import type { Page } from '@playwright/test';
import { eicarTestString } from '../../packages/server/src/engines/scanner/own-clamd.ts';
import { expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';

const REFUSED = (name: string) => `The file "${name}" was refused: the malware scanner found a threat in it, and it has been deleted. Please check your copy of the file before sending it again.`;

async function chooseInfected(page: Page, name: string): Promise<void> {
  await page.goto('/machineTranslation/fileTranslation');
  await page.getByLabel('Documents to translate').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(`Notes for the clinic.\n${eicarTestString()}\n`) });
}

test.describe('upload scanning', () => {
  test.setTimeout(120_000);

  test('a file with a test virus is refused with its name, and nothing is translated', async ({ page, login, shot }) => {
    const name = `scan-${Date.now().toString(36)}.txt`;
    await login(USERS.client);
    await chooseInfected(page, name);
    await page.getByRole('combobox', { name: /target languages/i }).click();
    await page.getByRole('option', { name: 'Spanish', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Translate documents' }).click();
    await expect(page.getByText(REFUSED(name))).toBeVisible({ timeout: 30_000 });
    // The server deleted it: the file leaves the form's list, so it is not sent again.
    await expect(page.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
    await expect(page.getByText('Your documents were submitted. Follow the translation in the list below.')).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(`scan/e2e-refused-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectAccessible(page, 'document translation with a refused upload');
  });

  test('the same by keyboard alone', async ({ page, login }) => {
    const name = `scan-keys-${Date.now().toString(36)}.txt`;
    await login(USERS.client);
    // The file itself comes from the system's file dialog, which no page can drive; the rest is the keyboard's.
    await chooseInfected(page, name);
    const targets = page.getByRole('combobox', { name: /target languages/i });
    await tabTo(page, targets);
    await page.keyboard.type('Spanish');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('button', { name: 'Translate documents' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(REFUSED(name))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expectAccessible(page, 'refused upload, by keyboard');
  });
});
