// Spec 2 §2, §4, §5: the signed-in project request (typed text and custom fields, then file links), the
// visitor branches by company, and the external link (a visitor without sign-in: e-mail verified, spec 2 §6)
// with its refusals. axe runs on every page visited.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test, USERS, verifyEmailFromOutbox } from './fixtures.ts';

async function clientIdOf(request: APIRequestContext, domain: string, name: string): Promise<string> {
  const list = (await (await request.get(`/v1/clientConfigs?emailDomain=${domain}`)).json()) as Array<{ clientId: string; companyName: string }>;
  return list.find((c) => c.companyName === name)!.clientId;
}

const encode = (clientId: string) => encodeURIComponent(Buffer.from(clientId).toString('base64'));

test('signed-in client: a project from typed text with custom fields, then one from file links', async ({ page, login, shot }) => {
  test.setTimeout(120_000);
  await login(USERS.client);
  await page.goto('/createProject');
  // Alice is linked to two companies; the organisation gate may ask first (spec 2 §2).
  const gate = page.getByRole('button', { name: 'OK' });
  if (await gate.isVisible({ timeout: 3000 }).catch(() => false)) {
    await page.getByRole('radio', { name: 'Acme Health' }).check();
    await gate.click();
  }
  await expect(page.getByRole('heading', { name: 'Request a quote or project' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' })).toHaveCount(0);
  await page.getByText('Type or paste text', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Text to translate' }).fill('Take one tablet twice a day with food.');
  // The typed text is counted against its limit.
  await expect(page.getByText('38/100,000')).toBeVisible();
  await page.getByRole('textbox', { name: 'Project name' }).fill(`E2E leaflet ${Date.now()}`);
  // A date that is no day keeps what was typed and says so; a real one is taken.
  const neededBy = page.getByRole('textbox', { name: 'Needed By' });
  await neededBy.fill('13/45/2026');
  await neededBy.press('Tab');
  await expect(neededBy).toHaveValue('13/45/2026');
  await expect(page.getByText('Invalid format (MM/DD/YYYY)')).toBeVisible();
  await neededBy.fill('12/31/2026');
  await neededBy.press('Tab');
  await expect(page.getByText('Invalid format (MM/DD/YYYY)')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit for translation' }).click();
  await expect(page.getByText('Use the form CC-1234').or(page.getByText('Required').first())).toBeVisible();
  await page.getByRole('textbox', { name: 'Cost Center' }).fill('CC-1234');
  // On a loaded machine the first click can land while the field re-renders after the failed submit, leaving
  // the list closed: open it again until the option shows.
  const clinicians = page.getByRole('option', { name: 'Clinicians' });
  await expect(async () => {
    if (!(await clinicians.isVisible())) await page.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
    await expect(clinicians).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await clinicians.click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Rush' }).check();
  const approver = page.getByRole('group', { name: /Rush Approver/ });
  await expect(approver).toBeVisible();
  await approver.getByRole('textbox', { name: 'First name' }).fill('Ann');
  await approver.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await approver.getByRole('textbox', { name: 'E-mail' }).fill('ann@acme-health.example');
  await expectAccessible(page, 'signed-in form');
  await shot('quotes/e2e-signed-in-form');
  await page.getByRole('button', { name: 'Submit for translation' }).click();
  await expect(page.getByRole('heading', { name: 'Your project was submitted' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expectAccessible(page, 'submitted project');

  await page.getByRole('button', { name: 'Submit another request' }).click();
  await page.getByText('Share file links', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Link URL' }).fill('https://files.acme-health.example/leaflet.docx');
  await page.getByRole('textbox', { name: 'File name' }).fill('leaflet.docx');
  await page.getByRole('button', { name: 'Add link' }).click();
  // A URL that is not one is flagged when its field is left.
  await page.getByRole('textbox', { name: 'Link URL' }).nth(1).fill('files.acme-health.example/leaflet.docx');
  await page.getByRole('textbox', { name: 'Link URL' }).nth(1).press('Tab');
  await expect(page.getByText('Enter a valid link starting with http:// or https://.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Link URL' }).nth(1).fill('https://files.acme-health.example/leaflet.docx');
  await page.getByRole('textbox', { name: 'File name' }).nth(1).fill('leaflet.docx');
  await page.getByRole('textbox', { name: 'Cost Center' }).fill('CC-4321');
  await page.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
  await page.getByRole('option', { name: 'Patients' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit for estimate' }).click();
  await expect(page.getByText('This link has already been added.')).toBeVisible();
  await expect(page.getByText('This name is already used by another link.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove link 2' }).click();
  // An added row left blank does not stop the request.
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByRole('button', { name: 'Submit for estimate' }).click();
  await expect(page.getByRole('heading', { name: 'Your estimate request was submitted' })).toBeVisible({ timeout: 30_000 });
});

test('visitor branches: several companies, inactive company, disabled submissions', async ({ page }) => {
  const start = async (email: string) => {
    await page.goto('/createProject');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await start(`v${Date.now()}@acme.example`);
  const companies = page.getByRole('radiogroup', { name: 'Company' });
  await expect(companies.getByRole('radio')).toHaveCount(2);
  await expectAccessible(page, 'company pick');

  await start(`v${Date.now()}@initech.example`);
  await expect(page.getByRole('heading', { name: 'Your company cannot accept new requests' })).toBeVisible();
  await expectAccessible(page, 'inactive company');

  await start(`v${Date.now()}@globex.example`);
  await expect(page.getByRole('heading', { name: 'Please sign in to submit a request' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'submissions disabled');
  await page.getByRole('button', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('external link: a refused token shows the invalid-link page on arrival, before an inactive client’s error', async ({ page, request }) => {
  // Spec 2 §2, §5: the token is proved when the link opens (decision 101), not after the form and the
  // e-mail verification.
  const acme = await clientIdOf(request, 'acme-health.example', 'Acme Health');
  await page.goto(`/createProject/${encode(acme)}/not-the-token`);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('The page address you followed is incomplete or no longer valid. Please ask for a new link.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  await expectAccessible(page, 'invalid link');

  // The token check comes before the inactive-client message.
  const initech = await clientIdOf(request, 'initech.example', 'Initech Legacy');
  await page.goto(`/createProject/${encode(initech)}/any-token`);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText(/account is inactive/)).toHaveCount(0);

  await page.goto('/createProject/%21%21/any-token');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
});

test('external link: with the company token a contact submits an estimate from typed text', async ({ page, request }) => {
  const acme = await clientIdOf(request, 'acme-health.example', 'Acme Health');
  // The seed's documented demo token of Acme Health's external project-request link (main.ts prints the link).
  await page.goto(`/createProject/${encode(acme)}/acme-demo-project-link`);
  await expect(page.getByRole('heading', { name: 'Acme Health' })).toBeVisible();
  await expectAccessible(page, 'external link form');
  // The visitor limits apply to whoever holds the link without signing in (spec 2 §5, §6).
  await expect(page.getByText('Up to 20 files, 40 MB each, 60 MB in total')).toBeVisible();
  const email = `vera.${Date.now()}@acme-health.example`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Vera');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByText('Type or paste text', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Text to translate' }).fill('Take one tablet twice a day with food.');
  await page.getByRole('textbox', { name: 'Cost Center' }).fill('CC-1234');
  await page.getByRole('combobox', { name: 'Audiences' }).click({ force: true });
  await page.getByRole('option', { name: 'Patients' }).click();
  await page.keyboard.press('Escape');
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/quotes' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit for estimate' }).click();
  await verifyEmailFromOutbox(page, request, email);
  const response = await created;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ quoteId: expect.any(String) });
  await expect(page.getByRole('heading', { name: 'Your estimate request was submitted' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'external link submitted');
});
