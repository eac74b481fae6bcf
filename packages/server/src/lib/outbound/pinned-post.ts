// One POST to a client-given URL (decision 136): every resolved address checked, then the connection made to the
// checked address itself, so DNS rebinding cannot redirect it. Keep-alive agents per receiver and address (decision 167).
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isAllowed, refusedClass } from './address-guard.ts';

export interface PostOutcome {
  status: number | null;
  body: string;
  latencyMs: number;
  error?: string;
}

export interface PinnedPostOptions {
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  allow: net.BlockList | undefined;
  resolve?: (host: string) => Promise<string[]>;
  /** Keep-alive connections for the receiver `key` (without: a connection of its own, closed after the answer). */
  agents?: { pool: PinnedAgents; key: string };
}

const systemResolve = async (host: string) => (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface Refusal {
  refused: string;
  reason: 'scheme' | 'unresolved' | 'address' | 'plain-http';
  host: string;
  address?: string;
  addressClass?: string;
}

/** The checked address to connect to, or why none may be used. Every answer must pass: one bad one refuses all. */
export async function checkedAddress(url: URL, allow: net.BlockList | undefined, resolve = systemResolve): Promise<{ address: string } | Refusal> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refused: `${url.protocol} is not http or https`, reason: 'scheme', host };
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await resolve(host);
  } catch (err) {
    return { refused: `${host} does not resolve (${err instanceof Error ? err.message : String(err)})`, reason: 'unresolved', host };
  }
  if (!addresses.length) return { refused: `${host} does not resolve`, reason: 'unresolved', host };
  for (const address of addresses) {
    const why = refusedClass(address, allow);
    if (why) return { refused: `${host} resolves to ${address}, a ${why} address`, reason: 'address', host, address, addressClass: why };
  }
  // Plain http only inside the operator's networks (decision 136).
  if (url.protocol === 'http:' && !addresses.every((a) => isAllowed(a, allow))) return { refused: 'plain http is allowed only inside WEBHOOK_ALLOW_NETWORKS', reason: 'plain-http', host };
  return { address: addresses[0]! };
}

/** An idle kept-alive connection is closed after this: below the 5 s most servers keep one (Node's default). */
const IDLE_SOCKET_MS = 4000;

const pinnedLookup = (address: string): LookupFunction => {
  const family = net.isIPv6(address) ? 6 : 4;
  return (_host, options, callback) => {
    const all = (options as { all?: boolean }).all;
    if (all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
};

/** Agents per receiver and checked address (decision 167): a changed address never reuses a pooled connection. */
export class PinnedAgents {
  private readonly agents = new Map<string, { agent: http.Agent; used: number }>();
  private readonly maxSockets: number;
  constructor(maxSockets: number) {
    this.maxSockets = maxSockets;
  }

  agent(key: string, url: URL, address: string): http.Agent {
    const name = `${key} ${url.protocol} ${address}`;
    const found = this.agents.get(name);
    if (found) {
      found.used = performance.now();
      return found.agent;
    }
    const options = { keepAlive: true, maxSockets: this.maxSockets, maxFreeSockets: this.maxSockets, timeout: IDLE_SOCKET_MS, lookup: pinnedLookup(address) };
    const agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    this.agents.set(name, { agent, used: performance.now() });
    return agent;
  }

  sweep(idleMs = 60_000): void {
    const before = performance.now() - idleMs;
    for (const [name, { agent, used }] of this.agents) {
      if (used >= before) continue;
      agent.destroy();
      this.agents.delete(name);
    }
  }

  destroy(): void {
    for (const { agent } of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}

export async function pinnedPost(url: URL, opts: PinnedPostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const checked = await checkedAddress(url, opts.allow, opts.resolve);
  if ('refused' in checked) return { status: null, body: '', latencyMs: elapsed(), error: checked.refused };
  const lookup = pinnedLookup(checked.address);
  const agent = opts.agents ? opts.agents.pool.agent(opts.agents.key, url, checked.address) : false;
  const deadline = started + opts.timeoutMs;
  let sent = await postOnce(url, opts, lookup, agent, opts.timeoutMs);
  // A kept-alive connection the receiver closed as it was reused never carried the request: once more, fresh.
  if (sent.staleSocket && deadline - performance.now() > 0) sent = await postOnce(url, opts, lookup, agent, Math.round(deadline - performance.now()));
  return { ...sent.outcome, latencyMs: elapsed() };
}

type Sent = { outcome: Omit<PostOutcome, 'latencyMs'>; staleSocket: boolean };
const STALE_SOCKET_ERRORS: ReadonlySet<string | undefined> = new Set(['ECONNRESET', 'EPIPE']);

function postOnce(url: URL, opts: PinnedPostOptions, lookup: LookupFunction, agent: http.Agent | false, timeoutMs: number): Promise<Sent> {
  return new Promise<Sent>((resolve) => {
    const done = (outcome: Sent['outcome'], staleSocket = false) => resolve({ outcome, staleSocket });
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', lookup, headers: { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) }, timeout: timeoutMs, agent },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => done({ status: res.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8') });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk.subarray(0, Math.max(0, opts.maxBytes - size)));
          size += chunk.length;
          // Enough read: the rest of a large answer is not waited for.
          if (size >= opts.maxBytes) {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', (err) => done({ status: res.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8'), error: err.message }));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)), timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    request.on('error', (err: NodeJS.ErrnoException) => done({ status: null, body: '', error: err.message }, request.reusedSocket && STALE_SOCKET_ERRORS.has(err.code)));
    request.end(opts.body);
  });
}
