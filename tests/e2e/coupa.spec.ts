// Decision 045: the procurement (Coupa) flow end to end. A test buyer platform on loopback posts a cXML
// PunchOutSetupRequest (server to server, with Globex's demo shared secret), the browser follows the StartPage
// (sign-in by one-time token), the buyer submits an estimate, a staff member sees it on the provider desk, the
// buyer opens the quote PDF and accepts it by keyboard alone, and the buyer platform receives the
// PunchOutOrderMessage; the desk uploads deliverables and the buyer downloads them as a zip. axe runs on the way.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, fillProviderSignIn, test } from './fixtures.ts';

/** Globex's Coupa as seeded by the demo data (DEMO_PUNCHOUT). */
const PUNCHOUT = { fromIdentity: '987654321', toIdentity: '123456789', sharedSecret: 'globex-punchout-demo-secret' };
const COORDINATOR = 'coordinator@lingua.example';

interface BuyerPlatform {
  origin: string;
  carts: Array<Record<string, string>>;
  close(): Promise<void>;
}

/** The buyer's procurement platform: receives the BrowserFormPost of the returned cart. */
async function startBuyerPlatform(): Promise<BuyerPlatform> {
  const carts: Array<Record<string, string>> = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/checkout')) {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        carts.push(Object.fromEntries(new URLSearchParams(body)));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html lang="en"><head><title>Requisition</title></head><body><main><h1>Cart received</h1></main></body></html>');
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, carts, close: () => new Promise((r) => server.close(() => r())) };
}

function setupRequest(email: string, formPost: string, cookie: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML version="1.2.014" xml:lang="en-US" payloadID="${Date.now()}@globex.coupahost.com" timestamp="${new Date().toISOString()}">
  <Header>
    <From><Credential domain="DUNS"><Identity>${PUNCHOUT.fromIdentity}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>${PUNCHOUT.toIdentity}</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>globex-coupa</Identity><SharedSecret>${PUNCHOUT.sharedSecret}</SharedSecret></Credential><UserAgent>Coupa Procurement 1.0</UserAgent></Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>${cookie}</BuyerCookie>
      <Extrinsic name="FirstName">Pat</Extrinsic>
      <Extrinsic name="LastName">Buyer</Extrinsic>
      <Extrinsic name="UniqueName">pbuyer</Extrinsic>
      <Extrinsic name="UserEmail">${email}</Extrinsic>
      <Extrinsic name="User">pbuyer</Extrinsic>
      <Extrinsic name="BusinessUnit">Claims</Extrinsic>
      <BrowserFormPost><URL>${formPost}</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en-US">Pat Buyer</Name><Email>${email}</Email></Contact>
      <SupplierSetup><URL>https://localhost/v1/tradeCentric/punchout</URL></SupplierSetup>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

test('a Coupa buyer punches out, gets a quote, accepts it into the requisition and downloads the deliverables', async ({ page, browser, request, shot, baseURL }) => {
  test.setTimeout(240_000);
  const buyer = await startBuyerPlatform();
  try {
    const email = `pat.${Date.now()}@globex.example`;
    const cookie = `cookie-${Date.now()}`;
    const name = `Claim forms ${Date.now()}`;

    // 1. The platform's set-up request (server to server).
    const setup = await request.post('/v1/tradeCentric/punchout', { headers: { 'content-type': 'text/xml' }, data: setupRequest(email, `${buyer.origin}/checkout`, cookie) });
    expect(setup.status()).toBe(200);
    const xml = await setup.text();
    expect(xml).toContain('<Status code="200"');
    const startPage = /<StartPage><URL>([^<]+)<\/URL>/.exec(xml)![1]!;
    expect(startPage).toMatch(/\/coupa\/starter\/[A-Za-z0-9_-]{43}$/);

    // 2. The StartPage signs the buyer in and lands on Coupa Requests.
    await page.goto(new URL(startPage).pathname);
    await expect(page.getByRole('heading', { name: 'Coupa Requests' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/coupa$/);
    await expectAccessible(page, 'Coupa Requests (empty)');

    // 3. Create Request: the project form with the estimate button only.
    await page.getByRole('button', { name: 'Create Request' }).click();
    await expect(page).toHaveURL(/\/coupa\/createQuote$/);
    await expect(page.getByRole('button', { name: 'Submit for estimate' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Submit for translation' })).toHaveCount(0);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'coupa-e2e-'));
    const claim = path.join(dir, 'claim-form.txt');
    writeFileSync(claim, 'The claimant shall report any damage within thirty days of the event.\n'.repeat(60));
    await page.getByLabel('Drag files here or click to select').setInputFiles(claim);
    await expect(page.getByText('claim-form.txt')).toBeVisible();
    await page.getByRole('textbox', { name: 'Project name' }).fill(name);
    await page.getByRole('combobox', { name: 'Source language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Legal' }).click();
    const targets = page.getByRole('combobox', { name: 'Target languages' });
    await targets.click();
    // Submit once the ballpark estimate for both languages is in: before the panel kept its height while it
    // re-priced, a click in that moment landed beside the moving button (seen once in CI).
    const priced = page.waitForResponse((r) => r.url().includes('/autoQuotes/actions/estimate') && r.request().postDataJSON()?.targetLanguageCount === 2);
    await page.getByRole('option', { name: 'French' }).click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await page.keyboard.press('Escape');
    await priced;
    await expect(page.getByTestId('estimate-pages')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for estimate' }).click();

    // 4. Back on the list (the stored request id is spent: Create Request is disabled again).
    await expect(page).toHaveURL(/\/coupa$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Create Request' })).toBeDisabled();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('French, Spanish');
    await expect(row.getByText('Quote is ready for review')).toBeVisible({ timeout: 40_000 });
    await shot('coupa/e2e-list');
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const jobRequestId = page.url().split('/').pop()!;
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Quote is ready for review');
    await expect(page.getByRole('tab', { name: 'Source Documents' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Source Files' })).toContainText('claim-form.txt');
    await shot('coupa/e2e-detail');

    // 5. Staff see the quote ready on the provider desk.
    const staff = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
    const desk = await staff.newPage();
    await desk.goto('/');
    await desk.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await desk.waitForURL(/\/oidc\//);
    await fillProviderSignIn(desk, COORDINATOR);
    await expect(desk.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
    await desk.goto('/providerDesk');
    const deskRow = desk.getByRole('row').filter({ hasText: name });
    await expect(deskRow.getByText('Quote is ready for review')).toBeVisible({ timeout: 20_000 });

    // 6. The buyer opens the quote and accepts it — by keyboard alone.
    await page.getByRole('tab', { name: 'Source Documents' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Quote' })).toHaveAttribute('aria-selected', 'true');
    const viewer = page.locator('iframe[title="Quote confirmation document"]');
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveCSS('height', '600px');
    await expectAccessible(page, 'Quote tab');
    await shot('coupa/e2e-quote');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Accept Quote' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible({ timeout: 30_000 });
    expect(buyer.carts).toHaveLength(1);
    const cxml = buyer.carts[0]!['cxml-urlencoded']!;
    expect(cxml).toContain(`<BuyerCookie>${cookie}</BuyerCookie>`);
    expect(cxml).toContain(`<SupplierPartAuxiliaryID>${jobRequestId}</SupplierPartAuxiliaryID>`);
    expect(cxml).toMatch(/<Money currency="USD">\d+\.\d\d<\/Money>/);

    // 7. The desk delivers per target language and completes the request.
    await desk.reload();
    await desk.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `Open ${name}` }).click();
    const french = path.join(dir, 'formulaire.txt');
    writeFileSync(french, 'Le demandeur doit signaler tout dommage dans les trente jours.\n');
    await desk.locator('section[aria-labelledby="desk-deliverables-title"] input[type="file"]').setInputFiles(french);
    await desk.getByRole('button', { name: 'Upload deliverables' }).click();
    await expect(desk.getByText('1 file delivered for French')).toBeVisible({ timeout: 20_000 });
    await desk.getByRole('button', { name: 'Complete request' }).click();
    await expect(desk.getByRole('row').filter({ hasText: name }).getByText('Completed')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(desk, 'provider desk');
    await staff.close();

    // 8. The buyer downloads the deliverables as one zip named after the request id.
    await page.goto(`/coupa/${jobRequestId}`);
    await page.getByRole('tab', { name: 'Deliverables' }).click();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('French');
    await expect(page.getByText('formulaire.txt')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await expect(page.getByText('There are no files available for the selected language')).toBeVisible();
    await page.getByRole('button', { name: 'Download All' }).click();
    const dialog = page.getByRole('dialog');
    const link = dialog.getByRole('link');
    await expect(link).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await link.click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`${jobRequestId}.zip`);
    const saved = path.join(dir, 'deliverables.zip');
    await zip.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
    await page.keyboard.press('Escape');
  } finally {
    await buyer.close();
  }
});

test('the error page and a failed sign-in show the texts of spec 3 §2.6 and §8', async ({ page }) => {
  await page.goto('/coupa/error?message=The%20session%20ended');
  await expect(page.getByText('Error. The session ended')).toBeVisible();
  await page.goto('/coupa/error');
  await expect(page.getByText('Oops! Something went wrong. Please try again or contact support if the issue persists.')).toBeVisible();
  await page.goto(`/coupa/starter/${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText('Unable to sign in.  Please try again later.', { timeout: 20_000 });
});
