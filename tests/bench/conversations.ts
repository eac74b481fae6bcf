// Conversation figures (decision 185), on loopback against PostgreSQL; prints met / NOT met, fails nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/conversations.ts [--people 100] [--tabs 10] [--messages 20] [--flood 1000]
//
// 1. --people client users of one company, each a person of one thread (each wrote in it), each with --tabs open
//    notice streams (1,000 streams by default), half on API process A (this one) and half on B (a child process),
//    both on one PostgreSQL, so a notice crosses processes the product's way (its LISTEN/NOTIFY). Staff post
//    --messages messages through A; each must reach every open stream of the thread's people:
//    p50 / p99 per process (goal p99 ≤ 1 s), and the memory per open stream (goal ≤ 50 KB): B's resident memory
//    added by its streams (the server alone), and A's (its streams' clients run in A's process too).
// 2. a 10 MB reply (text and two 3.7 MB attachments, base64 in the mail) to a person's reply address over SMTP, parsed, scanned by the
//    server's own clamd and stored: time from the first byte sent to the server's 250 (goal ≤ 2 s).
// 3. a flood of --flood mails from unknown senders to made-up and forged reply addresses over 10 connections:
//    all refused (goal: none accepted, no message stored), the process's memory before and after, and
//    GET /v1/notices p99 during the flood against before it.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config/config.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { clientConfigs, conversationMessages, jobRequests, userAccounts } from '../../packages/server/src/db/schema/index.ts';
import type { Principal } from '../../packages/server/src/identity/principal.ts';
import { systemClock } from '../../packages/server/src/lib/clock.ts';
import { ReplyAddresses, REPLY_ADDRESS_VALIDITY_MS, replySecret } from '../../packages/server/src/modules/conversations/index.ts';
import { personRow } from '../../packages/server/src/modules/conversations/write.ts';
import { loadAverage, metOrNot } from './lib/figures.ts';
import { benchPrincipal, openBenchDatabase, query, type BenchDatabase } from './lib/pg-bench.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100' },
    tabs: { type: 'string', default: '10' },
    messages: { type: 'string', default: '20' },
    flood: { type: 'string', default: '1000' },
    // Internal: this file run as API process B.
    serve: { type: 'boolean', default: false },
  },
});
const PEOPLE = Number(values.people);
const TABS = Number(values.tabs);
const MESSAGES = Number(values.messages);
const FLOOD = Number(values.flood);
const DOMAIN = 'replies.bench.test';
const USER_HEADER = 'x-bench-user';
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => bytes / 1_048_576;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const p = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return p;
}

/** One API app of the bench: every request acts as the user its header names. */
async function apiProcess(where: Pick<BenchDatabase, 'url' | 'dataDir'>, principals: ReadonlyMap<string, Principal>, env: NodeJS.ProcessEnv) {
  const database = await openDatabase({ databaseUrl: where.url });
  const config = {
    // DATA_DIR through the loader: the scanner's own clamd socket is placed under it.
    ...loadConfig({ HTTPS: 'false', SEED_DEMO_DATA: 'false', WORKERS: 'false', DATA_DIR: where.dataDir, ...env }),
    databaseUrl: where.url,
    signingSecret: 'bench-secret-0123456789abcdef0123',
  };
  const app = await buildApp(
    { config, database, db: database.db, clock: systemClock },
    { configure: (a) => a.addHook('onRequest', async (req) => void (req.principal = principals.get(String(req.headers[USER_HEADER])) ?? null)) },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: async () => (await app.close(), await database.close()) };
}

type Api = Pick<Awaited<ReturnType<typeof apiProcess>>, 'base' | 'close'> & { rss?: () => Promise<number> };

/** The bench's users as principals, read from the database (the child process learns them this way). */
async function benchPrincipals(url: string): Promise<Map<string, Principal>> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    const rows = (await query<{ id: string; username: string; email: string; first_name: string; last_name: string; roles: string[]; client_id: number | null }>(database, `select id, username, email, first_name, last_name, roles, client_id from user_accounts where username like '%@bench.example'`)).rows;
    return new Map(rows.map((r) => [r.username, benchPrincipal({ userId: r.id, username: r.username, email: r.email, firstName: r.first_name, lastName: r.last_name, roles: r.roles as Principal['roles'], applications: [], clientId: r.client_id })]));
  } finally {
    await database.close();
  }
}

/** API process B: this file run again with --serve, its port and resident memory read from its output. */
async function childProcess(where: Pick<BenchDatabase, 'url' | 'dataDir'>): Promise<Api> {
  const child = spawn(process.execPath, [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--serve'], { env: { ...process.env, BENCH_DB_URL: where.url, BENCH_DATA_DIR: where.dataDir }, stdio: ['pipe', 'pipe', 'inherit'] });
  let rss = 0;
  let measured: (() => void) | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      for (const line of out.split('\n').slice(0, -1)) {
        const [word, n] = line.split(' ');
        if (word === 'PORT') resolve(Number(n));
        if (word === 'RSS') {
          rss = Number(n);
          measured?.();
        }
      }
      out = out.slice(out.lastIndexOf('\n') + 1);
    });
    child.on('exit', (code) => reject(new Error(`API process B ended (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    rss: () =>
      new Promise<number>((resolve) => {
        measured = () => resolve(rss);
        child.stdin.write('rss\n');
      }),
    close: async () => {
      child.stdin.end();
      await new Promise((r) => child.once('exit', r));
    },
  };
}

if (values.serve) {
  const where = { url: process.env.BENCH_DB_URL!, dataDir: process.env.BENCH_DATA_DIR! };
  const api = await apiProcess(where, await benchPrincipals(where.url), {});
  console.log(`PORT ${new URL(api.base).port}`);
  // Asked for its memory, it collects first, so the figure is what the streams hold, not garbage not yet collected.
  const gc = (globalThis as { gc?: () => void }).gc;
  process.stdin.on('data', () => (gc?.(), console.log(`RSS ${process.memoryUsage().rss}`)));
  process.stdin.on('end', () => void api.close().then(() => process.exit(0)));
  await new Promise(() => {});
}

async function call(api: Api, user: string, method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${api.base}/v1${path}`, { method, headers: { [USER_HEADER]: user, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A stream's reader that records when each notice of `threadId` arrived. */
function listen(reader: ReadableStreamDefaultReader<Uint8Array>, threadId: string, arrived: (at: number) => void): void {
  let text = '';
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = text.indexOf('\n\n')) >= 0) {
        const event = text.slice(0, cut);
        text = text.slice(cut + 2);
        if (event.includes('event: notice') && event.includes(threadId)) arrived(performance.now());
      }
    }
  })();
}

async function apiP99(api: Api, user: string, runs = 200): Promise<number> {
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await (await call(api, user, 'GET', '/notices')).arrayBuffer();
    xs.push(performance.now() - t0);
  }
  return percentile(xs, 99);
}

const bench = await openBenchDatabase();
const apis: Api[] = [];
try {
  const db = bench.database.db;
  const [company] = await db.insert(clientConfigs).values({ companyName: 'Bench Conversations', signUpToken: randomBytes(8).toString('hex'), createProjectToken: randomBytes(8).toString('hex') }).returning({ id: clientConfigs.id });
  const clientId = company!.id;
  const principals = new Map<string, Principal>();
  const staff = benchPrincipal({ userId: crypto.randomUUID(), username: 'staff@bench.example', email: 'staff@bench.example', roles: ['ADMIN'], applications: [], clientId: null });
  principals.set(staff.username, staff);
  const people: Principal[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const email = `person-${i}@bench.example`;
    people.push(benchPrincipal({ userId: crypto.randomUUID(), username: email, email, firstName: 'Person', lastName: String(i), roles: i === 0 ? ['CLIENT'] : ['CLIENT_EMPLOYEE'], applications: [], clientId }));
  }
  for (const p of [staff, ...people]) {
    principals.set(p.username, p);
    await db.insert(userAccounts).values({ id: p.userId, username: p.username, email: p.email, firstName: p.firstName, lastName: p.lastName, roles: p.roles, clientId: p.clientId });
  }
  const owner = people[0]!;
  const [request] = await db
    .insert(jobRequests)
    .values({ name: 'Conversation bench', origination: 'MT', requestType: 'TRANSLATION_REQUEST', status: 'COMPLETED', clientId, ownerUserId: owner.userId })
    .returning({ id: jobRequests.id });

  const smtpPort = await freePort();
  const a = await apiProcess(bench, principals, { INBOUND_SMTP_PORT: String(smtpPort), REPLY_DOMAIN: DOMAIN });
  const b = await childProcess(bench);
  apis.push(a, b);
  console.log(`conversations bench on ${bench.dbName}: ${PEOPLE} people × ${TABS} streams, ${MESSAGES} messages; load average ${loadAverage()}`);

  // The thread, with every person in it (each wrote once).
  const thread = (await (await call(a, owner.username, 'POST', `/jobRequests/${request!.id}/threads`, { anchor: { kind: 'request' }, text: 'Which glossary applies?' })).json()) as { id: string };
  for (const p of people.slice(1)) await call(a, p.username, 'POST', `/threads/${thread.id}/messages`, { text: `Question from ${p.email}` });

  // 1. Streams, half on each process.
  await sleep(500);
  const before = process.memoryUsage().rss;
  const bBefore = await b.rss!();
  const abort = new AbortController();
  const arrivals: Array<{ on: 'A' | 'B'; at: number[] }> = [];
  const opened: Array<Promise<unknown>> = [];
  for (const [i, p] of people.entries()) {
    for (let tab = 0; tab < TABS; tab++) {
      const api = (i * TABS + tab) % 2 === 0 ? a : b;
      const slot = { on: api === a ? ('A' as const) : ('B' as const), at: [] as number[] };
      arrivals.push(slot);
      opened.push(
        fetch(`${api.base}/v1/notices/stream`, { headers: { [USER_HEADER]: p.username }, signal: abort.signal }).then((res) => listen(res.body!.getReader(), thread.id, (at) => slot.at.push(at))),
      );
    }
  }
  await Promise.all(opened);
  await sleep(2000);
  const perStreamKb = (process.memoryUsage().rss - before) / 1024 / (arrivals.length / 2);
  const bPerStreamKb = ((await b.rss!()) - bBefore) / 1024 / (arrivals.length / 2);
  const sent: number[] = [];
  for (let m = 0; m < MESSAGES; m++) {
    sent.push(performance.now());
    await call(a, staff.username, 'POST', `/threads/${thread.id}/messages`, { text: `Answer ${m}` });
    await sleep(250);
  }
  await sleep(3000);
  abort.abort();
  for (const on of ['A', 'B'] as const) {
    const slots = arrivals.filter((s) => s.on === on);
    const latencies = slots.flatMap((s) => s.at.slice(0, MESSAGES).map((at, m) => at - sent[m]!));
    const missing = slots.length * MESSAGES - latencies.length;
    const p99 = percentile(latencies, 99);
    console.log(
      `1. message → every stream of the thread's people on process ${on} (${slots.length} streams, ${MESSAGES} messages, posted through A): ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, missing ${missing} (goal p99 ≤ 1000 ms and none missing: ${metOrNot(p99 <= 1000 && missing === 0)})`,
    );
  }
  console.log(
    `   memory per open stream: ${bPerStreamKb.toFixed(1)} KB on B, the server alone (goal ≤ 50 KB: ${metOrNot(bPerStreamKb <= 50)}); ` +
      `${perStreamKb.toFixed(1)} KB on A with its streams' clients`,
  );

  // 2. A 10 MB reply with attachments.
  const replies = new ReplyAddresses(await replySecret(db, a.app.ctx.config.signingSecret), DOMAIN);
  const personId = await personRow(db, thread.id, owner.userId);
  const address = replies.address(personId, new Date(Date.now() + REPLY_ADDRESS_VALIDITY_MS));
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  const attachments = [0, 1].map((i) => ({ filename: `scan-${i}.pdf`, content: randomBytes(Math.round(3.7 * 1_048_576)) }));
  const composed = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({ from: owner.email, to: address, subject: 'Re: bench', text: 'The scans are attached.\n', attachments });
  const raw = composed.message as Buffer;
  const t0 = performance.now();
  await transport.sendMail({ envelope: { from: owner.email, to: [address] }, raw });
  const stored = performance.now() - t0;
  const [last] = (await query<{ text: string }>(bench.database, 'select text from conversation_messages order by create_time desc limit 1')).rows;
  console.log(`2. a ${mb(raw.length).toFixed(1)} MB reply (two 3.7 MB attachments) parsed, scanned and stored in ${stored.toFixed(0)} ms (goal ≤ 2000 ms: ${metOrNot(stored <= 2000 && last?.text === 'The scans are attached.')})`);
  transport.close();

  // 3. A flood from unknown senders.
  const messagesBefore = (await db.select({ id: conversationMessages.id }).from(conversationMessages)).length;
  const quiet = await apiP99(a, owner.username);
  const rssBefore = process.memoryUsage().rss;
  const flood = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: 10, maxMessages: Infinity });
  const token = address.slice('reply+'.length, address.indexOf('@'));
  let accepted = 0;
  let refused = 0;
  const sending = Promise.all(
    Array.from({ length: FLOOD }, (_, i) => {
      const to = i % 2 ? `reply+${token.slice(0, -4)}${randomBytes(2).toString('hex')}@${DOMAIN}` : `someone-${i}@${DOMAIN}`;
      return flood.sendMail({ from: `stranger-${i}@spam.example`, to, subject: 'hello', text: 'buy now' }).then(() => accepted++, () => refused++);
    }),
  );
  const during = await apiP99(a, owner.username);
  await sending;
  flood.close();
  const messagesAfter = (await db.select({ id: conversationMessages.id }).from(conversationMessages)).length;
  const rssAfter = process.memoryUsage().rss;
  console.log(
    `3. ${FLOOD} mails from unknown senders: ${refused} refused, ${accepted} accepted, ${messagesAfter - messagesBefore} messages stored (goal all refused, none stored: ${metOrNot(accepted === 0 && messagesAfter === messagesBefore)}); ` +
      `memory ${mb(rssBefore).toFixed(0)} → ${mb(rssAfter).toFixed(0)} MB; GET /v1/notices p99 ${during.toFixed(1)} ms during the flood, ${quiet.toFixed(1)} ms before`,
  );
} finally {
  for (const api of apis) await api.close().catch(() => undefined);
  await bench.drop();
}
