import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client.ts';
import { keptRead } from './kept-read.ts';

const KEEP_MS = 1000;

function counted(answers: Array<() => Promise<string>>) {
  let calls = 0;
  const read = keptRead(() => answers[Math.min(calls++, answers.length - 1)]!(), KEEP_MS);
  return { read, calls: () => calls };
}

describe('keptRead', () => {
  afterEach(() => vi.useRealTimers());
  const db = {} as Db;

  it('reads once per handle while what it keeps is fresh', async () => {
    const { read, calls } = counted([async () => 'first']);
    expect(await Promise.all([read(db), read(db)])).toEqual(['first', 'first']);
    expect(await read({} as Db)).toBe('first');
    expect(calls()).toBe(2);
  });

  it('serves the kept answer while a refresh loads, then the fresh one; a failed refresh keeps the old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { read, calls } = counted([async () => 'first', async () => 'second', () => Promise.reject(new Error('down'))]);
    expect(await read(db)).toBe('first');
    vi.advanceTimersByTime(KEEP_MS + 1);
    expect(await read(db)).toBe('first');
    await vi.waitFor(async () => expect(await read(db)).toBe('second'));
    vi.advanceTimersByTime(KEEP_MS + 1);
    expect(await read(db)).toBe('second');
    await vi.waitFor(() => expect(calls()).toBe(3));
    expect(await read(db)).toBe('second');
  });

  it('tries again after a failed first read, and after forget', async () => {
    const { read, calls } = counted([() => Promise.reject(new Error('down')), async () => 'up', async () => 'again']);
    await expect(read(db)).rejects.toThrow('down');
    expect(await read(db)).toBe('up');
    read.forget(db);
    expect(await read(db)).toBe('again');
    expect(calls()).toBe(3);
  });
});
