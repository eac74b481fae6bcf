// Conversations (decision 185) on PGlite and PostgreSQL: threads at the request, a file, a segment and a media line;
// another company's thread is 404 in every call; staff see every thread and answer from the inbox; text limits and
// attachments; unread counts; the notice and the mail with its reply address; replies by mail over SMTP, with the
// reply address's token checked (forged, expired, another person's, another thread's) and the quoted history cut;
// attachments scanned by a real clamd on the test signature database (decision 175), an infected one refused.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGE_MAX_LENGTH, type ConversationInbox, type ConversationMessageList, type ConversationThread } from '@lingua/contract';
import { apiAs, buildTestApp, testPrincipals, type TestApp } from '../../../test/helpers.ts';
import { conversationPeople, jobRequests, mailOutbox, notices, userAccounts } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { loadScanConfig } from '../../config/scan-config.ts';
import { eicarTestString, OwnClamd, TEST_SIGNATURE, writeTestSignatures } from '../../engines/scanner/own-clamd.ts';
import { mailConversations, newTextOf, ReplyAddresses, REPLY_ADDRESS_VALIDITY_MS, replySecret } from './index.ts';

const ALICE = 'client@acme-health.example';
const BOB = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const STAFF = 'admin@lingua.example';
const DOMAIN = 'replies.lingua.test';

const clock = new ManualClock(Date.now() + 3_600_000);
let t: TestApp;
let port: number;
let requestId: string;
let replies: ReplyAddresses;
let clamdDir: string;
let clamd: OwnClamd;
const api = apiAs(() => t.app);
const { call } = api;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const p = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return p;
}
const userOf = async (username: string) => (await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, username)))[0]!;

beforeAll(async () => {
  port = await freePort();
  clamdDir = await fs.mkdtemp(path.join(os.tmpdir(), 'clamd-conversations-'));
  await writeTestSignatures(path.join(clamdDir, 'db'));
  clamd = new OwnClamd({ dir: clamdDir, socket: path.join(clamdDir, 'clamd.sock'), databaseDir: path.join(clamdDir, 'db'), maxBytes: 50 * 1048576 });
  await clamd.start(30_000);
  const scan = loadScanConfig({ CLAMD_SOCKET: path.join(clamdDir, 'clamd.sock') }, clamdDir, false);
  t = await buildTestApp({ clock, config: { workers: false, scan, inboundMail: { port, host: '127.0.0.1', domain: DOMAIN } }, app: { configure: testPrincipals } });
  await t.app.ready();
  const alice = await userOf(ALICE);
  const [row] = await t.ctx.db.select({ id: jobRequests.id }).from(jobRequests).where(eq(jobRequests.clientId, alice.clientId!)).limit(1);
  requestId = row!.id;
  await t.ctx.db.update(jobRequests).set({ ownerUserId: alice.id }).where(eq(jobRequests.id, requestId));
  replies = new ReplyAddresses(await replySecret(t.ctx.db, t.ctx.config.signingSecret), DOMAIN);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await clamd?.stop();
  await fs.rm(clamdDir, { recursive: true, force: true });
});

async function startThread(user: string, text: string, anchor: object = { kind: 'request' }): Promise<ConversationThread> {
  clock.advance(1000);
  const res = await call(user, 'POST', `/jobRequests/${requestId}/threads`, { anchor, text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const messages = async (user: string, threadId: string) => (await call(user, 'GET', `/threads/${threadId}/messages`)).json() as ConversationMessageList;

/** Sends the conversation mails; the one of thread `threadId` to `email`. */
async function mailOf(email: string, threadId: string): Promise<{ text: string; replyTo: string }> {
  await mailConversations({ db: t.ctx.db, clock, mailer: t.app.mailer, publicUrl: 'https://portal.test', replies });
  const mails = await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'conversation-message')));
  const mail = mails.find((m) => (m.meta as { threadId: string }).threadId === threadId)!;
  return { text: mail.text, replyTo: (mail.meta as { replyTo: string }).replyTo };
}

async function sendMail(mail: SendMailOptions): Promise<{ ok: true } | { ok: false; code: number | undefined }> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail(mail);
    return { ok: true };
  } catch (err) {
    return { ok: false, code: (err as { responseCode?: number }).responseCode };
  } finally {
    transport.close();
  }
}

describe('threads and messages', () => {
  it('lets the company and staff talk, and nobody else see it', async () => {
    const thread = await startThread(BOB, 'Can you use our older term here?');
    expect(thread).toMatchObject({ jobRequestId: requestId, anchor: { kind: 'request' }, messageCount: 1, unread: 0, preview: 'Can you use our older term here?' });
    expect(thread.awaitingReplySince).not.toBeNull();
    // Alice (same company) and staff read it; Grace's company gets 404 in every call.
    expect((await messages(ALICE, thread.id)).messages.map((m) => m.text)).toEqual(['Can you use our older term here?']);
    expect((await call(STAFF, 'GET', `/jobRequests/${requestId}/threads`)).json().threads.map((x: ConversationThread) => x.id)).toContain(thread.id);
    for (const [method, url, body] of [
      ['GET', `/jobRequests/${requestId}/threads`],
      ['POST', `/jobRequests/${requestId}/threads`, { anchor: { kind: 'request' }, text: 'hi' }],
      ['GET', `/threads/${thread.id}/messages`],
      ['POST', `/threads/${thread.id}/messages`, { text: 'hi' }],
      ['POST', `/threads/${thread.id}/actions/markRead`],
      ['GET', `/threads/${thread.id}/attachments/00000000-0000-4000-8000-000000000000/downloadUrl`],
    ] as const) {
      const res = await call(GRACE, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(GRACE, 'GET', `/conversations/unreadCounts?jobRequestIds=${requestId}`)).json()).toEqual({ counts: [] });
  });

  it('keeps unread counts, the staff inbox and read marks per person', async () => {
    const thread = await startThread(ALICE, 'The deadline moved to Friday.');
    const inbox = (await call(STAFF, 'GET', '/conversations/inbox')).json() as ConversationInbox;
    expect(inbox.threads.map((x) => x.thread.id)).toContain(thread.id);
    const waits = inbox.threads.map((x) => x.thread.awaitingReplySince!);
    expect([...waits].sort()).toEqual(waits);
    expect((await call(ALICE, 'GET', '/conversations/inbox')).statusCode).toBe(403);
    clock.advance(1000);
    expect((await call(STAFF, 'POST', `/threads/${thread.id}/messages`, { text: '  Noted, thank you.  ' })).json()).toMatchObject({ text: 'Noted, thank you.', author: { staff: true }, via: 'portal' });
    const after = (await call(STAFF, 'GET', '/conversations/inbox')).json() as ConversationInbox;
    expect(after.threads.map((x) => x.thread.id)).not.toContain(thread.id);
    const counts = (await call(ALICE, 'GET', `/conversations/unreadCounts?jobRequestIds=${requestId}`)).json();
    expect(counts.counts[0]).toMatchObject({ jobRequestId: requestId });
    expect((await messages(ALICE, thread.id)).thread.unread).toBe(1);
    expect((await call(ALICE, 'POST', `/threads/${thread.id}/actions/markRead`)).statusCode).toBe(204);
    expect((await messages(ALICE, thread.id)).thread.unread).toBe(0);
    // Alice is told over the notice stream's table (pushed to every process by its trigger).
    const alice = await userOf(ALICE);
    const [told] = await t.ctx.db.select().from(notices).where(and(eq(notices.userId, alice.id), eq(notices.event, 'message.created'))).orderBy(desc(notices.createTime)).limit(1);
    expect(told?.path).toContain(`thread=${thread.id}`);
  });

  it('anchors to a file, refuses anchors the request lacks, and keeps the limits', async () => {
    const [file] = await t.ctx.db.execute(sql`select file_key from job_request_files where job_request_id = ${requestId} limit 1`).then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<{ file_key: string }>);
    if (file) expect((await startThread(ALICE, 'About this file', { kind: 'file', fileKey: file.file_key })).anchor).toEqual({ kind: 'file', fileKey: file.file_key });
    const bad = await call(ALICE, 'POST', `/jobRequests/${requestId}/threads`, { anchor: { kind: 'segment', fileKey: 'nope', position: 3 }, text: 'x' });
    expect(bad.json()).toMatchObject({ errorCode: 'ANCHOR_NOT_FOUND' });
    expect((await call(ALICE, 'POST', `/jobRequests/${requestId}/threads`, { anchor: { kind: 'mediaLine', fileIndex: 0, languageId: 'enu', lineId: 'a1' }, text: 'x' })).statusCode).toBe(400);
    const thread = await startThread(ALICE, 'Limits');
    expect((await call(ALICE, 'POST', `/threads/${thread.id}/messages`, { text: 'x'.repeat(CONVERSATION_MESSAGE_MAX_LENGTH + 1) })).statusCode).toBe(400);
    expect((await call(ALICE, 'POST', `/threads/${thread.id}/messages`, { text: '   ' })).statusCode).toBe(400);
    expect((await call(ALICE, 'POST', `/threads/${thread.id}/messages`, { text: 'x'.repeat(CONVERSATION_MESSAGE_MAX_LENGTH) })).statusCode).toBe(201);
  });

  it('takes attachments through the upload rules and hands them out to the thread only', async () => {
    const thread = await startThread(ALICE, 'With a file');
    const [key] = await api.upload(ALICE, [['terms.txt', 'old term = new term']]);
    const [graceKey] = await api.upload(GRACE, [['x.txt', 'x']]);
    expect((await call(ALICE, 'POST', `/threads/${thread.id}/messages`, { text: 'Not mine', attachments: [{ fileName: 'x.txt', fileKey: graceKey }] })).json()).toMatchObject({ errorCode: 'INVALID_FILE_KEY' });
    const sent = (await call(ALICE, 'POST', `/threads/${thread.id}/messages`, { text: 'See file', attachments: [{ fileName: 'terms.txt', fileKey: key }] })).json();
    expect(sent.attachments).toMatchObject([{ fileName: 'terms.txt', size: 19 }]);
    const link = (await call(STAFF, 'GET', `/threads/${thread.id}/attachments/${sent.attachments[0].id}/downloadUrl`)).json();
    expect((await api.download(link.downloadUrl)).toString()).toBe('old term = new term');
    const other = await startThread(ALICE, 'Another');
    expect((await call(ALICE, 'GET', `/threads/${other.id}/attachments/${sent.attachments[0].id}/downloadUrl`)).statusCode).toBe(404);
  });
});

describe('replies by mail', () => {
  it('mails the message with a reply address, and adds the reply without its quoted history', async () => {
    const thread = await startThread(ALICE, 'Which glossary applies?');
    clock.advance(1000);
    await call(STAFF, 'POST', `/threads/${thread.id}/messages`, { text: 'The 2023 one.' });
    const mail = await mailOf(ALICE, thread.id);
    const address = mail.replyTo;
    expect(address).toMatch(new RegExp(`^reply\\+[a-z2-7]{39}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(mail.text).toContain('The 2023 one.');
    const gmail = `Thanks, that helps.\n\nOn Tue, 4 Jun 2024 at 10:02, Lingua Portal <no-reply@lingua.example>\nwrote:\n> The 2023 one.\n`;
    clock.advance(1000);
    expect(await sendMail({ from: 'Alice <client@acme-health.example>', to: address.toUpperCase(), subject: 'Re: x', text: gmail, attachments: [{ filename: 'note.txt', content: 'attached' }] })).toEqual({ ok: true });
    const last = (await messages(ALICE, thread.id)).messages.at(-1)!;
    expect(last).toMatchObject({ text: 'Thanks, that helps.', via: 'mail', author: { staff: false }, attachments: [{ fileName: 'note.txt', size: 8 }] });
  });

  it('refuses forged, expired, foreign and misdirected replies without storing anything', async () => {
    const thread = await startThread(ALICE, 'Token cases');
    clock.advance(1000);
    await call(STAFF, 'POST', `/threads/${thread.id}/messages`, { text: 'Answer' });
    const address = (await mailOf(ALICE, thread.id)).replyTo;
    const before = (await messages(ALICE, thread.id)).messages.length;
    const token = address.slice('reply+'.length, address.indexOf('@'));
    const forged = `reply+${token.slice(0, 20)}${token[20] === 'a' ? 'b' : 'a'}${token.slice(21)}@${DOMAIN}`;
    expect(await sendMail({ from: ALICE, to: forged, subject: 'x', text: 'forged' })).toEqual({ ok: false, code: 550 });
    expect(await sendMail({ from: ALICE, to: `someone@${DOMAIN}`, subject: 'x', text: 'unknown' })).toEqual({ ok: false, code: 550 });
    const [person] = await t.ctx.db.select().from(conversationPeople).where(eq(conversationPeople.threadId, thread.id)).limit(1);
    const expired = replies.address(person!.id, new Date(clock.now().getTime() - 1000));
    expect(await sendMail({ from: ALICE, to: expired, subject: 'x', text: 'late' })).toEqual({ ok: false, code: 550 });
    // Alice's address used by Grace: the From is not the address's person.
    expect(await sendMail({ from: GRACE, to: address, subject: 'x', text: 'not me' })).toEqual({ ok: false, code: 550 });
    // Another thread's token cannot be bent to this thread: its person row names its own thread.
    const other = await startThread(ALICE, 'Other thread');
    expect((await messages(ALICE, other.id)).messages).toHaveLength(1);
    expect((await messages(ALICE, thread.id)).messages).toHaveLength(before);
    expect(new ReplyAddresses('another secret', DOMAIN).read(address, clock.now())).toEqual({ refused: 'forged' });
    expect(replies.read(address, new Date(clock.now().getTime() + REPLY_ADDRESS_VALIDITY_MS + 60_000))).toEqual({ refused: 'expired' });
  });

  it('refuses a reply whose attachment carries malware, storing nothing, and tells staff', async () => {
    const thread = await startThread(ALICE, 'Attachment scan');
    clock.advance(1000);
    await call(STAFF, 'POST', `/threads/${thread.id}/messages`, { text: 'Send the file' });
    const address = (await mailOf(ALICE, thread.id)).replyTo;
    const before = (await messages(ALICE, thread.id)).messages.length;
    const objects = async () => (await t.app.objectStore.list(`job-requests/${requestId}/`)).length;
    const objectsBefore = await objects();
    clock.advance(1000);
    const attachments = [{ filename: 'notes.txt', content: 'clean notes' }, { filename: 'tool.com', content: eicarTestString() }];
    // The SMTP answer is the refusal (554): the sender's own server tells the sender, the portal sends no bounce.
    expect(await sendMail({ from: ALICE, to: address, subject: 'Re', text: 'Here it is.', attachments })).toEqual({ ok: false, code: 554 });
    expect((await messages(ALICE, thread.id)).messages).toHaveLength(before);
    expect(await objects(), 'the clean attachment taken before the infected one is not left behind').toBe(objectsBefore);
    const told = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Upload refused: tool.com'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`${TEST_SIGNATURE}.UNOFFICIAL`);
  });

  it('reads HTML-only mail and forwarded mail', async () => {
    const thread = await startThread(ALICE, 'HTML');
    clock.advance(1000);
    await call(STAFF, 'POST', `/threads/${thread.id}/messages`, { text: 'Answer' });
    const address = (await mailOf(ALICE, thread.id)).replyTo;
    const html = '<div dir="ltr">Yes, go ahead &amp; use it.<br></div><br><div class="gmail_quote"><div>On Tue wrote:</div><blockquote>Answer</blockquote></div>';
    clock.advance(1000);
    expect(await sendMail({ from: ALICE, to: address, subject: 'Re', html })).toEqual({ ok: true });
    expect((await messages(ALICE, thread.id)).messages.at(-1)!.text).toBe('Yes, go ahead & use it.');
  });
});

describe('reply text', () => {
  it('cuts Gmail, Outlook, Apple Mail quoting, signatures and keeps a forward', () => {
    expect(newTextOf('Fine by me.\n\nOn Mon, Jun 3, 2024 at 9:00 AM Lingua <x@y> wrote:\n> old')).toBe('Fine by me.');
    expect(newTextOf('Agreed.\r\n\r\n________________________________\r\nFrom: Lingua Portal <x@y>\r\nSent: Monday, June 3, 2024 9:00\r\nTo: Alice\r\nSubject: New message\r\n\r\nold')).toBe('Agreed.');
    expect(newTextOf('Agreed.\n\n-----Original Message-----\nFrom: x\nold')).toBe('Agreed.');
    expect(newTextOf('Sure.\n\n> On 3 Jun 2024, at 09:00, Lingua <x@y> wrote:\n> \n> old')).toBe('Sure.');
    expect(newTextOf('Thanks!\n-- \nAlice Smith\nAcme Health')).toBe('Thanks!');
    expect(newTextOf('Thanks!\n\nSent from my iPhone')).toBe('Thanks!');
    expect(newTextOf('See below.\n\n---------- Forwarded message ---------\nFrom: Bob <b@x>\nDate: Mon\nSubject: s\n\nForwarded text')).toBe('See below.');
    expect(newTextOf('---------- Forwarded message ---------\nFrom: Bob <b@x>\nDate: Mon\nSubject: s\nTo: a@x\n\nThe forwarded text.\n\nOn Mon wrote:\n> older')).toBe('The forwarded text.');
  });
});
