// Soak: simulated users through the real flows against a real server process on
// loopback, bounded in users and time. Every user signs in for real (authorization code + PKCE through the
// embedded provider's pages), then loops: job list, text machine translation, and a request created with an
// uploaded file (upload permission → presigned POST → POST /jobRequests), with a think time between calls.
// Prints throughput, p50/p99 per call, errors, and the server's heap after a full collection (read through its
// loopback inspector) and resident memory, after warm-up and at the end,
// each goal with met / NOT met. Under the same load it probes /health/ready twice a second and scrapes the
// metrics listener once a second, and prints their latency: an orchestrator's probe or a Prometheus scrape that
// slows down under load takes a busy process out of service (decision 097). Nothing here fails a build: the figures
// depend on the machine's load.
//
//   node tests/bench/soak.ts [--users 200] [--seconds 60] [--think-ms 1000] [--db postgres|pglite] [--port 9145]
//   (the inspector listens on port + 1, the metrics on port + 2)
//
// PostgreSQL is TEST_DATABASE_URL's (or DATABASE_URL's) server; a database of its own is created and dropped.
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { probe } from '../reliability/lib/probes.ts';
import { ACME_CUSTOM_FIELDS, ALICE, call, createDatabase, ServerProcess, sleep, tempDir, token, upload } from '../reliability/lib/system.ts';
import { procStatusBytes } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '1000' },
    db: { type: 'string', default: 'postgres' },
    port: { type: 'string', default: '9145' },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const THINK_MS = Number(values['think-ms']);
const WARM_UP_SECONDS = Math.min(10, Math.floor(SECONDS / 6));
/** Decision 126: the server's resident memory after the soak's 60 s of 200 users. */
const RSS_GOAL_MB = 400;
// The demo users who may use machine translation and create requests in their company.
const ACCOUNTS = [ALICE, 'employee@acme-health.example'];
const TEXTS = ['The house is big.', 'Please send the signed contract by Friday.', 'Take one tablet twice a day with food.'];

const rssMb = (pid: number): number => procStatusBytes(pid, 'VmRSS') / 1024 / 1024;
/**
 * The server's JavaScript heap in MB right after a full garbage collection, through its inspector: what a leak
 * would grow, without the resident memory's noise (a heap sized to the load, allocator arenas, collections not run yet).
 */
async function heapAfterGcMb(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<{ value?: unknown }>((resolve) => {
      const id = ++next;
      const onMessage = (e: MessageEvent) => {
        const m = JSON.parse(String(e.data)) as { id?: number; result?: { result?: { value?: unknown } } };
        if (m.id !== id) return;
        ws.removeEventListener('message', onMessage);
        resolve(m.result?.result ?? {});
      };
      ws.addEventListener('message', onMessage);
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    const { value } = await send('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
    return Number(value) / 1024 / 1024;
  } finally {
    ws.close();
  }
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};

interface Stat {
  times: number[];
  errors: number;
  firstError?: string;
}
const stats = new Map<string, Stat>();
let measuring = false;

/** Times one call; a status outside `ok` (or a network error) is an error. Warm-up calls are not counted. */
async function timed<T>(name: string, ok: (status: number) => boolean, fn: () => Promise<{ status: number; body?: T }>): Promise<T | undefined> {
  const t0 = performance.now();
  let failure: string | undefined;
  let body: T | undefined;
  try {
    const r = await fn();
    body = r.body;
    if (!ok(r.status)) failure = `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
  }
  const ms = performance.now() - t0;
  if (measuring) {
    const s = stats.get(name) ?? { times: [], errors: 0 };
    stats.set(name, s);
    s.times.push(ms);
    if (failure) {
      s.errors++;
      s.firstError ??= failure;
    }
  }
  return failure ? undefined : body;
}

async function main(): Promise<void> {
  const dataDir = await tempDir('lingua-soak-');
  const db = values.db === 'pglite' ? undefined : await createDatabase('lingua_soak');
  const inspectPort = Number(values.port) + 1;
  const server = new ServerProcess({
    port: Number(values.port),
    dataDir,
    databaseUrl: db?.url,
    env: { MT_APERTIUM_POOL_SIZE: '2', METRICS_PORT: String(Number(values.port) + 2) },
    // The inspector (loopback only) lets the bench read the server's heap after a full collection.
    nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
  });
  try {
    await server.start();
    const base = server.baseUrl;
    console.log(`soak: ${USERS} users for ${SECONDS} s (think time ~${THINK_MS} ms, first ${WARM_UP_SECONDS} s not measured) on ${db ? 'PostgreSQL' : 'PGlite'}, server pid ${server.pid}`);

    // Real sign-ins, a few at a time (each is a password check and the provider's pages).
    const t0 = performance.now();
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i += 8) {
      const batch = Array.from({ length: Math.min(8, USERS - i) }, (_, j) => token(base, ACCOUNTS[(i + j) % ACCOUNTS.length]));
      tokens.push(...(await Promise.all(batch)));
    }
    console.log(`  ${tokens.length} real sign-ins in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const started = Date.now();
    const end = started + SECONDS * 1000;
    let rssStart = NaN;
    let heapStart: Promise<number> = Promise.resolve(NaN);
    const warm = setTimeout(() => {
      measuring = true;
      rssStart = rssMb(server.pid);
      heapStart = heapAfterGcMb(inspectPort);
    }, WARM_UP_SECONDS * 1000);

    const think = () => sleep(THINK_MS / 2 + Math.random() * THINK_MS);
    const user = async (u: number) => {
      const bearer = tokens[u]!;
      // Spread the users' first calls over one think time, as people do not all click at once.
      await sleep(Math.random() * THINK_MS);
      for (let n = 0; Date.now() < end; n++) {
        await timed('GET /jobRequests (job list)', (s) => s === 200, () => call(base, bearer, 'GET', '/jobRequests?pageSize=20'));
        await think();
        if (Date.now() >= end) break;
        await timed('POST translateText (text MT)', (s) => s === 200, () =>
          call(base, bearer, 'POST', '/machineTranslation/actions/translateText', { text: TEXTS[n % TEXTS.length], sourceLanguageCode: 'enu', targetLanguageCode: 'esn' }),
        );
        await think();
        if (Date.now() >= end) break;
        // Every third round: a request with an uploaded file (three calls, as the portal makes them).
        if (n % 3 === u % 3) {
          const fileName = `soak-${u}-${n}.txt`;
          const key = await timed('upload (permission + presigned POST)', () => true, async () => ({ status: 200, body: await upload(base, bearer, fileName, 'Some words to translate.') }));
          if (key) {
            await timed('POST /jobRequests (create with upload)', (s) => s === 201, () =>
              call(base, bearer, 'POST', '/jobRequests', {
                origination: 'WEBFORM',
                name: `Soak ${u}-${n}`,
                requestType: 'TRANSLATION_REQUEST',
                sourceLanguage: { id: 'enu', name: 'English' },
                targetLanguages: [{ id: 'esn', name: 'Spanish' }],
                files: [{ fileName, fileKey: key, category: 'SOURCE_DOCUMENT' }],
                customFields: ACME_CUSTOM_FIELDS,
              }),
            );
          }
          await think();
        }
      }
    };
    // The orchestrator's and the scraper's view during the same load: /health/ready every 500 ms, /metrics every second.
    const watcher = async (name: string, url: string, path: string, everyMs: number) => {
      while (Date.now() < end) {
        await timed(name, (s) => s === 200, async () => {
          const r = await probe(url, path, 10_000);
          return { status: r.status, body: r.error };
        });
        await sleep(everyMs);
      }
    };
    await Promise.all([
      ...tokens.map((_, u) => user(u)),
      watcher('GET /health/ready (probe)', base, '/health/ready', 500),
      watcher('GET /metrics (scrape)', `http://127.0.0.1:${Number(values.port) + 2}`, '/metrics', 1000),
    ]);
    clearTimeout(warm);
    const rssEnd = rssMb(server.pid);
    const heapEnd = await heapAfterGcMb(inspectPort);
    const measuredSeconds = (Date.now() - started) / 1000 - WARM_UP_SECONDS;

    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    let total = 0;
    let errors = 0;
    let worstP99 = 0;
    console.log(`  ${'call'.padEnd(40)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
    for (const [name, s] of stats) {
      const p99 = percentile(s.times, 99);
      // The probe and the scrape are the operator's, not the users': printed, but outside the users' goals.
      const users = !/\((probe|scrape)\)$/.test(name);
      if (users) total += s.times.length;
      errors += s.errors;
      if (users) worstP99 = Math.max(worstP99, p99);
      console.log(`  ${name.padEnd(40)} ${String(s.times.length).padStart(7)} ${percentile(s.times, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${String(s.errors).padStart(7)}${s.firstError ? `  first: ${s.firstError}` : ''}`);
    }
    const growth = (rssEnd - rssStart) / rssStart;
    console.log(`  throughput: ${(total / measuredSeconds).toFixed(1)} calls/s (${total} calls in ${measuredSeconds.toFixed(0)} s)`);
    console.log(`  errors: ${errors} (goal 0): ${met(errors === 0)}`);
    console.log(`  p99 of every call ≤ 200 ms (worst ${worstP99.toFixed(1)} ms): ${met(worstP99 <= 200)}`);
    // "No growth" is judged on the heap after a full collection at the start and at the end of the measured time
    // (two collections in all, each a short pause). Resident memory is printed beside it: it grows while the heap
    // sizes itself to the load and collections wait, which is not a leak.
    const heap0 = await heapStart;
    const heapGrowth = (heapEnd - heap0) / heap0;
    console.log(`  server memory (RSS): ${rssStart.toFixed(0)} MB after warm-up, ${rssEnd.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)}%; goal ≤ ${RSS_GOAL_MB} MB at the end): ${met(rssEnd <= RSS_GOAL_MB)}`);
    console.log(`  server heap after a full collection: ${heap0.toFixed(1)} MB after warm-up, ${heapEnd.toFixed(1)} MB at the end (${(heapGrowth * 100).toFixed(1)}%; goal no growth, ≤ 5%): ${met(heapGrowth <= 0.05)}`);
  } finally {
    await server.stop();
    await db?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
