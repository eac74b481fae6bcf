// Document review end to end (decisions 173, 174, 178, 179) against the real server, Apertium and LibreOffice: a
// client translates a Word document, opens "Review and edit" beside the translated file, fixes a term, replaces a
// word in every segment, confirms, updates the file and downloads it — its text holds the fixes; then the same
// walk by keyboard alone; axe (WCAG 2.2 AA) at the end. The glossary term is added after the translation, so the
// engine did not use it and the checks warn. Every spec of a worker shares its server's data: this one's sentences
// are its own (a confirmed segment enters the company's memory, and other specs translate "The house is big."),
// and its glossary term is deleted after it, so the glossary walk in language-assets.spec.ts finds none.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { httpRequest, signIn } from '../../packages/server/test/sign-in.ts';
import { DEMO_PASSWORD, expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';
import { translateDocx } from './docx.ts';
import { unzip } from './zip.ts';


/** The text of a Word document's body, paragraph by paragraph. */
function docxText(data: Buffer): string {
  const xml = unzip(data).get('word/document.xml')!.toString('utf8');
  return [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
}

/** Each test's own sentences: "house" as the first, the second and the third segment. */
const SENTENCES = {
  mouse: ['The blue house is big.', 'My blue house has a garden.', 'We sell the blue house.'],
  keyboard: ['The red house is big.', 'My red house has a garden.', 'We sell the red house.'],
};

const field = (page: Page, n: number) => page.getByRole('textbox', { name: `Translation of segment ${n}` });

/** Deletes the spec's "garden" term from every glossary of the client's company, through the API. */
async function deleteGardenTerm(server: string): Promise<void> {
  const admin = await signIn(server, USERS.admin, DEMO_PASSWORD);
  const clients = await httpRequest(`${server}/v1/clientConfigs?emailDomain=acme-health.example`, { headers: { authorization: `Bearer ${admin.idToken}` } });
  const clientId = (JSON.parse(clients.body) as Array<{ clientId: string }>)[0]!.clientId;
  const { idToken } = await signIn(server, USERS.client, DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${idToken}` };
  const base = `${server}/v1/clientConfigs/${clientId}/glossaries`;
  for (const glossary of JSON.parse((await httpRequest(base, { headers: auth })).body) as Array<{ id: string }>) {
    const page = JSON.parse((await httpRequest(`${base}/${glossary.id}/entries?search=garden`, { headers: auth })).body) as { items: Array<{ id: string; sourceTerm: string }> };
    for (const entry of page.items.filter((e) => e.sourceTerm === 'garden')) {
      const deleted = await httpRequest(`${base}/${glossary.id}/entries/${entry.id}`, { method: 'DELETE', headers: auth });
      if (deleted.status !== 204) throw new Error(`deleting the term failed: ${deleted.status} ${deleted.body}`);
    }
  }
}

test.describe('document review', () => {
  test.setTimeout(420_000);
  test.afterAll(async ({ serverURL }) => deleteGardenTerm(serverURL));

  test('a client fixes a translated document, updates the file and downloads the fix', async ({ page, login, shot }) => {
    await login(USERS.client);
    await translateDocx(page, 'review-e2e.docx', SENTENCES.mouse);
    await page.getByRole('link', { name: /^Review and edit review-e2e/ }).click();
    await expect(page).toHaveURL(/\/review\//);
    const first = field(page, 1);
    await expect(first).toContainText('casa', { timeout: 30_000 });

    // "garden" selected in segment 2's original, its translation typed, added to the glossary from the editor.
    await field(page, 2).click();
    const panel = page.getByRole('complementary');
    await page.locator('.lp-doc-row[data-position="1"] .lp-doc-source').evaluate((cell) => {
      const text = [...cell.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('garden'))!;
      const at = text.textContent!.indexOf('garden');
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 'garden'.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await expect(panel.getByRole('textbox', { name: 'Term in the original' })).toHaveValue('garden');
    await panel.getByRole('textbox', { name: 'Its translation' }).fill('huerto');
    await panel.getByRole('button', { name: 'Add to glossary' }).click();
    await expect(panel.getByText('“garden” → “huerto” is in your glossary now.')).toBeVisible();
    await shot('doc-editor/e2e-added-term');

    // The term the engine did not use is now missing from segment 2: a warning on the row and in the panel.
    await field(page, 2).click();
    await expect(panel.getByText('Your glossary translates “garden” as “huerto”', { exact: false })).toBeVisible({ timeout: 15_000 });
    await shot('doc-editor/e2e-glossary-warning');
    // Fix the term, typed as a person types; the warning goes.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Mi casa tiene un huerto.');
    await expect(panel.getByText('Your glossary translates “garden” as “huerto”', { exact: false })).toBeHidden();
    // And a fix of the first segment's wording.
    await first.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('La casa es enorme.');
    await field(page, 3).click();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

    // Replace a word in every segment, with the preview's count.
    await page.getByRole('button', { name: 'Find and replace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find and replace in the translation' });
    await dialog.getByLabel('Find').fill('casa');
    await dialog.getByLabel('Replace with').fill('vivienda');
    await expect(dialog.getByText('3 changed, 0 skipped')).toBeVisible();
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByText('3 segments changed, 0 skipped.')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

    // Confirm: Ctrl+Enter confirms and moves to the next segment.
    await field(page, 1).click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(field(page, 2)).toBeFocused();
    await shot('doc-editor/e2e-edited');
    // At phone width the side panel follows the list directly, with no gap (the list as tall as its rows).
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(`doc-editor/e2e-panel-${width}`);
      const list = (await page.locator('.lp-doc-list').boundingBox())!;
      const panel = (await page.getByText('Segment 2', { exact: true }).boundingBox())!;
      if (width === 390) expect(panel.y - (list.y + list.height)).toBeLessThan(60);
      else expect(panel.x).toBeGreaterThan(list.x + list.width);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // Update file, then download the new version and read its text.
    await page.getByRole('button', { name: 'Update file' }).click();
    await expect(page.getByText(/^Version 2 · The file holds every change\./)).toBeVisible({ timeout: 120_000 });
    // The preview: the updated file's page holding segment 1, its line outlined (LibreOffice and Poppler drew it).
    await field(page, 1).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('img', { name: /^Page 1 of / })).toBeVisible({ timeout: 60_000 });
    await expect(preview.getByText('Page 1 of 1')).toBeVisible();
    await expect(preview.locator('[data-preview-box]').first()).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await preview.scrollIntoViewIfNeeded();
      await shot(`doc-editor/e2e-preview-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectAccessible(page, 'document editor with the preview');
    await preview.getByRole('button', { name: 'Close the preview' }).click();

    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: /^Versions of / });
    const download = page.waitForEvent('download');
    await versions.getByRole('button', { name: 'Download version 2' }).click();
    const text = docxText(readFileSync((await (await download).path())!));
    expect(text).toContain('enorme');
    expect(text).toContain('huerto');
    expect(text).toContain('vivienda');
    expect(text).not.toContain('casa');
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'document editor');
  });

  test('the same review by keyboard alone', async ({ page, login }) => {
    await login(USERS.client);
    await translateDocx(page, 'review-keys-e2e.docx', SENTENCES.keyboard);
    const link = page.getByRole('link', { name: /^Review and edit review-keys-e2e/ });
    await link.focus();
    await page.keyboard.press('Enter');
    const first = field(page, 1);
    await expect(first).toContainText('casa', { timeout: 30_000 });
    // Tab reaches the first field; typing, confirming and moving stay on the keyboard.
    await tabTo(page, first);
    await page.keyboard.press('End');
    await page.keyboard.type(' Gracias.');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(field(page, 2)).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(first).toBeFocused();
    await expect(first).toContainText('Gracias.');
    // The help overlay lists every shortcut and closes with Escape, the focus back in the field.
    await page.keyboard.press('ControlOrMeta+/');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByText('Confirm the segment and go to the next')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'document editor by keyboard');
  });
});
