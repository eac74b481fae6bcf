// Notices (decision 140) on PGlite and PostgreSQL: told to the person who made the request at the webhooks' event
// points, listed with the unread count, read one or all, never seen by another user or company; mail choices
// (all on until chosen) and the mail itself; the stream of a notice written by one process, heard on another.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { NOTICE_EVENTS } from '@lingua/contract';
import { buildApp } from '../../app.ts';
import { clientConfigs, jobRequests, mailOutbox, userAccounts } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildTestApp, createSiblingContext, testPrincipals, TEST_USER_HEADER, type TestApp, type TestContext } from '../../../test/helpers.ts';
import { transition } from '../job-requests/index.ts';
import { mailNotices, noticeMailText } from './index.ts';

const ALICE = 'client@acme-health.example';
const BOB = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const STAFF = 'admin@lingua.example';

// An hour ahead of the seed, whose demo requests were moved (and told) as it ran: the test's notices are the newest.
const clock = new ManualClock(Date.now() + 3_600_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, config: { workers: false }, app: { configure: testPrincipals } });
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { [TEST_USER_HEADER]: user }, ...(payload ? { payload } : {}) });

/** A request of `username`'s company that `username` made, not yet completed. */
async function requestOf(username: string): Promise<{ id: string; status: string; name: string }> {
  const [user] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, username));
  const [row] = await t.ctx.db
    .select({ id: jobRequests.id, status: jobRequests.status, name: jobRequests.name })
    .from(jobRequests)
    .innerJoin(clientConfigs, eq(clientConfigs.id, jobRequests.clientId))
    .where(and(eq(jobRequests.clientId, user!.clientId!), sql`${jobRequests.status} not in ('COMPLETED', 'FAILED')`))
    .limit(1);
  await t.ctx.db.update(jobRequests).set({ ownerUserId: user!.id }).where(eq(jobRequests.id, row!.id));
  return row!;
}
const move = async (r: { id: string; status: string }, to: 'COMPLETED' | 'FAILED') => {
  // Newest first: each move a second after everything before it (the seed's own notices included).
  clock.advance(1000);
  return transition(t.ctx.db, clock, r.id, [r.status as never], to, { actor: 'test' });
};
const list = async (user: string) => (await as(user, 'GET', '/notices')).json() as { unread: number; notices: Array<{ id: string; event: string; name: string; path: string; read: boolean }> };

describe('notices', () => {
  it('tells the person who made the request, and nobody else', async () => {
    const before = await list(ALICE);
    const request = await requestOf(ALICE);
    expect(await move(request, 'COMPLETED')).toBe(true);
    const after = await list(ALICE);
    expect(after.unread).toBe(before.unread + 1);
    const told = after.notices[0];
    expect(told?.path).toContain(request.id);
    expect(told).toMatchObject({ event: 'request.completed', name: request.name, read: false });
    for (const other of [BOB, GRACE, STAFF]) expect((await list(other)).notices.map((n) => n.id)).not.toContain(told!.id);
  });

  it('marks one and then all read; another user or company cannot mark it, nor learn it exists', async () => {
    await move(await requestOf(ALICE), 'FAILED');
    await move(await requestOf(ALICE), 'COMPLETED');
    const { notices: mine, unread } = await list(ALICE);
    expect(unread).toBeGreaterThanOrEqual(2);
    for (const other of [BOB, GRACE]) {
      const res = await as(other, 'POST', `/notices/${mine[0]!.id}/actions/markRead`);
      const missing = await as(other, 'POST', `/notices/00000000-0000-4000-8000-000000000000/actions/markRead`);
      expect([res.statusCode, res.body]).toEqual([missing.statusCode, missing.body]);
      expect(res.statusCode).toBe(404);
    }
    expect((await list(ALICE)).unread).toBe(unread);
    expect((await as(ALICE, 'POST', `/notices/${mine[0]!.id}/actions/markRead`)).statusCode).toBe(204);
    expect((await list(ALICE)).unread).toBe(unread - 1);
    expect((await as(ALICE, 'POST', '/notices/actions/markAllRead')).statusCode).toBe(204);
    expect((await list(ALICE)).unread).toBe(0);
  });

  it('refuses an API key, and tells the admin who created the key of a request made with it', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = (await as(ALICE, 'POST', '/apiKeys', { name: 'Notices probe', scopes: ['requests:read'], expiresAt })).json() as { key: { id: string }; secret: string };
    const res = await t.app.inject({ method: 'GET', url: '/v1/notices', headers: { authorization: `Bearer ${created.secret}` } });
    expect(res.statusCode).toBe(403);
    const request = await requestOf(ALICE);
    await t.ctx.db.update(jobRequests).set({ ownerUserId: created.key.id }).where(eq(jobRequests.id, request.id));
    await move(request, 'COMPLETED');
    expect((await list(ALICE)).notices[0]).toMatchObject({ event: 'request.completed', path: expect.stringContaining(request.id) });
  });
});

describe('mail choices and mails', () => {
  it('mails every event until the user chooses, with the link to the item and to the choices', async () => {
    expect((await as(BOB, 'GET', '/userAccount/noticePreferences')).json()).toEqual({ mailEvents: [...NOTICE_EVENTS] });
    const request = await requestOf(BOB);
    await move(request, 'FAILED');
    await mailNotices({ db: t.ctx.db, mailer: t.app.mailer, publicUrl: 'https://portal.example' });
    const mail = (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, BOB))).find((m) => m.template === 'notice-request.failed' && m.text.includes(request.id));
    expect(mail!.subject).toBe(`Your request “${request.name}” could not be completed`);
    expect(mail!.html).toBeNull();
    expect(mail!.text).toContain(`https://portal.example/quotes/${request.id}`);
    expect(mail!.text).toContain('https://portal.example/?settings=notices');
    expect(mail!.text).toContain('because you made this request');
  });

  it('mails each person in their own language (decision 190), English without a choice', async () => {
    await t.ctx.db.update(userAccounts).set({ language: 'de' }).where(eq(userAccounts.username, BOB));
    try {
      const request = await requestOf(BOB);
      await move(request, 'COMPLETED');
      await mailNotices({ db: t.ctx.db, mailer: t.app.mailer, publicUrl: 'https://portal.example' });
      const mail = (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, BOB))).find((m) => m.template === 'notice-request.completed' && m.text.includes(request.id));
      expect(mail!.subject).toBe(`Ihre Anfrage „${request.name}“ ist abgeschlossen`);
      expect(mail!.text).toContain('Im Lingua Portal öffnen: https://portal.example/');
      expect(mail!.meta).toMatchObject({ language: 'de' });
    } finally {
      await t.ctx.db.update(userAccounts).set({ language: null }).where(eq(userAccounts.username, BOB));
    }
    const c = { event: 'request.failed' as const, name: 'Leaflet', path: '/quotes/1', first_name: '', company_name: null };
    const ar = noticeMailText(c, 'https://portal.example', 'ar');
    expect(ar.subject).toBe('تعذّر إكمال طلبك «\u2068Leaflet\u2069»');
    expect(ar.text.split('\n').slice(0, 5)).toEqual(['مرحبًا،', '', `${ar.subject}.`, '', 'لم تُحتسب أي رسوم على ما تعذّر إنجازه. افتح الطلب لمعرفة ما حدث، أو تواصل معنا.']);
    expect(noticeMailText(c, 'https://portal.example').text).toMatch(/^Hello,\n\nYour request “Leaflet” could not be completed\.\n/);
  });

  it("tells staff a decision's mail comes because they handled the request, not made it", () => {
    const mail = noticeMailText({ event: 'review.changes_requested', name: 'Leaflet', path: '/machineTranslation/x', first_name: 'Cora' }, 'https://portal.example');
    expect(mail.text).toContain('You receive this e-mail because you handled this request.');
    expect(mail.text).not.toContain('you made this request');
  });

  it('sends no mail for an event the user turned off, and still shows the notice', async () => {
    const put = await as(BOB, 'PUT', '/userAccount/noticePreferences', { mailEvents: ['quote.ready'] });
    expect(put.json()).toEqual({ mailEvents: ['quote.ready'] });
    expect((await as(BOB, 'GET', '/userAccount/noticePreferences')).json()).toEqual({ mailEvents: ['quote.ready'] });
    expect((await as(BOB, 'PUT', '/userAccount/noticePreferences', { mailEvents: ['request.exploded'] })).statusCode).toBe(400);
    const mailsBefore = (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, BOB))).length;
    const request = await requestOf(BOB);
    await move(request, 'COMPLETED');
    expect(await mailNotices({ db: t.ctx.db, mailer: t.app.mailer, publicUrl: 'https://portal.example' })).toBe(0);
    expect((await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, BOB))).length).toBe(mailsBefore);
    expect((await list(BOB)).notices[0]).toMatchObject({ event: 'request.completed', read: false, path: expect.stringContaining(request.id) });
  });
});

describe('the notice stream', () => {
  let sibling: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    sibling = await createSiblingContext(t.ctx);
    other = await buildApp(sibling, { configure: testPrincipals });
    await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await sibling?.close();
  });

  it('brings a notice written by one process to a stream open on another process', async () => {
    const port = (other.server.address() as AddressInfo).port;
    expect((await fetch(`http://127.0.0.1:${port}/v1/notices/stream`)).status).toBe(401);
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/v1/notices/stream`, { headers: { [TEST_USER_HEADER]: ALICE }, signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const request = await requestOf(ALICE);
    // Written through the first process's database connection (the second one listens).
    await move(request, 'COMPLETED');
    while (!text.includes('event: notice')) text += new TextDecoder().decode((await reader.read()).value);
    const data = JSON.parse(/event: notice\ndata: (.*)\n/.exec(text)![1]!) as { notice: { jobRequestId: string }; unread: number };
    expect(data.notice.jobRequestId).toBe(request.id);
    expect(data.unread).toBeGreaterThan(0);
    await as(ALICE, 'POST', '/notices/actions/markAllRead');
    while (!text.includes('event: read')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('data: {"unread":0}');
    abort.abort();
  });
});
