// The quality record, end to end (decision 187), against the real server and Apertium: a client translates a Word
// document, marks an issue in plain words and requests changes for Spanish; a coordinator redelivers from the
// provider desk. Then the staff dashboards' quality view counts the score and the redelivery, the Quality report
// shows the file's score as the editor showed it, and the client admin finds Spanish in the company's quality
// history. A keyboard-alone walk of the quality view, and axe on each page.
import type { Page } from '@playwright/test';
import { translateDocx } from './docx.ts';
import { expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';
import { markIssue, signedInPage } from './review.ts';

// Enough words for a score above zero with one cosmetic issue (the score is per 1,000 words).
// A time to redelivery as the view writes it: a redelivery in the same test takes seconds.
const TIME = '(< 1 min|\\d+ min|[\\d.]+ h)';
const SENTENCES = Array.from({ length: 40 }, (_, i) => `The quiet lake number ${i + 1} is cold and clear in winter.`);

async function bothWidths(page: Page, shot: (name: string, target?: Page) => Promise<void>, name: string): Promise<void> {
  await shot(`${name}-1366`, page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${name}-390`, page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('quality record', () => {
  test('a scored and redelivered file reaches the quality view, the Quality report and the client admin’s history', async ({ page, login, browser, baseURL, shot }) => {
    test.setTimeout(300_000);
    const name = `quality-record-${Date.now()}.docx`;
    await login(USERS.client);
    await page.setViewportSize({ width: 1366, height: 900 });
    await translateDocx(page, name, SENTENCES);
    const details = new URL(page.url()).pathname;
    await page.getByRole('link', { name: /^Review and edit quality-record-/ }).click();
    await expect(page).toHaveURL(/\/review\//);
    await markIssue(page, 2, 'Reads badly', 'Cosmetic', { comment: 'A little stiff.' });
    const scoreLine = page.getByText(/^Score \d+\.\d\d · /);
    await expect(scoreLine).toBeVisible();
    const score = Number(/^Score (\d+\.\d\d)/.exec((await scoreLine.textContent()) ?? '')![1]);
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThan(100);

    await page.goto(details);
    const decision = page.getByRole('region', { name: 'Your decision' });
    await decision.getByRole('button', { name: 'Request changes to Spanish' }).click();
    await decision.getByRole('textbox', { name: 'What should change in Spanish' }).fill('Please smooth the second sentence.');
    await decision.getByRole('button', { name: 'Send the request for changes' }).click();
    await expect(decision.getByText(/^Changes requested by client@acme-health\.example/)).toBeVisible();

    // The coordinator redelivers from the desk's list of requests sent back, then reads the quality view.
    const staff = await signedInPage(browser, baseURL!, USERS.coordinator);
    await staff.goto('/providerDesk');
    const sentBack = staff.getByRole('region', { name: 'Sent back with changes requested' });
    const deskRow = sentBack.getByRole('row').filter({ hasText: name });
    await expect(deskRow.getByText('Changes requested')).toBeVisible({ timeout: 20_000 });
    await deskRow.getByRole('button', { name: `Open ${name}` }).click();
    await staff.getByRole('button', { name: 'Complete request' }).click();
    await expect(staff.getByText('The request was completed.')).toBeVisible({ timeout: 20_000 });

    await staff.goto('/DASHBOARD');
    await staff.getByRole('link', { name: 'Quality', exact: true }).click();
    await expect(staff).toHaveURL(/\/DASHBOARD\/quality$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();
    await expect(staff.getByRole('table', { name: 'By company' }).getByRole('rowheader', { name: 'Acme Health' })).toBeVisible();
    await expect(staff.getByRole('table', { name: 'By language pair' }).getByRole('rowheader', { name: /→ Spanish/ })).toBeVisible();
    await expect(staff.getByRole('table', { name: 'By engine' }).getByRole('rowheader', { name: /apertium/ })).toBeVisible();
    await expect(staff.getByText(/^Redelivered: [1-9]\d*; waiting: \d+$/)).toBeVisible();
    await expect(staff.getByTestId('quality-redelivery-times')).toHaveText(new RegExp(`^Median: ${TIME} · Mean: ${TIME}$`));
    await expect(staff.getByTestId('quality-meanScore')).toHaveText(/^\d+\.\d\d$/);
    await bothWidths(staff, shot, 'quality-record-dashboard');
    await expectAccessible(staff, 'the quality view');
    await staff.context().close();

    // The Quality report: the file's row, its score as the editor showed it.
    await page.goto('/reports');
    await page.getByRole('link', { name: 'Quality', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Project name contains' }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    const reportRow = page.getByRole('row').filter({ hasText: name });
    await expect(reportRow).toHaveCount(1);
    await expect(reportRow).toContainText(score.toLocaleString('en-US', { maximumFractionDigits: 2 }));
    await expect(reportRow).toContainText('Inconclusive (pass)');
    await expect(reportRow).toContainText(/publish v\d+/);
    await bothWidths(page, shot, 'quality-record-report');
    await expectAccessible(page, 'the Quality report');

    // The client admin's history: Spanish this month.
    await page.goto('/');
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Account settings' });
    await panel.getByRole('tab', { name: 'Quality' }).click();
    const history = panel.getByRole('table', { name: 'Scores per language and month' });
    const thisMonth = new Date().toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    await expect(history.getByRole('row').filter({ hasText: thisMonth }).filter({ hasText: 'Spanish' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Mean score of Spanish per month: / })).toBeVisible();
    await bothWidths(page, shot, 'quality-record-history');
    await expectAccessible(page, 'the quality history');
  });

  test('the quality view by keyboard alone', async ({ page, login }) => {
    await login(USERS.coordinator);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/DASHBOARD');
    const link = page.getByRole('link', { name: 'Quality', exact: true });
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();
    const period = page.getByRole('combobox', { name: 'Period' });
    await tabTo(page, period);
    await expect(period).toHaveValue('12');
    await page.keyboard.press('ArrowDown');
    await expect(period).toHaveValue('24');
    await expect(page.getByText(/Loading the quality figures…|No file was scored|Mean score/).first()).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Performance dashboard' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/DASHBOARD$/);
    await expectAccessible(page, 'the dashboard after the quality view');
  });
});
