// Session expiry (spec 1 §4, §9): after 1 hour without activity a warning, 30 seconds later sign-out.
// The browser's clock is Playwright's, installed before the first page load.
import { test, expect, expectAccessible, USERS } from './fixtures.ts';

test('an hour without activity warns, and 30 seconds later signs the user out', async ({ page, login }) => {
  await page.clock.install();
  await login(USERS.client);
  await page.clock.fastForward('01:00:00');
  const dialog = page.getByRole('dialog', { name: 'Session expiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: "I'm here" })).toBeVisible();
  await expectAccessible(page, 'session expiry dialog');
  await page.clock.fastForward('00:30');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /user menu/ })).toHaveCount(0);
});

test("I'm here keeps the session", async ({ page, login }) => {
  await page.clock.install();
  await login(USERS.client);
  await page.clock.fastForward('01:00:00');
  const dialog = page.getByRole('dialog', { name: 'Session expiry' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: "I'm here" }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('00:45');
  await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alice' })).toBeVisible();
});
