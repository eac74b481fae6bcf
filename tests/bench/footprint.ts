// The server's footprint (decisions 115, 126 and 169): how long the product server takes from
// process start to ready (GET /health/ready answers 200) and how much memory it holds, on PGlite and on
// PostgreSQL, with the demo data present. Per database the server is started twice as `pnpm start` would
// (workers on, demo data seeded): the first start creates the demo data, the second is the one measured. It
// prints, with met / NOT met against its goals and the load average beside:
//   - start → ready, polled every 20 ms (goal ≤ 3 s on PGlite, ≤ 2 s on PostgreSQL);
//   - the peak resident memory while starting (the kernel's high-water mark at ready; goal ≤ 400 MB on both);
//   - at rest, after --rest seconds: the resident memory (goal ≤ 250 MB on PGlite, ≤ 170 MB on PostgreSQL),
//     the JavaScript heap in use (from the server's own metrics listener), where the resident memory is, and the
//     engine processes the server started (Apertium pipelines, LibreOffice), each by name, apart from the
//     server's own figure.
// A benchmark: nothing here fails a build.
//
//   node tests/bench/footprint.ts [--db both|pglite|postgres] [--rest 15] [--port 9160] [--node-arg FLAG ...]
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchDatabase, type BenchDatabase } from './lib/pg-bench.ts';
import { procStatusBytes } from './lib/server-process.ts';
import { placesLine, residentByPlace, smapsRollup } from './lib/server-memory.ts';
import { START_ENV, START_NODE_FLAGS } from '../start-command.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rest: { type: 'string', default: '15' },
    port: { type: 'string', default: '9160' },
    // Flags for the server's node (e.g. --node-arg=--liftoff-only), to compare a V8 setting.
    'node-arg': { type: 'string', multiple: true },
  },
});
const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(values.port);
const METRICS_PORT = PORT + 1;
const REST_SECONDS = Number(values.rest);
const MB = 1024 * 1024;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
// The product server answers over HTTPS with its own generated certificate, on loopback.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';


/** Every process below `pid` (the engines it started), with its command name and resident memory. */
function descendants(pid: number): Array<{ pid: number; name: string; rss: number }> {
  const parent = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
      parent.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  const below = (p: number): boolean => {
    for (let up = parent.get(p); up !== undefined && up > 1; up = parent.get(up)) if (up === pid) return true;
    return false;
  };
  const out: Array<{ pid: number; name: string; rss: number }> = [];
  for (const p of parent.keys()) {
    if (!below(p)) continue;
    try {
      out.push({ pid: p, name: names.get(p)!, rss: procStatusBytes(p, 'VmRSS') });
    } catch {
      // Ended meanwhile.
    }
  }
  return out;
}

/**
 * Values of the server's Prometheus text (the prom-client default metrics carry the product's prefix), by the
 * name with its labels as the text writes them (`…_bytes{space="new"}`) or by the bare name.
 */
async function metrics(...names: string[]): Promise<number[]> {
  const lines = (await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text()).split('\n');
  return names.map((name) => {
    const line = lines.find((l) => l.startsWith(`${name} `) || (!name.includes('{') && l.startsWith(`${name}{`)));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
  });
}

interface Started {
  child: ChildProcess;
  readyMs: number;
  output: () => string;
}

/** Starts main.ts as `pnpm start` does and waits for readiness, timing from the spawn. */
async function start(env: Record<string, string>): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, [...START_NODE_FLAGS, ...(values['node-arg'] ?? []), 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...START_ENV,
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `https://127.0.0.1:${PORT}`,
      METRICS_PORT: String(METRICS_PORT),
      METRICS_HOST: '127.0.0.1',
      WORKERS: 'true',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = began + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited while starting:\n${out}`);
    try {
      const res = await fetch(`https://127.0.0.1:${PORT}/health/ready`);
      await res.arrayBuffer();
      if (res.status === 200) return { child, readyMs: performance.now() - began, output: () => out };
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in 180 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Decision 169: the peak while starting, on both databases. */
const PEAK_GOAL_MB = 400;

async function measure(label: 'PGlite' | 'PostgreSQL', env: Record<string, string>, goals: { readyMs: number; restMb: number }) {
  // The first start creates the demo data; it is timed too, as a new installation's first start.
  const first = await start(env);
  await stop(first.child);
  const started = await start(env);
  const { child } = started;
  const pid = child.pid!;
  try {
    const peak = procStatusBytes(pid, 'VmHWM');
    await new Promise((r) => setTimeout(r, REST_SECONDS * 1000));
    const rest = procStatusBytes(pid, 'VmRSS');
    const kernel = smapsRollup(pid);
    const places = residentByPlace(pid);
    const [heap = NaN, heapTotal = NaN, newSpace = NaN, external = NaN] = await metrics(
      'lingua_nodejs_heap_size_used_bytes',
      'lingua_nodejs_heap_size_total_bytes',
      'lingua_nodejs_heap_space_size_total_bytes{space="new"}',
      'lingua_nodejs_external_memory_bytes',
    );
    const engines = descendants(pid);
    const byName = new Map<string, { count: number; rss: number }>();
    for (const e of engines) {
      const sum = byName.get(e.name) ?? { count: 0, rss: 0 };
      byName.set(e.name, { count: sum.count + 1, rss: sum.rss + e.rss });
    }
    console.log(`\n${label} — load ${load()}`);
    console.log(`  first start (creates the demo data) → ready: ${(first.readyMs / 1000).toFixed(2)} s`);
    console.log(`  start with the demo data → ready:        ${(started.readyMs / 1000).toFixed(2)} s (goal ≤ ${goals.readyMs / 1000} s: ${verdict(started.readyMs <= goals.readyMs)})`);
    console.log(`  peak resident memory while starting:    ${(peak / MB).toFixed(0)} MB (goal ≤ ${PEAK_GOAL_MB} MB: ${verdict(peak <= PEAK_GOAL_MB * MB)})`);
    console.log(`  resident memory at rest after ${REST_SECONDS} s:     ${(rest / MB).toFixed(0)} MB (goal ≤ ${goals.restMb} MB: ${verdict(rest <= goals.restMb * MB)})`);
    console.log(`  JavaScript heap in use at rest:          ${(heap / MB).toFixed(0)} MB`);
    // Where the resting memory is (decision 169): the kernel's anonymous and file-backed pages, V8's heap as
    // committed (its new space apart) and the memory V8 was told of outside it (ArrayBuffers: PGlite's WebAssembly
    // memory among them), and the anonymous pages by the allocator's place.
    const mb = (n: number | undefined) => `${((n ?? NaN) / MB).toFixed(0)} MB`;
    console.log(`  at rest, where: anonymous ${mb(kernel.Anonymous)}, files ${mb((kernel.Rss ?? NaN) - (kernel.Anonymous ?? NaN))}; V8 heap ${mb(heapTotal)} (new space ${mb(newSpace)}), external ${mb(external)}; ${placesLine(places)}`);
    if (byName.size === 0) console.log('  engine processes: none running');
    for (const [name, s] of [...byName].sort((a, b) => b[1].rss - a[1].rss))
      console.log(`  engine processes: ${name} ×${s.count}, ${(s.rss / MB).toFixed(0)} MB resident`);
  } catch (err) {
    console.error(started.output());
    throw err;
  } finally {
    await stop(child);
  }
}

console.log(`server footprint bench — load ${load()} — ${os.cpus().length} cores — node ${[...START_NODE_FLAGS, ...(values['node-arg'] ?? [])].join(' ')}`);
if (values.db === 'both' || values.db === 'pglite') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lingua-footprint-'));
  try {
    await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, { readyMs: 3000, restMb: 250 });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
if (values.db === 'both' || values.db === 'postgres') {
  let bench: BenchDatabase | undefined;
  try {
    bench = await openBenchDatabase();
    await measure('PostgreSQL', { DATA_DIR: bench.dataDir, DATABASE_URL: bench.url }, { readyMs: 2000, restMb: 170 });
  } finally {
    await bench?.drop();
  }
}
