// Webhook figures (decision 136), on loopback against PostgreSQL: events go the product's way — a delivery row
// written by the events module in a transaction, the dispatcher, the job queue, a worker, the guarded and signed
// POST — to receivers in this process (loopback, listed in WEBHOOK_ALLOW_NETWORKS), which verify the signature
// with the `standardwebhooks` package and de-duplicate by webhook-id. Prints met / NOT met; fails nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/integrations.ts \
//     [--idle 50] [--burst 1000] [--down-seconds 300] [--deliveries 3000] [--slow-events 200] [--only 6,7] [--quick]
//
// 1. event → receiver with an idle queue: p50 / p99 (goal p99 ≤ 1 s);
// 2. a burst of --burst events to three endpoints: delivered, lost (goal 0), duplicated after de-duplication by
//    id (goal 0);
// 3. a receiver down for --down-seconds (five minutes) then back: all delivered (goal all). --quick shortens it to
//    10 s with a 1 s first retry delay, for a check that the path works; the full run keeps the product's 30 s.
// 4. event → bell (decision 141): a notice written the product's way (recordNotice) until a signed-in person's open
//    stream on this process hears it: p50 / p99 (goal p99 ≤ 1 s);
// 5. 1,000 open notice streams on one process: memory added (goal ≤ 100 MB) and GET /v1/notices p99 beside them
//    against the same without streams (goal within 10 %). The streams' clients run in this process too, so the
//    memory figure is an upper bound for the server alone.
// 6. throughput (decision 167): --deliveries deliveries written in one transaction for one fast receiver, until
//    the last arrives: deliveries per second from this one worker process (goal ≥ 300/s);
// 7. a slow receiver beside a fast one (decision 167): --slow-events events, 20 a second, each to a receiver that
//    answers after 9 s and to a fast one: the fast one's event → receiver p99 (goal < 1 s).
// --only runs the figures listed (e.g. --only 6,7). The receivers run in this process, beside the worker.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { clientConfigs, jobRequests, userAccounts, webhookEndpoints } from '../../packages/server/src/db/schema/index.ts';
import { loadTotpSecretBox } from '../../packages/server/src/identity/totp-secrets.ts';
import { systemClock } from '../../packages/server/src/lib/clock.ts';
import { recordWebhookEvent } from '../../packages/server/src/modules/webhooks/index.ts';
import { recordNotice } from '../../packages/server/src/modules/notices/index.ts';
import { loadAverage, metOrNot } from './lib/figures.ts';
import { benchApp, benchPrincipal, openBenchDatabase, query, type BenchDatabase } from './lib/pg-bench.ts';

const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '50' },
    burst: { type: 'string', default: '1000' },
    'down-seconds': { type: 'string' },
    deliveries: { type: 'string', default: '3000' },
    'slow-events': { type: 'string', default: '200' },
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const ONLY = values.only ? new Set(values.only.split(',').map(Number)) : undefined;
const runs = (figure: number) => !ONLY || ONLY.has(figure);
const QUICK = values.quick;
const DOWN_SECONDS = Number(values['down-seconds'] ?? (QUICK ? 10 : 300));
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A receiver on loopback: verifies each delivery, keeps the first arrival of each webhook-id and each event seq. */
class Receiver {
  readonly firstSeen = new Map<string, number>();
  readonly seqs = new Map<number, Set<string>>();
  invalid = 0;
  secret: string;
  server: http.Server;
  /** `answerAfterMs`: how long the receiver takes to answer (a slow receiver). */
  constructor(secret: string, answerAfterMs = 0) {
    this.secret = secret;
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          const event = new Webhook(this.secret).verify(body, req.headers as Record<string, string>) as { data: { seq: number } };
          const id = String(req.headers['webhook-id']);
          if (!this.firstSeen.has(id)) this.firstSeen.set(id, performance.now());
          const ids = this.seqs.get(event.data.seq) ?? new Set<string>();
          this.seqs.set(event.data.seq, ids.add(id));
        } catch {
          this.invalid++;
        }
        if (answerAfterMs) setTimeout(() => res.writeHead(204).end(), answerAfterMs);
        else res.writeHead(204).end();
      });
    });
  }
  listen(port = 0): Promise<number> {
    return new Promise((r) => this.server.listen(port, '127.0.0.1', () => r((this.server.address() as AddressInfo).port)));
  }
  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}

async function endpointFor(bench: BenchDatabase, box: Awaited<ReturnType<typeof loadTotpSecretBox>>, clientId: number, url: string, id = crypto.randomUUID()): Promise<string> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  await bench.database.db.insert(webhookEndpoints).values({ id, clientId, url, events: ['request.completed'], secretSealed: box.seal(`webhook-endpoint:${id}`, secret), createdByName: 'Bench' });
  return secret;
}

const emit = (bench: BenchDatabase, clientId: number, seq: number) => recordWebhookEvent(bench.database.db, systemClock, clientId, 'request.completed', { seq });

async function waitFor(done: () => boolean, maxMs: number): Promise<boolean> {
  const until = Date.now() + maxMs;
  while (!done() && Date.now() < until) await sleep(50);
  return done();
}

async function company(bench: BenchDatabase, name: string): Promise<number> {
  const [row] = await bench.database.db.insert(clientConfigs).values({ companyName: name, signUpToken: randomBytes(8).toString('hex'), createProjectToken: randomBytes(8).toString('hex') }).returning({ id: clientConfigs.id });
  return row!.id;
}

async function idleFigures(bench: BenchDatabase, box: Awaited<ReturnType<typeof loadTotpSecretBox>>): Promise<void> {
  const clientId = await company(bench, 'Idle Co');
  const receiver = new Receiver('');
  const port = await receiver.listen();
  Object.assign(receiver, { secret: await endpointFor(bench, box, clientId, `http://127.0.0.1:${port}/hooks`) });
  const latencies: number[] = [];
  for (let seq = 0; seq < Number(values.idle); seq++) {
    const sent = performance.now();
    await emit(bench, clientId, seq);
    await waitFor(() => receiver.seqs.has(seq), 10_000);
    const first = [...(receiver.seqs.get(seq) ?? [])].map((id) => receiver.firstSeen.get(id)!)[0];
    if (first !== undefined) latencies.push(first - sent);
    await sleep(300);
  }
  await receiver.close();
  const p99 = percentile(latencies, 99);
  console.log(`1. event → receiver, idle queue: ${latencies.length} events, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (goal p99 ≤ 1000 ms: ${metOrNot(p99 <= 1000)}); bad signatures ${receiver.invalid}`);
}

async function burstFigures(bench: BenchDatabase, box: Awaited<ReturnType<typeof loadTotpSecretBox>>): Promise<void> {
  const clientId = await company(bench, 'Burst Co');
  const receivers = [new Receiver(''), new Receiver(''), new Receiver('')];
  for (const r of receivers) Object.assign(r, { secret: await endpointFor(bench, box, clientId, `http://127.0.0.1:${await r.listen()}/hooks`) });
  const events = Number(values.burst);
  const started = performance.now();
  for (let seq = 0; seq < events; seq++) await emit(bench, clientId, seq);
  await waitFor(() => receivers.every((r) => r.seqs.size >= events), 600_000);
  const seconds = (performance.now() - started) / 1000;
  const delivered = receivers.reduce((n, r) => n + r.seqs.size, 0);
  const lost = events * receivers.length - delivered;
  // After de-duplication by webhook-id, an event seen under two ids would be a duplicate.
  const duplicated = receivers.reduce((n, r) => n + [...r.seqs.values()].filter((ids) => ids.size > 1).length, 0);
  const invalid = receivers.reduce((n, r) => n + r.invalid, 0);
  await Promise.all(receivers.map((r) => r.close()));
  console.log(`2. burst of ${events} events to 3 endpoints: delivered ${delivered} of ${events * 3} in ${seconds.toFixed(1)} s, lost ${lost} (goal 0: ${metOrNot(lost === 0)}), duplicated after de-dup by id ${duplicated} (goal 0: ${metOrNot(duplicated === 0)}); bad signatures ${invalid}`);
}

async function downFigures(bench: BenchDatabase, box: Awaited<ReturnType<typeof loadTotpSecretBox>>): Promise<void> {
  const clientId = await company(bench, 'Down Co');
  let receiver = new Receiver('');
  const port = await receiver.listen();
  const secret = await endpointFor(bench, box, clientId, `http://127.0.0.1:${port}/hooks`);
  await receiver.close();
  const events = 20;
  for (let seq = 0; seq < events; seq++) await emit(bench, clientId, seq);
  await sleep(DOWN_SECONDS * 1000);
  receiver = new Receiver(secret);
  await receiver.listen(port);
  const back = performance.now();
  // The retries' backoff is at most 4 h apart; after a five-minute outage the next attempts come within ~8 min.
  await waitFor(() => receiver.seqs.size >= events, (QUICK ? 60 : 20 * 60) * 1000);
  const after = ((performance.now() - back) / 1000).toFixed(1);
  await receiver.close();
  console.log(`3. receiver down ${DOWN_SECONDS} s then back: ${receiver.seqs.size} of ${events} delivered, the last ${after} s after it came back (goal all: ${metOrNot(receiver.seqs.size === events)})`);
}

async function throughputFigures(bench: BenchDatabase, box: Awaited<ReturnType<typeof loadTotpSecretBox>>): Promise<void> {
  const clientId = await company(bench, 'Throughput Co');
  const receiver = new Receiver('');
  Object.assign(receiver, { secret: await endpointFor(bench, box, clientId, `http://127.0.0.1:${await receiver.listen()}/hooks`) });
  const count = Number(values.deliveries);
  // One transaction: every delivery becomes claimable at the commit, as after a burst of changes.
  await bench.database.db.transaction(async (tx) => {
    for (let seq = 0; seq < count; seq++) await recordWebhookEvent(tx, systemClock, clientId, 'request.completed', { seq });
  });
  const started = performance.now();
  await waitFor(() => receiver.seqs.size >= count, 600_000);
  const seconds = (performance.now() - started) / 1000;
  await receiver.close();
  const rate = receiver.seqs.size / seconds;
  console.log(`6. throughput, one worker process, one fast receiver: ${receiver.seqs.size} of ${count} deliveries in ${seconds.toFixed(1)} s, ${rate.toFixed(0)} deliveries/s (goal ≥ 300/s: ${metOrNot(rate >= 300 && receiver.seqs.size === count)}); bad signatures ${receiver.invalid}`);
}

async function slowBesideFastFigures(bench: BenchDatabase, box: Awaited<ReturnType<typeof loadTotpSecretBox>>): Promise<void> {
  const clientId = await company(bench, 'Slow Co');
  const fast = new Receiver('');
  const slow = new Receiver('', 9000);
  const slowId = crypto.randomUUID();
  Object.assign(fast, { secret: await endpointFor(bench, box, clientId, `http://127.0.0.1:${await fast.listen()}/hooks`) });
  Object.assign(slow, { secret: await endpointFor(bench, box, clientId, `http://127.0.0.1:${await slow.listen()}/hooks`, slowId) });
  const events = Number(values['slow-events']);
  const sent: number[] = [];
  for (let seq = 0; seq < events; seq++) {
    sent.push(performance.now());
    await emit(bench, clientId, seq);
    await sleep(50);
  }
  await waitFor(() => fast.seqs.size >= events, 60_000);
  const latencies = [...fast.seqs].map(([seq, ids]) => Math.min(...[...ids].map((id) => fast.firstSeen.get(id)!)) - sent[seq]!);
  const p99 = percentile(latencies, 99);
  const slowGot = slow.seqs.size;
  // Its backlog goes with it (the deliveries' rows cascade), so nothing is left for the figures after this one.
  await query(bench.database, 'DELETE FROM webhook_endpoints WHERE id = $1', [slowId]);
  await Promise.all([fast.close(), slow.close()]);
  const ok = p99 < 1000 && latencies.length === events;
  console.log(`7. a receiver answering after 9 s beside a fast one, ${events} events at 20/s: the fast one got ${latencies.length}, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (goal p99 < 1000 ms: ${metOrNot(ok)}); the slow one got ${slowGot} meanwhile`);
}

/** Reads `reader` until its text holds `marker`; returns the text read. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string, text = ''): Promise<string> {
  while (!text.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  return text;
}

async function apiP99(base: string, runs = 300): Promise<number> {
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}/v1/notices`)).arrayBuffer();
    xs.push(performance.now() - t0);
  }
  return percentile(xs, 99);
}

async function bellFigures(bench: BenchDatabase, base: string, userId: string): Promise<void> {
  const db = bench.database.db;
  await db.insert(userAccounts).values({ id: userId, username: 'bell-bench@bench.example', email: 'bell-bench@bench.example', roles: ['CLIENT'] });
  const [request] = await db.insert(jobRequests).values({ name: 'Bell bench', origination: 'WEBFORM', requestType: 'TRANSLATION_REQUEST', ownerUserId: userId }).returning({ id: jobRequests.id });
  const abort = new AbortController();
  const reader = (await fetch(`${base}/v1/notices/stream`, { signal: abort.signal })).body!.getReader();
  await readUntil(reader, 'retry:');
  const latencies: number[] = [];
  for (let i = 0; i < Number(values.idle); i++) {
    const sent = performance.now();
    await recordNotice(db, systemClock, request!.id, 'request.completed');
    await readUntil(reader, 'event: notice');
    latencies.push(performance.now() - sent);
    await sleep(100);
  }
  abort.abort();
  const p99 = percentile(latencies, 99);
  console.log(`4. event → bell: ${latencies.length} notices, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (goal p99 ≤ 1000 ms: ${metOrNot(p99 <= 1000)})`);
}

async function streamFigures(base: string, count = 1000): Promise<void> {
  const without = await apiP99(base);
  const before = process.memoryUsage().rss;
  const abort = new AbortController();
  const readers = await Promise.all(Array.from({ length: count }, async () => (await fetch(`${base}/v1/notices/stream`, { signal: abort.signal })).body!.getReader()));
  await Promise.all(readers.map((r) => readUntil(r, 'retry:')));
  const added = (process.memoryUsage().rss - before) / 1024 / 1024;
  const beside = await apiP99(base);
  abort.abort();
  const within = beside <= without * 1.1;
  console.log(`5. ${count} open streams: memory added ${added.toFixed(1)} MB, clients included (goal ≤ 100 MB: ${metOrNot(added <= 100)}); GET /v1/notices p99 ${beside.toFixed(1)} ms beside them, ${without.toFixed(1)} ms without (goal within 10 %: ${metOrNot(within)})`);
}

const bench = await openBenchDatabase();
try {
  const env = { WORKERS: 'true', WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8', WEBHOOK_RETRY_BASE_MS: QUICK ? '1000' : '30000', SECRETS_KEY: 'bench-secrets-key-0123456789abcdef' };
  const app = await benchApp(bench, benchPrincipal({ roles: ['ADMIN'], applications: [], clientId: null }), env);
  await app.jobs.startWorkers();
  const box = await loadTotpSecretBox(app.ctx.config);
  console.log(`integrations bench on ${bench.dbName}${QUICK ? ' (--quick)' : ''}; load average ${loadAverage()}`);
  if (runs(1)) await idleFigures(bench, box);
  if (runs(2)) await burstFigures(bench, box);
  if (runs(3)) await downFigures(bench, box);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  if (runs(4)) await bellFigures(bench, base, benchPrincipal({ roles: [], applications: [], clientId: null }).userId);
  if (runs(5)) await streamFigures(base);
  if (runs(6)) await throughputFigures(bench, box);
  if (runs(7)) await slowBesideFastFigures(bench, box);
  await app.close();
} finally {
  await bench.drop();
}
