// The embeddable widgets on client pages (tests/hosts): rendered in an open shadow root in the product's
// theme, isolated from the host's CSS both ways, one shared core and session for all elements on a page.
// axe checks the Lingua elements only: the hostile host page is deliberately unreadable (red on lime).
import { test, expect, expectAccessible, fillProviderSignIn, USERS } from './fixtures.ts';


test('on a hostile page the widget keeps the product theme and the page keeps its own', async ({ page, serveHosts, shot }) => {
  await serveHosts();
  await page.goto('/test-hosts/hostile.html');
  const widget = page.locator('lingua-sign-in-status');
  const button = widget.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeVisible();
  await shot('host-hostile');
  expect(await widget.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
  expect(await button.evaluate((el) => el.getRootNode() instanceof ShadowRoot)).toBe(true);

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
  // The host's `html { font-size: 9px }` must not shrink the widget: Mantine's sizes are rem-based, and the
  // widget's theme scale (16 / host root size) brings the button label back to the theme's 14 px.
  expect(parseFloat(inside.size)).toBeCloseTo(14, 1);

  // The host's own button and text keep the host's (awful) style: the widget's CSS stays in its root.
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

  // Only the element: the hostile page's own red-on-lime styling is the host's business.
  await expectAccessible(page, 'hostile host page', { include: 'lingua-sign-in-status' });
});

test('two elements on one page share one core and one session', async ({ page, serveHosts, shot }) => {
  const coreChunks = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/widgets\/chunks\/core-[^/]+\.js$/.test(path)) coreChunks.add(path);
  });
  await serveHosts();
  await page.goto('/test-hosts/two-elements.html');
  const badge = page.locator('lingua-session-badge');
  const status = page.locator('lingua-sign-in-status');
  await expect(badge.getByText('Signed out')).toBeVisible();

  const [popup] = await Promise.all([page.waitForEvent('popup'), status.getByRole('button', { name: 'Sign in' }).click()]);
  await fillProviderSignIn(popup, USERS.client);
  await expect(status.getByText('Signed in as Alice Client')).toBeVisible({ timeout: 20_000 });
  await expect(badge.getByText('Signed in', { exact: true })).toBeVisible();
  await shot('host-two-elements');
  expect([...coreChunks]).toHaveLength(1);
  // `show-email` is a bare boolean attribute: its presence means true.
  await expect(badge.getByText(USERS.client)).toBeVisible();

  await expectAccessible(page, 'two-element host page');
});
