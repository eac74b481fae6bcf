// Media translation end to end (spec 3 §2.2, §4.2–4.6, §4.10, §5, §9) against the real server and the real
// engines (ffmpeg, pocketsphinx, espeak-ng, Apertium): the four project types from Create to Download all,
// a voice sample heard, one rule refused before sending, the Create panel walked by keyboard alone, the dubbed
// and the burned-in video made again after a Spanish line is corrected in the editor, and axe
// on every page and panel visited. The clip is made here: espeak-ng speaks a known sentence and ffmpeg puts
// it under a test picture.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, USERS } from './fixtures.ts';
import { unzip } from './zip.ts';

function makeClips(): { mp4: Buffer; mp3: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-e2e-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en-us+klatt2', '-s', '140', '-w', wav, 'hello world this is a test of the speech recognition system']);
    const run = (args: string[]) => execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', ...args]);
    run(['-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', path.join(dir, 'talk.mp3')]);
    run(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=15', '-i', wav, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path.join(dir, 'clip.mp4')]);
    return { mp4: readFileSync(path.join(dir, 'clip.mp4')), mp3: readFileSync(path.join(dir, 'talk.mp3')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function pick(page: Page, field: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface Case {
  type: RegExp;
  name: string;
  file: { name: string; mimeType: string; buffer: Buffer };
  targets: string[];
  voice?: string;
  expected: RegExp[];
  /** The output "Update files" must make again after a Spanish line is edited (its Download button's name). */
  rebuilt?: RegExp;
}

/** The bytes of one delivered file, through its row's Download button. */
async function fileBytes(page: Page, button: RegExp): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync((await download.path())!);
}

test.describe('media translation', () => {
  test.setTimeout(420_000);

  test('the four project types from Create to download, a voice sample, rules and the keyboard', async ({ page, login, shot }, testInfo) => {
    const clips = makeClips();
    // Playwright's retry reuses the same database: names unique per attempt keep every locator to one row.
    const suffix = `${testInfo.retry}-${Date.now().toString(36)}`;
    await login(USERS.client);
    await page.goto('/machineTranslation/mediaTranslation');
    await expect(page.getByRole('tab', { name: 'Audio and video' })).toHaveAttribute('aria-selected', 'true');
    // Spec 3 §2.2: text, then documents, then media.
    await expect(page.getByRole('tab')).toHaveText(['Text', 'Documents', 'Audio and video']);
    await expectAccessible(page, 'media tab');

    // Keyboard alone: Create, a type with the arrow keys, Next, and back out with Escape.
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await create.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'New audio or video request' });
    await expect(panel).toBeVisible();
    await page.getByRole('radio', { name: /^Transcription A subtitle/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Transcription and translation/ })).toBeChecked();
    await panel.getByRole('button', { name: 'Next', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('textbox', { name: 'Project name' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    const cases: Case[] = [
      { type: /^Transcription A subtitle/, name: `E2E transcription ${suffix}`, file: { name: 'talk.mp3', mimeType: 'audio/mpeg', buffer: clips.mp3 }, targets: [], expected: [/talk_enu\.srt$/] },
      {
        type: /^Transcription and translation/,
        name: `E2E translation ${suffix}`,
        file: { name: 'talk.mp3', mimeType: 'audio/mpeg', buffer: clips.mp3 },
        targets: ['Spanish'],
        expected: [/talk_enu\.srt$/, /talk_esn\.srt$/],
      },
      { type: /^Dubbing/, name: `E2E dubbing ${suffix}`, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clips.mp4 }, targets: ['Spanish'], voice: 'Spanish – Female 1', expected: [/clip_esn_dubbed\.mp4$/], rebuilt: /Download clip_esn_dubbed\.mp4/ },
      { type: /^Embedding/, name: `E2E embedding ${suffix}`, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clips.mp4 }, targets: ['Spanish'], expected: [/clip_esn_subtitled\.mp4$/], rebuilt: /Download clip_esn_subtitled\.mp4/ },
    ];

    for (const [i, c] of cases.entries()) {
      await create.click();
      await panel.getByRole('radio', { name: c.type }).click();
      await panel.getByRole('button', { name: 'Next', exact: true }).click();
      await panel.getByRole('textbox', { name: 'Project name' }).fill(c.name);
      await pick(page, /spoken language/i, 'English');
      for (const target of c.targets) await pick(page, /target languages/i, target);
      // Closes the language list (Escape would close the whole panel).
      await panel.getByRole('textbox', { name: 'Project name' }).click();
      if (i === 3) {
        // Spec 3 §5: embedding takes video only — refused before anything is sent.
        await panel.getByLabel('Audio or video files').setInputFiles({ name: 'talk.mp3', mimeType: 'audio/mpeg', buffer: clips.mp3 });
        await expect(panel.getByText('Subtitles can only be embedded into video files: talk.mp3 is an audio file.')).toBeVisible();
        await expectAccessible(page, 'media form with a rule broken');
        await panel.getByRole('button', { name: 'Remove talk.mp3' }).click();
      }
      await panel.getByLabel('Audio or video files').setInputFiles(c.file);
      if (c.voice) {
        await pick(page, 'Voice for Spanish', c.voice);
        const play = panel.getByRole('button', { name: `Play a sample of ${c.voice}` });
        await play.click();
        await expect(panel.getByRole('button', { name: `Stop the sample of ${c.voice}` })).toBeVisible();
        const sample = await page.request.get('/v1/xl8/dubbing/dubbingVoices/es%2Bf2/sample');
        expect(sample.ok()).toBe(true);
        expect(sample.headers()['content-type']).toBe('audio/wav');
        expect((await sample.body()).length).toBeGreaterThan(20_000);
        await shot('media/e2e-form-dubbing');
        await expectAccessible(page, 'dubbing form');
      }
      const submit = panel.getByRole('button', { name: 'Submit' });
      await submit.scrollIntoViewIfNeeded();
      // Nothing stands over Submit — the notice of the request submitted just before included.
      expect(await submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      })).toBe(true);
      if (i === 1) await shot('media/e2e-form-after-a-submit');
      await submit.click();
      await expect(panel).toBeHidden({ timeout: 60_000 });
      await expect(page.getByRole('link', { name: c.name, exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Your request was submitted. Follow it in the list below.' })).toBeVisible();
      if (i === 0) await shot('media/e2e-submitted-notice');
    }
    await expectAccessible(page, 'media list');
    await shot('media/e2e-list');

    for (const c of cases) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: c.name, exact: true }) });
      // The list refreshes itself every 10 s while a request is in progress (spec 3 §4.1).
      await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 180_000 });
    }

    for (const c of cases) {
      await page.getByRole('link', { name: c.name, exact: true }).click();
      await expect(page).toHaveURL(/\/machineTranslation\/mediaTranslation\/[0-9a-f-]{36}$/);
      // The address changes before the details replace the list (whose rows say Completed too).
      await expect(page.getByRole('heading', { level: 2, name: c.name })).toBeVisible();
      await expect(page.getByText('Completed', { exact: true })).toBeVisible();
      if (c.voice) {
        await expectAccessible(page, 'media details');
        await shot('media/e2e-details');
      }
      await page.getByRole('button', { name: 'Download all' }).click();
      const dialog = page.getByRole('dialog', { name: 'Download translated files' });
      const zipLink = dialog.getByRole('link', { name: /^Download mt-translation-[0-9a-f-]{36}\.zip$/ });
      await expect(zipLink).toBeVisible({ timeout: 60_000 });
      const zip = await page.request.get((await zipLink.getAttribute('href'))!);
      expect(zip.ok()).toBe(true);
      const entries = [...unzip(await zip.body()).keys()];
      for (const pattern of c.expected) expect(entries.some((e) => pattern.test(e)), `${c.name}: ${entries.join(', ')}`).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      if (c.rebuilt) {
        // A corrected Spanish line: "Update files" voices it again or burns it in again, and the file is new.
        const before = await fileBytes(page, c.rebuilt);
        await page.getByRole('button', { name: 'Review and edit' }).click();
        const editor = page.getByRole('region', { name: 'Review and edit' });
        await editor.getByRole('textbox', { name: 'Line 1, Spanish' }).fill('Buenos días a todos');
        await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
        await editor.getByRole('button', { name: 'Update files' }).click();
        await expect(editor.getByText('The files match these lines.')).toBeVisible({ timeout: 120_000 });
        const after = await fileBytes(page, c.rebuilt);
        expect(after.length).toBeGreaterThan(10_000);
        expect(after.equals(before), `${c.name}: the file after "Update files" is new`).toBe(false);
      }
      await page.getByRole('button', { name: 'Return' }).click();
      await expect(create).toBeVisible();
    }
    await expectAccessible(page, 'media list after the downloads');
  });
});
