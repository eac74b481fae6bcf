// The shared round trip behind `synced()`: concurrent callers share one, and a caller never settles for a round
// that began before it called (it could miss a change committed just before the call).
import { describe, expect, it } from 'vitest';
import { coalesce } from './changes.ts';

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
