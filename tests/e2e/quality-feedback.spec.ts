// Feedback the provider can act on, end to end (decisions 184, 188), against the real server, Apertium and the media
// engines: a client translates a Word document of its own sentences and marks two issues in plain words in the
// document editor, marks one on a line of a transcribed and translated clip in the media editor, and requests
// changes for the Spanish of both; a coordinator opens the document from the provider desk, sees the issues with
// their MQM values, changes what one counts as, answers the other, fixes the segment and redelivers; then opens the
// clip's lines from the desk, fixes line 1, marks its issue fixed, updates the files and redelivers. The client
// then sees only the changed segment and line, all on request, and approves. Then a keyboard-alone walk of marking an issue,
// and axe (WCAG 2.2 AA). No glossary term is added and no segment confirmed, so the worker's other specs meet
// nothing of this.
import type { Browser, Page } from '@playwright/test';
import { clinicClip } from './clips.ts';
import { translateDocx } from './docx.ts';
import { DEMO_PASSWORD, expect, expectAccessible, fillProviderSignIn, tabTo, test, USERS } from './fixtures.ts';
import { completedRequest } from './media-request.ts';

const SENTENCES = ['The quiet lake is cold in winter.', 'Our quiet lake has many fish.', 'They paint the quiet lake at dawn.'];

async function signedInPage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport: { width: 1366, height: 900 } })).newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, username, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
  return page;
}

/** Translates a DOCX of the spec's sentences and opens "Review and edit" of it; answers the details' and editor's paths. */
async function openEditor(page: Page, name: string): Promise<{ details: string; editor: string }> {
  await translateDocx(page, name, SENTENCES);
  await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation\/[^/?]+$/);
  const details = new URL(page.url()).pathname;
  await page.getByRole('link', { name: /^Review and edit quality-e2e-/ }).click();
  await expect(page).toHaveURL(/\/review\//);
  return { details, editor: new URL(page.url()).pathname };
}

const field = (page: Page, n: number) => page.getByRole('textbox', { name: `Translation of segment ${n}` });
const issuesOf = (page: Page) => page.getByRole('region', { name: 'Issues' });

async function markIssue(page: Page, n: number, what: string, how: string, extra: { words?: string; comment?: string }): Promise<void> {
  await field(page, n).click();
  const issues = issuesOf(page);
  await issues.getByRole('button', { name: 'Mark an issue' }).click();
  await issues.getByRole('radio', { name: what }).check();
  await issues.getByRole('radio', { name: how }).check();
  if (extra.words) await issues.getByRole('textbox', { name: /The words it concerns/ }).fill(extra.words);
  if (extra.comment) await issues.getByRole('textbox', { name: /Comment/ }).fill(extra.comment);
  await issues.getByRole('button', { name: 'Mark the issue' }).click();
  await expect(issues.getByText(`${what} · ${how}`)).toBeVisible();
}

/** A transcribed and translated clip: "Review and edit", one issue marked on line 1, its count and the file's score. */
async function markMediaIssue(page: Page, shot: (name: string) => Promise<void>): Promise<{ name: string; details: string }> {
  const name = `Quality clip ${Date.now().toString(36)}`;
  await completedRequest(page, name, clinicClip());
  const details = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Review and edit' }).click();
  const editor = page.getByRole('region', { name: 'Review and edit' });
  await expect(editor.getByRole('textbox', { name: 'Line 1, Spanish' })).toBeVisible({ timeout: 30_000 });
  await editor.getByRole('button', { name: 'Issues and questions, line 1' }).click();
  const issues = editor.getByRole('region', { name: 'Issues' });
  await expect(issues.getByText('No issues marked on this line.')).toBeVisible();
  await issues.getByRole('button', { name: 'Mark an issue' }).click();
  await issues.getByRole('radio', { name: 'Wrong term' }).check();
  await issues.getByRole('radio', { name: 'Cosmetic' }).check();
  await issues.getByRole('textbox', { name: /Comment/ }).fill('We greet patients with “Buenos días”.');
  await issues.getByRole('button', { name: 'Mark the issue' }).click();
  await expect(issues.getByText('Wrong term · Cosmetic')).toBeVisible();
  await expect(editor.getByText('1 issue', { exact: true })).toBeVisible();
  await expect(editor.getByText(/^Score \d+\.\d\d · /)).toBeVisible();
  // The line's questions sit under its issues (decision 185): one asked here carries the line as its anchor.
  await editor.getByRole('button', { name: 'Ask about this line' }).click();
  await editor.getByRole('textbox', { name: 'Your message' }).fill('Is “Buenos días” also right for the afternoon clinic?');
  await editor.getByRole('button', { name: 'Send' }).click();
  await expect(editor.getByRole('heading', { name: 'Thread: A ESN line of media file 1' })).toBeVisible();
  await expect(editor.getByLabel('1 thread', { exact: true })).toBeVisible();
  await shot('quality-media-1366');
  await expectAccessible(page, 'the media editor with a line issue');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('quality-media-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  return { name, details };
}

/** The client asks for changes to a request's Spanish from its details page. */
async function requestChanges(page: Page, details: string, note: string): Promise<void> {
  await page.goto(details);
  const decision = page.getByRole('region', { name: 'Your decision' });
  await decision.getByRole('button', { name: 'Request changes to Spanish' }).click();
  await decision.getByRole('textbox', { name: 'What should change in Spanish' }).fill(note);
  await decision.getByRole('button', { name: 'Send the request for changes' }).click();
  await expect(decision.getByText(/^Changes requested by client@acme-health\.example/)).toBeVisible();
}

/** Opens a request sent back on the provider desk. */
async function openSentBack(staff: Page, name: string): Promise<void> {
  await staff.goto('/providerDesk');
  const row = staff.getByRole('region', { name: 'Sent back with changes requested' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Changes requested')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: `Open ${name}` }).click();
}

/** Completes the open request on the desk: its client gets it back. */
async function redeliver(staff: Page, name: string): Promise<void> {
  await staff.getByRole('button', { name: 'Complete request' }).click();
  await expect(staff.getByText('The request was completed.')).toBeVisible({ timeout: 20_000 });
  await expect(staff.getByRole('region', { name: 'Sent back with changes requested' }).getByRole('row').filter({ hasText: name })).toHaveCount(0);
}

/**
 * From the desk to the media request's lines: the coordinator fixes line 1, marks its issue fixed, updates the files
 * (the request stays sent back until the desk completes it) and redelivers.
 */
async function coordinatorFixesMedia(staff: Page, media: string, shot: (name: string, target?: Page) => Promise<void>): Promise<void> {
  await openSentBack(staff, media);
  await staff.getByRole('region', { name: 'Fix what was sent back' }).getByRole('link', { name: 'Review and edit the lines' }).click();
  await expect(staff).toHaveURL(/\/providerDesk\/media\/[0-9a-f-]{36}$/);
  const editor = staff.getByRole('region', { name: 'Review and edit' });
  const line = editor.getByRole('textbox', { name: 'Line 1, Spanish' });
  await expect(line).toBeVisible({ timeout: 30_000 });
  await line.click();
  await staff.keyboard.press('ControlOrMeta+a');
  await staff.keyboard.type('Buenos días, bienvenidos a la clínica.');
  await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await editor.getByRole('button', { name: 'Issues and questions, line 1' }).click();
  const issues = editor.getByRole('region', { name: 'Issues' });
  await expect(issues.getByText('Wrong term · Cosmetic')).toBeVisible();
  await issues.getByRole('textbox', { name: 'Reason or what was done' }).fill('“Buenos días” now opens the line.');
  await issues.getByRole('button', { name: 'Mark fixed' }).click();
  await expect(issues.getByText(/^Fixed: coordinator@lingua\.example on/)).toBeVisible();
  await editor.getByRole('button', { name: 'Update files' }).click();
  const rebuilding = editor.getByText(/^The files are being updated/);
  await expect(rebuilding).toBeVisible();
  await expect(rebuilding).toBeHidden({ timeout: 120_000 });
  await expect(line).toBeEditable();
  await shot('quality-staff-media-1366', staff);
  await expectAccessible(staff, "staff's media editor on a request sent back");
  await openSentBack(staff, media);
  await redeliver(staff, media);
}

/** The coordinator changes what the second issue counts as, accepts the first, fixes its segment and completes the request on the desk. */
async function coordinatorFixesAndRedelivers(staff: Page, editor: string, docName: string, shot: (name: string, target?: Page) => Promise<void>): Promise<void> {
  await openSentBack(staff, docName);
  await staff.getByRole('region', { name: 'Fix what was sent back' }).getByRole('link', { name: /^Review and edit quality-e2e-/ }).click();
  await expect(staff).toHaveURL(editor);
  await field(staff, 2).click();
  const staffIssues = issuesOf(staff);
  await expect(staffIssues.getByText('Counted as: Linguistic conventions, minor')).toBeVisible();
  await staffIssues.getByRole('button', { name: 'Change how it counts' }).click();
  await staffIssues.getByRole('combobox', { name: 'MQM type' }).selectOption({ label: 'Style' });
  await staffIssues.getByRole('button', { name: 'Save the classification' }).click();
  await expect(staffIssues.getByText('Now counted as: Style, minor')).toBeVisible();
  await shot('quality-staff-reclassify-1366', staff);
  await expectAccessible(staff, "staff's view of an issue, its classification changed");
  await staff.setViewportSize({ width: 390, height: 844 });
  await shot('quality-staff-reclassify-390', staff);
  await staff.setViewportSize({ width: 1366, height: 900 });

  await field(staff, 1).click();
  await expect(staffIssues.getByText('Wrong meaning · Misleading')).toBeVisible();
  await expect(staffIssues.getByText('Counted as: Accuracy – mistranslation, major')).toBeVisible();
  await staffIssues.getByRole('textbox', { name: 'Reason or what was done' }).fill('Agreed: “en invierno” is back in the sentence.');
  await staffIssues.getByRole('button', { name: 'Accept' }).click();
  await expect(staffIssues.getByText(/^Accepted: coordinator@lingua\.example on/)).toBeVisible();
  await field(staff, 1).click();
  await staff.keyboard.press('ControlOrMeta+a');
  await staff.keyboard.type('El lago tranquilo está frío en invierno.');
  await field(staff, 3).click();
  await expect(staff.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  // The fix goes into the delivered file before the request is delivered again.
  await staff.getByRole('button', { name: 'Update file' }).click();
  await expect(staff.getByText(/^Version 2 · The file holds every change\./)).toBeVisible({ timeout: 120_000 });
  await shot('quality-staff-answer-1366', staff);

  await openSentBack(staff, docName);
  await shot('quality-desk-1366', staff);
  await redeliver(staff, docName);
}

test.describe('quality feedback', () => {
  test('a client marks issues and requests changes, a coordinator answers and redelivers, the client approves what changed', async ({ page, login, browser, baseURL, shot }) => {
    test.setTimeout(720_000);
    await login(USERS.client);
    await page.setViewportSize({ width: 1366, height: 900 });
    const docName = `quality-e2e-${Date.now()}.docx`;
    const { details, editor } = await openEditor(page, docName);

    await markIssue(page, 1, 'Wrong meaning', 'Misleading', { comment: 'The original says the lake is cold only in winter.' });
    await markIssue(page, 2, 'Reads badly', 'Cosmetic', { words: 'muchos peces' });
    await expect(page.getByText('1 issue', { exact: true })).toHaveCount(2);
    await expect(page.getByText(/^Score \d+\.\d\d · /)).toBeVisible();
    await expect(page.getByText(/Inconclusive: fewer than 1,000 words/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download issues (CSV)' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download issues (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await shot('quality-editor-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('quality-editor-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    const media = await markMediaIssue(page, shot);
    await requestChanges(page, media.details, 'Please greet the patients with “Buenos días”.');

    await requestChanges(page, details, 'Please keep “in winter” in the first sentence.');
    const decision = page.getByRole('region', { name: 'Your decision' });
    await expect(decision.getByText('2 open issues attached.')).toBeVisible();
    await expect(page.getByText('Changes requested', { exact: true }).first()).toBeVisible();
    await shot('quality-decision-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('quality-decision-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    const staff = await signedInPage(browser, baseURL!, USERS.coordinator);
    await coordinatorFixesAndRedelivers(staff, editor, docName, shot);
    await coordinatorFixesMedia(staff, media.name, shot);
    await staff.context().close();

    // The media editor opens on the line the coordinator changed, the issue marked fixed beside it.
    await page.goto(media.details);
    await page.getByRole('button', { name: 'Review and edit' }).click();
    const mediaEditor = page.getByRole('region', { name: 'Review and edit' });
    await expect(mediaEditor.getByRole('switch', { name: 'Only lines changed since your last review' })).toBeChecked({ timeout: 30_000 });
    await expect(mediaEditor.getByRole('textbox', { name: 'Line 1, Spanish' })).toHaveValue('Buenos días, bienvenidos a la clínica.');
    await expect(mediaEditor.getByRole('textbox', { name: 'Line 2, Spanish' })).toHaveCount(0);
    await shot('quality-media-changed-1366');

    // Only the segment the coordinator changed, with the answer beside its issue; all on request.
    await page.goto(editor);
    await expect(page.getByText(/^Delivered again after you requested changes on .*: showing the 1 segment changed since your last review\.$/)).toBeVisible({ timeout: 20_000 });
    await expect(field(page, 1)).toContainText('en invierno');
    await expect(field(page, 2)).toHaveCount(0);
    await expect(page.getByText('1 of 3 segments')).toBeVisible();
    await field(page, 1).click();
    await expect(issuesOf(page).getByText(/^Accepted: coordinator@lingua\.example on .*Reason: Agreed: “en invierno” is back/)).toBeVisible();
    await shot('quality-changed-1366');
    await expectAccessible(page, 'the editor showing what changed since the last review');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('quality-changed-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Show all segments' }).click();
    await expect(field(page, 2)).toBeVisible();
    await expect(field(page, 3)).toBeVisible();

    await page.goto(details);
    await decision.getByRole('button', { name: 'Approve Spanish' }).click();
    await expect(decision.getByText(/^Approved by client@acme-health\.example/)).toBeVisible();
  });

  test('marking an issue by keyboard alone', async ({ page, login }) => {
    test.setTimeout(180_000);
    await login(USERS.client);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openEditor(page, `quality-e2e-keys-${Date.now()}.docx`);
    await expect(field(page, 3)).toBeVisible();
    await tabTo(page, field(page, 3));
    const issues = issuesOf(page);
    await tabTo(page, issues.getByRole('button', { name: 'Mark an issue' }));
    await page.keyboard.press('Enter');
    // A radio group is one tab stop; the arrows move the choice within it.
    await tabTo(page, issues.getByRole('radio', { name: 'Wrong meaning' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(issues.getByRole('radio', { name: 'Reads badly' })).toBeChecked();
    await tabTo(page, issues.getByRole('radio', { name: 'Cosmetic' }));
    await page.keyboard.press('Space');
    await tabTo(page, issues.getByRole('textbox', { name: /The words it concerns/ }));
    await page.keyboard.type('al amanecer');
    await tabTo(page, issues.getByRole('button', { name: 'Mark the issue' }));
    await page.keyboard.press('Enter');
    await expect(issues.getByText('Reads badly · Cosmetic')).toBeVisible();
    await expect(issues.getByText('The issue is marked.')).toBeVisible();
    await expectAccessible(page, 'the editor with an issue marked');
  });
});
