// The product server (packages/server/src/main.ts) as its own process on loopback, for the benches that load it
// over HTTP: the load generator must not share the server's event loop, and the server's memory is read from
// /proc without the bench's own allocations in it. Stopped by its own process id.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { START_ENV, START_NODE_FLAGS } from '../../start-command.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A memory figure of a process in bytes, from /proc/<pid>/status (Linux): resident now, or its high-water mark. */
export function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Resident memory of the server process in bytes (Linux /proc). */
  rss(): Promise<number>;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
  stop(): Promise<void>;
  /** What the server printed (for errors). */
  log(): string;
}

/**
 * Starts main.ts with `env` on 127.0.0.1:`port` over HTTPS (the product default, its generated certificate),
 * WORKERS=false and no demo seeding unless `env` says otherwise. `nodeArgs` go before the script after the
 * start script's own flags (e.g. --cpu-prof).
 */
export async function startServerProcess(opts: {
  port: number;
  env: Record<string, string>;
  nodeArgs?: string[];
  /** Another server script (relative to the repository root) and its arguments; default the product's main.ts. */
  script?: string;
  args?: string[];
}): Promise<ServerProcess> {
  const baseUrl = `https://127.0.0.1:${opts.port}`;
  const child: ChildProcess = spawn(process.execPath, [...START_NODE_FLAGS, ...(opts.nodeArgs ?? []), opts.script ?? 'packages/server/src/main.ts', ...(opts.args ?? [])], {
    cwd: ROOT,
    env: {
      ...START_ENV,
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      WORKERS: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    if (/listening on/.test(out)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready in 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async rss() {
      return procStatusBytes(child.pid!, 'VmRSS');
    },
    stop,
    log: () => out,
  };
}
