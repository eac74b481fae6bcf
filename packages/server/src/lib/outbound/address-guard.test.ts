// The address guard of requests to client-given URLs (decision 136): every refused class in its IPv4 and IPv6
// spellings, the operator's allowed networks, one bad DNS answer refusing all, and the connection pinned to the
// checked address whatever DNS answers later; redirects not followed, answers read up to the limit, a deadline.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowList, embeddedIpv4, refusedClass } from './address-guard.ts';
import { checkedAddress, PinnedAgents, pinnedPost } from './pinned-post.ts';

describe('refusedClass', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'cloud metadata fd00:ec2::254'],
    ['169.254.169.254', 'cloud metadata 169.254.169.254'],
    ['64:ff9b::a9fe:a9fe', 'cloud metadata 169.254.169.254'],
    ['100.100.100.200', 'cloud metadata 100.100.100.200'],
    ['fe80::1', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses %s (%s)', (address, why) => {
    expect(refusedClass(address, undefined)).toContain(why);
  });

  it('lets public addresses through, and refused ones inside WEBHOOK_ALLOW_NETWORKS', () => {
    for (const address of ['93.184.216.34', '2606:4700:4700::1111', '172.32.0.1', '::ffff:93.184.216.34']) expect(refusedClass(address, undefined)).toBeUndefined();
    const allow = allowList(['127.0.0.0/8', '::1/128']);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(refusedClass(address, allow)).toBeUndefined();
    expect(refusedClass('10.0.0.1', allow)).toContain('private');
    expect(() => allowList(['localhost'])).toThrow(/WEBHOOK_ALLOW_NETWORKS/);
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });
});

describe('checkedAddress', () => {
  it('refuses a host when any of its DNS answers is refused, and plain http outside the allowed networks', async () => {
    const mixed = await checkedAddress(new URL('https://hooks.example/x'), undefined, async () => ['93.184.216.34', '10.0.0.7']);
    expect(mixed).toEqual({ refused: expect.stringContaining('10.0.0.7, a private address'), reason: 'address', host: 'hooks.example', address: '10.0.0.7', addressClass: 'private' });
    expect(await checkedAddress(new URL('http://hooks.example/x'), undefined, async () => ['93.184.216.34'])).toMatchObject({ refused: expect.stringContaining('plain http'), reason: 'plain-http' });
    expect(await checkedAddress(new URL('https://hooks.example/x'), undefined, async () => ['93.184.216.34'])).toEqual({ address: '93.184.216.34' });
    expect(await checkedAddress(new URL('https://[::1]/x'), undefined)).toMatchObject({ refused: expect.stringContaining('loopback'), reason: 'address', address: '::1' });
    expect(await checkedAddress(new URL('ftp://hooks.example/x'), undefined)).toMatchObject({ refused: expect.stringContaining('not http'), reason: 'scheme' });
  });
});

describe('pinnedPost', () => {
  let server: http.Server;
  let port: number;
  let connections = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') return void res.writeHead(302, { location: '/elsewhere' }).end();
      if (req.url === '/large') return void res.writeHead(200).end('x'.repeat(1024 * 1024));
      if (req.url === '/hang') return;
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    server.on('connection', () => connections++);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const allow = allowList(['127.0.0.0/8']);
  const post = (path: string, resolve?: (h: string) => Promise<string[]>, timeoutMs = 2000) =>
    pinnedPost(new URL(`http://receiver.test:${port}${path}`), { body: '{}', headers: {}, timeoutMs, maxBytes: 64 * 1024, allow, resolve: resolve ?? (async () => ['127.0.0.1']) });

  it('connects to the address it checked, whatever DNS answers afterwards', async () => {
    const answers = [['127.0.0.1'], ['10.9.9.9']];
    let asked = 0;
    const outcome = await post('/ok', async () => answers[asked++]!);
    expect(outcome).toMatchObject({ status: 204 });
    expect(asked).toBe(1);
  });

  it('does not follow a redirect, reads at most the limit and gives up at the deadline', async () => {
    expect(await post('/redirect')).toMatchObject({ status: 302 });
    expect(hits).not.toContain('/elsewhere');
    const large = await post('/large');
    expect(large.status).toBe(200);
    expect(large.body.length).toBeLessThanOrEqual(64 * 1024);
    const hung = await post('/hang', undefined, 300);
    expect(hung).toMatchObject({ status: null, error: expect.stringContaining('no answer within 300 ms') });
    expect(hung.latencyMs).toBeLessThan(2000);
  });

  it('keeps a connection open per receiver and address, never reused after a check gives another address', async () => {
    const agents = new PinnedAgents(4);
    const keep = (answer: string) =>
      pinnedPost(new URL(`http://receiver.test:${port}/ok`), { body: '{}', headers: {}, timeoutMs: 2000, maxBytes: 1024, allow, resolve: async () => [answer], agents: { pool: agents, key: 'endpoint-1' } });
    const before = connections;
    for (let i = 0; i < 3; i++) expect(await keep('127.0.0.1')).toMatchObject({ status: 204 });
    expect(connections - before).toBe(1);
    // 127.0.0.2 passes the check (allowed) but nothing listens there: the open connection to 127.0.0.1 is not used.
    expect(await keep('127.0.0.2')).toMatchObject({ status: null, error: expect.stringContaining('ECONNREFUSED') });
    const hitsBefore = hits.length;
    expect(await keep('10.9.9.9')).toMatchObject({ status: null, error: expect.stringContaining('private') });
    expect(hits.length).toBe(hitsBefore);
    agents.destroy();
  });

  it('sends nothing to a refused address', async () => {
    const before = hits.length;
    const refused = await pinnedPost(new URL(`http://127.0.0.1:${port}/ok`), { body: '{}', headers: {}, timeoutMs: 1000, maxBytes: 1024, allow: undefined });
    expect(refused).toMatchObject({ status: null, error: expect.stringContaining('loopback') });
    expect(hits.length).toBe(before);
  });
});
