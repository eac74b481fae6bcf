// The client's translation memory end to end (decision 138): a client corrects a Spanish
// subtitle line in the media editor, makes a new media request with the same speech, and its Spanish subtitles
// carry the correction; by keyboard alone the client corrects a line again, finds the memory in the Glossaries
// tab and deletes it (with the confirmation that says it is final); axe on both pages. The memory is deleted at
// the end whatever happens, so the specs after this one on its server translate as before.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { httpRequest, signIn } from '../../packages/server/test/sign-in.ts';
import { clinicClip } from './clips.ts';
import { DEMO_PASSWORD, expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';
import { completedRequest, pick } from './media-request.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Acme Health, the company Alice's requests belong to (the demo data's client id 1000). */
const ACME = 1000;
const CORRECTION = 'Buenos días, la consulta abre a las nueve en punto.';

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The Spanish subtitles as one text, through the request's Download button. */
async function spanishSubtitles(page: Page): Promise<string> {
  await pick(page, 'Language', 'Spanish');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download clinic_esn\.srt/ }).click()]);
  const srt = readFileSync((await download.path())!, 'utf8');
  return words(
    srt
      .split(/\r?\n\r?\n/)
      .map((block) => block.split(/\r?\n/).slice(2).join(' '))
      .join(' '),
  );
}

/** Every Spanish line of the open editor, in order, as one text. */
async function spanishLines(editor: Locator): Promise<string> {
  const lines = editor.getByRole('textbox', { name: /^Line \d+, Spanish$/ });
  return words((await lines.evaluateAll((all) => all.map((a) => (a as HTMLTextAreaElement).value))).join(' '));
}

test.afterAll(async ({ baseURL }) => {
  const { idToken } = await signIn(baseURL!, USERS.client, DEMO_PASSWORD);
  const res = await httpRequest(`${baseURL}/v1/clientConfigs/${ACME}/translationMemory`, { method: 'DELETE', headers: { authorization: `Bearer ${idToken}` } });
  expect(res.status, res.body).toBe(204);
});

test('a corrected Spanish line comes back in the next request with the same speech', async ({ page, login, shot }, testInfo) => {
  const clip = clinicClip();
  const stamp = `${testInfo.retry}-${Date.now().toString(36)}`;
  await login(USERS.client);
  await completedRequest(page, `E2E memory ${stamp}`, clip);
  const machine = await spanishSubtitles(page);
  expect(machine).not.toContain(CORRECTION);

  await page.getByRole('button', { name: 'Review and edit' }).click();
  const editor = page.getByRole('region', { name: 'Review and edit' });
  await editor.getByRole('textbox', { name: 'Line 1, Spanish' }).fill(CORRECTION);
  await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
  // The memory keeps the whole sentence the line belongs to: every Spanish line of it, as corrected.
  const corrected = await spanishLines(editor);
  expect(corrected).toContain(CORRECTION);

  await completedRequest(page, `E2E memory again ${stamp}`, clip);
  const again = await spanishSubtitles(page);
  expect(again).toContain(CORRECTION);
  expect(again).toBe(corrected);
  await shot('memory/second-request');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'second request, carrying the correction');
});

test('by keyboard alone: a line corrected again, then the memory found and deleted', async ({ page, login, shot }, testInfo) => {
  await login(USERS.client);
  await completedRequest(page, `E2E memory keys ${testInfo.retry}-${Date.now().toString(36)}`, clinicClip());
  const open = page.getByRole('button', { name: 'Review and edit' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('region', { name: 'Review and edit' });
  const line = editor.getByRole('textbox', { name: 'Line 1, Spanish' });
  await expect(line).toBeVisible();
  await tabTo(page, line, 40);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Gracias.');
  await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });

  // Account settings → Glossaries → Translation memory, by keyboard.
  const menu = page.getByRole('button', { name: /user menu/i });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Account settings' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  const tab = panel.getByRole('tab', { name: 'Glossaries' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/sentences? your team corrected (is|are) reused before machine translation/)).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/^0 sentences/)).toHaveCount(0);
  const remove = panel.getByRole('button', { name: 'Delete memory' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete the translation memory' });
  await expect(confirm.getByText(/This is final: it cannot be undone\./)).toBeVisible();
  await expectAccessible(page, 'memory deletion confirmation');
  await shot('memory/delete-confirm');
  await tabTo(page, confirm.getByRole('button', { name: 'Delete memory' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('0 sentences your team corrected are reused before machine translation.')).toBeVisible();
  await expect(remove).toBeDisabled();
  await expectAccessible(page, 'translation memory deleted');
});
