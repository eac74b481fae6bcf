// Webhooks (decision 136) on PGlite and PostgreSQL, against a receiver on loopback (WEBHOOK_ALLOW_NETWORKS set for
// it): registration and its refusals, an event signed the Standard Webhooks way (verified with the
// `standardwebhooks` package), retries against a receiver that fails three times, the endpoint disabled after a
// day of failures with a mail to the company's admins, the test event, redelivery, each company's own log, and
// the dispatcher (decision 167): a slow receiver holds only its own places, a dead process's claim lapses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { clientConfigs, jobRequests, mailOutbox, webhookEndpoints } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { transition } from '../job-requests/index.ts';
import { claimDeliveries, CLAIM_MARGIN_MS } from './claim.ts';
import { PER_ENDPOINT, webhookDeps, WebhookDispatcher } from './index.ts';

const ALICE = 'client@acme-health.example';
const BOB = 'employee@acme-health.example';
const GRACE = 'client@globex.example';
const STAFF = 'admin@lingua.example';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let failNext = 0;
let receiver: http.Server;
let receiverUrl: string;
// Today: receivers check the signed timestamp against their own clock (five minutes' tolerance).
const clock = new ManualClock(new Date());
let t: TestApp;
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (failNext > 0) {
        failNext--;
        return void res.writeHead(500).end('receiver is down for maintenance');
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await buildTestApp({
    clock,
    config: { workers: false, webhooks: { allowNetworks: ['127.0.0.0/8', '::1/128'], timeoutMs: 2000, retryBaseMs: 1, retryWindowMs: 86_400_000, dispatchIntervalMs: 200 } },
    app: { configure: testPrincipals },
  });
  dispatcher = new WebhookDispatcher(await webhookDeps(t.app), (err) => {
    throw err;
  });
});
afterAll(async () => {
  await t?.close();
  receiver.closeAllConnections();
  receiver.close();
});
beforeEach(() => {
  received.length = 0;
  failNext = 0;
});

const as = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { [TEST_USER_HEADER]: user }, ...(payload ? { payload } : {}) });
/** Attempts what is due, moving the clock past each retry's delay (WEBHOOK_RETRY_BASE_MS is 1 ms here). */
const run = async () => {
  for (let round = 0; round < 6; round++) {
    await dispatcher.runDue();
    clock.advance(100);
  }
};

async function register(user: string, events: string[]) {
  const res = await as(user, 'POST', '/webhookEndpoints', { url: receiverUrl, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { id: string }; secret: string };
}

async function requestOf(company: string): Promise<{ id: string; status: string }> {
  const [row] = await t.ctx.db
    .select({ id: jobRequests.id, status: jobRequests.status })
    .from(jobRequests)
    .innerJoin(clientConfigs, eq(clientConfigs.id, jobRequests.clientId))
    .where(and(sql`${clientConfigs.companyName} like ${company + '%'}`, sql`${jobRequests.status} <> 'COMPLETED'`))
    .limit(1);
  return row!;
}

const complete = async (r: { id: string; status: string }) => transition(t.ctx.db, clock, r.id, [r.status as never], 'COMPLETED', { actor: 'test' });

describe('registering endpoints', () => {
  it('shows the signing secret once and keeps it sealed', async () => {
    const { endpoint, secret } = await register(ALICE, ['request.completed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretSealed).not.toContain(secret.slice(6));
    expect(JSON.stringify((await as(ALICE, 'GET', '/webhookEndpoints')).json())).not.toContain(secret.slice(6));
    await as(ALICE, 'DELETE', `/webhookEndpoints/${endpoint.id}`);
  });

  it('refuses private, link-local and metadata addresses, plain http outside the allowed networks, and non-admins', async () => {
    for (const url of ['https://10.0.0.8/hooks', 'https://169.254.169.254/latest', 'https://[fd00:ec2::254]/', 'https://[::ffff:192.168.0.1]/', 'http://93.184.216.34/hooks', 'not a url']) {
      const res = await as(ALICE, 'POST', '/webhookEndpoints', { url, events: ['request.completed'] });
      expect({ url, status: res.statusCode, code: (res.json() as { errorCode?: string }).errorCode }).toEqual({ url, status: 400, code: 'INVALID_WEBHOOK_URL' });
    }
    // The refusal says what is allowed and what the provider can change, not a resolver's or a class's jargon.
    const said = async (url: string) => ((await as(ALICE, 'POST', '/webhookEndpoints', { url, events: ['request.completed'] })).json() as { message: string }).message;
    expect(await said('https://10.0.0.8/hooks')).toBe('Webhooks must go to a public HTTPS address; this one is on a private network (10.0.0.8). Your provider can allow private networks.');
    expect(await said('https://[fd00:ec2::254]/')).toBe('Webhooks must go to a public HTTPS address; this one is on a private network (fd00:ec2::254). Your provider can allow private networks.');
    expect(await said('https://224.0.0.9/')).toBe('Webhooks must go to a public HTTPS address; this one is not a public address (224.0.0.9).');
    expect(await said('http://93.184.216.34/hooks')).toBe('Webhooks must go to a public HTTPS address; this one uses plain HTTP. Your provider can allow plain HTTP inside its private networks.');
    expect(await said('ftp://example.com/hooks')).toBe('Webhooks must go to a public HTTPS address; this one starts with "ftp:".');
    expect(await said('https://no-such-host.invalid/hooks')).toBe('Webhooks must go to a public HTTPS address; "no-such-host.invalid" was not found. Please check the address for typing mistakes.');
    expect((await as(ALICE, 'POST', '/webhookEndpoints', { url: receiverUrl, events: ['request.exploded'] })).statusCode).toBe(400);
    expect((await as(BOB, 'POST', '/webhookEndpoints', { url: receiverUrl, events: ['request.completed'] })).statusCode).toBe(403);
    expect((await as(STAFF, 'POST', '/webhookEndpoints', { url: receiverUrl, events: ['request.completed'] })).statusCode).toBe(403);
  });
});

describe('deliveries', () => {
  it('delivers the events the endpoint chose, signed so that standardwebhooks verifies them', async () => {
    const { endpoint, secret } = await register(ALICE, ['request.completed', 'request.status_changed']);
    const request = await requestOf('Acme');
    expect(await complete(request)).toBe(true);
    await run();
    const events = received.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type).sort()).toEqual(['request.completed', 'request.status_changed']);
    expect(events.find((e) => e.type === 'request.completed')!.data).toMatchObject({ jobRequestId: request.id, status: 'COMPLETED', previousStatus: request.status });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(received[0]!.body, received[0]!.headers as Record<string, string>)).toThrow();
    const log = (await as(ALICE, 'GET', `/webhookEndpoints/${endpoint.id}/deliveries`)).json() as Array<Record<string, unknown>>;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200, responseStart: '{"ok":true}', lastLatencyMs: expect.any(Number) });
    await as(ALICE, 'DELETE', `/webhookEndpoints/${endpoint.id}`);
  });

  it('retries a receiver that fails three times, with the same webhook-id, until it answers', async () => {
    const { endpoint } = await register(ALICE, ['request.completed']);
    failNext = 3;
    await complete(await requestOf('Acme'));
    await run();
    expect(received).toHaveLength(4);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [delivery] = (await as(ALICE, 'GET', `/webhookEndpoints/${endpoint.id}/deliveries`)).json() as Array<Record<string, unknown>>;
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 4, lastStatusCode: 200, lastError: null });
    await as(ALICE, 'DELETE', `/webhookEndpoints/${endpoint.id}`);
  });

  it('sends a test event on request and redelivers a delivery with its id', async () => {
    const { endpoint, secret } = await register(ALICE, ['quote.ready']);
    const test = await as(ALICE, 'POST', `/webhookEndpoints/${endpoint.id}/actions/sendTest`);
    expect(test.statusCode).toBe(202);
    await run();
    expect((new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as { type: string }).type).toBe('webhook.test');
    const deliveryId = (test.json() as { id: string }).id;
    expect((await as(ALICE, 'POST', `/webhookEndpoints/${endpoint.id}/deliveries/${deliveryId}/actions/redeliver`)).statusCode).toBe(202);
    await run();
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    await as(ALICE, 'DELETE', `/webhookEndpoints/${endpoint.id}`);
  });

  it("disables an endpoint failing for a day and mails the company's admins; enabling it again works", async () => {
    const { endpoint } = await register(ALICE, ['request.completed']);
    failNext = 1000;
    await complete(await requestOf('Acme'));
    expect(await dispatcher.runDue()).toBe(1);
    clock.advance(86_400_000 + 1000);
    expect(await dispatcher.runDue()).toBe(1);
    const [listed] = ((await as(ALICE, 'GET', '/webhookEndpoints')).json() as Array<Record<string, unknown>>).filter((e) => e['id'] === endpoint.id);
    expect(listed).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('Every delivery failed') });
    const [delivery] = (await as(ALICE, 'GET', `/webhookEndpoints/${endpoint.id}/deliveries`)).json() as Array<Record<string, unknown>>;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 500, responseStart: 'receiver is down for maintenance' });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'webhook-endpoint-disabled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain(ALICE);
    expect(mails[0]!.text).toContain(receiverUrl);
    await complete(await requestOf('Acme'));
    await run();
    expect(received).toHaveLength(2);
    expect((await as(ALICE, 'POST', `/webhookEndpoints/${endpoint.id}/actions/enable`)).statusCode).toBe(204);
    failNext = 0;
    await complete(await requestOf('Acme'));
    await run();
    expect(received).toHaveLength(3);
    await as(ALICE, 'DELETE', `/webhookEndpoints/${endpoint.id}`);
  });
});

describe('the dispatcher', () => {
  it('keeps delivering to a fast endpoint while a slow one holds no more than its own places', async () => {
    let held = 0;
    let most = 0;
    let answering = false;
    const waiting: Array<() => void> = [];
    const slow = http.createServer((req, res) => {
      held++;
      most = Math.max(most, held);
      req.resume();
      const answer = () => {
        held--;
        res.writeHead(200).end();
      };
      if (answering) answer();
      else waiting.push(answer);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hooks`;
    const slowRes = await as(ALICE, 'POST', '/webhookEndpoints', { url: slowUrl, events: ['quote.ready'] });
    const slowId = (slowRes.json() as { endpoint: { id: string } }).endpoint.id;
    const { endpoint } = await register(ALICE, ['quote.ready']);
    const count = PER_ENDPOINT + 4;
    for (let i = 0; i < count; i++) {
      await as(ALICE, 'POST', `/webhookEndpoints/${slowId}/actions/sendTest`);
      await as(ALICE, 'POST', `/webhookEndpoints/${endpoint.id}/actions/sendTest`);
    }
    const running = dispatcher.runDue();
    while (received.length < count || held < PER_ENDPOINT) await new Promise((r) => setTimeout(r, 20));
    expect({ fast: received.length, slowAtOnce: most }).toEqual({ fast: count, slowAtOnce: PER_ENDPOINT });
    // The slow receiver answers now: each answer frees a place for one more of its deliveries.
    answering = true;
    waiting.splice(0).forEach((answer) => answer());
    await running;
    expect(most).toBe(PER_ENDPOINT);
    const log = (await as(ALICE, 'GET', `/webhookEndpoints/${slowId}/deliveries`)).json() as Array<{ status: string }>;
    expect(log.map((d) => d.status)).toEqual(Array(count).fill('succeeded'));
    slow.closeAllConnections();
    slow.close();
    await as(ALICE, 'DELETE', `/webhookEndpoints/${slowId}`);
    await as(ALICE, 'DELETE', `/webhookEndpoints/${endpoint.id}`);
  });

  it('attempts again a delivery claimed by a process that died, once its claim lapsed', async () => {
    const { endpoint } = await register(ALICE, ['quote.ready']);
    await as(ALICE, 'POST', `/webhookEndpoints/${endpoint.id}/actions/sendTest`);
    const deps = await webhookDeps(t.app);
    // A process claims the delivery and dies before attempting it.
    expect(await claimDeliveries(deps, 10, PER_ENDPOINT)).toHaveLength(1);
    expect(await dispatcher.runDue()).toBe(0);
    expect(received).toHaveLength(0);
    clock.advance(deps.config.webhooks.timeoutMs + CLAIM_MARGIN_MS + 1000);
    expect(await dispatcher.runDue()).toBe(1);
    expect(received).toHaveLength(1);
    const [delivery] = (await as(ALICE, 'GET', `/webhookEndpoints/${endpoint.id}/deliveries`)).json() as Array<Record<string, unknown>>;
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1 });
    await as(ALICE, 'DELETE', `/webhookEndpoints/${endpoint.id}`);
  });
});

describe("each company's own endpoints and deliveries", () => {
  it('keeps them from another company and from employees; staff see any', async () => {
    const { endpoint } = await register(ALICE, ['request.completed']);
    const globex = await register(GRACE, ['request.completed']);
    await complete(await requestOf('Globex'));
    await run();
    expect(received).toHaveLength(1);
    expect(((await as(ALICE, 'GET', `/webhookEndpoints/${endpoint.id}/deliveries`)).json() as unknown[]).length).toBe(0);
    for (const [method, url] of [['GET', '/deliveries'], ['POST', '/actions/sendTest'], ['POST', '/actions/enable'], ['DELETE', '']] as const) {
      expect((await as(GRACE, method, `/webhookEndpoints/${endpoint.id}${url}`)).statusCode).toBe(404);
      expect((await as(BOB, method, `/webhookEndpoints/${endpoint.id}${url}`)).statusCode).toBe(403);
    }
    expect(((await as(GRACE, 'GET', '/webhookEndpoints')).json() as Array<{ id: string }>).map((e) => e.id)).toEqual([globex.endpoint.id]);
    expect((await as(STAFF, 'GET', `/webhookEndpoints/${endpoint.id}/deliveries`)).statusCode).toBe(200);
    expect(((await as(STAFF, 'GET', '/webhookEndpoints')).json() as Array<{ id: string }>).map((e) => e.id)).toEqual(expect.arrayContaining([endpoint.id, globex.endpoint.id]));
    // A company id no integer column holds names no company: an empty list (the fuzz suite found a 500).
    for (const clientId of ['2147483648', '9007199254740993']) expect((await as(STAFF, 'GET', `/webhookEndpoints?clientId=${clientId}`)).json()).toEqual([]);
    expect((await as(STAFF, 'GET', '/webhookEndpoints?clientId=x1')).statusCode).toBe(400);
  });
});
