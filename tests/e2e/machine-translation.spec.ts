// Machine translation end to end (spec 3 §2.2, §4, §5, §9) against the real server and real Apertium:
// text with auto-detect and copy, documents (a real .docx and .pdf built here) to two targets, the status
// turning Completed without a reload, details, Download all as a zip read back in Node, rename, archive and
// escalation to a human expert; axe (WCAG 2.2 AA) on every page and panel visited.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, USERS } from './fixtures.ts';
import { docx } from './docx.ts';
import { unzip } from './zip.ts';


/** A one-page PDF with one line of text and an exact cross-reference table. */
function pdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const DOCX = 'mt-e2e-leaflet.docx';
const PDF = 'mt-e2e-notice.pdf';

async function pickOption(page: Page, field: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Submits a document request and waits for its row to be Completed, without reloading. */
async function translateDocuments(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>, targets: string[]): Promise<string> {
  await page.getByLabel('Documents to translate').setInputFiles(files);
  for (const target of targets) await pickOption(page, /target languages/i, target);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Translate documents' }).click();
  await expect(page.getByText('Your documents were submitted. Follow the translation in the list below.')).toBeVisible({ timeout: 30_000 });
  const name = files.length > 1 ? `${files[0]!.name} +${files.length - 1}` : files[0]!.name;
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).first();
  // The list refreshes by itself every 10 s while the request is in progress (spec 3 §4.1).
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  return name;
}

test.describe('machine translation', () => {
  test.setTimeout(240_000);

  test('text, documents, details, zip, rename, archive and human escalation', async ({ page, context, login, shot }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(USERS.client);

    // Text: English → Spanish with auto-detect, then copy.
    await page.goto('/machineTranslation');
    await expect(page.getByRole('heading', { level: 1, name: 'AI translation' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'text tab');
    await page.getByRole('textbox', { name: /text to translate/i }).fill('The house is big. Take one tablet twice a day.');
    await expect(page.getByText('46/5000')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /translate from/i })).toHaveValue('Auto-detect language');
    await pickOption(page, /translate to/i, 'Spanish');
    await page.getByRole('button', { name: 'Translate' }).click();
    const result = page.getByRole('textbox', { name: 'Translation' });
    await expect(result).toHaveValue(/casa/i, { timeout: 30_000 });
    await expect(page.getByText('Detected language: English')).toBeVisible();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await result.inputValue());
    await expectAccessible(page, 'text result');
    await shot('mt/e2e-text');

    // Documents: a real .docx and .pdf to Spanish and Catalan.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation$/);
    await expectAccessible(page, 'documents tab');
    const requestName = await translateDocuments(
      page,
      [
        { name: DOCX, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx(['The house is big.', 'Take one tablet twice a day.']) },
        { name: PDF, mimeType: 'application/pdf', buffer: pdf('The house is big.') },
      ],
      ['Spanish', 'Catalan'],
    );
    await expectAccessible(page, 'documents list');
    await shot('mt/e2e-list');
    // Every status reads in full at the widths people use: a long name and four targets squeezed the status
    // column to "Compl…" at 1280, 1366 and 1440 px.
    await translateDocuments(page, [{ name: 'Quarterly clinical safety report for the European medicines agency submission.txt', mimeType: 'text/plain', buffer: Buffer.from('Please call the pharmacy before noon.') }], ['Spanish', 'Catalan', 'French', 'Italian']);
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const cut = await page.locator('[data-status]').evaluateAll((badges) => badges.filter((b) => [b, ...b.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1)).map((b) => b.textContent));
      expect(cut, `statuses cut at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // Details.
    await page.getByRole('link', { name: requestName, exact: true }).first().click();
    await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Source files' })).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('Catalan');
    await expect(page.getByRole('button', { name: /^Download .*\.docx$/ }).first()).toBeVisible();
    await expectAccessible(page, 'request details');
    await shot('mt/e2e-details');

    // Download all: the zip holds both documents in both languages.
    await page.getByRole('button', { name: 'Download all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download translated files' });
    const zipLink = dialog.getByRole('link', { name: /^Download .*\.zip$/ });
    await expect(zipLink).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'zip dialog');
    const zipResponse = await page.request.get((await zipLink.getAttribute('href'))!);
    expect(zipResponse.ok()).toBe(true);
    const entries = [...unzip(await zipResponse.body()).keys()];
    expect(entries).toHaveLength(4);
    // One translation of each document per target language (the PDF comes back as a Word document).
    for (const language of ['cat', 'esn']) {
      const ofLanguage = entries.filter((entry) => entry.includes(language));
      expect(ofLanguage.some((entry) => entry.includes('mt-e2e-leaflet'))).toBe(true);
      expect(ofLanguage.some((entry) => entry.includes('mt-e2e-notice'))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // Rename inline: Enter saves the trimmed name.
    await page.getByRole('button', { name: 'Edit name' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Request name' });
    await nameInput.fill('  Leaflet and notice (e2e)  ');
    await nameInput.press('Enter');
    // The editor closes once the rename is saved and the request read again; while it saves, the heading's name
    // is the input's value, so the heading alone does not tell the new name is stored.
    await expect(nameInput).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Leaflet and notice (e2e)' })).toBeVisible();

    // At phone width a long file name gives way, never a file's Download button.
    await page.setViewportSize({ width: 390, height: 844 });
    const downloads = page.getByRole('button', { name: /^Download .+\./ });
    await expect(downloads.first()).toBeVisible();
    const cutDownloads = await downloads.evaluateAll((buttons) => buttons.filter((b) => [...b.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1)).map((b) => b.getAttribute('aria-label')));
    expect(cutDownloads, 'Download buttons cut at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Human escalation.
    await page.getByRole('button', { name: 'Request human translation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Request human translation' });
    await expect(drawer.getByRole('textbox', { name: /project name/i })).toHaveValue('Leaflet and notice (e2e)');
    await expect(drawer.getByRole('textbox', { name: /source language/i })).toBeDisabled();
    await drawer.getByRole('radio', { name: 'Other' }).check();
    await expectAccessible(page, 'escalation panel');
    // Spec 3 §5: the source language is marked required like the others, although prefilled and disabled.
    await expect(drawer.locator('label', { hasText: 'Source language' }).locator('.mantine-InputWrapper-required')).toHaveText('*');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(`mt/e2e-escalation-panel-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await drawer.getByRole('button', { name: 'Send request' }).click();
    await expect(drawer.getByText('Required')).toBeVisible();
    await drawer.getByRole('textbox', { name: /describe the reason/i }).fill('Publication in the patient portal');
    await drawer.getByRole('textbox', { name: /notes/i }).fill('Please keep the layout.');
    await drawer.getByRole('button', { name: 'Send request' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(/^(Submitting to Human Expert|Submitted to Human Expert)$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Request human translation' })).toBeHidden();
    await shot('mt/e2e-escalated');

    // Return to the list; archive a second, fresh request after confirming.
    await page.getByRole('button', { name: 'Return' }).click();
    await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation$/);
    const second = await translateDocuments(page, [{ name: 'mt-e2e-archive-me.txt', mimeType: 'text/plain', buffer: Buffer.from('The house is big.\n') }], ['Spanish']);
    await page.getByRole('button', { name: `Actions for ${second}` }).first().click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive request' });
    await expect(confirm.getByRole('button', { name: 'Archive' })).toBeVisible();
    // Let the menu close and the dialog finish fading in: axe reads colours mid-transition as low contrast.
    await expect(page.getByRole('menu')).toBeHidden();
    await page.waitForTimeout(500);
    await expectAccessible(page, 'archive confirmation');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    const archivedRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: second, exact: true }) }).first();
    await expect(archivedRow.getByText('Archived', { exact: true })).toBeVisible({ timeout: 15_000 });
    await archivedRow.getByRole('button', { name: `Actions for ${second}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeDisabled();
    // The actions button toggles its menu; Escape depends on where focus landed when the menu opened.
    await archivedRow.getByRole('button', { name: `Actions for ${second}` }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await page.waitForTimeout(300);
    await shot('mt/e2e-archived');
    await expectAccessible(page, 'list with an archived request');
  });
});
