// Rate limits and throttles hold across server processes (decision 073): two app instances on one database,
// as two processes behind a load balancer would be, share the per-address allowance of the public calls and the
// count of wrong passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { rateLimitCounters } from './schema/rate-limits.ts';
import { createSiblingContext, createTestContext, testPrincipals, TEST_USER_HEADER, type TestContext } from '../../test/helpers.ts';

describe('rate limits across two app instances on one database', () => {
  let ctx: TestContext;
  let sibling: TestContext;
  let one: FastifyInstance;
  let two: FastifyInstance;
  const MAX = 6;

  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'demo', config: { rateLimit: { publicMax: MAX, windowMs: 60_000 } } });
    sibling = await createSiblingContext(ctx);
    one = await buildApp(ctx, { configure: testPrincipals });
    two = await buildApp(sibling, { configure: testPrincipals });
    await Promise.all([one.ready(), two.ready()]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await sibling?.close();
    await ctx?.close();
  });

  const languages = (app: FastifyInstance, remoteAddress: string) => app.inject({ method: 'GET', url: '/v1/languages', remoteAddress });

  it('counts the requests of one address on both instances against one allowance', async () => {
    const address = '198.51.100.20';
    const answers: number[] = [];
    // Alternating, as a round-robin balancer would send them.
    for (let i = 0; i < MAX; i++) answers.push((await languages(i % 2 ? two : one, address)).statusCode);
    expect(answers).toEqual(Array(MAX).fill(200));
    for (const app of [one, two]) {
      const refused = await languages(app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    }
    // Another address has its own allowance, on either instance.
    expect((await languages(two, '198.51.100.21')).statusCode).toBe(200);
  });

  it('starts a new window once the old one ended', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < MAX; i++) await languages(one, address);
    expect((await languages(two, address)).statusCode).toBe(429);
    // The window's end, moved into the past as time passing would.
    await ctx.db.update(rateLimitCounters).set({ resetAt: new Date(Date.now() - 1000) }).where(like(rateLimitCounters.key, `%|${address}`));
    expect((await languages(two, address)).statusCode).toBe(200);
  });

  it('shares the wrong-password count of a credential check between the instances', async () => {
    const change = (app: FastifyInstance, oldPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/identity/changePassword',
        headers: { [TEST_USER_HEADER]: 'employee@acme-health.example' },
        payload: { oldPassword, newPassword: 'Another1pass' },
      });
    for (let i = 0; i < 5; i++) expect((await change(i % 2 ? two : one, `Wrong${i}pass`)).statusCode).toBe(400);
    for (const app of [one, two]) {
      const locked = await change(app, 'Wrong9pass');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed attempts. Please wait 32 seconds and try again.');
    }
  });
});
