// A company's audit trail (decision 182): an employee uploads a file and downloads it through the API as the portal does; the
// company's admin opens Account settings → Audit trail, filters to downloads by that person and finds it, then
// walks the filters and the CSV download by keyboard alone; staff read the same company's trail from the
// dashboard. Screenshots at 1366 and 390 px under /work/shots/security; axe on each screen.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signIn } from '../../packages/server/test/sign-in.ts';
import { DEMO_PASSWORD, expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = '/work/shots/security';

/** At both widths; the settings panel scrolls on its own, so a full page would show only its first screen anyway. */
async function shots(page: Page, name: string, fullPage: boolean): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * The employee uploads a text, asks for its machine translation (the demo requests carry no files) and takes the
 * source's download link, as the portal's Download button does; answers the request's and the file's names.
 */
async function employeeDownloads(request: APIRequestContext, baseURL: string): Promise<{ request: string; file: string }> {
  const { idToken } = await signIn(baseURL, USERS.employee, DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${idToken}` };
  const grant = await request.post('/v1/tempFiles/actions/createPresignedPost', { headers: auth });
  expect(grant.status()).toBe(200);
  const post = (await grant.json()) as { url: string; fields: Record<string, string> };
  const file = 'ward-rounds.txt';
  const upload = await request.post(post.url, { multipart: { ...post.fields, file: { name: file, mimeType: 'text/plain', buffer: Buffer.from('Ward rounds start at eight.') } } });
  expect(upload.status()).toBeLessThan(300);
  const name = 'Ward rounds notice';
  const made = await request.post('/v1/machineTranslation/actions/translateFiles', {
    headers: auth,
    data: { requestName: name, files: [{ fileName: file, category: 'SOURCE_DOCUMENT', fileKey: post.fields.key!.replace('${filename}', file) }], sourceLanguageId: 'enu', targetLanguageIds: ['esn'] },
  });
  expect(made.status(), await made.text()).toBeLessThan(300);
  const id = ((await made.json()) as { id: string }).id;
  const shown = (await (await request.get(`/v1/jobRequests/${id}`, { headers: auth })).json()) as { files: Array<{ fileName: string; fileKey: string }> };
  const source = shown.files.find((f) => f.fileName === file)!;
  const link = await request.get(`/v1/jobRequests/${id}/files/${encodeURIComponent(source.fileKey)}/downloadUrl`, { headers: auth });
  expect(link.status(), await link.text()).toBe(200);
  return { request: name, file };
}

async function openAuditTrail(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await panel.getByRole('tab', { name: 'Audit trail' }).click();
  return panel;
}

test('the admin finds a colleague’s download in the audit trail, filters by keyboard and downloads the CSV', async ({ page, login, baseURL, request }) => {
  const download = await employeeDownloads(request, baseURL!);
  await login(USERS.client);
  const panel = await openAuditTrail(page);
  await expect(panel.getByText(/\d+ events?$/)).toBeVisible();

  // Keyboard alone: the event filter, the person, Apply.
  const eventFilter = panel.getByRole('combobox', { name: 'Event' });
  await tabTo(page, eventFilter);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('File downloaded');
  await page.getByRole('option', { name: 'File downloaded' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(eventFilter).toHaveValue('File downloaded');
  await page.keyboard.press('Tab');
  await page.keyboard.type('employee@');
  await tabTo(page, panel.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');

  const row = panel.getByRole('row', { name: new RegExp(`${USERS.employee}`) }).filter({ hasText: download.file }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('File downloaded');
  await expect(row).toContainText(`${download.request}: ${download.file}`);
  await expect(row).toContainText('Portal');

  await tabTo(page, panel.getByRole('button', { name: 'Download CSV' }));
  const [csv] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(csv.suggestedFilename()).toMatch(/^audit-trail-\d+\.csv$/);
  await shots(page, 'audit-trail-admin', false);
  await expectAccessible(page, 'audit trail tab');
});

test('staff read a company’s trail from the dashboard', async ({ page, login }) => {
  await login(USERS.admin);
  await page.goto('/DASHBOARD/auditTrail');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies’ audit trails'.replace('’', "'") })).toBeVisible();
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: /^Acme/ }).click();
  await expect(page.getByText(/\d+ events?$/)).toBeVisible();
  await expect(page.getByRole('table')).toContainText(USERS.employee);
  await shots(page, 'audit-trail-staff', true);
  await expectAccessible(page, 'staff audit trail');
});
