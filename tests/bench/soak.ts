// Soak: simulated users through the real flows against a real server process on
// loopback, bounded in users and time. Every user signs in for real (authorization code + PKCE through the
// embedded provider's pages), then loops: job list, text machine translation, and a request created with an
// uploaded file (upload permission → presigned POST → POST /jobRequests), with a think time between calls.
// Beside the users, --streams notice streams (server-sent events, as the portal's bell opens them) stay open
// through the run, so the memory figures include what a crowd of idle open tabs holds.
// Prints throughput, p50/p99 per call, errors, and the server's heap after a full collection (read through its
// loopback inspector) and resident memory, after warm-up and at the end,
// each goal with met / NOT met. Under the same load it probes /health/ready twice a second and scrapes the
// metrics listener once a second, and prints their latency: an orchestrator's probe or a Prometheus scrape that
// slows down under load takes a busy process out of service (decision 097). Every second it samples where the
// server's memory is (process.memoryUsage() through the inspector, /proc/<pid>/smaps_rollup) and prints it after
// warm-up, mid-run and at the end, and the resident memory by allocator place at the end (decision 169).
// With --runs N it starts a new server N times and judges the resident memory at the end of every run: it
// differs from run to run, and one good run proves little. Nothing here fails a build: the figures depend on the
// machine's load.
//
//   node tests/bench/soak.ts [--users 200] [--seconds 60] [--think-ms 1000] [--db postgres|pglite] [--port 9145]
//     [--runs 1] [--streams 1000] [--node-arg FLAG ...] [--env NAME=VALUE ...]
//   (the inspector listens on port + 1, the metrics on port + 2; --node-arg and --env add to how `pnpm start`
//   starts the server, to compare a setting)
//
// PostgreSQL is TEST_DATABASE_URL's (or DATABASE_URL's) server; a database of its own is created and dropped.
import fs from 'node:fs/promises';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { probe } from '../reliability/lib/probes.ts';
import { ACME_CUSTOM_FIELDS, ALICE, call, createDatabase, ServerProcess, sleep, tempDir, token, upload } from '../reliability/lib/system.ts';
import { loadAverage } from './lib/figures.ts';
import { procStatusBytes } from './lib/server-process.ts';
import { Inspector, MemorySampler, memoryTable, placesLine, residentByPlace, watchCollections, type GcTotals } from './lib/server-memory.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '1000' },
    db: { type: 'string', default: 'postgres' },
    port: { type: 'string', default: '9145' },
    runs: { type: 'string', default: '1' },
    streams: { type: 'string', default: '1000' },
    'node-arg': { type: 'string', multiple: true },
    env: { type: 'string', multiple: true },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const THINK_MS = Number(values['think-ms']);
const RUNS = Number(values.runs);
const STREAMS = Number(values.streams);
const PGLITE = values.db === 'pglite';
const WARM_UP_SECONDS = Math.min(10, Math.floor(SECONDS / 6));
/** Decision 126: the server's resident memory after the soak's 60 s of 200 users, in every run (decision 169). */
const RSS_GOAL_MB = PGLITE ? 450 : 400;
// The demo users who may use machine translation and create requests in their company.
const ACCOUNTS = [ALICE, 'employee@acme-health.example'];
const TEXTS = ['The house is big.', 'Please send the signed contract by Friday.', 'Take one tablet twice a day with food.'];
const MB = 1024 * 1024;

const rssMb = (pid: number): number => procStatusBytes(pid, 'VmRSS') / MB;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/**
 * The server's JavaScript heap in MB right after a full garbage collection: what a leak would grow, without the
 * resident memory's noise (a heap sized to the load, allocator arenas, collections not run yet).
 */
async function heapAfterGcMb(inspector: Inspector): Promise<number> {
  await inspector.collectGarbage();
  return (await inspector.evaluate<number>('process.memoryUsage().heapUsed')) / MB;
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

function record(name: string, ms: number, failure: string | undefined): void {
  if (!measuring) return;
  const s = stats.get(name) ?? { times: [], errors: 0 };
  stats.set(name, s);
  s.times.push(ms);
  if (failure) {
    s.errors++;
    s.firstError ??= failure;
  }
}

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
  record(name, performance.now() - t0, failure);
  return failure ? undefined : body;
}

/** `count` open notice streams, as many browser tabs' bells; each resolves once the server's first field came. */
async function openStreams(base: string, tokens: string[], count: number): Promise<{ close(): void; ended: () => number }> {
  const open: http.ClientRequest[] = [];
  let closing = false;
  let ended = 0;
  const one = (bearer: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}/v1/notices/stream`, { agent: false, headers: { authorization: `Bearer ${bearer}`, accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        res.once('data', () => resolve());
        res.on('close', () => {
          if (!closing) ended++;
        });
      });
      req.on('error', (err) => (closing ? undefined : reject(err)));
      open.push(req);
    });
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => one(tokens[(i + j) % tokens.length]!)));
  return {
    close() {
      closing = true;
      for (const req of open) req.destroy();
    },
    ended: () => ended,
  };
}

/** The users' loops, the probe and the scrape until `end`. */
async function load(base: string, metricsBase: string, tokens: string[], end: number): Promise<void> {
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
  await Promise.all([...tokens.map((_, u) => user(u)), watcher('GET /health/ready (probe)', base, '/health/ready', 500), watcher('GET /metrics (scrape)', metricsBase, '/metrics', 1000)]);
}

/** Prints the calls' figures; returns how many calls failed. */
function printCalls(measuredSeconds: number): number {
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
  console.log(`  throughput: ${(total / measuredSeconds).toFixed(1)} calls/s (${total} calls in ${measuredSeconds.toFixed(0)} s)`);
  console.log(`  errors: ${errors} (goal 0): ${met(errors === 0)}`);
  console.log(`  p99 of every call ≤ 200 ms (worst ${worstP99.toFixed(1)} ms): ${met(worstP99 <= 200)}`);
  return errors;
}

/** Real sign-ins, a few at a time (each is a password check and the provider's pages). */
async function signIns(base: string): Promise<string[]> {
  const t0 = performance.now();
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i += 8) {
    const batch = Array.from({ length: Math.min(8, USERS - i) }, (_, j) => token(base, ACCOUNTS[(i + j) % ACCOUNTS.length]));
    tokens.push(...(await Promise.all(batch)));
  }
  console.log(`  ${tokens.length} real sign-ins in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return tokens;
}

interface RunResult {
  rssEnd: number;
  rssAfterGc: number;
  heapEnd: number;
}

/** One soak against a new server; prints its figures and returns the memory ones. */
async function soak(run: number): Promise<RunResult> {
  stats.clear();
  measuring = false;
  const dataDir = await tempDir('lingua-soak-');
  const db = PGLITE ? undefined : await createDatabase('lingua_soak');
  const port = Number(values.port);
  const inspectPort = port + 1;
  const extraEnv = Object.fromEntries((values.env ?? []).map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
  const server = new ServerProcess({
    port,
    dataDir,
    databaseUrl: db?.url,
    env: { MT_APERTIUM_POOL_SIZE: '2', METRICS_PORT: String(port + 2), ...extraEnv },
    // The inspector (loopback only) lets the bench read the server's heap after a full collection.
    nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`, ...(values['node-arg'] ?? [])],
  });
  let inspector: Inspector | undefined;
  let streams: Awaited<ReturnType<typeof openStreams>> | undefined;
  try {
    await server.start();
    const base = server.baseUrl;
    console.log(`\nrun ${run} of ${RUNS} — soak: ${USERS} users and ${STREAMS} open notice streams for ${SECONDS} s (think time ~${THINK_MS} ms, first ${WARM_UP_SECONDS} s not measured) on ${db ? 'PostgreSQL' : 'PGlite'}, server pid ${server.pid}, load ${loadAverage()}`);
    inspector = await Inspector.connect(inspectPort);
    const sampler = new MemorySampler(server.pid, inspector);
    const tokens = await signIns(base);

    // Each side of the streams' opening after a full collection (before the measured time, which starts with its
    // own): what the streams hold, not the sign-ins' garbage.
    await inspector.collectGarbage();
    const beforeStreams = await sampler.sample();
    streams = await openStreams(base, tokens, STREAMS);
    await sleep(1000);
    await inspector.collectGarbage();
    const withStreams = await sampler.sample();
    if (STREAMS > 0) {
      const perStream = (k: 'rss' | 'heapUsed') => ((withStreams[k] - beforeStreams[k]) / STREAMS / 1024).toFixed(1);
      console.log(`  ${STREAMS} notice streams open: ${perStream('rss')} kB resident and ${perStream('heapUsed')} kB of live heap per stream (after full collections)`);
    }

    sampler.start(1000);
    const started = Date.now();
    const end = started + SECONDS * 1000;
    let rssStart = NaN;
    let heapStart: Promise<number> = Promise.resolve(NaN);
    let collections: Promise<{ read(): Promise<GcTotals> }> | undefined;
    const warm = setTimeout(() => {
      measuring = true;
      rssStart = rssMb(server.pid);
      heapStart = heapAfterGcMb(inspector!);
      collections = heapStart.then(() => watchCollections(inspector!));
    }, WARM_UP_SECONDS * 1000);
    const loadStart = sampler.samples.length ? sampler.samples[sampler.samples.length - 1]!.s : 0;
    await load(base, `http://127.0.0.1:${port + 2}`, tokens, end);
    clearTimeout(warm);
    await sampler.stop();
    const rssEnd = rssMb(server.pid);
    const gc = await (await collections)?.read();
    const endSample = await sampler.sample();
    const placesEnd = residentByPlace(server.pid);
    const measuredSeconds = (Date.now() - started) / 1000 - WARM_UP_SECONDS;
    // A failed call's cause is in the server's own log (its warnings and errors), not in the status the bench saw.
    if (printCalls(measuredSeconds) > 0) console.log(`  the server's last log lines:\n${server.log.trim().split('\n').slice(-8).map((l) => `    ${l.slice(0, 400)}`).join('\n')}`);

    // "No growth" is judged on the heap after a full collection at the start and at the end of the measured time
    // (two collections in all, each a short pause). Resident memory is printed beside it: it grows while the heap
    // sizes itself to the load and collections wait, which is not a leak. The goal stays on the resident memory
    // before that last collection: a server under load is not collected on demand.
    const heapEnd = await heapAfterGcMb(inspector);
    await sleep(500);
    const afterGc = await sampler.sample();
    const placesAfterGc = residentByPlace(server.pid);
    const heap0 = await heapStart;
    const heapGrowth = (heapEnd - heap0) / heap0;
    const growth = (rssEnd - rssStart) / rssStart;
    // What the heap's settings cost in time: the collections' pauses over the measured time (decision 169).
    if (gc) console.log(`  collections over the measured time: ${gc.minor} minor, ${gc.minorMs.toFixed(0)} ms; ${gc.major} major, ${gc.majorMs.toFixed(0)} ms; ${(((gc.minorMs + gc.majorMs) / 1000 / measuredSeconds) * 100).toFixed(1)}% of the time`);
    console.log(`  server memory (RSS): ${rssStart.toFixed(0)} MB after warm-up, ${rssEnd.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)}%; goal ≤ ${RSS_GOAL_MB} MB at the end): ${met(rssEnd <= RSS_GOAL_MB)}; ${(afterGc.rss / MB).toFixed(0)} MB after a full collection`);
    console.log(`  server heap after a full collection: ${heap0.toFixed(1)} MB after warm-up, ${heapEnd.toFixed(1)} MB at the end (${(heapGrowth * 100).toFixed(1)}%; goal no growth, ≤ 5%): ${met(heapGrowth <= 0.05)}`);
    console.log(`  where the server's memory is, sampled every second (native = anonymous − V8 heap − ArrayBuffers; lowest and highest over the measured time):`);
    for (const line of memoryTable([
      ['before streams', beforeStreams],
      ['streams open', withStreams],
      ['warm-up', sampler.at(loadStart + WARM_UP_SECONDS)],
      ['mid', sampler.at(loadStart + SECONDS / 2)],
      ['end', endSample],
      ['lowest (each)', sampler.extreme('min', loadStart + WARM_UP_SECONDS)],
      ['highest (each)', sampler.extreme('max', loadStart + WARM_UP_SECONDS)],
      ['after full GC', afterGc],
    ]))
      console.log(line);
    console.log(`  resident by place at the end: ${placesLine(placesEnd)}`);
    console.log(`  resident by place after a full collection: ${placesLine(placesAfterGc)}`);
    if (STREAMS > 0) console.log(`  notice streams ended by the server during the run: ${streams.ended()} (goal 0): ${met(streams.ended() === 0)}`);
    return { rssEnd, rssAfterGc: afterGc.rss / MB, heapEnd };
  } finally {
    streams?.close();
    inspector?.close();
    await server.stop();
    await db?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`soak bench — load ${loadAverage()} — server: node ${[...(values['node-arg'] ?? [])].join(' ')} ${(values.env ?? []).join(' ')} (beside \`pnpm start\`'s own)`);
  const results: RunResult[] = [];
  for (let run = 1; run <= RUNS; run++) results.push(await soak(run));
  const worst = Math.max(...results.map((r) => r.rssEnd));
  console.log(`\nresident memory at the end, run by run: ${results.map((r) => `${r.rssEnd.toFixed(0)} MB`).join(', ')} (after a full collection: ${results.map((r) => `${r.rssAfterGc.toFixed(0)}`).join(', ')} MB)`);
  console.log(`heap in use after a full collection at the end: ${results.map((r) => r.heapEnd.toFixed(1)).join(', ')} MB`);
  console.log(`worst: ${worst.toFixed(0)} MB (goal ≤ ${RSS_GOAL_MB} MB on ${PGLITE ? 'PGlite' : 'PostgreSQL'} in every run): ${met(worst <= RSS_GOAL_MB)} — load ${loadAverage()}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
