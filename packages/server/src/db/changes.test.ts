// The shared round trip behind `synced()`: concurrent callers share one, and a caller never settles for a round
// that began before it called (it could miss a change committed just before the call). And the keepers of one
// channel on one listening connection: each hears every change, all go deaf together when it is lost and listen
// again together. That part runs against the PostgreSQL server in both passes (as client.test.ts does).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { coalesce, watchChanges, type ChangeKeeper } from './changes.ts';

function controlledRuns() {
  const runs: Array<{ resolve(): void; reject(err: Error): void }> = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, run };
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('coalesce', () => {
  it('starts a round for the first caller and one more for everyone who called while it ran', async () => {
    const { runs, run } = controlledRuns();
    const synced = coalesce(run);
    const first = synced();
    const second = synced();
    const third = synced();
    expect(runs).toHaveLength(1);
    runs[0]!.resolve();
    await first;
    // The callers who came during the first round wait for a round of their own, shared.
    expect(await settled(second)).toBe(false);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
    await Promise.all([second, third]);
    expect(runs).toHaveLength(2);
    // With nothing in flight, a caller starts at once.
    const fourth = synced();
    expect(runs).toHaveLength(3);
    runs[2]!.resolve();
    await fourth;
  });

  it('hands a failed round to its callers and still runs the next one', async () => {
    const { runs, run } = controlledRuns();
    const synced = coalesce(run);
    const first = synced();
    const second = synced();
    runs[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
    await expect(second).resolves.toBeUndefined();
  });
});

describe('keepers of one channel', () => {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  let database: Database | undefined;
  afterAll(() => database?.close());

  const keeper = () => {
    const heard: string[] = [];
    const k: ChangeKeeper & { heard: string[]; listening: boolean } = {
      heard,
      listening: false,
      change: (payload) => heard.push(payload),
      active: (active) => (k.listening = active),
    };
    return k;
  };

  it('share one connection, each hears every change, and they listen again together after losing it', async () => {
    database = await openDatabase({ databaseUrl: url });
    const channel = `lingua_test_${randomBytes(4).toString('hex')}`;
    const listening = `listen "${channel}"`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const connections = async () => (await admin.query('select pid from pg_stat_activity where query = $1', [listening])).rows.map((r) => r.pid as number);
    const notify = async (payload: string) => database!.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    try {
      const [a, b] = [keeper(), keeper()];
      const watchA = await watchChanges(database, channel, 'a', a);
      const watchB = await watchChanges(database, channel, 'b', b);
      expect([a.listening, b.listening]).toEqual([true, true]);
      const [pid] = await connections();
      expect(await connections()).toEqual([pid]);

      await admin.query('select pg_terminate_backend($1)', [pid]);
      await expect.poll(() => [a.listening, b.listening]).toEqual([false, false]);
      await expect.poll(() => [a.listening, b.listening], { timeout: 5000 }).toEqual([true, true]);
      expect((await connections()).filter((p) => p !== pid)).toHaveLength(1);

      await notify('1');
      await watchB.synced();
      expect([a.heard, b.heard]).toEqual([['1'], ['1']]);
      // One keeper leaving does not stop the other's.
      await watchA.close();
      expect(a.listening).toBe(false);
      await notify('2');
      await watchB.synced();
      expect([a.heard, b.heard, b.listening]).toEqual([['1'], ['1', '2'], true]);
      await watchB.close();
      expect(b.listening).toBe(false);
    } finally {
      await admin.end();
    }
  });
});
