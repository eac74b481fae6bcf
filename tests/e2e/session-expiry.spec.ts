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

test('activity in one tab of the portal keeps the session in the others; one sign-out signs every tab out', async ({ page, login, context }) => {
  await page.clock.install();
  await login(USERS.client);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: /user menu/ })).toBeVisible({ timeout: 20_000 });
  // 59 minutes idle in both, then the user works in the first tab: the second tab does not warn an hour in.
  await page.clock.fastForward('00:59:00');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Alice' }).click();
  await page.keyboard.press('Shift');
  await page.clock.fastForward('00:02:00');
  await expect(other.getByRole('dialog', { name: 'Session expiry' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Session expiry' })).toHaveCount(0);
  // An hour without activity anywhere: the warning, then one sign-out that every tab follows.
  await page.clock.fastForward('01:00:00');
  const warnings = async () => (await page.getByRole('dialog', { name: 'Session expiry' }).count()) + (await other.getByRole('dialog', { name: 'Session expiry' }).count());
  await expect.poll(warnings).toBeGreaterThan(0);
  await page.clock.fastForward('00:30');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await other.close();
});
