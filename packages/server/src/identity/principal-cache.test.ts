// The kept principals on their own: bounded, expiring with the token, forgetting an account's entries, and never
// keeping what was looked up before a change or while account changes cannot be heard.
import { describe, expect, it } from 'vitest';
import { forgetAccountHere, PrincipalCache } from './principal-cache.ts';
import type { Principal } from './principal.ts';

const principal = (userId: string): Principal => ({
  userId,
  username: `${userId}@acme.example`,
  email: `${userId}@acme.example`,
  firstName: 'A',
  lastName: 'B',
  roles: ['CLIENT'],
  applications: [],
  clientId: 1,
  isFederated: false,
});

function active(max?: number): PrincipalCache {
  const cache = new PrincipalCache(max);
  cache.reset(true);
  return cache;
}

describe('PrincipalCache', () => {
  it('answers a kept token until it expires', () => {
    const cache = active();
    cache.set('t1', principal('ann'), 10_000, cache.generation);
    expect(cache.get('t1', 9_999)?.userId).toBe('ann');
    expect(cache.get('t1', 10_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, dropping the oldest first', () => {
    const cache = active(3);
    for (const t of ['a', 'b', 'c', 'd']) cache.set(t, principal(t), 10_000, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('d', 0)?.userId).toBe('d');
  });

  it("forgets every token of a changed account and only those", () => {
    const cache = active();
    cache.set('ann-1', principal('ann'), 10_000, cache.generation);
    cache.set('ann-2', principal('ann'), 10_000, cache.generation);
    cache.set('bob-1', principal('bob'), 10_000, cache.generation);
    cache.forgetAccount('ann');
    expect(cache.get('ann-1', 0)).toBeUndefined();
    expect(cache.get('ann-2', 0)).toBeUndefined();
    expect(cache.get('bob-1', 0)?.userId).toBe('bob');
  });

  it('does not keep a principal read before an account changed', () => {
    const cache = active();
    const before = cache.generation;
    cache.forgetAccount('ann');
    cache.set('ann-1', principal('ann'), 10_000, before);
    expect(cache.get('ann-1', 0)).toBeUndefined();
  });

  it('keeps and answers nothing while it cannot hear account changes', () => {
    const cache = new PrincipalCache();
    cache.set('t1', principal('ann'), 10_000, cache.generation);
    expect(cache.get('t1', 0)).toBeUndefined();
    cache.reset(true);
    cache.set('t1', principal('ann'), 10_000, cache.generation);
    cache.reset(false);
    expect(cache.get('t1', 0)).toBeUndefined();
  });

  it('forgets every principal when every account changed at once, and keeps on keeping', () => {
    const cache = active();
    const before = cache.generation;
    cache.set('ann-1', principal('ann'), 10_000, before);
    cache.set('bob-1', principal('bob'), 10_000, before);
    cache.forgetAll();
    expect([cache.get('ann-1', 0), cache.get('bob-1', 0)]).toEqual([undefined, undefined]);
    cache.set('ann-1', principal('ann'), 10_000, before);
    expect(cache.get('ann-1', 0), 'a look-up from before is not kept').toBeUndefined();
    cache.set('ann-1', principal('ann'), 10_000, cache.generation);
    expect(cache.get('ann-1', 0)).toEqual(principal('ann'));
  });

  it('is reached by a change made in this process', () => {
    const cache = active();
    cache.set('ann-1', principal('ann'), 10_000, cache.generation);
    forgetAccountHere('ann');
    expect(cache.get('ann-1', 0)).toBeUndefined();
    cache.reset(false);
  });
});
