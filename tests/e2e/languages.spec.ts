// The portal and the elements in the client's language (decision 189): a German browser's visitor reads German and
// switches to Arabic by keyboard alone (right to left); a client's Display language changes the portal without a
// reload and survives one; an element on a host page in Japanese reads Japanese; an Arabic client signs in,
// translates a text and a document and reads the request list right to left, at 1366 and 390 px. What the server writes follows the
// same choice (decision 190): a German visitor's quote request is confirmed by a German e-mail.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, test, expect, expectAccessible, outbox, tabTo, USERS, type OutboxMail } from './fixtures.ts';

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

test.describe('a German visitor (browser language)', () => {
  test.use({ locale: 'de-DE' });

  test('a German visitor requests a quote and receives the German e-mail', async ({ page, request, shot }) => {
    test.setTimeout(120_000);
    const clients = (await (await request.get('/v1/clientConfigs?emailDomain=acme-health.example')).json()) as Array<{ clientId: string; companyName: string }>;
    const acme = clients.find((c) => c.companyName === 'Acme Health')!.clientId;
    // The seed's external project-request link of Acme Health (main.ts prints it): a visitor without sign-in.
    await page.goto(`/createProject/${encodeURIComponent(Buffer.from(acme).toString('base64'))}/acme-demo-project-link`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const email = `vera.${Date.now()}@acme-health.example`;
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Vera');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Lehmann');
    await page.getByText('Text eingeben oder einfügen', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Zu übersetzender Text' }).fill('Take one tablet twice a day with food.');
    await page.getByRole('textbox', { name: 'Cost Center' }).fill('CC-1234');
    await page.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
    await page.getByRole('option', { name: 'Patients' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();

    // The verification code comes in German too: core's API client sent the shown language.
    const dialog = page.getByRole('dialog', { name: 'E-Mail-Adresse bestätigen' });
    await expect(dialog).toBeVisible();
    let code: string | undefined;
    await expect.poll(async () => (code = (await outbox(request, email)).find((m) => m.meta?.code)?.meta?.code)).toBeTruthy();
    const codeMail = (await outbox(request, email)).find((m) => m.template === 'email-verification-code')!;
    expect(codeMail.subject).toBe('Ihr Bestätigungscode für das Lingua Portal');
    await dialog.getByRole('textbox', { name: 'Bestätigungscode, Zeichen 1 von 6' }).pressSequentially(code!);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Ihre Angebotsanfrage wurde übermittelt' })).toBeVisible({ timeout: 30_000 });
    await shot('languages-visitor-quote-de');

    let confirmation: OutboxMail | undefined;
    await expect
      .poll(async () => (confirmation = (await outbox(request, email)).find((m) => m.template === 'job-request-confirmation')))
      .toBeTruthy();
    expect(confirmation!.subject).toMatch(/^Ihre Angebotsanfrage ist bei uns eingegangen: /);
    expect(confirmation!.meta?.language).toBe('de');
    const text = confirmation!.text ?? '';
    expect(text).toMatch(/^Guten Tag Vera,\n/);
    expect(text).toContain('Vielen Dank! Ihre Angebotsanfrage „');
    expect(text).toContain('Wir erstellen Ihr Angebot und senden Ihnen einen Link');
    expect(text).not.toMatch(/Thank you|Source language|Hello/);
    // The visitor reads it as the outbox shows it.
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText('Vielen Dank! Ihre Angebotsanfrage').first()).toBeVisible();
    await shot('languages-visitor-quote-mail-de');
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
  // Account settings read German too now; back to the automatic choice, which is English in this browser.
  await page.getByRole('combobox', { name: 'Anzeigesprache' }).click();
  await page.getByRole('option', { name: /Automatisch/ }).click();
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

/** No text runs past the page's edge: the page scrolls only down, never sideways. A failure names what sticks out. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { overflow, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that clips or scrolls its content sideways, sticking out is that box's business, not the page's.
    const clipped = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && !clipped(el);
      })
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} «${(el.textContent ?? '').trim().slice(0, 30)}» ${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}`);
    return { overflow: document.documentElement.scrollWidth - width, outside };
  });
  expect(overflow, outside.join('\n')).toBeLessThanOrEqual(0);
}

/** The identity provider's sign-in in each language (the server's catalogue, decision 190). */
const SIGN_IN = {
  de: { submit: 'Anmelden', username: 'Benutzername oder E-Mail-Adresse', password: 'Passwort' },
  ar: { submit: 'تسجيل الدخول', username: 'اسم المستخدم أو البريد الإلكتروني', password: 'كلمة المرور' },
};

/** Picks the language in the header as a visitor, then signs the client in: the provider's page and the portal follow it. */
async function signInIn(page: Page, language: 'de' | 'ar', endonym: string): Promise<void> {
  const texts = SIGN_IN[language];
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: endonym }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByRole('banner').getByRole('button', { name: texts.submit }).click();
  await page.waitForURL(/\/oidc\//);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { name: texts.submit })).toBeVisible();
  await page.getByLabel(texts.username).fill(USERS.client);
  await page.getByLabel(texts.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Alice/ })).toBeVisible({ timeout: 20_000 });
}

test('an Arabic client translates a text and a document and reads the request list right to left', async ({ page, shot }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // Arabic picked in the header before signing in: the sign-in page and the portal follow it (no stored preference).
  await signInIn(page, 'ar', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Text: English into Spanish; the English source and result read left to right inside the Arabic page.
  await page.goto('/machineTranslation');
  await expect(page.getByRole('heading', { level: 1, name: 'الترجمة بالذكاء الاصطناعي' })).toBeVisible();
  await page.getByRole('textbox', { name: 'النص المراد ترجمته' }).fill('The house is big. Take one tablet twice a day.');
  await page.getByRole('combobox', { name: 'الترجمة إلى' }).click();
  await page.getByRole('option', { name: /الإسبانية|Spanish/ }).first().click();
  await page.getByRole('button', { name: 'ترجمة', exact: true }).click();
  const result = page.getByRole('textbox', { name: 'الترجمة', exact: true });
  await expect(result).toHaveValue(/casa/i, { timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await shot('languages-client-ar-text-1366');
  await expectAccessible(page, 'text translation in Arabic');

  // A document, then the request list: columns from the right, the row's status in Arabic.
  await page.getByRole('tab', { name: 'المستندات' }).click();
  const name = `ar-e2e-${Date.now()}.txt`;
  await page.getByLabel('المستندات المراد ترجمتها').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('The pharmacy opens at nine.\n') });
  await page.getByRole('combobox', { name: 'اللغات الهدف' }).click();
  await page.getByRole('option', { name: /الإسبانية|Spanish/ }).first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ترجمة المستندات' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText('مكتمل', { exact: true })).toBeVisible({ timeout: 90_000 });
  const nameHeader = (await page.getByRole('columnheader', { name: 'الاسم' }).boundingBox())!;
  const statusHeader = (await page.getByRole('columnheader', { name: 'الحالة' }).boundingBox())!;
  expect(nameHeader.x).toBeGreaterThan(statusHeader.x);
  await expectNoSidewaysScroll(page);
  await shot('languages-client-ar-list-1366');
  await expectAccessible(page, 'request list in Arabic');
  // A phone lays the page out at its own width from the start (a widened page keeps measurements of 1366 px).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row.getByText('مكتمل', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoSidewaysScroll(page);
  await shot('languages-client-ar-list-390');
});

/** Buttons, badges and tabs whose label is wider than the room it has: cut off, or running past its edge. */
async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `«${el.textContent}» ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

for (const [language, endonym] of [['de', 'Deutsch'], ['ar', 'العربية']] as const) {
  test(`${language}: longer texts fit, no button, badge or tab cut off at 1366 and 390 px`, async ({ page, shot }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInIn(page, language, endonym);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/machineTranslation', '/machineTranslation/fileTranslation', '/machineTranslation/mediaTranslation', '/reports', '/createProject', '/consoleHelp']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        // The lists and forms are in once their placeholders are gone (live notices keep the network busy).
        await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
        expect(await cutLabels(page), `${path} at ${width} px`).toEqual([]);
        await expectNoSidewaysScroll(page);
      }
      await shot(`languages-fit-${language}-${width}`);
    }
  });
}
