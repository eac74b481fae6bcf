// Conversations end to end (decision 185) against the real server: a client asks a question on a machine
// translation's details page; the coordinator answers in the desk's conversations inbox; the client sees the answer
// without reloading (the notice stream); the client replies to the notice e-mail — sent by this test to the worker
// server's SMTP listener — and the reply appears in the thread; then a question asked by keyboard alone; axe on each.
import type { Browser, Page } from '@playwright/test';
import nodemailer from 'nodemailer';
import { httpRequest, signIn } from '../../packages/server/test/sign-in.ts';
import { translateDocx } from './docx.ts';
import { DEMO_PASSWORD, expect, expectAccessible, fillProviderSignIn, outbox, tabTo, test, USERS } from './fixtures.ts';

/** The SMTP listener of this worker's server (scripts/e2e.ts: E2E_SMTP_PORTS in worker order). */
function smtpPort(parallelIndex: number): number {
  const port = Number(process.env.E2E_SMTP_PORTS?.split(',')[parallelIndex]);
  if (!port) throw new Error('E2E_SMTP_PORTS names no SMTP listener for this worker: run the suite with scripts/e2e.ts');
  return port;
}

/** Translates a small text file of the client's from the documents tab and opens its details; returns the details path. */
async function newMachineTranslation(page: Page, name: string): Promise<string> {
  await page.goto('/machineTranslation/fileTranslation');
  await page.getByLabel('Documents to translate').setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('Please water the garden every morning. The library opens at nine.') }]);
  await page.getByRole('combobox', { name: /target languages/i }).click();
  await page.getByRole('option', { name: 'Spanish', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Translate documents' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation\/[^/?]+$/);
  return new URL(page.url()).pathname;
}

async function signedInPage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, ignoreHTTPSErrors: true })).newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await fillProviderSignIn(page, username, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: /user menu/i })).toBeVisible({ timeout: 20_000 });
  return page;
}

test.describe.serial('conversations', () => {
  let details = '';
  let name = '';
  let threadId = '';

  test('a question asked on a request is answered in the inbox, seen at once, and replied to by e-mail', async ({ page, login, baseURL, browser, request, shot }, testInfo) => {
    test.setTimeout(240_000);
    name = `conversation-e2e-${Date.now()}.txt`;
    await login(USERS.client);
    await page.setViewportSize({ width: 1366, height: 900 });
    details = await newMachineTranslation(page, name);

    const question = 'Should the opening hours be written the Spanish way, with a 24-hour clock?';
    const card = page.getByRole('region', { name: 'Conversation' });
    await card.getByRole('button', { name: 'Ask a question' }).click();
    await card.getByRole('textbox', { name: 'Your message' }).fill(question);
    await card.getByRole('button', { name: 'Send' }).click();
    await expect(card.getByRole('heading', { name: 'Thread: The whole request' })).toBeVisible();
    await expect(card.getByText(question)).toBeVisible();
    await expect(page).toHaveURL(/\?thread=/);
    threadId = new URL(page.url()).searchParams.get('thread')!;

    const staff = await signedInPage(browser, baseURL!, USERS.coordinator);
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto('/providerDesk');
    await staff.getByRole('link', { name: 'Conversations inbox' }).click();
    await expect(staff).toHaveURL(/\/providerDesk\/inbox/);
    await staff.getByRole('button', { name: `Answer ${name}: The whole request` }).click();
    const thread = staff.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByText(question)).toBeVisible();
    await expectAccessible(staff, 'the conversations inbox with a thread open');
    await shot('conversations/inbox-1366', staff);
    await staff.setViewportSize({ width: 390, height: 844 });
    await shot('conversations/inbox-390', staff);
    await staff.setViewportSize({ width: 1366, height: 900 });
    const answer = 'Yes: write 9:00, the way Spanish readers expect.';
    await thread.getByRole('textbox', { name: 'Your message' }).fill(answer);
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText(answer)).toBeVisible();
    await expect(staff.getByRole('button', { name: `Answer ${name}: The whole request` })).toBeHidden();

    // The client's page was not reloaded: the notice stream brought the answer.
    await expect(card.getByText(answer)).toBeVisible({ timeout: 20_000 });

    // The notice mail carries the client's own reply address; a reply to it lands in the thread.
    let replyTo: string | undefined;
    await expect
      .poll(async () => (replyTo = (await outbox(request, USERS.client)).find((m) => m.template === 'conversation-message' && m.meta?.link?.includes(`${details}?thread=`))?.meta?.replyTo ?? undefined), { timeout: 20_000 })
      .toMatch(/^reply\+[a-z2-7]+@/);
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort(testInfo.parallelIndex), secure: false, ignoreTLS: true });
    const reply = 'Thank you, then 9:00 it is. Sent by mail.';
    await transport.sendMail({ from: USERS.client, to: replyTo!, subject: `Re: ${name}`, text: `${reply}\n\nOn Mon, Dec 7, 2026 at 10:30 AM Cora Coordinator wrote:\n> ${answer}\n` });
    transport.close();
    // The coordinator wrote in the thread and is told at once; the quoted answer stays out of the reply.
    await expect(thread.getByText(reply)).toBeVisible({ timeout: 20_000 });
    await expect(thread.getByText('By e-mail')).toBeVisible();
    // The client wrote it and so is not told of it (decision 185): their page shows it once read again.
    await page.reload();
    await expect(card.getByText(reply)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(3);
    await shot('conversations/card-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('conversations/card-390');
    await expectAccessible(page, 'the conversation card with a thread open');
    await staff.context().close();
  });

  test('a staff answer marks the request in the list; a question asked by keyboard alone', async ({ page, login, baseURL, shot }) => {
    const { idToken } = await signIn(baseURL!, USERS.coordinator, DEMO_PASSWORD);
    const answered = await httpRequest(`${baseURL}/v1/threads/${threadId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'One more thing: the library sentence keeps its capital letter.' }),
    });
    expect(answered.status).toBe(201);
    await login(USERS.client);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/machineTranslation/fileTranslation');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByText('1 unread message', { exact: true })).toBeVisible();
    await shot('conversations/list-1366');
    await page.goto(details);
    const card = page.getByRole('region', { name: 'Conversation' });
    const ask = card.getByRole('button', { name: 'Ask a question' });
    await expect(ask).toBeVisible();
    await tabTo(page, ask);
    await page.keyboard.press('Enter');
    const field = card.getByRole('textbox', { name: 'Your message' });
    await expect(field).toBeFocused();
    const question = 'May the garden sentence use the formal form of address?';
    await page.keyboard.type(question);
    await page.keyboard.press('Control+Enter');
    await expect(card.getByRole('heading', { name: 'Thread: The whole request' })).toBeVisible();
    await expect(card.getByText(question)).toBeVisible();
    await tabTo(page, card.getByRole('button', { name: 'All threads' }));
    await page.keyboard.press('Enter');
    await expect(card.getByRole('list', { name: 'Threads of this request' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'the conversation card');
  });

  test('a question on a segment of the document editor, asked by keyboard alone, answered in the inbox', async ({ page, login, baseURL, browser, shot }) => {
    test.setTimeout(240_000);
    const docName = `conversation-segment-${Date.now()}.docx`;
    await login(USERS.client);
    await page.setViewportSize({ width: 1366, height: 900 });
    await translateDocx(page, docName, ['The garden needs water every morning.', 'The library opens at nine on weekdays.', 'Visitors may borrow three books.']);
    await page.getByRole('link', { name: /^Review and edit conversation-segment-/ }).click();
    await expect(page).toHaveURL(/\/review\//);
    const segment = page.getByRole('textbox', { name: 'Translation of segment 2' });
    await expect(segment).toBeVisible();
    await tabTo(page, segment);
    // The editor's shortcut to the side panel of the segment in hand (Tab would move on through the later segments).
    await page.keyboard.press('Control+Shift+K');
    const ask = page.getByRole('button', { name: 'Ask about this segment' });
    await tabTo(page, ask);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^New question: Segment 2 of / })).toBeVisible();
    const question = 'Is “abre” right here, or should it say “está abierta”?';
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await page.keyboard.type(question);
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('heading', { name: /^Thread: Segment 2 of / })).toBeVisible();
    // The segment's row carries the mark of its thread.
    await expect(page.locator('[data-position="1"]').getByLabel('1 thread', { exact: true })).toBeVisible();
    await shot('conversations/segment-question-1366');

    const staff = await signedInPage(browser, baseURL!, USERS.coordinator);
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto('/providerDesk/inbox');
    await staff.getByRole('button', { name: new RegExp(`^Answer ${docName.replace(/\./g, '\\.')}: Segment 2 of `) }).click();
    const thread = staff.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByText(question)).toBeVisible();
    const answer = 'Both are fine; “abre” is shorter and usual on signs.';
    await thread.getByRole('textbox', { name: 'Your message' }).fill(answer);
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText(answer)).toBeVisible();
    await staff.context().close();

    // Beside the segment, without a reload: the notice stream brought the answer.
    await expect(page.getByText(answer)).toBeVisible({ timeout: 20_000 });
    await shot('conversations/segment-answered-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('conversations/segment-answered-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectAccessible(page, 'the document editor with a question on a segment');
  });
});
