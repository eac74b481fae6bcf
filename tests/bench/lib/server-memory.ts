// Where a server process's memory is, sampled while a bench loads it (decision 169): what the process says through
// its loopback inspector (process.memoryUsage() and V8's heap spaces) beside what the kernel says
// (/proc/<pid>/smaps_rollup), and at a chosen moment the kernel's mappings sorted into the allocator's places (the
// brk heap, glibc's other arenas, large anonymous mappings — V8's pages and malloc's mmapped blocks — and files).
// Resident memory that no JavaScript object explains shows up here as the difference between the kernel's
// anonymous memory and V8's heap plus the ArrayBuffers.
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** One open DevTools protocol session with a process started with --inspect=host:port. */
export class Inspector {
  readonly #ws: WebSocket;
  #next = 0;

  private constructor(ws: WebSocket) {
    this.#ws = ws;
  }

  static async connect(port: number): Promise<Inspector> {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
    const ws = new WebSocket(target!.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve, { once: true });
      ws.addEventListener('error', reject, { once: true });
    });
    return new Inspector(ws);
  }

  send(method: string, params: object = {}): Promise<{ result?: { value?: unknown }; exceptionDetails?: unknown }> {
    return new Promise((resolve, reject) => {
      const id = ++this.#next;
      const onMessage = (e: MessageEvent) => {
        const m = JSON.parse(String(e.data)) as { id?: number; result?: { result?: { value?: unknown } }; error?: { message: string } };
        if (m.id !== id) return;
        this.#ws.removeEventListener('message', onMessage);
        if (m.error) reject(new Error(`${method}: ${m.error.message}`));
        else resolve(m.result ?? {});
      };
      this.#ws.addEventListener('message', onMessage);
      this.#ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Evaluates `expression` in the process's main context; its value must be JSON. */
  async evaluate<T>(expression: string): Promise<T> {
    const r = await this.send('Runtime.evaluate', { expression, returnByValue: true });
    if (r.exceptionDetails) throw new Error(`evaluate failed: ${JSON.stringify(r.exceptionDetails).slice(0, 300)}`);
    return r.result?.value as T;
  }

  /** A full garbage collection (the DevTools "collect garbage" button). */
  async collectGarbage(): Promise<void> {
    await this.send('HeapProfiler.collectGarbage');
  }

  close(): void {
    this.#ws.close();
  }
}

// Runs inside the server: sums its garbage collections' pauses by kind (minor = scavenges) from now on, so the bench
// can weigh a memory setting against the time its collections take.
const GC_WATCH = `(() => {
  const g = (globalThis.__benchGc = { minor: 0, minorMs: 0, major: 0, majorMs: 0 });
  const { constants } = process.getBuiltinModule('perf_hooks');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const minor = e.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
      g[minor ? 'minor' : 'major']++;
      g[minor ? 'minorMs' : 'majorMs'] += e.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  return true;
})()`;

export interface GcTotals {
  minor: number;
  minorMs: number;
  major: number;
  majorMs: number;
}

/** Starts summing the server's collections; `read` returns the totals since. */
export async function watchCollections(inspector: Inspector): Promise<{ read(): Promise<GcTotals> }> {
  await inspector.evaluate(GC_WATCH);
  return { read: () => inspector.evaluate<GcTotals>('globalThis.__benchGc') };
}

/** The fields of /proc/<pid>/smaps_rollup in bytes (Rss, Anonymous, Private_Dirty, …). */
export function smapsRollup(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').matchAll(/^(\w+):\s+(\d+) kB/gm)) out[m[1]!] = Number(m[2]) * 1024;
  return out;
}

export interface MemorySample {
  /** Seconds since the sampler started. */
  s: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8's new space (two semi-spaces' worth of committed pages) and its old generation, committed. */
  newSpace: number;
  oldSpaces: number;
  anonymous: number;
  privateDirty: number;
  /** Resident and backed by files (code, the WebAssembly module's bytes, locale data). */
  file: number;
}

// Runs inside the server: its own figures, one JSON value (process.getBuiltinModule works in any module kind).
const IN_PROCESS = `(() => {
  const m = process.memoryUsage();
  const spaces = process.getBuiltinModule('v8').getHeapSpaceStatistics();
  const size = (re) => spaces.filter((s) => re.test(s.space_name)).reduce((n, s) => n + s.space_size, 0);
  return { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers,
    newSpace: size(/^new_space$/), oldSpaces: size(/^(old|code|shared|trusted)/) };
})()`;

export async function sampleMemory(pid: number, inspector: Inspector, s: number): Promise<MemorySample> {
  const inside = await inspector.evaluate<Omit<MemorySample, 's' | 'anonymous' | 'privateDirty' | 'file'>>(IN_PROCESS);
  const kernel = smapsRollup(pid);
  return { s, ...inside, anonymous: kernel.Anonymous ?? NaN, privateDirty: kernel.Private_Dirty ?? NaN, file: (kernel.Rss ?? NaN) - (kernel.Anonymous ?? NaN) };
}

/** Anonymous resident memory that neither V8's heap nor the ArrayBuffers account for: malloc's, native modules'. */
export const nativeOther = (m: MemorySample): number => m.anonymous - m.heapTotal - m.arrayBuffers;

/** Samples a process's memory every `everyMs` until stopped; a failed sample (a busy inspector) is skipped. */
export class MemorySampler {
  readonly samples: MemorySample[] = [];
  readonly #began = performance.now();
  #timer: NodeJS.Timeout | undefined;
  #pending: Promise<void> = Promise.resolve();

  readonly pid: number;
  readonly inspector: Inspector;

  constructor(pid: number, inspector: Inspector) {
    this.pid = pid;
    this.inspector = inspector;
  }

  start(everyMs = 1000): this {
    const tick = () => {
      this.#pending = this.sample().then(() => undefined, () => undefined);
    };
    tick();
    this.#timer = setInterval(tick, everyMs);
    return this;
  }

  async sample(): Promise<MemorySample> {
    const m = await sampleMemory(this.pid, this.inspector, (performance.now() - this.#began) / 1000);
    this.samples.push(m);
    return m;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#pending;
  }

  /** The sample nearest to `s` seconds. */
  at(s: number): MemorySample | undefined {
    return this.samples.reduce<MemorySample | undefined>((best, m) => (!best || Math.abs(m.s - s) < Math.abs(best.s - s) ? m : best), undefined);
  }

  /** The lowest or the highest of each figure over the samples from `fromS` seconds on (each at its own moment). */
  extreme(which: 'min' | 'max', fromS = 0): MemorySample | undefined {
    const samples = this.samples.filter((m) => m.s >= fromS);
    if (!samples.length) return undefined;
    const keys = Object.keys(samples[0]!) as Array<keyof MemorySample>;
    return Object.fromEntries(keys.map((k) => [k, Math[which](...samples.map((m) => m[k]))])) as unknown as MemorySample;
  }
}

const COLUMNS: Array<[string, (m: MemorySample) => number]> = [
  ['rss', (m) => m.rss],
  ['anon', (m) => m.anonymous],
  ['file', (m) => m.file],
  ['heapTot', (m) => m.heapTotal],
  ['heapUsed', (m) => m.heapUsed],
  ['newSpc', (m) => m.newSpace],
  ['oldSpc', (m) => m.oldSpaces],
  ['extern', (m) => m.external],
  ['arrBuf', (m) => m.arrayBuffers],
  ['native', nativeOther],
];

/** A table in MB: one row per labelled sample; `native` = anonymous − V8 heap − ArrayBuffers. */
export function memoryTable(rows: Array<[string, MemorySample | undefined]>, indent = '    '): string[] {
  const head = `${indent}${'MB'.padEnd(14)}${COLUMNS.map(([n]) => n.padStart(9)).join('')}`;
  return [
    head,
    ...rows.filter((r): r is [string, MemorySample] => r[1] !== undefined).map(([label, m]) => `${indent}${label.padEnd(14)}${COLUMNS.map(([, f]) => (f(m) / MB).toFixed(0).padStart(9)).join('')}`),
  ];
}

/**
 * The process's resident memory by where the allocator put it, from /proc/<pid>/smaps: the brk heap (glibc's main
 * arena), glibc's other arenas (their 64 MB-aligned reservations), other anonymous mappings (V8's pages, malloc's
 * blocks above its mmap threshold, WebAssembly memories, thread stacks) and files.
 */
export function residentByPlace(pid: number): Record<string, number> {
  const out: Record<string, number> = { 'brk heap': 0, 'malloc arenas': 0, 'other anonymous': 0, files: 0 };
  const ARENA = 64 * MB;
  let start = 0;
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      start = parseInt(head[1]!, 16);
      name = head[2]!;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const bytes = Number(rss[1]) * 1024;
    const place = name === '[heap]' ? 'brk heap' : name.startsWith('/') ? 'files' : start % ARENA === 0 && name === '' ? 'malloc arenas' : 'other anonymous';
    out[place]! += bytes;
  }
  return out;
}

export const placesLine = (places: Record<string, number>): string =>
  Object.entries(places)
    .map(([k, v]) => `${k} ${(v / MB).toFixed(0)} MB`)
    .join(', ');
