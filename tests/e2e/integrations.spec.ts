// A client's own systems end to end (decisions 133, 136 and 140): a client admin creates an API key and a
// webhook endpoint pointed at a receiver this test runs on loopback (the server's WEBHOOK_ALLOW_NETWORKS lists
// loopback, scripts/e2e.ts), makes a document request with the key alone, and the receiver gets
// `request completed` with a signature the `standardwebhooks` package verifies. The same by keyboard alone; axe
// on both tabs. The key and the endpoint are revoked and removed at the end; the bell then shows the request's
// completion, told to the key's creator without a reload (decision 141), and is walked by keyboard alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expect, expectAccessible, tabTo, test, USERS } from './fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

/** The receiver of the client's system: keeps every delivery it is sent. */
async function startReceiver(): Promise<{ url: string; deliveries: Delivery[]; close(): Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lingua-hooks`;
  return { url, deliveries, close: () => new Promise((r) => server.close(() => r())) };
}

async function openSettingsTab(page: Page, tab: string): Promise<Locator> {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await panel.getByRole('tab', { name: tab }).click();
  return panel;
}

/** A document translation asked for with the key alone: upload permission, the upload, the request. */
async function documentRequestWithKey(request: APIRequestContext, key: string): Promise<string> {
  const auth = { authorization: `Bearer ${key}` };
  const grant = await request.post('/v1/tempFiles/actions/createPresignedPost', { headers: auth });
  expect(grant.status()).toBe(200);
  const post = (await grant.json()) as { url: string; fields: Record<string, string> };
  const upload = await request.post(post.url, { multipart: { ...post.fields, file: { name: 'notice.txt', mimeType: 'text/plain', buffer: Buffer.from('The clinic opens at nine.') } } });
  expect(upload.status()).toBeLessThan(300);
  const fileKey = post.fields.key!.replace('${filename}', 'notice.txt');
  const made = await request.post('/v1/machineTranslation/actions/translateFiles', {
    headers: auth,
    data: { requestName: 'Notice from the intranet', files: [{ fileName: 'notice.txt', category: 'SOURCE_DOCUMENT', fileKey }], sourceLanguageId: 'enu', targetLanguageIds: ['esn'] },
  });
  expect(made.status(), await made.text()).toBeLessThan(300);
  return ((await made.json()) as { id: string }).id;
}

test('a key and an endpoint made in the portal; a request made with the key is reported, signed', async ({ page, login, request }) => {
  const receiver = await startReceiver();
  try {
    await login(USERS.client);
    let panel = await openSettingsTab(page, 'API keys');
    await panel.getByRole('textbox', { name: /Key name/ }).fill('Intranet automation');
    await panel.getByRole('checkbox', { name: 'Create requests and upload' }).check();
    await panel.getByRole('checkbox', { name: 'Machine translation' }).check();
    await panel.getByRole('button', { name: 'Create key' }).click();
    const key = (await panel.getByTestId('secret-once').textContent())!.trim();
    expect(key).toMatch(/^lpk_/);
    await expectAccessible(page, 'API keys tab with a new key');
    await panel.getByRole('button', { name: 'Done' }).click();

    await panel.getByRole('tab', { name: 'Webhooks' }).click();
    await panel.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiver.url);
    await panel.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await panel.getByTestId('secret-once').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page, 'Webhooks tab with a new endpoint');
    await panel.getByRole('button', { name: 'Done' }).click();

    const id = await documentRequestWithKey(request, key);
    await expect.poll(() => receiver.deliveries.map((d) => JSON.parse(d.body).type as string), { timeout: 120_000 }).toContain('request.completed');
    const completed = receiver.deliveries.find((d) => JSON.parse(d.body).type === 'request.completed')!;
    const event = new Webhook(secret).verify(completed.body, completed.headers) as { data: { jobRequestId: string; status: string } };
    expect(event.data).toMatchObject({ jobRequestId: id, status: 'COMPLETED' });

    // The delivery log shows it; then the endpoint and the key go.
    await panel.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
    await expect(log.getByText('Request completed').first()).toBeVisible();
    await expectAccessible(page, 'delivery log');
    await log.getByRole('button', { name: 'Close' }).click();
    await expect(log).toBeHidden();
    await panel.getByRole('button', { name: `Remove ${receiver.url}` }).click();
    await page.getByRole('dialog', { name: 'Remove endpoint' }).getByRole('button', { name: 'Remove' }).click();
    panel = page.getByRole('dialog', { name: 'Account settings' });
    await panel.getByRole('tab', { name: 'API keys' }).click();
    await panel.getByRole('button', { name: 'Revoke Intranet automation' }).first().click();
    await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('dialog', { name: 'Revoke API key' })).toBeHidden();
    await expect.poll(async () => (await request.get('/v1/jobRequests', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);

    // The bell heard the completion without a reload (decision 141): the key's creator is told of its requests.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: /^Notices: \d+ unread$/ }).click();
    await expect(page.getByRole('link', { name: 'Your request “Notice from the intranet” is complete' }).first()).toBeVisible();
    await expectAccessible(page, 'notices bell open');
  } finally {
    await receiver.close();
  }
});

test('the same by keyboard alone: a key created and revoked', async ({ page, login }) => {
  await login(USERS.client);
  await tabTo(page, page.getByRole('button', { name: /user menu/i }));
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Account settings' });
  await expect(settings).toBeVisible();
  while (!(await settings.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Account settings' });
  await tabTo(page, panel.getByRole('tab', { name: 'Profile' }));
  while (!(await panel.getByRole('tab', { name: 'API keys' }).evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByRole('textbox', { name: /Key name/ }));
  await page.keyboard.type('Keyboard key');
  await tabTo(page, panel.getByRole('button', { name: 'Create key' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('secret-once')).toContainText('lpk_');
  await tabTo(page, panel.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await tabTo(page, panel.getByRole('button', { name: 'Revoke Keyboard key' }).first());
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await tabTo(page, confirm.getByRole('button', { name: 'Revoke' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Revoked').first()).toBeVisible();
  await expectAccessible(page, 'API keys tab after a revocation by keyboard');
});

test('the notices bell by keyboard alone: opened, everything marked read', async ({ page, login }) => {
  await login(USERS.client);
  await tabTo(page, page.getByRole('button', { name: /^Notices: \d+ unread$/ }));
  await page.keyboard.press('Enter');
  const bell = page.getByRole('dialog', { name: 'Notices' });
  await expect(bell).toBeVisible();
  await tabTo(page, bell.getByRole('button', { name: 'Mark all read' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();
  await expectAccessible(page, 'notices bell after marking all read by keyboard');
});

// Decision 152: staff list and revoke any company's keys on the dashboard's API keys page.
test('a client admin’s key, for the staff page below', async ({ page, login }) => {
  await login(USERS.client);
  const panel = await openSettingsTab(page, 'API keys');
  await panel.getByRole('textbox', { name: /Key name/ }).fill('Staff will revoke');
  await panel.getByRole('button', { name: 'Create key' }).click();
  await expect(panel.getByTestId('secret-once')).toContainText('lpk_');
  await panel.getByRole('button', { name: 'Done' }).click();
});

test('staff find the key with its company and revoke it by keyboard alone', async ({ page, login }) => {
  await login(USERS.admin);
  await page.goto('/DASHBOARD');
  await tabTo(page, page.getByRole('link', { name: 'API keys of every company' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/DASHBOARD\/apiKeys$/);
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Staff will revoke' }).first();
  await expect(row.getByRole('cell', { name: 'Acme Health' })).toBeVisible();
  await tabTo(page, row.getByRole('button', { name: 'Revoke Staff will revoke' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await tabTo(page, confirm.getByRole('button', { name: 'Revoke' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Revoked')).toBeVisible();
  await expectAccessible(page, 'staff API keys page after a revocation by keyboard');
});
