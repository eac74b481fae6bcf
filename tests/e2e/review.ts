// Helpers of the specs that review a translated document (decision 184): a second signed-in page for staff, and
// marking an issue in plain words in the document editor's Issues panel.
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillProviderSignIn } from './fixtures.ts';

/** A page of its own, signed in as `username` from the portal's header. */
export async function signedInPage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport: { width: 1366, height: 900 } })).newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, username, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
  return page;
}

export const segmentField = (page: Page, n: number) => page.getByRole('textbox', { name: `Translation of segment ${n}` });
export const issuesPanel = (page: Page) => page.getByRole('region', { name: 'Issues' });

/** Marks an issue on segment `n` in plain words and waits for it in the panel. */
export async function markIssue(page: Page, n: number, what: string, how: string, extra: { words?: string; comment?: string } = {}): Promise<void> {
  await segmentField(page, n).click();
  const issues = issuesPanel(page);
  await issues.getByRole('button', { name: 'Mark an issue' }).click();
  await issues.getByRole('radio', { name: what }).check();
  await issues.getByRole('radio', { name: how }).check();
  if (extra.words) await issues.getByRole('textbox', { name: /The words it concerns/ }).fill(extra.words);
  if (extra.comment) await issues.getByRole('textbox', { name: /Comment/ }).fill(extra.comment);
  await issues.getByRole('button', { name: 'Mark the issue' }).click();
  await expect(issues.getByText(`${what} · ${how}`)).toBeVisible();
}
