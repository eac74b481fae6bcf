// The media editor end to end (issue: media you can review and fix) against the real server and engines: a
// clip of clear English made here (espeak-ng under an ffmpeg test picture) is transcribed and translated, then
// the user opens "Review and edit", corrects a line, splits one, moves a boundary, updates the translations
// and the files, and downloads the corrected subtitles; the walk is repeated by keyboard alone; axe on the
// editor.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { clinicClip } from './clips.ts';
import { expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';
import { completedRequest, pick } from './media-request.ts';
import { unzip } from './zip.ts';

/** The text of a translated file of the request, through its row's Download button. */
async function downloaded(page: Page, language: string, fileName: RegExp): Promise<string> {
  await pick(page, 'Language', language);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: fileName }).click()]);
  return readFileSync((await download.path())!, 'utf8');
}

/** Download all: the zip the dialog links to, unpacked. */
async function downloadAll(page: Page): Promise<Record<string, string>> {
  await page.getByRole('button', { name: 'Download all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download translated files' });
  const link = dialog.getByRole('link', { name: /^Download mt-translation-[0-9a-f-]{36}\.zip$/ });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const zip = await page.request.get((await link.getAttribute('href'))!);
  expect(zip.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  return Object.fromEntries([...unzip(await zip.body())].map(([name, data]) => [name, data.toString('utf8')]));
}

const srtTimes = (srt: string) => [...srt.matchAll(/(\d\d:\d\d:\d\d,\d{3}) --> (\d\d:\d\d:\d\d,\d{3})/g)].map((m) => `${m[1]} --> ${m[2]}`);
const srtTexts = (srt: string) =>
  srt
    .split(/\r?\n\r?\n/)
    .map((b) => b.split(/\r?\n/).slice(2).join(' ').trim())
    .filter(Boolean);

test.describe('media editor', () => {
  test.setTimeout(300_000);

  test('correct, split and retime the lines, update the translations and the files', async ({ page, login, shot }, testInfo) => {
    const clip = clinicClip();
    const name = `E2E editor ${testInfo.retry}-${Date.now().toString(36)}`;
    await login(USERS.client);
    await completedRequest(page, name, clip);

    // The preview plays the source with the Spanish subtitles, from the stored lines.
    const preview = page.getByLabel('Preview', { exact: true });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(0);
    const beforeSource = await downloaded(page, 'English', /Download clinic_enu\.srt/);
    const beforeSpanish = await downloaded(page, 'Spanish', /Download clinic_esn\.srt/);
    const zipBefore = await downloadAll(page);
    expect(Object.keys(zipBefore).sort()).toEqual(['enu/clinic_enu.srt', 'esn/clinic_esn.srt']);
    await shot('media-editor/details-preview');

    await page.getByRole('button', { name: 'Review and edit' }).click();
    const editor = page.getByRole('region', { name: 'Review and edit' });
    await expect(editor.getByRole('textbox', { name: 'Line 1, English' })).toBeVisible();
    const lines = await editor.getByRole('textbox', { name: /^Line \d+, English$/ }).count();
    expect(lines).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'media editor');
    await shot('media-editor/editor-open');
    // At phone width a line stacks its time, source and target, each full width.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Rows off screen are not painted (content-visibility): the lines are brought into view first.
      await editor.locator('[data-line]').first().scrollIntoViewIfNeeded();
      await shot(`media-editor/e2e-lines-${width}`);
      const source = (await editor.getByRole('textbox', { name: 'Line 1, English' }).boundingBox())!;
      const target = (await editor.getByRole('textbox', { name: 'Line 1, Spanish' }).boundingBox())!;
      if (width === 390) expect(target.y).toBeGreaterThan(source.y + source.height);
      else expect(target.x).toBeGreaterThan(source.x + source.width);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // Correct what the machine heard on line 1.
    const first = editor.getByRole('textbox', { name: 'Line 1, English' });
    await first.fill('Good morning the clinic opens at nine');
    await expect(editor.getByText('Changed in the transcript since it was translated').first()).toBeVisible();
    // The preview shows the edit at once, without a reload.
    await pick(page, 'Translation shown', 'Transcript only');
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => Array.from(v.textTracks[0]?.cues ?? []).map((c) => (c as VTTCue).text))).toContain('Good morning the clinic opens at nine');
    await pick(page, 'Translation shown', 'Spanish');

    // Split line 1 after "Good morning" (Ctrl+Enter at the cursor).
    await first.focus();
    await first.evaluate((a: HTMLTextAreaElement) => a.setSelectionRange('Good morning'.length, 'Good morning'.length));
    await page.keyboard.press('Control+Enter');
    await expect(editor.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('the clinic opens at nine');
    await expect(editor.getByRole('textbox', { name: 'Line 1, English' })).toHaveValue('Good morning');

    // Move the start of line 2 by 0.1 s (Alt+→ from its time).
    const time2 = editor.getByRole('button', { name: /^Line 2 \d/ });
    const before = (await time2.textContent())!;
    await time2.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect(time2).not.toHaveText(before);
    // An overlap is refused with a message.
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    for (let i = 0; i < 40; i++) await page.keyboard.press('Alt+ArrowLeft');
    await expect(editor.getByRole('alert').filter({ hasText: 'Lines cannot overlap' })).toBeVisible();
    await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    await shot('media-editor/edited');

    // A reload keeps every change.
    await page.reload();
    await page.getByRole('button', { name: 'Review and edit' }).click();
    await expect(editor.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('the clinic opens at nine');
    const staleCount = await editor.getByText('Changed in the transcript since it was translated').count();
    expect(staleCount).toBe(2);

    await editor.getByRole('button', { name: /^Update translations/ }).click();
    await expect(editor.getByText('Changed in the transcript since it was translated')).toHaveCount(0);
    await expect(editor.getByRole('textbox', { name: 'Line 2, Spanish' })).not.toHaveValue('');
    await editor.getByRole('button', { name: 'Update files' }).click();
    // The rebuild may end before a loaded machine paints its progress: either state is the answer to the click.
    await expect(editor.getByText(/The files are being updated/).or(editor.getByText('The files match these lines.'))).toBeVisible({ timeout: 30_000 });
    await shot('media-editor/rebuilding');
    await expect(editor.getByText('The files match these lines.')).toBeVisible({ timeout: 60_000 });

    const afterSource = await downloaded(page, 'English', /Download clinic_enu\.srt/);
    const afterSpanish = await downloaded(page, 'Spanish', /Download clinic_esn\.srt/);
    expect(srtTexts(afterSource).slice(0, 2)).toEqual(['Good morning', 'the clinic opens at nine']);
    expect(srtTimes(afterSource).length).toBe(srtTimes(beforeSource).length + 1);
    expect(afterSource).not.toBe(beforeSource);
    // Only the edited lines changed in Spanish: the lines after them are as they were.
    expect(srtTexts(afterSpanish).slice(2)).toEqual(srtTexts(beforeSpanish).slice(1));
    // The zip made before the update is not served again: Download all gives the new files.
    const zipAfter = await downloadAll(page);
    expect(zipAfter['enu/clinic_enu.srt']).toBe(afterSource);
    expect(zipAfter['esn/clinic_esn.srt']).toBe(afterSpanish);
    // The pointer rests where the last download was clicked; axe reads the page as it is at rest.
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'media editor after the update');
  });

  test('the same walk by keyboard alone', async ({ page, login, shot }, testInfo) => {
    const name = `E2E editor keys ${testInfo.retry}-${Date.now().toString(36)}`;
    await login(USERS.client);
    await completedRequest(page, name, clinicClip());
    const open = page.getByRole('button', { name: 'Review and edit' });
    await open.focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('region', { name: 'Review and edit' });
    const first = editor.getByRole('textbox', { name: 'Line 1, English' });
    await expect(first).toBeVisible();
    // Tab from the line's time button into its text, type, undo, redo.
    await editor.getByRole('button', { name: /^Line 1 \d/ }).focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' today');
    const typed = await first.inputValue();
    expect(typed.endsWith(' today')).toBe(true);
    await page.keyboard.press('Control+z');
    await expect(first).not.toHaveValue(typed);
    await page.keyboard.press('Control+Shift+z');
    await expect(first).toHaveValue(typed);
    // Split at the cursor, then join again with Backspace at the start of the new line.
    await page.keyboard.press('Control+End');
    for (let i = 0; i < ' today'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Control+Enter');
    const second = editor.getByRole('textbox', { name: 'Line 2, English' });
    await expect(second).toBeFocused();
    await expect(second).toHaveValue('today');
    await page.keyboard.press('Backspace');
    await expect(first).toBeFocused();
    await expect(first).toHaveValue(typed);
    await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    // Update translations, by keyboard.
    const update = editor.getByRole('button', { name: /^Update translations/ });
    await update.focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByText('Changed in the transcript since it was translated')).toHaveCount(0);
    // Move line 1's end 0.1 s earlier from its time (Shift+Tab back from its text), then Update files, by keyboard.
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    const time1 = editor.getByRole('button', { name: /^Line 1 \d/ });
    await expect(time1).toBeFocused();
    const range = (await time1.textContent())!;
    // The change is saved after a short pause: wait for that save itself (its PUT), not the "saved" of the one
    // before it (still shown for a moment after the change) — the "Saving…" between them can be too short to see.
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/mediaSegments/') && r.ok(), { timeout: 15_000 });
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    await expect(time1).not.toHaveText(range);
    await saved;
    await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    const files = editor.getByRole('button', { name: 'Update files' });
    await expect(files).toBeEnabled();
    await files.focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByText('The files match these lines.')).toBeVisible({ timeout: 60_000 });
    await shot('media-editor/keyboard');
    await expectAccessible(page, 'media editor by keyboard');
  });

  test('the lines the recogniser was unsure of: told on the details page and reviewed first, by keyboard', async ({ page, login, shot }, testInfo) => {
    // The clinic clip is speech the general English model garbles (decision 186): most of its words score low.
    const name = `E2E unsure ${testInfo.retry}-${Date.now().toString(36)}`;
    await login(USERS.client);
    await completedRequest(page, name, clinicClip());
    const notice = page.getByTestId('media-unsure');
    await expect(notice.getByText(/^The transcript may be wrong in \d+ lines? — review (them|it)$/)).toBeVisible();
    await expect(notice.getByText(/^The recogniser could not make out the speech in this file/)).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(`media-editor/e2e-unsure-notice-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectAccessible(page, 'details with the unsure-lines notice');
    const review = notice.getByRole('button', { name: 'Review unsure lines' });
    await tabTo(page, review);
    await page.keyboard.press('Enter');
    const editor = page.getByRole('region', { name: 'Review and edit' });
    await expect(editor.getByRole('switch', { name: 'Unsure lines first' })).toBeChecked();
    const firstShown = editor.locator('[data-line]').first();
    await expect(firstShown).toHaveAttribute('data-unsure', '');
    await expect(firstShown.getByText('The recogniser was unsure of this line: listen to it.')).toBeVisible();
    await firstShown.scrollIntoViewIfNeeded();
    await shot('media-editor/e2e-unsure-first');
    await expectAccessible(page, 'media editor with unsure lines first');
  });

  test('a subtitle rule broken and fixed from the check by keyboard, in the rebuilt SRT', async ({ page, login }, testInfo) => {
    const name = `E2E subtitle check ${testInfo.retry}-${Date.now().toString(36)}`;
    await login(USERS.client);
    await completedRequest(page, name, clinicClip());
    await page.getByRole('button', { name: 'Review and edit' }).click();
    const editor = page.getByRole('region', { name: 'Review and edit' });
    const first = editor.getByRole('textbox', { name: 'Line 1, English' });
    await expect(first).toBeVisible();
    // Line 1 made too long for two lines of 42 characters.
    await first.fill('Good morning, and please bring your insurance card and a list of your medicines with you today');
    const check = editor.getByRole('region', { name: 'Subtitle check' });
    await expect(check.getByRole('button', { name: /^Line 1, English: a line of \d+ characters \(at most 42\)$/ })).toBeVisible();
    // The fix, by keyboard: split at the best break, after the comma.
    const split = check.getByRole('button', { name: 'Split at the best break: line 1, English' });
    await split.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveValue('Good morning,');
    await expect(editor.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('and please bring your insurance card and a list of your medicines with you today');
    await expect(check.getByRole('button', { name: /^Line [12], English: a line of/ })).toHaveCount(0);
    await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    await editor.getByRole('button', { name: /^Update translations/ }).click();
    await expect(editor.getByText('Changed in the transcript since it was translated')).toHaveCount(0);
    await editor.getByRole('button', { name: 'Update files' }).click();
    await expect(editor.getByText('The files match these lines.')).toBeVisible({ timeout: 60_000 });
    // The rebuilt SRT has the two lines, each shown in lines of at most 42 characters.
    const srt = await downloaded(page, 'English', /Download clinic_enu\.srt/);
    expect(srtTexts(srt).slice(0, 2)).toEqual(['Good morning,', 'and please bring your insurance card and a list of your medicines with you today']);
    for (const line of srt.split(/\r?\n/).filter((l) => /[a-z]/i.test(l))) expect(line.length).toBeLessThanOrEqual(42);
  });
});
