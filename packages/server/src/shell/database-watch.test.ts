// The readiness probe's watch of PostgreSQL (decision 097): it hears the heartbeat's notices, and a stall of this
// process itself is not taken for the database's silence.
import net from 'node:net';
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

  it('gives a connection that is slow to open its time instead of dropping it before it answers', async () => {
    // A loopback relay that holds each connection 600 ms before passing it on, as a loaded machine may.
    const target = new URL(url);
    const relay = net.createServer((inbound) => {
      inbound.pause();
      setTimeout(() => {
        const outbound = net.connect(Number(target.port || 5432), target.hostname, () => inbound.resume());
        inbound.pipe(outbound).pipe(inbound);
        outbound.on('error', () => inbound.destroy());
        inbound.on('error', () => outbound.destroy());
      }, 600);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    try {
      watch = watchDatabase({ kind: 'postgres', db: undefined as never }, relayed.href);
      await upWithin(watch, 5000);
    } finally {
      await watch?.close();
      watch = undefined;
      relay.close();
    }
  });

  it('answers down, naming the error, when it cannot reach the server', async () => {
    watch = watchDatabase({ kind: 'postgres', db: undefined as never }, 'postgres://postgres@127.0.0.1:1/none');
    await new Promise((r) => setTimeout(r, 300));
    const state = await watch.state();
    expect(state.status).toBe('down');
    expect(state.error).toMatch(/ECONNREFUSED|connect/);
  });
});
