// Route guards (spec 1 §4 restricted pages, spec 3 §2.7): sign-in with the path kept, accessRestricted for a
// role the page does not allow, applicationAccessDisabled without the application; the staff dashboard
// redirects everyone else to /.
import { test, expect, expectAccessible, fillProviderSignIn, USERS } from './fixtures.ts';

test('a restricted page sends a visitor to the sign-in page and back to that page', async ({ page }) => {
  await page.goto('/reports');
  await page.waitForURL(/\/oidc\//);
  await expectAccessible(page, 'provider sign-in page');
  await fillProviderSignIn(page, USERS.client);
  await expect(page).toHaveURL(/\/reports$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});

test('the dashboard sends a visitor to sign-in and a staff user back to it', async ({ page }) => {
  await page.goto('/DASHBOARD');
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, USERS.qa);
  await expect(page).toHaveURL(/\/DASHBOARD$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible();
});

test('a role the page does not allow sees accessRestricted', async ({ page, login }) => {
  await login(USERS.linguist);
  await page.goto('/reports');
  await expect(page.getByText('Access to this page is restricted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reports' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a user without the application sees applicationAccessDisabled', async ({ page, login }) => {
  await login(USERS.buyer);
  await page.goto('/machineTranslation');
  await expect(page.getByText('Access to this application is disabled for your account.')).toBeVisible();
  await expectAccessible(page);
});

test('a client opening the staff dashboard is redirected home', async ({ page, login }) => {
  await login(USERS.client);
  await page.goto('/DASHBOARD');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alice' })).toBeVisible();
});
