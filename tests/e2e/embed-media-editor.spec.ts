// The media editor inside `<lingua-mt-media>` on a client's own page (served from the second, registered origin),
// as the element ships — on Preact's React layer (decision 127), where the portal runs React: a transcription of
// clear English made here is opened in the element, a line corrected, split (Ctrl+Enter) and retimed (Alt+→),
// saved as it goes; after the host page reloads the element shows the edits; axe on the editor.
import { clinicClip } from './clips.ts';
import { expect, expectAccessible, fillProviderSignIn, test, USERS } from './fixtures.ts';
import { startTranscription } from './media-panel.ts';

test.setTimeout(300_000);

test('<lingua-mt-media>: review and edit a transcript inside the element', async ({ page, foreignHosts, shot }, testInfo) => {
  const name = `Embed editor ${testInfo.retry}-${Date.now().toString(36)}`;
  await page.goto(foreignHosts.url('walk-plain.html?tags=lingua-mt-media'));
  const media = page.locator('lingua-mt-media');
  const [popup] = await Promise.all([page.waitForEvent('popup'), media.getByRole('button', { name: 'Sign in', exact: true }).click()]);
  await fillProviderSignIn(popup, USERS.client);
  await expect(media.getByRole('button', { name: 'Create', exact: true })).toBeVisible({ timeout: 20_000 });

  const panel = await startTranscription(media, name);
  await panel.getByLabel('Audio or video files').setInputFiles({ name: 'clinic.mp4', mimeType: 'video/mp4', buffer: clinicClip() });
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel).toBeHidden({ timeout: 60_000 });
  const row = media.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 120_000 });

  const openEditor = async () => {
    await media.getByRole('link', { name, exact: true }).click();
    await media.getByRole('button', { name: 'Review and edit' }).click();
    const editor = media.getByRole('region', { name: 'Review and edit' });
    await expect(editor.getByRole('textbox', { name: 'Line 1, English' })).toBeVisible();
    return editor;
  };
  let editor = await openEditor();
  const first = editor.getByRole('textbox', { name: 'Line 1, English' });
  await first.fill('Good morning the clinic opens at nine');
  await first.focus();
  await first.evaluate((a: HTMLTextAreaElement) => a.setSelectionRange('Good morning'.length, 'Good morning'.length));
  await page.keyboard.press('Control+Enter');
  await expect(editor.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('the clinic opens at nine');
  await expect(first).toHaveValue('Good morning');
  const time2 = editor.getByRole('button', { name: /^Line 2 \d/ });
  const before = (await time2.textContent())!;
  await time2.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(time2).not.toHaveText(before);
  await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
  await shot('embed-media-editor/edited');
  expect(new URL(page.url()).pathname, 'the element never navigates its host').toBe('/walk-plain.html');

  // The host page reloads: the session and the saved lines are still there.
  await page.reload();
  editor = await openEditor();
  await expect(editor.getByRole('textbox', { name: 'Line 1, English' })).toHaveValue('Good morning');
  await expect(editor.getByRole('textbox', { name: 'Line 2, English' })).toHaveValue('the clinic opens at nine');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'media editor in <lingua-mt-media>', { include: 'lingua-mt-media' });
});
