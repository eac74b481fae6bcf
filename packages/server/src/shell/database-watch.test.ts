// The readiness probe's watch of PostgreSQL (decision 097): it hears the heartbeat's notices, and a stall of this
// process itself is not taken for the database's silence.
import { afterEach, describe, expect, it } from 'vitest';
import { watchDatabase, type DatabaseWatch } from './database-watch.ts';

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function upWithin(watch: DatabaseWatch, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await watch.state()).status !== 'up') {
    if (Date.now() > deadline) throw new Error('the watch never heard the database');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('watchDatabase on PostgreSQL', () => {
  let watch: DatabaseWatch | undefined;
  afterEach(() => watch?.close());

  it('answers up after this process was blocked for longer than the silence it allows', async () => {
    watch = watchDatabase({ kind: 'postgres', db: undefined as never }, url);
    await upWithin(watch, 5000);
    // A blocked loop, as a long synchronous task or SIGSTOP leaves it: the notices wait in the socket meanwhile.
    const until = Date.now() + 1500;
    while (Date.now() < until);
    expect(await watch.state()).toEqual({ status: 'up' });
  });

  it('answers down, naming the error, when it cannot reach the server', async () => {
    watch = watchDatabase({ kind: 'postgres', db: undefined as never }, 'postgres://postgres@127.0.0.1:1/none');
    await new Promise((r) => setTimeout(r, 300));
    const state = await watch.state();
    expect(state.status).toBe('down');
    expect(state.error).toMatch(/ECONNREFUSED|connect/);
  });
});
