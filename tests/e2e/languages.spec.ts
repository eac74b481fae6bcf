// The portal and the elements in the client's language (decision 189): a German browser's visitor reads German and
// switches to Arabic by keyboard alone (right to left); a client's Display language changes the portal without a
// reload and survives one; an element on a host page in Japanese reads Japanese.
import { test, expect, expectAccessible, tabTo, USERS } from './fixtures.ts';

test.describe('a visitor with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('reads the portal in German and switches to Arabic by keyboard, right to left', async ({ page, shot }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await shot('languages-visitor-de');

    const languages = banner.getByRole('button', { name: 'Sprache: Deutsch' });
    await tabTo(page, languages);
    await page.keyboard.press('Enter');
    const arabic = page.getByRole('menuitem', { name: 'العربية' });
    await expect(arabic).toBeVisible();
    while (!(await arabic.evaluate((item) => item === document.activeElement))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(banner.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    // Right to left: the brand at the right edge, the sign-in buttons at the left.
    const brand = (await banner.getByRole('link').first().boundingBox())!;
    const signIn = (await banner.getByRole('button', { name: 'تسجيل الدخول' }).boundingBox())!;
    expect(brand.x).toBeGreaterThan(signIn.x);
    await shot('languages-visitor-ar');
    // The choice stays on this browser.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectAccessible(page, 'home in Arabic');
  });
});

test('a client’s display language changes the portal at once and stays after a reload', async ({ page, login, shot }) => {
  await login(USERS.client);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const choice = page.getByRole('combobox', { name: 'Display language' });
  await choice.click();
  await page.getByRole('option', { name: 'Deutsch' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück, Alice' })).toBeAttached();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await shot('languages-client-de');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück, Alice' })).toBeVisible();
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Kontoeinstellungen' }).click();
  await page.getByRole('combobox', { name: 'Display language' }).click();
  await page.getByRole('option', { name: /Automatic/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an element on a host page in Japanese reads Japanese', async ({ page, foreignHosts, shot }) => {
  await page.goto(foreignHosts.url('japanese.html?tags=lingua-mt-text'));
  const element = page.locator('lingua-mt-text');
  await expect(element.getByRole('button', { name: 'サインイン' })).toBeVisible({ timeout: 20_000 });
  expect(await element.evaluate((el) => el.shadowRoot!.querySelector('.lingua-widget-root')!.getAttribute('lang'))).toBe('ja');
  await shot('languages-element-ja');
  await expectAccessible(page, 'element on a Japanese host page', { include: 'lingua-mt-text' });
});
