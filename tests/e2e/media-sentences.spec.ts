// Media lines are translated by sentence, not line by line (decision 130), end to end on Apertium: in a request's
// editor, line 1 is corrected to a sentence and split in two lines ("The doctor will see you" / "in a few
// minutes."); "Update translations" then gives two Spanish lines that read as the one sentence Apertium makes of
// the whole, the second continuing it in lower case (line by line it would start again: "En unos cuantos…").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clinicClip } from './clips.ts';
import { expect, test, USERS } from './fixtures.ts';
import { completedRequest } from './media-request.ts';

const SENTENCE = 'The doctor will see you in a few minutes.';
const FIRST_LINE = 'The doctor will see you';

/** The same Apertium the server runs, given the whole text (-u: no marks on unknown words; it reads a file). */
function apertium(text: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-sentences-e2e-'));
  try {
    writeFileSync(path.join(dir, 'in.txt'), `${text}\n`);
    return execFileSync('apertium', ['-u', 'eng-spa', path.join(dir, 'in.txt')], { encoding: 'utf8' }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a sentence over two lines is translated whole and divided over them', async ({ page, login }, testInfo) => {
  test.setTimeout(240_000);
  await login(USERS.client);
  await completedRequest(page, `E2E sentence ${testInfo.retry}-${Date.now().toString(36)}`, clinicClip());

  await page.getByRole('button', { name: 'Review and edit' }).click();
  const editor = page.getByRole('region', { name: 'Review and edit' });
  const first = editor.getByRole('textbox', { name: 'Line 1, English' });
  await first.fill(SENTENCE);
  await first.focus();
  await first.evaluate((a: HTMLTextAreaElement, at: number) => a.setSelectionRange(at, at), FIRST_LINE.length);
  await page.keyboard.press('Control+Enter');
  await expect(editor.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('in a few minutes.');
  await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });

  await editor.getByRole('button', { name: /^Update translations/ }).click();
  await expect(editor.getByText('Changed in the transcript since it was translated')).toHaveCount(0);
  const spanish1 = await editor.getByRole('textbox', { name: 'Line 1, Spanish' }).inputValue();
  const spanish2 = await editor.getByRole('textbox', { name: 'Line 2, Spanish' }).inputValue();
  expect(`${spanish1} ${spanish2}`).toBe(apertium(SENTENCE));
  expect(spanish1).not.toBe('');
  expect(spanish2).toMatch(/^\p{Ll}/u);
});
