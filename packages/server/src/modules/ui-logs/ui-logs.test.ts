import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiLogs } from '../../db/schema/index.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { MAX_DETAILS_CHARS } from './service.ts';

describe('POST /uiLogs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ app: { configure: testPrincipals } });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/uiLogs', payload: payload as object, headers });
  const latest = async () => (await t.ctx.db.select().from(uiLogs).orderBy(desc(uiLogs.at)).limit(1))[0]!;

  it('stores an anonymous browser error with its details and user agent', async () => {
    const details = { errorMessage: 'x is undefined', errorName: 'TypeError', stackTrace: 'at a (b.js:1:2)', cause: null, error: {} };
    const res = await post({ level: 'ERROR', message: 'Uncaught TypeError', details }, { 'user-agent': 'Vitest/1.0' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await latest();
    expect(row).toMatchObject({ level: 'ERROR', message: 'Uncaught TypeError', username: null, userAgent: 'Vitest/1.0' });
    expect(row.details).toMatchObject({ errorName: 'TypeError', stackTrace: 'at a (b.js:1:2)' });
  });

  it('records the signed-in user', async () => {
    const res = await post({ level: 'WARN', message: 'slow render' }, { [TEST_USER_HEADER]: 'client@acme-health.example' });
    expect(res.statusCode).toBe(204);
    expect(await latest()).toMatchObject({ level: 'WARN', username: 'client@acme-health.example', details: null });
  });

  it('truncates oversized details', async () => {
    const res = await post({ level: 'INFO', message: 'big', details: { errorMessage: 'y'.repeat(MAX_DETAILS_CHARS * 2) } });
    expect(res.statusCode).toBe(204);
    const row = await latest();
    expect(row.details).toMatchObject({ truncated: true });
    expect(String((row.details as { preview: string }).preview).length).toBe(MAX_DETAILS_CHARS);
  });

  it('rejects an unknown level and a missing message, naming the field', async () => {
    const level = await post({ level: 'FATAL', message: 'x' });
    expect(level.statusCode).toBe(400);
    expect(level.json().message).toMatch(/^level /);
    const message = await post({ level: 'DEBUG' });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toEqual({ message: 'message is required', errorCode: 'INVALID_PARAMETER' });
  });
});
