// Test helpers for every server test: a context on a fresh, migrated database and an app built on it.
//
//   const t = await buildTestApp();                  // demo data seeded, system clock
//   const res = await t.app.inject({ method: 'GET', url: '/v1/languages' });
//   await t.close();                                 // closes the app and drops the database
//
// The database is an in-memory PGlite when DATABASE_URL is empty, otherwise a new uniquely named database on
// that PostgreSQL server (dropped again by close()), so test files can run in parallel on either.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/seed/index.ts';
import { systemClock, type Clock } from '../src/lib/clock.ts';
import { eq } from 'drizzle-orm';
import { userAccounts } from '../src/db/schema/index.ts';
import type { Principal } from '../src/identity/principal.ts';
import { adminQuery, type SeedMode } from './seed-copies.ts';

export interface TestContextOptions {
  /** Defaults to the system clock; pass a ManualClock to move time. */
  clock?: Clock;
  /** 'demo' (default): reference and demo data; 'reference': languages, countries ...; 'none': empty tables. */
  seed?: 'demo' | 'reference' | 'none';
  /** Overrides of the test configuration (e.g. a low rate limit). */
  config?: Partial<Config>;
}

export interface TestContext extends AppContext {
  /** Closes the database, drops it (PostgreSQL) and removes the data directory. */
  close(): Promise<void>;
}

export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingua-test-'));
  const adminUrl = process.env.DATABASE_URL || undefined;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  const mode = opts.seed ?? 'demo';
  // Demo data dated from the test's own clock is seeded here, on a copy of the reference data.
  const ownDemo = mode === 'demo' && opts.clock !== undefined;
  const copyOf: SeedMode = ownDemo ? 'reference' : mode;
  const template = adminUrl ? provided('pgTemplates')[copyOf] : undefined;
  if (adminUrl) {
    dbName = `lingua_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, template ? `CREATE DATABASE "${dbName}" TEMPLATE "${template}"` : `CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config: Config = {
    // Scanning is off where it is not the subject: the scanning tests start a real clamd of their own
    // (modules/temp-files/upload-scan.test.ts), and one per test app would cost every file a daemon.
    ...loadConfig({ HTTPS: 'true', PORT: '8443', PUBLIC_URL: 'https://portal.test', SEED_DEMO_DATA: 'false', UPLOAD_SCAN: 'off' }),
    dataDir,
    databaseUrl,
    signingSecret: 'test-signing-secret-0123456789abcdef',
    // Real assets would make static-file behaviour depend on whether someone built the front-end.
    portalDist: path.join(dataDir, 'portal-dist'),
    widgetsDist: path.join(dataDir, 'widgets-dist'),
    ...opts.config,
  };
  const clock = opts.clock ?? systemClock;
  // Demo data is dated from the clock (deadlines, dashboard facts): seeded with the test's own clock.
  const database = databaseUrl ? await openDatabase({ databaseUrl }) : ownDemo ? await openPgliteDemoAt(clock) : await openPgliteSnapshot(copyOf);
  if (databaseUrl) {
    // A copy of a template is already migrated; the migrator then only checks (and guards against a stale one).
    await database.migrate();
    if (template ? ownDemo : mode !== 'none') await seed(database.db, { clock, demo: mode === 'demo' });
  }

  return {
    config,
    database,
    db: database.db,
    clock,
    async close() {
      await database.close();
      if (adminUrl && dbName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second context on the same database, as a second server process would have: its own connection pool on
 * PostgreSQL (PGlite cannot be opened twice, so there the instance is shared). For tests of state that must hold
 * across processes (rate limits, throttles, jobs): build one app on each. close() closes only its own pool.
 */
export async function createSiblingContext(ctx: TestContext): Promise<TestContext> {
  if (!ctx.config.databaseUrl) return { ...ctx, async close() {} };
  const database = await openDatabase({ databaseUrl: ctx.config.databaseUrl });
  return { ...ctx, database, db: database.db, close: () => database.close() };
}

// PGlite's start-up is mostly initdb: contexts start from a snapshot of the migrated (and seeded) data
// directory — the run's own (global-setup.ts), or, where the run has none (a script, another project), one made
// once per test file and seed mode.
const snapshots = new Map<SeedMode, Promise<Blob>>();

/** A value the global setup provided, or an empty record when this run has no global setup. */
function provided<K extends 'pgTemplates' | 'pgliteSnapshots'>(key: K): Partial<Record<SeedMode, string>> {
  try {
    return inject(key) ?? {};
  } catch {
    return {};
  }
}

async function openPgliteSnapshot(key: SeedMode): Promise<Database> {
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    const file = provided('pgliteSnapshots')[key];
    snapshot = file
      ? fs.readFile(file).then((bytes) => new Blob([bytes]))
      : dumpOf(() => openDatabase({}), key === 'none' ? null : { clock: systemClock, demo: key === 'demo' });
    snapshots.set(key, snapshot);
  }
  return openSnapshot(snapshot);
}

/** A database made by `open`, migrated and seeded as asked (`null`: not seeded), as a data directory to copy. */
async function dumpOf(open: () => Promise<Database>, seeding: Parameters<typeof seed>[1] | null): Promise<Blob> {
  const fresh = await open();
  try {
    await fresh.migrate();
    if (seeding) await seed(fresh.db, seeding);
    return await fresh.dumpDataDir!();
  } finally {
    await fresh.close();
  }
}

async function openSnapshot(snapshot: Promise<Blob>): Promise<Database> {
  const database = await openDatabase({ loadDataDir: await snapshot });
  // A snapshot is already migrated; running the migrator again is a cheap no-op that guards against a stale one.
  await database.migrate();
  return database;
}

// Seeding the demo data takes PGlite seconds (on PostgreSQL about half that). The same instant gives the same
// data, and several files start their clocks at the same one, so a worker keeps a snapshot of the seeded data
// directory per instant, as it does per seed mode.
const demoAt = new Map<number, Promise<Blob>>();

async function openPgliteDemoAt(clock: Clock): Promise<Database> {
  const at = clock.now().getTime();
  let snapshot = demoAt.get(at);
  if (!snapshot) {
    snapshot = dumpOf(() => openPgliteSnapshot('reference'), { clock, demo: true });
    demoAt.set(at, snapshot);
    // A failed seeding is not kept: the next context at that instant tries again.
    snapshot.catch(() => demoAt.delete(at));
  }
  return openSnapshot(snapshot);
}

export interface TestApp {
  app: FastifyInstance;
  ctx: TestContext;
  /** Closes the app, then the context. */
  close(): Promise<void>;
}

export async function buildTestApp(opts: TestContextOptions & { app?: BuildAppOptions } = {}): Promise<TestApp> {
  const ctx = await createTestContext(opts);
  try {
    const app = await buildApp(ctx, opts.app);
    await app.ready();
    return {
      app,
      ctx,
      async close() {
        await app.close();
        await ctx.close();
      },
    };
  } catch (err) {
    await ctx.close();
    throw err;
  }
}

/** Header read by `testPrincipals`: the username of a seeded account to act as. */
export const TEST_USER_HEADER = 'x-test-user';

/**
 * Test-only: `buildTestApp({ app: { configure: testPrincipals } })` lets a request act as a seeded user by
 * sending `x-test-user: <username>`, without a token. It runs as a preHandler, after the identity plugin,
 * so it only replaces the principal of requests that carry the header.
 */
export function testPrincipals(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    const username = req.headers[TEST_USER_HEADER];
    if (typeof username !== 'string') return;
    const [row] = await app.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, username)).limit(1);
    if (!row) throw new Error(`no seeded user ${username}`);
    const principal: Principal = {
      userId: row.id,
      username: row.username,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      roles: row.isFederated ? ['CLIENT_EMPLOYEE'] : row.roles,
      applications: row.applications,
      clientId: row.clientId,
      isFederated: row.isFederated,
      language: row.language,
    };
    req.principal = principal;
  });
}

// ---- calling the API as a seeded user, uploading and downloading like the browser --------------------------

/** A presigned POST as `POST /tempFiles/actions/createPresignedPost` answers it. */
export interface Post {
  url: string;
  fields: Record<string, string> & { key: string };
}

/** The upload permission of `user` (signed in by `testPrincipals`), or of a visitor without one. */
export async function grantUpload(app: FastifyInstance, user?: string | null): Promise<Post> {
  const res = await app.inject({ method: 'POST', url: '/v1/tempFiles/actions/createPresignedPost', headers: user ? { [TEST_USER_HEADER]: user } : {} });
  if (res.statusCode !== 200) throw new Error(`upload permission: ${res.statusCode} ${res.body}`);
  return res.json() as Post;
}

/** Posts one file through the presigned form, like the browser; returns the file key. */
export async function uploadFile(app: FastifyInstance, post: Post, fileName: string, content: Buffer | string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(Buffer.from(content))]), fileName);
  const res = await app.inject({ method: 'POST', url: new URL(post.url).pathname, payload: form });
  if (res.statusCode >= 300) throw new Error(`upload of ${fileName}: ${res.statusCode} ${res.body}`);
  return post.fields.key.replace('${filename}', fileName);
}

/**
 * The calls a module's tests make as a user: `call(user, 'GET', '/jobRequests')` (under /v1, `null` for no
 * user), `upload(user, [[name, content], …])` (one upload permission, the file keys in order) and
 * `download(signedUrl)` (the bytes behind a signed download link).
 */
export function apiAs(app: FastifyInstance | (() => FastifyInstance)) {
  const get = typeof app === 'function' ? app : () => app;
  return {
    call(user: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
      return get().inject({
        method,
        url: `/v1${url}`,
        headers: user ? { [TEST_USER_HEADER]: user } : {},
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
    async upload(user: string, files: ReadonlyArray<readonly [string, Buffer | string]>): Promise<string[]> {
      const post = await grantUpload(get(), user);
      const keys: string[] = [];
      for (const [name, content] of files) keys.push(await uploadFile(get(), post, name, content));
      return keys;
    },
    async download(url: string): Promise<Buffer> {
      const u = new URL(url);
      const res = await get().inject({ method: 'GET', url: `${u.pathname}${u.search}` });
      if (res.statusCode !== 200) throw new Error(`download: ${res.statusCode} ${res.body}`);
      return res.rawPayload;
    },
  };
}
