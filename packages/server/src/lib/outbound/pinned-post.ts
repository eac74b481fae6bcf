// One POST to a client-given URL, safely (decision 136): the host's addresses are resolved and every one checked
// (address-guard.ts); the connection then goes to the checked address itself, so a DNS answer that changes between
// the check and the connect (rebinding) cannot redirect it. Redirects are not followed, the answer is read up to a
// limit and the whole exchange has a deadline.
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isAllowed, refusedClass } from './address-guard.ts';

export interface PostOutcome {
  /** The HTTP status, or null when no answer came (refused address, timeout, connection error). */
  status: number | null;
  /** The start of the answer's body (at most `maxBytes` read). */
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
  /** Resolves a host name to its addresses (tests give answers that change). */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string) => (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The checked address to connect to, or why none may be used. Every answer must pass: one bad one refuses all. */
export async function checkedAddress(url: URL, allow: net.BlockList | undefined, resolve = systemResolve): Promise<{ address: string } | { refused: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refused: `${url.protocol} is not http or https` };
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await resolve(host);
  } catch (err) {
    return { refused: `${host} does not resolve (${err instanceof Error ? err.message : String(err)})` };
  }
  if (!addresses.length) return { refused: `${host} does not resolve` };
  for (const address of addresses) {
    const why = refusedClass(address, allow);
    if (why) return { refused: `${host} resolves to ${address}, a ${why} address` };
  }
  // Plain http only inside the operator's networks (decision 136).
  if (url.protocol === 'http:' && !addresses.every((a) => isAllowed(a, allow))) return { refused: 'plain http is allowed only inside WEBHOOK_ALLOW_NETWORKS' };
  return { address: addresses[0]! };
}

/** POSTs `body` to `url`, connecting only to the address that passed the check. */
export async function pinnedPost(url: URL, opts: PinnedPostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const checked = await checkedAddress(url, opts.allow, opts.resolve);
  if ('refused' in checked) return { status: null, body: '', latencyMs: elapsed(), error: checked.refused };
  const family = net.isIPv6(checked.address) ? 6 : 4;
  const lookup: LookupFunction = (_host, options, callback) => {
    const all = (options as { all?: boolean }).all;
    if (all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: checked.address, family }]);
    else callback(null, checked.address, family);
  };
  return new Promise<PostOutcome>((resolve) => {
    const done = (o: Omit<PostOutcome, 'latencyMs'>) => resolve({ ...o, latencyMs: elapsed() });
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', lookup, headers: { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) }, timeout: opts.timeoutMs, agent: false },
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
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    request.on('error', (err) => done({ status: null, body: '', error: err.message }));
    request.end(opts.body);
  });
}
