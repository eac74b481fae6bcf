// The job queue on the real database (PGlite, or PostgreSQL with DATABASE_URL): jobs run through pg-boss,
// survive a restart of the process, are retried, and are never run twice by two workers.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { createJobs, type Jobs } from './jobs.ts';

let ctx: TestContext | undefined;
const open: Jobs[] = [];

afterEach(async () => {
  for (const j of open.splice(0)) await j.stop();
  await ctx?.close();
  ctx = undefined;
});

function jobsOn(c: TestContext): Jobs {
  const j = createJobs({ database: c.database, databaseUrl: c.config.databaseUrl, onError: () => undefined });
  open.push(j);
  return j;
}

describe('jobs', () => {
  it('runs a sent job once through drain', async () => {
    ctx = await createTestContext({ seed: 'none' });
    const jobs = jobsOn(ctx);
    const seen: Array<{ n: number }> = [];
    jobs.work<{ n: number }>('test-echo', async (data) => {
      seen.push(data);
    });
    const id = await jobs.send('test-echo', { n: 1 });
    expect(id).toBeTruthy();
    expect(await jobs.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobs.drain()).toBe(0);
  });

  it('runs a job that carries no data, as pg-boss gives a scheduled one, with empty data', async () => {
    ctx = await createTestContext({ seed: 'none' });
    const jobs = jobsOn(ctx);
    const seen: unknown[] = [];
    jobs.work('test-cron', async (data) => {
      seen.push(data);
    });
    await jobs.send('test-cron', null as never);
    expect(await jobs.drain()).toBe(1);
    expect(seen).toEqual([{}]);
  });

  it('declares periodic jobs in the database when workers start, once however many processes declare them', async () => {
    ctx = await createTestContext({ seed: 'none' });
    const a = jobsOn(ctx);
    const b = jobsOn(ctx);
    for (const j of [a, b]) {
      j.work('test-periodic', async () => undefined);
      j.schedule('test-periodic', '*/5 * * * *');
    }
    expect(() => a.schedule('test-unknown', '* * * * *')).toThrow(/declare the handler/);
    await a.startWorkers();
    await b.startWorkers();
    const rows = (await ctx.database.db.execute(
      sql`select name, cron from pgboss.schedule where name = 'test-periodic'`,
    )) as unknown as { rows: Array<{ name: string; cron: string }> };
    expect(rows.rows).toEqual([{ name: 'test-periodic', cron: '*/5 * * * *' }]);
  });

  it('keeps a job across a restart', async () => {
    ctx = await createTestContext({ seed: 'none' });
    const first = jobsOn(ctx);
    first.work('test-durable', async () => {
      throw new Error('the first process never runs it');
    });
    await first.send('test-durable', { n: 7 });
    await first.stop();

    const second = jobsOn(ctx);
    const seen: unknown[] = [];
    second.work('test-durable', async (data) => {
      seen.push(data);
    });
    expect(await second.drain()).toBe(1);
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('retries a failed job later, with its retry count', async () => {
    ctx = await createTestContext({ seed: 'none' });
    const jobs = jobsOn(ctx);
    const attempts: number[] = [];
    jobs.work(
      'test-flaky',
      async (_data, job) => {
        attempts.push(job.retryCount);
        if (job.retryCount === 0) throw new Error('transient');
      },
      { retryDelaySeconds: 1, retryLimit: 2 },
    );
    await jobs.send('test-flaky', {});
    expect(await jobs.drain()).toBe(1);
    // Backoff: not ready again at once.
    expect(await jobs.drain()).toBe(0);
    await new Promise((r) => setTimeout(r, 2200));
    expect(await jobs.drain()).toBe(1);
    expect(attempts).toEqual([0, 1]);
  });

  it('never runs a job twice across concurrent workers', async () => {
    ctx = await createTestContext({ seed: 'none' });
    const ran: number[] = [];
    const a = jobsOn(ctx);
    const b = jobsOn(ctx);
    for (const j of [a, b]) {
      j.work<{ n: number }>(
        'test-shared',
        async (data) => {
          ran.push(data.n);
          await new Promise((r) => setTimeout(r, 5));
        },
        { concurrency: 2 },
      );
    }
    await a.startWorkers();
    await b.startWorkers();
    for (let n = 0; n < 20; n++) await a.send('test-shared', { n });
    const deadline = Date.now() + 20_000;
    while (ran.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    expect(ran.slice().sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('recovers records whose job is gone: re-queues one never queued, ends one whose job gave up, leaves the rest', async () => {
    ctx = await createTestContext({ seed: 'none' });
    const jobs = jobsOn(ctx);
    jobs.work<{ id: string }>(
      'test-recover',
      async (data) => {
        if (data.id === 'gives-up') throw new Error('engine died');
      },
      { retryLimit: 0 },
    );
    const old = new Date(Date.now() - 5 * 60_000);
    const records = [
      { data: { id: 'never-queued' }, since: old, resend: true },
      { data: { id: 'gives-up' }, since: old, resend: true },
      { data: { id: 'queued' }, since: old, resend: true },
      { data: { id: 'cannot-resend' }, since: old, resend: false },
      // Its request may be about to queue the job: left alone.
      { data: { id: 'just-created' }, since: new Date(), resend: true },
    ];
    const abandoned: Array<[string, string]> = [];
    jobs.recover<{ id: string }>('test-recover', {
      inProgress: async () => records,
      abandon: async (data, reason) => void abandoned.push([data.id, reason]),
    });
    await jobs.send('test-recover', { id: 'gives-up' });
    expect(await jobs.drain()).toBe(1);
    await jobs.send('test-recover', { id: 'queued' });

    expect(await jobs.recoverInterrupted()).toEqual({ resent: 1, abandoned: 2 });
    expect(abandoned).toEqual([
      ['gives-up', 'interrupted: engine died'],
      ['cannot-resend', 'interrupted before it was queued'],
    ]);
    // The re-queued record's job is now live, so a second sweep leaves it (and the queued one) alone.
    records.splice(1, 1);
    records.splice(2, 1);
    expect(await jobs.recoverInterrupted()).toEqual({ resent: 0, abandoned: 0 });
    expect(await jobs.drain()).toBe(2);
  });
});
