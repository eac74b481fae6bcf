// The kept answers on their own: bounded in entries and bytes, forgetting the answers of a tag (an organisation,
// an account) when it changes (or all on `*`), never keeping an answer read before one of its tags changed, and
// keeping nothing while changes cannot be heard. Then `send` behind a route, on either database: concurrent
// misses of one answer share one read, but never one that began before a change the later caller must see.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { keepAnswers, KeptAnswers, type AnswerKeeper } from './kept-answers.ts';

function active(maxEntries?: number, maxBytes?: number): KeptAnswers {
  const cache = new KeptAnswers(maxEntries, maxBytes);
  cache.active(true);
  return cache;
}

describe('KeptAnswers', () => {
  it('answers a kept page until its organisation changes, and only that organisation’s pages go', () => {
    const cache = active();
    cache.set('1 a', ['1'], '{"items":[1]}', cache.mark());
    cache.set('1 b', ['1'], '{"items":[2]}', cache.mark());
    cache.set('2 a', ['2'], '{"items":[3]}', cache.mark());
    expect(cache.get('1 a')).toBe('{"items":[1]}');
    cache.change('1');
    expect(cache.get('1 a')).toBeUndefined();
    expect(cache.get('1 b')).toBeUndefined();
    expect(cache.get('2 a')).toBe('{"items":[3]}');
    cache.change('*');
    expect(cache.get('2 a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('does not keep a page whose read began before its organisation (or everything) changed', () => {
    const cache = active();
    const before = cache.mark();
    cache.change('1');
    cache.set('1 a', ['1'], 'old', before);
    expect(cache.get('1 a')).toBeUndefined();
    // Another organisation's change does not spoil it.
    const mark = cache.mark();
    cache.change('2');
    cache.set('1 a', ['1'], 'new', mark);
    expect(cache.get('1 a')).toBe('new');
    const beforeAll = cache.mark();
    cache.change('*');
    cache.set('1 b', ['1'], 'old', beforeAll);
    expect(cache.get('1 b')).toBeUndefined();
  });

  it('holds at most its bound of entries and of bytes, dropping the least recently used first', () => {
    const cache = active(3);
    for (const k of ['a', 'b', 'c']) cache.set(k, ['1'], k, cache.mark());
    expect(cache.get('a')).toBe('a'); // now the most recently used
    cache.set('d', ['1'], 'd', cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a');

    // 10 characters are 20 bytes in memory: a 50-byte bound holds two such pages; a larger page is not kept.
    const small = active(100, 50);
    small.set('x', ['1'], 'x'.repeat(10), small.mark());
    small.set('y', ['1'], 'y'.repeat(10), small.mark());
    small.set('z', ['1'], 'z'.repeat(10), small.mark());
    expect([small.get('x'), small.size, small.bytes]).toEqual([undefined, 2, 40]);
    small.set('big', ['1'], 'b'.repeat(26), small.mark());
    expect(small.get('big')).toBeUndefined();
  });

  it('keeps and answers nothing while changes cannot be heard, and starts from nothing when they can', () => {
    const cache = new KeptAnswers();
    cache.set('1 a', ['1'], 'page', cache.mark());
    expect(cache.get('1 a')).toBeUndefined();
    cache.active(true);
    const mark = cache.mark();
    cache.set('1 a', ['1'], 'page', mark);
    cache.active(false);
    expect(cache.get('1 a')).toBeUndefined();
    cache.active(true);
    expect(cache.get('1 a')).toBeUndefined();
    // A read that began before listening again is not kept either.
    cache.set('1 a', ['1'], 'page', mark);
    expect(cache.get('1 a')).toBeUndefined();
  });

  it('forgets an answer when any of its tags changes, and only the answers of that tag', () => {
    const cache = active();
    cache.set('alice', ['alice', 'client:1'], 'a', cache.mark());
    cache.set('bob', ['bob', 'client:1'], 'b', cache.mark());
    cache.set('grace', ['grace', 'client:2'], 'g', cache.mark());
    cache.change('alice');
    expect([cache.get('alice'), cache.get('bob'), cache.get('grace')]).toEqual([undefined, 'b', 'g']);
    cache.change('client:1');
    expect([cache.get('bob'), cache.get('grace')]).toEqual([undefined, 'g']);
    const mark = cache.mark();
    cache.change('client:2');
    expect(cache.unchangedSince(['grace', 'client:2'], mark)).toBe(false);
    expect(cache.unchangedSince(['alice', 'client:1'], mark)).toBe(true);
    cache.set('grace', ['grace', 'client:2'], 'old', mark);
    expect(cache.get('grace')).toBeUndefined();
  });

  it('remembers a bounded number of changed tags; past it a read in flight is not kept, kept answers stay', () => {
    const cache = active();
    cache.set('kept', ['t-kept'], 'k', cache.mark());
    const mark = cache.mark();
    for (let i = 0; i < 10_001; i++) cache.change(`t${i}`);
    expect(cache.unchangedSince(['other'], mark)).toBe(false);
    cache.set('late', ['other'], 'l', mark);
    expect([cache.get('late'), cache.get('kept')]).toEqual([undefined, 'k']);
  });
});

describe('send', () => {
  const channel = 'lingua_test_kept_answers';
  let ctx: TestContext;
  let kept: AnswerKeeper;
  const app = Fastify();
  // Each read waits until the test lets it finish, so the test decides what happens while it is in flight.
  let reads = 0;
  const gates: Array<() => void> = [];
  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'none' });
    kept = await keepAnswers(ctx.database, channel, 'test answers');
    app.get('/answer', (_req, reply) =>
      kept.send(reply, 'answer', ['t'], async () => {
        const n = ++reads;
        await new Promise<void>((resolve) => gates.push(resolve));
        return { n };
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await kept.watch.close();
    await ctx.close();
  });

  const get = () => app.inject({ method: 'GET', url: '/answer' });
  const announce = (tag: string) => ctx.db.execute(sql`select pg_notify(${channel}, ${tag})`);
  /** Lets the reads in flight finish once `count` have begun. */
  const release = async (count: number) => {
    await expect.poll(() => gates.length).toBe(count);
    gates.splice(0).forEach((open) => open());
  };

  it('reads once for concurrent misses, and not again until a change', async () => {
    const answers = Promise.all([get(), get(), get(), get(), get()]);
    await release(1);
    expect((await answers).map((r) => r.json())).toEqual(Array(5).fill({ n: 1 }));
    expect((await get()).json()).toEqual({ n: 1 });
    expect(reads).toBe(1);
  });

  it('does not hand a read that began before a change to a request that came after it', async () => {
    await announce('t');
    const first = get();
    await expect.poll(() => gates.length).toBe(1);
    await announce('t');
    const second = get();
    // The second request reads for itself: the first read may not show the change.
    await release(2);
    expect([(await first).json(), (await second).json()]).toEqual([{ n: 2 }, { n: 3 }]);
    // Only the read that began after the change is kept.
    expect((await get()).json()).toEqual({ n: 3 });
    await announce('other');
    expect((await get()).json()).toEqual({ n: 3 });
  });
});
