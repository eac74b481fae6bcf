// ADMIN impersonation (spec 1 §4): the override header on every API call, the banner, End impersonation.
import type { Request } from '@playwright/test';
import { test, expect, expectAccessible, USERS } from './fixtures.ts';

const HEADER = 'x-impersonate-username';

test('an ADMIN acts as a client, every API call says so, and ending it reloads /', async ({ page, login, shot }) => {
  const calls: Array<{ path: string; impersonating: string | undefined }> = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v1/')) calls.push({ path: url.pathname, impersonating: r.headers()[HEADER] });
  });
  await login(USERS.admin);
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Impersonate user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate user' });
  await expectAccessible(page, 'impersonate dialog');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(USERS.client);
  await dialog.getByRole('button', { name: 'Impersonate' }).click();

  const banner = page.getByRole('region', { name: `You are acting as ${USERS.client}` });
  await expect(banner).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${USERS.client}` })).toBeVisible();
  // The home page now shows the client's tools, fetched as the client.
  await expect(page.getByRole('main').getByRole('link', { name: /AI translation/ })).toBeVisible();
  await expect.poll(() => calls.filter((c) => c.impersonating === USERS.client).length).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Performance dashboard/ })).toHaveCount(0);
  await shot('impersonation-banner');
  await expectAccessible(page, 'impersonating');

  // The menu offers End impersonation instead of Impersonate user.
  await page.getByRole('button', { name: /user menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'End impersonation' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Impersonate user' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  calls.length = 0;
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'End impersonation' }).click()]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/You are acting as/)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Performance dashboard/ })).toBeVisible();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls.filter((c) => c.impersonating !== undefined)).toEqual([]);
});

test('an unknown username shows the error and leaves no override', async ({ page, login }) => {
  await login(USERS.admin);
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Impersonate user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate user' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('nobody@nowhere.example');
  await dialog.getByRole('button', { name: 'Impersonate' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'impersonate dialog with error');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/You are acting as/)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('lingua.impersonationOverride'))).toBeNull();
});

test('only an ADMIN is offered impersonation', async ({ page, login }) => {
  await login(USERS.client);
  await page.getByRole('button', { name: /user menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Impersonate user' })).toHaveCount(0);
  await expectAccessible(page, 'open user menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});
