// Once per test run, before any worker starts: the migrated (and seeded) databases every test context starts
// from, so a test file pays neither PGlite's initdb nor the migrations nor the demo seed (half a year of requests
// made through the job-request core) — it copies a snapshot instead.
//   - PGlite (DATABASE_URL empty): a data-directory tarball per seed mode, in a temporary directory;
//   - PostgreSQL: a template database per seed mode; each context is `CREATE DATABASE … TEMPLATE …`.
// Contexts that date the demo data from their own clock still seed it themselves (from the reference copy).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seed } from '../src/seed/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { adminQuery, SEED_MODES, type SeedMode } from './seed-copies.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Seed mode → PGlite data-directory tarball (PGlite runs). */
    pgliteSnapshots: Partial<Record<SeedMode, string>>;
    /** Seed mode → template database name (PostgreSQL runs). */
    pgTemplates: Partial<Record<SeedMode, string>>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL || undefined;
  if (adminUrl) {
    const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const templates: Partial<Record<SeedMode, string>> = {};
    await Promise.all(
      SEED_MODES.map(async (mode) => {
        const name = `lingua_tpl_${run}_${mode}`;
        await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ databaseUrl: url.toString() });
        try {
          await database.migrate();
          if (mode !== 'none') await seed(database.db, { clock: systemClock, demo: mode === 'demo' });
        } finally {
          await database.close();
        }
        templates[mode] = name;
      }),
    );
    project.provide('pgTemplates', templates);
    project.provide('pgliteSnapshots', {});
    return async () => {
      for (const name of Object.values(templates)) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    };
  }

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingua-seed-'));
  const snapshots: Partial<Record<SeedMode, string>> = {};
  // One after another: each PGlite is a WebAssembly Postgres of its own, and two cores are shared with the rest.
  for (const mode of SEED_MODES) {
    const database = await openDatabase({});
    try {
      await database.migrate();
      if (mode !== 'none') await seed(database.db, { clock: systemClock, demo: mode === 'demo' });
      const file = path.join(dir, `${mode}.tar`);
      await fs.writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      snapshots[mode] = file;
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteSnapshots', snapshots);
  project.provide('pgTemplates', {});
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
