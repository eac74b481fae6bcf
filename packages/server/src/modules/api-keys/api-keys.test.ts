// API keys (decision 133) on PGlite and PostgreSQL: a client admin's keys for their company, the secret kept only
// as a hash, calls made with a key within its scopes (and refused outside them), revocation, expiry, the per-key
// rate limit, the security events, and what another company, an employee and staff may do.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { apiKeys, clientConfigs, jobRequests } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';

const ALICE = 'client@acme-health.example'; // CLIENT of Acme: its admin
const BOB = 'employee@acme-health.example'; // CLIENT_EMPLOYEE of Acme
const GRACE = 'client@globex.example'; // CLIENT of Globex
const STAFF = 'admin@lingua.example';

const clock = new ManualClock(new Date('2026-05-04T09:00:00Z'));
const log: string[] = [];
let t: TestApp;
let acme: number;

beforeAll(async () => {
  t = await buildTestApp({
    clock,
    config: { apiKeyRateLimit: { max: 12, windowMs: 60_000 }, logLevel: 'info' },
    app: { configure: testPrincipals, logger: true, logStream: { write: (line) => void log.push(line) } },
  });
  const [row] = await t.ctx.db.select({ id: clientConfigs.id }).from(clientConfigs).where(sql`${clientConfigs.companyName} like 'Acme%'`);
  acme = row!.id;
});
afterAll(async () => t?.close());

const inDays = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();
const as = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { [TEST_USER_HEADER]: user }, ...(payload ? { payload } : {}) });
const withKey = (secret: string, method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = '198.51.100.10') =>
  t.app.inject({ method, url: `/v1${url}`, remoteAddress, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });
const events = (name: string) => log.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l['event'] === name);

async function createKey(scopes: string[], name = 'Content platform', days = 90) {
  const res = await as(ALICE, 'POST', '/apiKeys', { name, scopes, expiresAt: inDays(days) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: { id: string; prefix: string; createdBy: string }; secret: string };
}

describe('creating and listing keys', () => {
  it('shows the secret once and keeps only its hash; the list shows prefix, creator, last use and from where', async () => {
    const { key, secret } = await createKey(['requests:read']);
    expect(secret).toMatch(/^lpk_[\w-]{8}_[\w-]{43}$/);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    const [row] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(key.prefix.length + 1));
    expect((await withKey(secret, 'GET', '/jobRequests')).statusCode).toBe(200);
    const list = (await as(ALICE, 'GET', '/apiKeys')).json() as Array<Record<string, unknown>>;
    const shown = list.find((k) => k['id'] === key.id)!;
    expect(shown).toMatchObject({ prefix: key.prefix, createdBy: expect.stringMatching(/\S/), lastUsedFrom: '198.51.100.10', revokedAt: null, clientId: acme });
    expect(shown['lastUsedAt']).toBe(clock.now().toISOString());
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('refuses an expiry past one year or in the past, no scope, and anyone but a client admin', async () => {
    const body = (over: object) => ({ name: 'ERP', scopes: ['reports'], expiresAt: inDays(30), ...over });
    expect((await as(ALICE, 'POST', '/apiKeys', body({ expiresAt: inDays(366) }))).json()).toMatchObject({ errorCode: 'INVALID_EXPIRY' });
    expect((await as(ALICE, 'POST', '/apiKeys', body({ expiresAt: inDays(-1) }))).statusCode).toBe(400);
    expect((await as(ALICE, 'POST', '/apiKeys', body({ scopes: [] }))).statusCode).toBe(400);
    expect((await as(ALICE, 'POST', '/apiKeys', body({ scopes: ['admin'] }))).statusCode).toBe(400);
    expect((await as(BOB, 'POST', '/apiKeys', body({}))).statusCode).toBe(403);
    expect((await as(STAFF, 'POST', '/apiKeys', body({}))).statusCode).toBe(403);
    expect((await as(BOB, 'GET', '/apiKeys')).json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('calls made with a key', () => {
  it("acts for the company within its scopes, naming the key as the request's requester", async () => {
    const { key, secret } = await createKey(['requests:write', 'requests:read'], 'Intranet automation');
    const res = await withKey(secret, 'POST', '/jobRequests', {
      origination: 'WEBFORM',
      name: 'Made by a system',
      requestType: 'TRANSLATION_REQUEST',
      sourceLanguage: { id: 'enu', name: 'English' },
      targetLanguages: [{ id: 'esn', name: 'Spanish' }],
      files: [],
      textInput: 'Translate me, please.',
      customFields: [{ fieldName: 'Cost Center', value: 'CC-1234' }, { fieldName: 'Department', value: 'Oncology' }, { fieldName: 'Audiences', value: 'Patients' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const [row] = await t.ctx.db.select().from(jobRequests).where(eq(jobRequests.id, id));
    expect(row).toMatchObject({ clientId: acme, ownerUserId: key.id, requestor: expect.objectContaining({ firstName: 'Intranet automation' }) });
    expect((await withKey(secret, 'GET', `/jobRequests/${id}`)).statusCode).toBe(200);
  });

  it("lists and changes every request of its company, not only the ones it made", async () => {
    const { secret } = await createKey(['requests:write', 'requests:read'], 'Archiver');
    const [bobs] = await t.ctx.db.insert(jobRequests).values({ clientId: acme, name: "Bob's leaflet", status: 'COMPLETED', origination: 'MT', requestType: 'TRANSLATION_REQUEST', createTime: new Date(clock.now().getTime() + 60_000) }).returning({ id: jobRequests.id });
    const listed = (await withKey(secret, 'GET', '/jobRequests?pageSize=100')).json() as { items: Array<{ id: string }> };
    expect(listed.items.map((r) => r.id)).toContain(bobs!.id);
    expect((await withKey(secret, 'POST', `/jobRequests/${bobs!.id}/actions/renameJobRequest`, { newName: 'Renamed by the ERP' })).statusCode).toBe(204);
  });

  it("refuses calls outside the key's scopes with 403 and the error body", async () => {
    const { secret } = await createKey(['requests:read']);
    for (const [method, url] of [['POST', '/machineTranslation/actions/translateText'], ['GET', '/userAccount'], ['GET', '/apiKeys'], ['GET', '/reports']] as const) {
      const res = await withKey(secret, method, url, method === 'POST' ? { text: 'x', sourceLanguageId: 'enu', targetLanguageId: 'esn' } : undefined);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: { message: expect.stringContaining('scopes'), errorCode: 'API_KEY_SCOPE' } });
    }
    const impersonating = await t.app.inject({ method: 'GET', url: '/v1/jobRequests', headers: { authorization: `Bearer ${secret}`, 'x-impersonate-username': BOB } });
    expect(impersonating.statusCode).toBe(403);
  });

  it('answers 401 to a revoked key, an expired key and a made-up one', async () => {
    const revoked = await createKey(['requests:read']);
    expect((await as(ALICE, 'POST', `/apiKeys/${revoked.key.id}/actions/revoke`)).statusCode).toBe(204);
    expect((await withKey(revoked.secret, 'GET', '/jobRequests')).json()).toEqual({ message: expect.any(String), errorCode: 'API_KEY_INACTIVE' });
    const expiring = await createKey(['requests:read'], 'Short-lived', 1);
    expect((await withKey(expiring.secret, 'GET', '/jobRequests')).statusCode).toBe(200);
    clock.advance(86_400_000 + 1000);
    expect((await withKey(expiring.secret, 'GET', '/jobRequests')).statusCode).toBe(401);
    expect((await withKey(`${expiring.key.prefix}_${'A'.repeat(43)}`, 'GET', '/jobRequests')).statusCode).toBe(401);
    expect((await withKey('lpk_nothing_here', 'GET', '/jobRequests')).statusCode).toBe(401);
  });

  it('limits the calls of each key, answering 429 with Retry-After', async () => {
    const { secret } = await createKey(['requests:read']);
    const other = await createKey(['requests:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await withKey(secret, 'GET', '/languages')).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    const over = await withKey(secret, 'GET', '/languages');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect((await withKey(other.secret, 'GET', '/languages')).statusCode).toBe(200);
  });

  it('logs creating, a use from a new address and revoking as security events', async () => {
    const { key, secret } = await createKey(['requests:read'], 'Logged');
    await withKey(secret, 'GET', '/jobRequests', undefined, '203.0.113.1');
    await withKey(secret, 'GET', '/jobRequests', undefined, '203.0.113.1');
    await withKey(secret, 'GET', '/jobRequests', undefined, '203.0.113.2');
    await as(ALICE, 'POST', `/apiKeys/${key.id}/actions/revoke`);
    expect(events('api-key.create').filter((e) => e['apiKeyId'] === key.id)).toEqual([expect.objectContaining({ actor: ALICE, prefix: key.prefix })]);
    expect(events('api-key.new-address').filter((e) => e['apiKeyId'] === key.id).map((e) => e['ip'])).toEqual(['203.0.113.1', '203.0.113.2']);
    expect(events('api-key.revoke').filter((e) => e['apiKeyId'] === key.id)).toEqual([expect.objectContaining({ actor: ALICE })]);
    expect(log.join('\n')).not.toContain(secret);
  });
});

describe('who sees and revokes which keys', () => {
  it("keeps a company's keys from another company and from its employees; staff list and revoke any", async () => {
    const { key, secret } = await createKey(['requests:read'], 'Acme only');
    expect((await as(GRACE, 'GET', '/apiKeys')).json()).not.toContainEqual(expect.objectContaining({ id: key.id }));
    expect((await as(GRACE, 'GET', `/apiKeys?clientId=${acme}`)).statusCode).toBe(403);
    expect((await as(GRACE, 'POST', `/apiKeys/${key.id}/actions/revoke`)).statusCode).toBe(404);
    expect((await as(BOB, 'POST', `/apiKeys/${key.id}/actions/revoke`)).statusCode).toBe(403);
    expect((await withKey(secret, 'GET', '/jobRequests')).statusCode).toBe(200);
    // The key acts for Acme only: another company's request is as missing, and its list holds only Acme's.
    const [globexRequest] = await t.ctx.db.select({ id: jobRequests.id }).from(jobRequests).innerJoin(clientConfigs, eq(clientConfigs.id, jobRequests.clientId)).where(sql`${clientConfigs.companyName} like 'Globex%'`).limit(1);
    expect((await withKey(secret, 'GET', `/jobRequests/${globexRequest!.id}`)).statusCode).toBe(404);
    const listed = (await withKey(secret, 'GET', '/jobRequests?pageSize=100')).json() as { items: Array<{ id: string }> };
    expect(listed.items.length).toBeGreaterThan(0);
    const owners = await t.ctx.db.select({ clientId: jobRequests.clientId }).from(jobRequests).where(inArray(jobRequests.id, listed.items.map((r) => r.id)));
    expect(new Set(owners.map((o) => o.clientId))).toEqual(new Set([acme]));
    const staffList = (await as(STAFF, 'GET', `/apiKeys?clientId=${acme}`)).json() as Array<{ id: string; clientName: string }>;
    expect(staffList.map((k) => k.id)).toContain(key.id);
    // Staff see every company's keys, so each names its company (decision 152).
    expect(staffList.every((k) => k.clientName.startsWith('Acme'))).toBe(true);
    // A company id no integer column holds names no company: an empty list (the fuzz suite found a 500).
    for (const clientId of ['2147483648', '9007199254740993']) expect((await as(STAFF, 'GET', `/apiKeys?clientId=${clientId}`)).json()).toEqual([]);
    expect((await as(STAFF, 'POST', `/apiKeys/${key.id}/actions/revoke`)).statusCode).toBe(204);
    expect((await withKey(secret, 'GET', '/jobRequests')).statusCode).toBe(401);
    expect((await as(STAFF, 'POST', '/apiKeys/00000000-0000-4000-8000-000000000000/actions/revoke')).statusCode).toBe(404);
  });

  it('takes a revoked key off the list, refuses one that still works, and keeps it from others', async () => {
    const { key } = await createKey(['requests:read'], 'Old integration');
    const listed = async () => ((await as(ALICE, 'GET', '/apiKeys')).json() as Array<{ id: string }>).map((k) => k.id);
    const refused = await as(ALICE, 'DELETE', `/apiKeys/${key.id}`);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'API_KEY_ACTIVE']);
    expect(await listed()).toContain(key.id);
    expect((await as(ALICE, 'POST', `/apiKeys/${key.id}/actions/revoke`)).statusCode).toBe(204);
    expect((await as(GRACE, 'DELETE', `/apiKeys/${key.id}`)).statusCode).toBe(404);
    expect((await as(BOB, 'DELETE', `/apiKeys/${key.id}`)).statusCode).toBe(403);
    expect((await as(ALICE, 'DELETE', `/apiKeys/${key.id}`)).statusCode).toBe(204);
    expect(events('api-key.remove').filter((e) => e['apiKeyId'] === key.id)).toEqual([expect.objectContaining({ actor: ALICE })]);
    expect(await listed()).not.toContain(key.id);
    expect((await as(STAFF, 'GET', `/apiKeys?clientId=${acme}`)).json()).not.toContainEqual(expect.objectContaining({ id: key.id }));
    // Once off the list it is as missing: a second removal and a revoke both answer 404.
    expect((await as(ALICE, 'DELETE', `/apiKeys/${key.id}`)).statusCode).toBe(404);
    expect((await as(ALICE, 'POST', `/apiKeys/${key.id}/actions/revoke`)).statusCode).toBe(404);
    const [row] = await t.ctx.db.select({ removedAt: apiKeys.removedAt }).from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.removedAt).toBeInstanceOf(Date);
  });
});
