// Accounts and identity end to end (spec 1 §2, §4, §5; spec 2 §2, §4; spec 3 §2.5): a new user signs up at a
// domain of Acme Health, confirms the e-mailed link, signs in, turns on MFA with an authenticator code, signs
// in again with a code, changes the password and manages language groups; then the client admin disables
// that colleague, who can no longer sign in. axe runs on every page visited.
import { generateSync } from 'otplib';
import type { Page } from '@playwright/test';
import { USERS, expect, expectAccessible, fillProviderSignIn, test } from './fixtures.ts';

// The TOTP sign-ins wait for a fresh 30-second code step, so these tests get more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const email = `newuser+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@acme-health.example`;
const firstPassword = 'Welcome2Lingua';
const secondPassword = 'Changed3Lingua';
let totpSecret = '';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Account settings' })).toBeVisible();
}

async function signInFromHeader(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, username, password);
}

async function enterTotp(page: Page) {
  // A code is accepted once per 30-second step: wait for a fresh step when the last one was just used.
  const step = Math.floor(Date.now() / 30_000);
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(generateSync({ secret: totpSecret, epoch: step * 30 }));
  await page.getByRole('button', { name: /verify|continue|sign in/i }).click();
}

test('a new user signs up, confirms the e-mail link and signs in', async ({ page, shot, request }) => {
  await page.goto('/signUp');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page, '/signUp user info');
  await page.getByLabel(/^First name/).fill('Nora');
  await page.getByLabel(/^Last name/).fill('New');
  await page.getByLabel(/^Work e-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(firstPassword);
  await page.getByLabel(/^Repeat Password/).fill(firstPassword);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await shot('account/sign-up-user-info');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel(/^Address line 1/).fill('200 Harbor Way');
  await page.getByLabel(/^City/).fill('Boston');
  await page.getByLabel(/^ZIP/).fill('02110');
  await page.getByRole('combobox', { name: /^Country/ }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await page.getByRole('combobox', { name: /^State/ }).fill('Massach');
  await page.getByRole('option', { name: 'Massachusetts' }).click();
  await expectAccessible(page, '/signUp address');
  await shot('account/sign-up-address');
  await page.getByRole('button', { name: 'Next' }).click();

  // Acme Health asks for USER custom fields (seed data).
  await expect(page.getByText('Acme Health asks for a few more details.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Six digits')).toBeHidden();
  await page.getByLabel(/^Employee Number/).fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Six digits')).toBeVisible();
  await page.getByLabel(/^Employee Number/).fill('123456');
  await page.getByRole('combobox', { name: /^Site/ }).click();
  await page.getByRole('option', { name: 'Boston' }).click();
  await expectAccessible(page, '/signUp custom fields');
  await shot('account/sign-up-custom-fields');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectAccessible(page, '/signUp created');
  await shot('account/sign-up-created');

  const mails = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
  const link = mails.map((m) => /https?:\/\/\S+\/confirmEmail\?\S+/.exec(m.text)?.[0]).find(Boolean);
  expect(link, 'confirmation link in the outbox').toBeTruthy();
  const confirmUrl = new URL(link as string);
  await page.goto(`/confirmEmail${confirmUrl.search}`);
  await expect(page.getByText('E-mail address confirmed')).toBeVisible();
  await expectAccessible(page, '/confirmEmail');
  await shot('account/confirm-email-success');

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, email, firstPassword);
  await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
});

test('the new user turns on MFA and signs in with an authenticator code', async ({ page, shot }) => {
  await signInFromHeader(page, email, firstPassword);
  await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
  await openSettings(page);
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await expect(panel.getByText('Acme Health')).toBeVisible();
  await expect(panel.getByRole('tab')).toHaveText(['Profile', 'Language Groups', 'Notices']);
  await expectAccessible(page, 'account settings profile');
  await shot('account/settings-profile');
  await panel.getByRole('button', { name: /Manage/ }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  totpSecret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page, 'MFA setup');
  await shot('account/mfa-setup');
  const first = page.getByRole('textbox', { name: 'Authentication code, digit 1 of 6' });
  await first.click();
  await page.keyboard.type('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Invalid code. Please try again or wait for the code to change.')).toBeVisible();
  await shot('account/mfa-wrong-code');
  await first.click();
  await page.keyboard.type(generateSync({ secret: totpSecret }));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText(/Multi-factor authentication is on/)).toBeVisible();
  await shot('account/mfa-on');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Multi-factor authentication' })).toBeHidden();
  if (await page.getByRole('dialog', { name: 'Account settings' }).isVisible()) await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') || url.pathname.includes('logout'));
  const signOutButton = page.getByRole('button', { name: 'Sign out' });
  if (await signOutButton.isVisible().catch(() => false)) await signOutButton.click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });

  // Wait for the next 30-second step: the code just used for setup cannot be used again.
  const nextStep = (Math.floor(Date.now() / 30_000) + 1) * 30_000;
  await page.waitForTimeout(Math.max(0, nextStep - Date.now()) + 500);
  await signInFromHeader(page, email, firstPassword);
  await enterTotp(page);
  await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
});

test('the new user changes the password and manages language groups', async ({ page, shot }) => {
  await page.goto('/changePassword');
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, email, firstPassword);
  const nextStep = (Math.floor(Date.now() / 30_000) + 1) * 30_000;
  await page.waitForTimeout(Math.max(0, nextStep - Date.now()) + 500);
  await enterTotp(page);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(/^Old Password/).fill('NotMyPassword1');
  await page.getByLabel(/^New Password/).fill(secondPassword);
  await page.getByLabel(/^Repeat New Password/).fill(secondPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Invalid Old Password value')).toBeVisible();
  await expectAccessible(page, '/changePassword');
  await shot('account/change-password-wrong-old');
  await page.getByLabel(/^Old Password/).fill(firstPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Password changed' })).toBeVisible();
  await shot('account/change-password-done');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openSettings(page);
  await page.getByRole('tab', { name: 'Language Groups' }).click();
  await expect(page.getByText(/No personal groups yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Add personal group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add language group' });
  await dialog.getByLabel(/Group name/).fill('Launch markets');
  const languages = dialog.getByRole('combobox', { name: /Languages/ });
  for (const name of ['French', 'German']) {
    await languages.fill(name);
    await page.getByRole('option', { name, exact: true }).first().click();
  }
  // Close the language list first: its open dropdown is Mantine's scroll area, not part of the dialog at rest.
  // Tab moves focus on (the list may open upwards over the name field, so a click there would hit the list).
  await languages.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectAccessible(page, 'language group dialog');
  await shot('account/language-group-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await expect(panel.getByText('Launch markets')).toBeVisible();
  await shot('account/language-groups');
  await panel.getByRole('button', { name: 'Edit Launch markets' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit language group' });
  await edit.getByLabel(/Group name/).fill('EU launch');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('EU launch')).toBeVisible();
  await panel.getByRole('button', { name: 'Delete EU launch' }).click();
  await page.getByRole('dialog', { name: 'Delete language group' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText(/No personal groups yet/)).toBeVisible();
});

test('the client admin disables the colleague, who can no longer sign in', async ({ page, login, shot }) => {
  await login(USERS.client);
  await openSettings(page);
  await page.getByRole('tab', { name: 'Organization Users' }).click();
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await panel.getByRole('searchbox', { name: 'Search users' }).fill(email.toUpperCase());
  await expect(panel.getByRole('row')).toHaveCount(2);
  await expect(panel.getByRole('row').nth(1)).toContainText('Enabled');
  await expectAccessible(page, 'organization users');
  await shot('account/organization-users');
  await panel.getByRole('button', { name: `Actions for ${email}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Disable MFA', 'Disable account']);
  await page.getByRole('menuitem', { name: 'Disable account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable account' });
  await shot('account/organization-users-confirm');
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('row').nth(1)).toContainText('Disabled');
  // Never on yourself: the admin's own row offers nothing.
  await panel.getByRole('searchbox', { name: 'Search users' }).fill(USERS.client);
  await expect(panel.getByRole('button', { name: `Actions for ${USERS.client}` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInFromHeader(page, email, secondPassword);
  await expect(page.getByText('Your account is disabled.')).toBeVisible();
  await shot('account/disabled-sign-in');
});

test('a client user of the demo sees their profile without organisation users', async ({ page, login }) => {
  await login(USERS.employee);
  await openSettings(page);
  await expect(page.getByRole('dialog', { name: 'Account settings' }).getByRole('tab')).toHaveText(['Profile', 'Language Groups', 'Notices']);
});
