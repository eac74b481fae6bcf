// One Drizzle database over PGlite (embedded, the default) or PostgreSQL (DATABASE_URL): same SQL and migrations.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { Db } from './db-type.ts';
import { installChangeTriggers } from './change-triggers.ts';
import { installTrigramSearch } from './trigram-search.ts';
import { tracing } from '../instrumentation/tracing.ts';

export type { Db, Schema } from './db-type.ts';

export const PGLITE_LOCK = 'pglite.pid';

export async function pgliteHolder(dataDir: string): Promise<number | undefined> {
  const pid = Number(await fs.readFile(path.join(dataDir, PGLITE_LOCK), 'utf8').catch(() => ''));
  if (!pid || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Listener {
  /** Resolves once every notification committed before the call has been delivered to the callback. */
  synced(): Promise<void>;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Also installs the triggers drizzle-kit does not model. On PostgreSQL under an advisory lock: one process migrates. */
  migrate(): Promise<void>;
  /** PostgreSQL: a session advisory lock on its own connection, so `fn` may use the pool. PGlite: `fn` just runs. */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PostgreSQL listens on its own connection; `onLost` is called once when it is lost (notifications may be missed). */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (err: Error) => void): Promise<Listener>;
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Shared buffers live in WebAssembly memory, which never shrinks: 16 MB, not the default 128 (decision 126). */
const PGLITE_CONF = ['shared_buffers = 16MB'];

/** No dataDir nor URL: in-memory PGlite (tests); `loadDataDir` skips initdb, most of PGlite's start-up. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // No JIT (decision 158): compiling a plan costs 0.1–1 s, more than any statement of this app runs, and the
    // fuzzy lookup's many small index scans make its estimate look large enough to trigger it.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off' });
    // A connection the server ends emits 'error', unheard an uncaught exception; the pool replaces it, so log only.
    const lost = (err: Error) => console.error(`database: connection lost (${err.message})`);
    pool.on('error', lost);
    // A checked-out connection is not covered by the pool's listener; a query running on it still rejects.
    pool.on('connect', (client) => client.on('error', lost));
    tracing()?.tracePgPool(pool as never);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusive = <T>(name: string, fn: () => Promise<T>) => withAdvisoryLock(opts.databaseUrl!, name, fn);
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        exclusive('lingua:migrate', async () => {
          await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
          await installChangeTriggers(db);
          await installTrigramSearch(db);
        }),
      exclusive,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
      listen: (channel, onPayload, onLost) => listenPg(opts.databaseUrl!, channel, onPayload, onLost),
      close: () => pool.end(),
    };
  }
  const client = opts.dataDir
    ? new PGlite(path.join(opts.dataDir, 'pglite'), { postgresqlconf: PGLITE_CONF, extensions: { pg_trgm } })
    : new PGlite({ postgresqlconf: PGLITE_CONF, extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await client.waitReady;
  tracing()?.tracePglite(client as never);
  // PGlite takes no lock on its files; this one tells the backup command (shell/backup.ts) that they are open.
  const lockFile = opts.dataDir ? path.join(opts.dataDir, PGLITE_LOCK) : undefined;
  if (lockFile) await fs.writeFile(lockFile, String(process.pid));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await installChangeTriggers(db);
      await installTrigramSearch(db);
    },
    exclusive: (_name, fn) => fn(),
    listen: async (channel, onPayload) => {
      // PGlite calls back while the notifying statement completes: a change is applied before the writer's await returns.
      const unlisten = await client.listen(channel, onPayload);
      return { synced: async () => undefined, close: () => unlisten() };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      if (lockFile) await fs.rm(lockFile, { force: true });
    },
  };
}

/** Drizzle's migrator takes no lock: two processes starting on an empty database would both run the first migration. */
async function withAdvisoryLock<T>(url: string, name: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'lingua-lock' });
  await client.connect();
  try {
    // hashtext gives the lock a stable 32-bit key from its name; the two-key form keeps it apart from pg-boss's locks.
    await client.query('select pg_advisory_lock(20260527, hashtext($1))', [name]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock(20260527, hashtext($1))', [name]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function listenPg(url: string, channel: string, onPayload: (payload: string) => void, onLost: (err: Error) => void): Promise<Listener> {
  const client = new pg.Client({ connectionString: url });
  let closing = false;
  let lost = false;
  const lose = (err: Error) => {
    if (closing || lost) return;
    lost = true;
    onLost(err);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('listening connection ended')));
  client.on('notification', (m) => {
    if (m.channel === channel) onPayload(m.payload ?? '');
  });
  await client.connect();
  await client.query(`listen ${client.escapeIdentifier(channel)}`);
  return {
    // PostgreSQL delivers pending notifications before it answers the next statement on the connection.
    synced: async () => void (await client.query('select 1')),
    close: async () => {
      closing = true;
      await client.end();
    },
  };
}
