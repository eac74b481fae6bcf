// The client's own words end to end (decisions 134 and 149): a client admin opens a glossary in the
// account settings, adds a term, translates a text and sees the term applied and underlined, then a document whose
// details count the term and the word the engine did not know; the same walk by
// keyboard alone with a second term; axe on the Glossaries tab and on the marked result. Both terms are deleted
// at the end (with the usual confirmation), so the other specs translate as before.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

async function openGlossaries(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await panel.getByRole('tab', { name: 'Glossaries' }).click();
  return panel;
}

/** The translation as shown: the plain box's value, or the text of the box with marked terms. */
const resultText = (result: Locator) => result.evaluate((el) => (el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')));

async function translate(page: Page, text: string): Promise<Locator> {
  await page.goto('/machineTranslation');
  await page.getByRole('textbox', { name: /text to translate/i }).fill(text);
  await page.getByRole('combobox', { name: /translate from/i }).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await page.getByRole('combobox', { name: /translate to/i }).click();
  await page.getByRole('option', { name: 'Spanish', exact: true }).click();
  await page.getByRole('button', { name: 'Translate' }).click();
  return page.getByRole('textbox', { name: 'Translation' });
}

test('a client admin adds a glossary term and sees it applied in a text translation', async ({ page, login, shot }) => {
  await login(USERS.client);
  // Before the term: the engine's own words (a retried run finds the term already there, so only on a first).
  const before = await translate(page, 'Bring your insurance card to the desk.');
  await expect.poll(() => resultText(before), { timeout: 30_000 }).toMatch(/\S/);
  if (test.info().retry === 0) expect(await resultText(before)).not.toContain('tarjeta sanitaria');

  const panel = await openGlossaries(page);
  // A glossary for English → Spanish (the first time), then the term.
  const chooser = panel.getByRole('combobox', { name: 'Glossary' });
  await expect(chooser.or(panel.getByText(/No glossaries yet/))).toBeVisible();
  if (!(await chooser.isVisible())) {
    await panel.getByRole('button', { name: 'New glossary' }).click();
    const create = page.getByRole('dialog', { name: 'New glossary' });
    await create.getByRole('combobox', { name: 'Source language' }).click();
    await page.getByRole('option', { name: 'English', exact: true }).click();
    await create.getByRole('combobox', { name: 'Target language' }).click();
    await page.getByRole('option', { name: 'Spanish', exact: true }).click();
    await create.getByRole('button', { name: 'Create glossary' }).click();
  }
  await expect(panel.getByRole('combobox', { name: 'Glossary' })).toHaveValue('English → Spanish');
  if (!(await panel.getByRole('cell', { name: 'tarjeta sanitaria' }).isVisible())) {
    await panel.getByRole('button', { name: 'Add term' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add term' });
    await dialog.getByRole('textbox', { name: /Source term/ }).fill('insurance card');
    await dialog.getByRole('textbox', { name: /Target term/ }).fill('tarjeta sanitaria');
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
  await expect(panel.getByRole('cell', { name: 'tarjeta sanitaria' })).toBeVisible();
  await expectAccessible(page, 'glossaries tab');
  await shot('assets/e2e-glossary');

  // A file with errors stores nothing and lists every error by its line; the list stays until the user acts
  // (it once vanished on the render after it appeared).
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  const importing = page.getByRole('dialog', { name: 'Import terms' });
  const csv = 'Source term,Target term,Do not translate\n,sin origen,no\nclinic,clínica,maybe\n';
  await importing.locator('input[type="file"]').setInputFiles({ name: 'terms.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importing.getByRole('button', { name: 'Import' }).click();
  const errors = importing.getByRole('alert').getByRole('listitem');
  await expect(errors).toHaveText([/^Line 2: /, /^Line 3: /]);
  await page.waitForTimeout(500);
  await expect(errors).toHaveCount(2);
  await shot('assets/e2e-glossary-import-errors');
  await importing.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('cell', { name: 'clínica' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const after = await translate(page, 'Bring your insurance card to the desk.');
  await expect(after).toContainText('tarjeta sanitaria', { timeout: 30_000 });
  // The tooltip opens on keyboard focus (focus-visible), as a keyboard user reaches the term.
  await tabTo(page, after.locator('u', { hasText: 'tarjeta sanitaria' }));
  await expect(page.getByText('From your glossary')).toBeVisible();
  await expectAccessible(page, 'translation with a glossary term');
  await shot('assets/e2e-glossary-result');

  // A document gets the term too, and its details count it and the word the engine did not know (decision 149).
  const name = `glossary-${Date.now()}.txt`;
  await page.goto('/machineTranslation/fileTranslation');
  await page.getByLabel('Documents to translate').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('Bring your insurance card. The zorblax waits.\n') });
  await page.getByRole('combobox', { name: /target languages/i }).click();
  await page.getByRole('option', { name: 'Spanish', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Translate documents' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).first();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByText('1 term from your glossary applied')).toBeVisible();
  await expect(page.getByText('1 word the engine did not know')).toBeVisible();
  await expectAccessible(page, 'document details with glossary and unknown-word counts');
});

test('the same walk by keyboard alone: a do-not-translate term, then both terms deleted', async ({ page, login }) => {
  await login(USERS.client);
  await tabTo(page, page.getByRole('button', { name: /user menu/i }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  while (!(await page.getByRole('menuitem', { name: 'Account settings' }).evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  const tab = panel.getByRole('tab', { name: 'Glossaries' });
  await tabTo(page, panel.getByRole('tab', { selected: true }));
  while (!(await tab.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByRole('button', { name: 'Add term' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add term' });
  await expect(dialog.getByRole('textbox', { name: /Source term/ })).toBeFocused();
  await page.keyboard.type('LinguaCare');
  await tabTo(page, dialog.getByRole('checkbox', { name: /Do not translate/ }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('cell', { name: 'LinguaCare', exact: true })).toBeVisible();
  await expect(panel.getByText('Not translated')).toBeVisible();

  for (const term of ['LinguaCare', 'insurance card']) {
    await tabTo(page, panel.getByRole('button', { name: `Delete ${term}` }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete term' });
    await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('cell', { name: term, exact: true })).toHaveCount(0);
  }
  await expect(panel.getByText('This glossary has no terms yet.')).toBeVisible();
  await expectAccessible(page, 'glossaries tab after the keyboard walk');
});
