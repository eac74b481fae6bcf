// Shared by the PostgreSQL benches (reports, dashboard, job-list): a throw-away database on the server at
// DATABASE_URL (created, migrated and seeded with the reference data; dropped at the end), raw SQL for bulk
// seeding in generate_series, the app behind a fixed bench principal, and the percentile timing they print.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { buildApp } from '../../../packages/server/src/app.ts';
import { loadConfig } from '../../../packages/server/src/config/config.ts';
import { openDatabase, type Database } from '../../../packages/server/src/db/client.ts';
import { seed } from '../../../packages/server/src/seed/index.ts';
import type { Principal } from '../../../packages/server/src/identity/principal.ts';
import { systemClock } from '../../../packages/server/src/lib/clock.ts';

export type Rows<T> = { rows: T[] };

/** Raw SQL through the pool Drizzle runs on (drizzle's $client), so the benches need no packages of their own. */
export async function query<T = Record<string, unknown>>(database: Database, text: string, params: unknown[] = []): Promise<Rows<T>> {
  return (database.db as unknown as { $client: { query(t: string, p: unknown[]): Promise<Rows<T>> } }).$client.query(text, params);
}

export interface BenchDatabase {
  database: Database;
  /** The bench database's name (printed with the figures). */
  dbName: string;
  /** Connection URL of the bench database. */
  url: string;
  /** A temporary data directory for the app's object store. */
  dataDir: string;
  /** Closes the connection, drops the database and removes the data directory (call it in `finally`). */
  drop(): Promise<void>;
}

/**
 * A new database on the server at DATABASE_URL, migrated and seeded with the reference data (no demo data).
 * If migrating or seeding fails, it is dropped before the error is thrown.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `lingua_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const d = await openDatabase({ databaseUrl: adminUrl });
    try {
      await query(d, text);
    } finally {
      await d.close();
    }
  };
  await admin(`CREATE DATABASE "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingua-bench-'));
  const database = await openDatabase({ databaseUrl: url.toString() });
  const drop = async () => {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    await seed(database.db, { clock: systemClock, demo: false });
  } catch (e) {
    await drop();
    throw e;
  }
  return { database, dbName, url: url.toString(), dataDir, drop };
}

/** The bench user; each bench sets the roles, applications and organisation it measures. */
export function benchPrincipal(p: Pick<Principal, 'roles' | 'applications' | 'clientId'> & Partial<Principal>): Principal {
  return {
    userId: '00000000-0000-4000-8000-000000000000',
    username: 'bench',
    email: 'bench@bench.example',
    firstName: 'Bench',
    lastName: 'User',
    isFederated: false,
    ...p,
  };
}

/**
 * The app on the bench database, ready for app.inject. Benches measure their calls, not sign-in: every request
 * acts as `principal`. `env` adds configuration variables (e.g. WORKERS).
 */
export async function benchApp(bench: BenchDatabase, principal: Principal, env: NodeJS.ProcessEnv = {}) {
  const config = {
    ...loadConfig({ HTTPS: 'false', SEED_DEMO_DATA: 'false', ...env }),
    dataDir: bench.dataDir,
    databaseUrl: bench.url,
    signingSecret: 'bench-secret-0123456789abcdef0123',
  };
  const app = await buildApp(
    { config, database: bench.database, db: bench.database.db, clock: systemClock },
    { configure: (a) => a.addHook('preHandler', async (req) => void (req.principal = principal)) },
  );
  await app.ready();
  return app;
}

export const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

/** Durations in ms of `runs` calls of `fn`, after `warmUp` unmeasured calls. */
export async function time(fn: () => Promise<unknown>, runs: number, warmUp: number, before?: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Untimed preparation of each run (e.g. a change that makes the server build a kept page again).
    await before?.();
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}
