// The embeddable elements on a client's OWN website (tests/hosts served from a second loopback origin, see
// foreign-hosts.ts): popup sign-in across origins through the server's bridge page, one session for every
// element, silent renewal, sign-out; what an element shows when it cannot serve the page (unregistered
// origin, server down, chunk load failure); isolation from hostile host CSS both ways.
// axe checks the Lingua elements only: the hostile host page is deliberately unreadable (red on lime).
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, fillProviderSignIn, USERS } from './fixtures.ts';

/** Records whether the host page ever navigates or scrolls (an element must never do either). */
async function watchHost(page: Page): Promise<() => Promise<{ navigations: number; scrollY: number; scrollX: number }>> {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => {
    const w = window as Window & { __maxScroll?: number };
    w.__maxScroll = 0;
    addEventListener('scroll', () => (w.__maxScroll = Math.max(w.__maxScroll ?? 0, scrollY, scrollX)), { passive: true });
  });
  return async () => ({
    navigations,
    ...(await page.evaluate(() => ({ scrollY: Math.max(scrollY, (window as Window & { __maxScroll?: number }).__maxScroll ?? 0), scrollX }))),
  });
}

test.describe('elements on a registered foreign origin', () => {
  test('popup sign-in from an element signs in every element on the page; renewal and sign-out follow', async ({ page, foreignHosts, shot, baseURL }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(`${m.text()} ${m.location().url}`);
    });
    await page.goto(foreignHosts.url('intranet.html'));
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
    const hostState = await watchHost(page);
    const badge = page.locator('lingua-session-badge');
    const status = page.locator('lingua-sign-in-status');
    const mt = page.locator('lingua-mt-text');

    // Signed out, the MT element says what it does and why sign-in is needed.
    await expect(badge.getByText('Signed out')).toBeVisible();
    await expect(mt.getByText(/Translate text instantly with secure AI translation\. Sign in with your Lingua account/)).toBeVisible();
    await shot('foreign-host-signed-out');
    await expectAccessible(page, 'foreign host, signed out', { include: 'lingua-mt-text' });

    // Sign in from the MT element: the popup returns to the server's bridge, which posts to this origin.
    const [popup] = await Promise.all([page.waitForEvent('popup'), mt.getByRole('button', { name: 'Sign in' }).click()]);
    await fillProviderSignIn(popup, USERS.client);
    // The bridge hands the answer over and the popup closes.
    await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true);
    await expect(status.getByText('Signed in as Alice Client')).toBeVisible({ timeout: 20_000 });
    await expect(badge.getByText('Signed in', { exact: true })).toBeVisible();
    await expect(badge.getByText(USERS.client)).toBeVisible();
    await expect(mt.getByRole('textbox', { name: /text to translate/i })).toBeVisible();
    await shot('foreign-host-signed-in');

    // The signed-in element calls the API cross-origin with the session's token, and reports its event.
    const translated = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.querySelector('lingua-mt-text')!.addEventListener('lingua-translated', (e) => resolve((e as CustomEvent).detail), { once: true }),
        ),
    );
    await mt.getByRole('textbox', { name: /text to translate/i }).fill('The house is big.');
    await mt.getByRole('combobox', { name: /translate to/i }).click();
    await mt.getByRole('option', { name: 'Spanish', exact: true }).click();
    await mt.getByRole('button', { name: 'Translate' }).click();
    await expect(mt.getByRole('textbox', { name: 'Translation' })).toHaveValue(/casa/i, { timeout: 30_000 });
    expect(await translated).toEqual({ detectedLanguage: 'enu' });

    // Silent renewal: with the stored ID token expired, the next call renews it with the refresh token.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((k) => k.startsWith('lingua.session:'))) {
        const session = JSON.parse(localStorage.getItem(key)!) as { claims: { exp: number } };
        session.claims.exp = Math.floor(Date.now() / 1000) - 5;
        localStorage.setItem(key, JSON.stringify(session));
      }
    });
    // The first call after the reload (the element loads its settings at once) renews the token.
    const renewal = page.waitForRequest((r) => r.url().endsWith('/oidc/token') && r.method() === 'POST' && (r.postData() ?? '').includes('grant_type=refresh_token'));
    await page.reload();
    await expect(status.getByText('Signed in as Alice Client')).toBeVisible({ timeout: 20_000 });
    await mt.getByRole('textbox', { name: /text to translate/i }).fill('Good morning.');
    await mt.getByRole('combobox', { name: /translate to/i }).click();
    await mt.getByRole('option', { name: 'Spanish', exact: true }).click();
    await mt.getByRole('button', { name: 'Translate' }).click();
    await renewal;
    await expect(mt.getByRole('textbox', { name: 'Translation' })).toHaveValue(/buen/i, { timeout: 30_000 });

    // Sign-out from one element signs every element out, without leaving the page.
    const host = await watchHost(page);
    await status.getByRole('button', { name: 'Sign out' }).click();
    await expect(badge.getByText('Signed out')).toBeVisible();
    await expect(mt.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await host()).toMatchObject({ navigations: 0, scrollY: 0 });
    expect((await hostState()).scrollY).toBe(0);
    expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });

  test('sign-in by keyboard alone from the sign-in element', async ({ page, foreignHosts }) => {
    await page.goto(foreignHosts.url('two-elements.html'));
    const status = page.locator('lingua-sign-in-status');
    await expect(status.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Tab into the element (the first focusable thing on the page is inside the badge-free header).
    for (let i = 0; i < 5 && !(await status.getByRole('button', { name: 'Sign in' }).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await expect(popup.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await popup.getByLabel('Username or e-mail').focus();
    await popup.keyboard.type(USERS.client);
    await popup.keyboard.press('Tab');
    await popup.keyboard.type('LinguaDemo1');
    await popup.keyboard.press('Enter');
    await expect(status.getByText('Signed in as Alice Client')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('lingua-session-badge').getByText('Signed in', { exact: true })).toBeVisible();
    await expectAccessible(page, 'two-element foreign host page');
  });

  test('on a hostile page the element keeps the product theme and the page keeps its own', async ({ page, foreignHosts, shot }) => {
    await page.goto(foreignHosts.url('hostile.html'));
    const widget = page.locator('lingua-sign-in-status');
    const button = widget.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeVisible();
    await shot('host-hostile');
    expect(await widget.evaluate((el) => el.shadowRoot?.mode)).toBe('open');

    const inside = await button.evaluate((el) => {
      const label = el.querySelector('span span') ?? el;
      const s = getComputedStyle(el);
      const l = getComputedStyle(label);
      return { font: l.fontFamily, color: l.color, background: s.backgroundColor, letterSpacing: l.letterSpacing, transform: l.textTransform, size: l.fontSize };
    });
    expect(inside.font).not.toMatch(/comic/i);
    expect(inside.color).not.toBe('rgb(255, 0, 0)');
    expect(inside.background).not.toBe('rgb(0, 255, 0)');
    expect(inside.letterSpacing).not.toBe('2px');
    expect(inside.transform).toBe('none');
    // The host's 10 px root font must not shrink the element: its theme scale brings the label back to 14 px.
    expect(parseFloat(inside.size)).toBeCloseTo(14, 1);

    const host = await page.locator('#host-button').evaluate((el) => {
      const s = getComputedStyle(el);
      return { font: s.fontFamily, color: s.color, background: s.backgroundColor, radius: s.borderTopLeftRadius, padding: s.paddingLeft };
    });
    expect(host.font).toMatch(/comic/i);
    expect(host.color).toBe('rgb(255, 0, 0)');
    expect(host.background).toBe('rgb(0, 255, 0)');
    expect(host.radius).toBe('0px');
    expect(host.padding).toBe('24px');
    expect(await page.locator('#host-text').evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
    await expectAccessible(page, 'hostile host page', { include: 'lingua-sign-in-status' });
  });
});

test.describe('an element that cannot serve the page says so', () => {
  test('on an origin that is not registered', async ({ page, foreignHosts, shot }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // The same host site under another name (localhost instead of 127.0.0.1): a different, unregistered origin.
    const unregistered = foreignHosts.url('intranet.html').replace('127.0.0.1', 'localhost');
    await page.goto(unregistered);
    const mt = page.locator('lingua-mt-text');
    await expect(mt.getByRole('status')).toHaveText('This Lingua feature is not enabled for this website.');
    await expect(page.locator('lingua-session-badge').getByRole('status')).toHaveText('This Lingua feature is not enabled for this website.');
    await shot('foreign-host-unregistered');
    const advice = errors.find((e) => e.includes('<lingua-mt-text> cannot load'));
    expect(advice).toContain(`${new URL(unregistered).origin} is not a registered widget origin`);
    expect(advice).toContain('WIDGET_ORIGINS');
    await expectAccessible(page, 'unregistered origin', { include: 'lingua-mt-text' });
  });

  test('with the server down, and when an element chunk fails to load', async ({ page, foreignHosts, baseURL }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route(`${baseURL}/portal-config.json`, (route) => route.abort('connectionrefused'));
    await page.goto(foreignHosts.url('two-elements.html'));
    await expect(page.locator('lingua-sign-in-status').getByRole('status')).toHaveText('Lingua cannot be reached right now. Please try again later.');
    expect(errors.some((e) => e.includes('did not answer') && e.includes(baseURL!))).toBe(true);

    await page.unroute(`${baseURL}/portal-config.json`);
    await page.route(/\/widgets\/chunks\/mt-text-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(foreignHosts.url('intranet.html'));
    await expect(page.locator('lingua-mt-text').getByRole('status')).toHaveText('This Lingua feature could not be loaded. Please reload the page.');
    // The other elements on the page are unaffected.
    await expect(page.locator('lingua-session-badge').getByText('Signed out')).toBeVisible();
    expect(errors.some((e) => e.includes('<lingua-mt-text> cannot load: its code'))).toBe(true);
  });
});

test('two elements on one page share one core and one session', async ({ page, foreignHosts, shot }) => {
  const coreChunks = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/widgets\/chunks\/core-[^/]+\.js$/.test(path)) coreChunks.add(path);
  });
  await page.goto(foreignHosts.url('two-elements.html'));
  const badge = page.locator('lingua-session-badge');
  const status = page.locator('lingua-sign-in-status');
  await expect(badge.getByText('Signed out')).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), status.getByRole('button', { name: 'Sign in' }).click()]);
  await fillProviderSignIn(popup, USERS.client);
  await expect(status.getByText('Signed in as Alice Client')).toBeVisible({ timeout: 20_000 });
  await expect(badge.getByText('Signed in', { exact: true })).toBeVisible();
  await shot('host-two-elements');
  expect([...coreChunks]).toHaveLength(1);
  await expect(badge.getByText(USERS.client)).toBeVisible();
  await expectAccessible(page, 'two-element host page');
});

test('a host themes the elements with the --lingua-* custom properties and CSS parts only', async ({ page, foreignHosts, shot }) => {
  await page.goto(foreignHosts.url('themed.html'));
  const mt = page.locator('lingua-mt-text');
  const button = mt.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeVisible();
  const look = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, radius: s.borderTopLeftRadius, font: s.fontFamily };
  });
  expect(look).toEqual({ background: 'rgb(36, 110, 52)', radius: '0px', font: 'Georgia, serif' });
  // ::part(root) reaches the element's box; the dark scheme applies to the badge in the dark panel.
  expect(await mt.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('[part="root"]')!).outlineColor)).toBe('rgb(36, 110, 52)');
  await expect(page.locator('lingua-session-badge').getByText('Signed out')).toBeVisible();
  expect(await page.locator('lingua-session-badge').evaluate((el) => el.shadowRoot!.querySelector('[part="root"]')!.getAttribute('data-mantine-color-scheme'))).toBe('dark');
  // The elements' own parts: the badge and the visitor's quote request form, styled by the host's ::part() rules.
  expect(await page.locator('lingua-session-badge').evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('[part~="badge"]')!).letterSpacing)).toBe('1px');
  const quote = page.locator('lingua-quote-request');
  await expect(quote.getByRole('textbox', { name: 'E-mail address' })).toBeVisible({ timeout: 20_000 });
  const form = await quote.evaluate((el) => {
    const s = getComputedStyle(el.shadowRoot!.querySelector('[part~="form"]')!);
    return { border: `${s.borderLeftWidth} ${s.borderLeftStyle} ${s.borderLeftColor}`, padding: s.paddingLeft };
  });
  expect(form).toEqual({ border: '6px solid rgb(36, 110, 52)', padding: '12px' });
  await shot('host-themed');
  // The host's brand colour is the host's choice: this page picks a green dark enough for white button labels.
  await expectAccessible(page, 'themed host page', { include: 'lingua-mt-text, lingua-session-badge, lingua-quote-request' });
});
