// Whole-system helpers for the reliability suites and the soak bench: real server processes (node
// packages/server/src/main.ts on their own data directory and, for PostgreSQL, their own database), real
// sign-ins through the embedded provider, the API over HTTP, and what the operating system says about the
// processes a server started (so a test can see that nothing outlives a kill -9).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../packages/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../../../packages/server/src/seed/demo-data.ts';
import { signIn } from '../../../packages/server/test/sign-in.ts';
import { query } from '../../bench/lib/pg-bench.ts';
import { START_ENV, START_NODE_FLAGS } from '../../start-command.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export { DEMO_PASSWORD, query };

/** The PostgreSQL server the system suites use (scripts/test-all.ts passes TEST_DATABASE_URL). */
export const PG_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty database on PG_URL's server; the server processes migrate and seed it. */
export async function createDatabase(prefix = 'lingua_rel'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (text: string) => {
    const d = await openDatabase({ databaseUrl: PG_URL });
    try {
      await query(d, text);
    } finally {
      await d.close();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export async function tempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** More environment (WORKERS, S3_*, PUBLIC_URL …). */
  env?: Record<string, string>;
  /** Node options before the script (e.g. --inspect for a bench that reads the server's heap). */
  nodeArgs?: string[];
  /** Run as this user and group (a test run as root starting the server unprivileged). */
  uid?: number;
  gid?: number;
}

/** One `node packages/server/src/main.ts` process; its output is kept for the failure message. */
export class ServerProcess {
  readonly baseUrl: string;
  child: ChildProcess | undefined;
  log = '';

  readonly options: ServerOptions;

  constructor(options: ServerOptions) {
    this.options = options;
    this.baseUrl = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number {
    if (this.child?.pid === undefined) throw new Error('server not started');
    return this.child.pid;
  }

  /** Starts the process and resolves when it answers HTTP (migration, seed and engine warm-up done). */
  async start(timeoutMs = 90_000): Promise<this> {
    const { port, dataDir, databaseUrl, env = {}, nodeArgs = [], uid, gid } = this.options;
    this.log = '';
    // Started as `pnpm start` starts it, with the caller's flags after the start script's.
    const child = spawn(process.execPath, [...START_NODE_FLAGS, ...nodeArgs, 'packages/server/src/main.ts'], {
      cwd: ROOT,
      ...(uid !== undefined ? { uid } : {}),
      ...(gid !== undefined ? { gid } : {}),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...START_ENV,
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        HTTPS: 'false',
        PUBLIC_URL: this.baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SIGNING_SECRET: 'reliability-signing-secret-0123456789',
        LOG_LEVEL: 'warn',
        // One warm pipeline per direction keeps three servers within the machine's memory.
        MT_APERTIUM_POOL_SIZE: '1',
        ...env,
      },
    });
    this.child = child;
    const keep = (d: Buffer) => {
      this.log = (this.log + d.toString('utf8')).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`server exited (${signal ?? code}) while starting:\n${this.log}`))),
    );
    const ready = (async () => {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        // The server's own line (an inspector's "Debugger listening on" comes first).
        if (/API listening on/.test(this.log)) return;
        await sleep(200);
      }
      throw new Error(`server did not start within ${timeoutMs} ms:\n${this.log}`);
    })();
    await Promise.race([ready, exited]);
    return this;
  }

  /** SIGKILL by pid: no handler runs, nothing is flushed or closed. Resolves once the process is gone. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    process.kill(this.pid, 'SIGKILL');
    await gone;
  }

  /** Graceful stop (SIGTERM: requests finish, jobs stop, the database closes). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value other than undefined, or throws after `ms` with `what`. */
export async function waitFor<T>(what: string, ms: number, check: () => Promise<T | undefined> | T | undefined, everyMs = 500): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

// ---- processes, as the operating system sees them ----

interface ProcInfo {
  pid: number;
  ppid: number;
  state: string;
  comm: string;
}

function readProc(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const [state, ppid] = stat.slice(close + 2).split(' ');
    return { pid, ppid: Number(ppid), state: state!, comm };
  } catch {
    return undefined;
  }
}

/** Every process below `pid` (children, grandchildren …), with its command name. */
export function descendants(pid: number): ProcInfo[] {
  const all = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map((n) => readProc(Number(n)))
    .filter((p): p is ProcInfo => p !== undefined);
  const out: ProcInfo[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const p of all) {
      if (p.ppid === parent) {
        out.push(p);
        queue.push(p.pid);
      }
    }
  }
  return out;
}

/** Of the given processes, those still running (a zombie waiting for init to reap it is not running). */
export function stillRunning(procs: readonly ProcInfo[]): ProcInfo[] {
  return procs.filter((p) => {
    const now = readProc(p.pid);
    return now !== undefined && now.state !== 'Z' && now.comm === p.comm;
  });
}

// ---- the API as a signed-in user ----

export const ALICE = 'client@acme-health.example';
/** Acme Health's required project fields (demo data): every request Alice creates carries them. */
export const ACME_CUSTOM_FIELDS = [
  { fieldName: 'Cost Center', value: 'CC-1234' },
  { fieldName: 'Department', value: 'Oncology' },
  { fieldName: 'Audiences', value: 'Patients|Clinicians' },
];

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One JSON call; the body is parsed when the answer is JSON. A 503 OVERLOADED (the server shedding load while
 * its event loop lags, as it may when suites run side by side) is asked again after its Retry-After, as a
 * client should; any other answer is returned as it is.
 */
export async function call<T = any>(baseUrl: string, token: string | undefined, method: string, url: string, body?: unknown): Promise<Reply<T>> {
  for (let attempt = 1; ; attempt++) {
    const reply = await callOnce<T>(baseUrl, token, method, url, body);
    const overloaded = reply.status === 503 && (reply.body as { errorCode?: string } | null)?.errorCode === 'OVERLOADED';
    if (!overloaded || attempt === 5) return reply;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function callOnce<T>(baseUrl: string, token: string | undefined, method: string, url: string, body?: unknown): Promise<Reply<T>> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/v1${url}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          if (/json/.test(String(res.headers['content-type']))) parsed = text ? JSON.parse(text) : null;
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A real sign-in (authorization code + PKCE through the provider's pages); returns the ID token the portal sends. */
export async function token(baseUrl: string, username = ALICE): Promise<string> {
  return (await signIn(baseUrl, username, DEMO_PASSWORD)).idToken;
}

interface PresignedPost {
  url: string;
  fields: Record<string, string> & { key: string };
}

/** An upload permission from the API (the browser's first step). */
export async function uploadGrant(baseUrl: string, bearer: string): Promise<PresignedPost> {
  const grant = await call<PresignedPost>(baseUrl, bearer, 'POST', '/tempFiles/actions/createPresignedPost');
  if (grant.status !== 200) throw new Error(`createPresignedPost ${grant.status}: ${JSON.stringify(grant.body)}`);
  return grant.body;
}

/**
 * Uploads one file through the presigned POST like the browser does; resolves with its key. `key` replaces the
 * key field: by default the grant's template goes up and the store puts the file name into its `${filename}`;
 * s3rver does not, so the S3 suites send the filled-in key themselves (the policy's starts-with condition on
 * the key allows both), or a key outside the grant to see who refuses it.
 */
export async function upload(
  baseUrl: string,
  bearer: string,
  fileName: string,
  content: Buffer | string,
  key?: (template: string) => string,
): Promise<string> {
  const post = await uploadGrant(baseUrl, bearer);
  const sent = key ? key(post.fields.key) : post.fields.key;
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...post.fields, key: sent })) form.append(k, v);
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
  const res = await fetch(post.url, { method: 'POST', body: form });
  if (res.status >= 300) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return sent.replace('${filename}', fileName);
}

/**
 * Starts a multipart upload of `totalBytes` that trickles (so a kill lands in the middle of it); resolves
 * `started` once the server has received the first megabyte, and `done` with the status or the socket error.
 */
export function trickleUpload(post: PresignedPost, fileName: string, totalBytes: number): { started: Promise<void>; done: Promise<string> } {
  const boundary = `----lingua${randomBytes(8).toString('hex')}`;
  const head = Object.entries(post.fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + Buffer.byteLength(fileHead) + totalBytes + Buffer.byteLength(tail);
  let markStarted!: () => void;
  const started = new Promise<void>((r) => (markStarted = r));
  const done = new Promise<string>((resolve) => {
    const req = http.request(post.url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(`status ${res.statusCode}`);
    });
    req.on('error', (err) => resolve(`error ${(err as NodeJS.ErrnoException).code ?? err.message}`));
    req.write(head + fileHead);
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let sent = 0;
    const timer = setInterval(() => {
      if (req.destroyed) return clearInterval(timer);
      const n = Math.min(chunk.length, totalBytes - sent);
      req.write(chunk.subarray(0, n));
      sent += n;
      if (sent >= 1024 * 1024) markStarted();
      if (sent >= totalBytes) {
        clearInterval(timer);
        req.end(tail);
      }
    }, 50);
  });
  return { started, done };
}

/** The database the servers ran on, opened by the test (PGlite only once its server has stopped). */
export function openStoredDatabase(dataDir: string, databaseUrl?: string): Promise<Database> {
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
}
