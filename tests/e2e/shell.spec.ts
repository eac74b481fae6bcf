// The portal shell: home before and after sign-in, tool cards by role, content pages, footer, not found.
import { test, expect, expectAccessible, USERS } from './fixtures.ts';

test('a visitor sees the welcome with Sign in and Request quote', async ({ page, shot }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional translation, on your terms' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request quote' })).toHaveAttribute('href', '/createProject');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
  await shot('home-signed-out');
  await expectAccessible(page);
});

test('signing in from the portal returns to the tool cards', async ({ page, login, shot }) => {
  await login(USERS.client);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alice' })).toBeVisible();
  await shot('home-signed-in');
  await expectAccessible(page);
});

test('a client sees the client tools their applications allow, not the dashboard', async ({ page, login }) => {
  await login(USERS.client);
  const cards = page.getByRole('main').getByRole('list');
  for (const title of ['Request a translation', 'AI translation', 'Reports', 'Procurement requests', 'Quick translation', 'Help and FAQ']) {
    await expect(cards.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }
  await expect(cards.getByRole('link', { name: /Performance dashboard/ })).toHaveCount(0);
  // The deployment's external pages (scripts/e2e.ts sets INVOICES_URL and PROJECT_SYSTEM_LINK_URL; spec 2 §2):
  // Invoices opens its page, the project dashboard fetches its authUrl from the project system (spec 2 §7). The
  // unset interpreting site is the development server's example, as the demo data has it.
  const origin = new URL(page.url()).origin;
  await expect(cards.getByRole('link', { name: /Invoices.*opens in a new tab/ })).toHaveAttribute('href', 'https://billing.lingua.example/invoices');
  await expect(cards.getByRole('link', { name: /Interpreting services/ })).toHaveAttribute('href', `${origin}/dev/examples/interpreting`);
  await page.context().route('https://xtrf.lingua.example/portal-link', (route) =>
    route.fulfill({
      json: { authUrl: 'https://xtrf.lingua.example/dashboard?ticket=e2e' },
      headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
    }),
  );
  await page.context().route('https://xtrf.lingua.example/dashboard*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Project system</title><h1>Project system dashboard</h1>' }),
  );
  const [dashboard] = await Promise.all([page.waitForEvent('popup'), cards.getByRole('button', { name: /Project dashboard.*opens in a new tab/ }).click()]);
  await expect(dashboard).toHaveURL('https://xtrf.lingua.example/dashboard?ticket=e2e');
  await dashboard.close();
});

test('a procurement buyer without the other applications sees only procurement among guarded tools', async ({ page, login }) => {
  await login(USERS.buyer);
  const cards = page.getByRole('main').getByRole('list');
  await expect(cards.getByRole('link', { name: /Procurement requests/ })).toBeVisible();
  await expect(cards.getByRole('link', { name: /AI translation/ })).toHaveCount(0);
  await expect(cards.getByRole('link', { name: /^Reports/ })).toHaveCount(0);
});

test('a staff user gets the DASHBOARD card and the dashboard page', async ({ page, login }) => {
  await login(USERS.qa);
  const card = page.getByRole('main').getByRole('link', { name: /Performance dashboard/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/DASHBOARD$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance dashboard' })).toBeVisible();
  await expectAccessible(page);
});

test('content pages and the FAQ read as product pages', async ({ page, shot }) => {
  for (const [path, title] of [
    ['/languageLineConnect', 'Language Line Connect'],
    ['/quickTranslation', 'Quick translation'],
    ['/connector', 'Connectors'],
    ['/websiteProxy', 'Website translation proxy'],
    ['/languageConnect', 'Language Connect'],
    ['/webSitesEasyWay', 'Websites the easy way'],
    ['/anythingInBetween', 'Anything in between'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
    await expectAccessible(page, path);
  }
  await page.goto('/quickTranslation');
  await shot('content-page');

  await page.goto('/consoleHelp');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and frequently asked questions' })).toBeVisible();
  const question = page.getByRole('button', { name: 'How long is a quote valid?' });
  await question.click();
  await expect(page.getByText('Estimates are valid for 30 days.', { exact: false })).toBeVisible();
  await expectAccessible(page, '/consoleHelp');
  await shot('faq');
});

test('the solution wizard recommends a service', async ({ page }) => {
  await page.goto('/solutionWizard');
  await page.getByRole('radio', { name: 'Translate documents or files' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Internal use or understanding the content' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Our recommendation: AI translation' })).toBeVisible();
  await expectAccessible(page, '/solutionWizard');
  await page.getByRole('button', { name: 'Start again' }).click();
  await page.getByRole('radio', { name: 'Translate a website' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Open website translation' }).click();
  await expect(page).toHaveURL(/\/websiteProxy$/);
});

test('the footer links to privacy, e-mail and phone', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/© \d{4} Lingua Language Services/)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'E-mail support@lingua.example' })).toHaveAttribute('href', 'mailto:support@lingua.example');
  await expect(footer.getByRole('link', { name: 'Call +1 (800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  await footer.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expectAccessible(page, '/privacy');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});
