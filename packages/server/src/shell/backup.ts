// `backup.ts backup|restore <folder>` (decision 099, docs/operations.md "Backup and restore"). Secrets are left out
// on purpose: a stolen backup reveals no second factor. The database is dumped before the objects are copied.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig, type Config } from '../config/config.ts';
import { pgliteHolder } from '../db/client.ts';

export const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_DUMP_FILE = 'database.pglite.tar';
const OBJECTS = 'objects';

export interface Manifest {
  format: 'lingua-backup/1';
  createdAt: string;
  database: 'postgres' | 'pglite';
  files: Array<{ path: string; bytes: number; sha256: string }>;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function* walk(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else if (e.isFile()) yield full;
  }
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`${cmd}: ${r.error.message} (install Debian's postgresql-client)`);
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr.trim()}`);
}

function requireLocalStore(config: Config): void {
  // An S3 bucket is backed up by the bucket's own means (versioning, replication); the command copies local files.
  if (config.s3) throw new Error('backup: S3_BUCKET is set; back the bucket up with its versioning or replication, and the database with this command and OBJECTS=skip');
}

export async function backup(config: Config, folder: string, opts: { objects?: boolean } = {}): Promise<Manifest> {
  const withObjects = opts.objects ?? true;
  if (withObjects) requireLocalStore(config);
  await fs.mkdir(folder, { recursive: true });
  if ((await fs.readdir(folder)).length) throw new Error(`backup: ${folder} is not empty`);
  let database: Manifest['database'];
  if (config.databaseUrl) {
    database = 'postgres';
    // One transaction, so one consistent snapshot while the servers keep writing; no owners or grants, so it
    // restores under whichever role the new installation uses.
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, PG_DUMP_FILE)}`, config.databaseUrl]);
  } else {
    database = 'pglite';
    const dir = path.join(config.dataDir, 'pglite');
    await fs.access(dir).catch(() => {
      throw new Error(`backup: no PGlite database in ${dir}`);
    });
    // PGlite is one process's files: opening them while the server runs would corrupt them, and PGlite takes no
    // lock of its own, so the command checks the one openDatabase keeps (db/client.ts).
    const holder = await pgliteHolder(config.dataDir);
    if (holder) throw new Error(`backup: the PGlite database is open in process ${holder} (a server on this DATA_DIR); stop it first, or run on PostgreSQL to back up while serving`);
    // Opened as the server opens it, with the extensions its schema uses (pg_trgm for the memory's fuzzy matches).
    const db = new PGlite(dir, { extensions: { pg_trgm } });
    await db.waitReady;
    try {
      const blob = await db.dumpDataDir('none');
      await fs.writeFile(path.join(folder, PGLITE_DUMP_FILE), Buffer.from(await blob.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  if (withObjects) {
    const from = path.join(config.dataDir, OBJECTS);
    for await (const file of walk(from)) {
      const to = path.join(folder, OBJECTS, path.relative(from, file));
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.copyFile(file, to);
    }
  }
  const files: Manifest['files'] = [];
  for await (const file of walk(folder)) {
    files.push({ path: path.relative(folder, file), bytes: (await fs.stat(file)).size, sha256: await sha256(file) });
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  const manifest: Manifest = { format: 'lingua-backup/1', createdAt: new Date().toISOString(), database, files };
  await fs.writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function verify(folder: string): Promise<Manifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 'lingua-backup/1') throw new Error(`restore: ${folder} is not a Lingua Portal backup`);
  for (const f of manifest.files) {
    const file = path.join(folder, f.path);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || stat.size !== f.bytes || (await sha256(file)) !== f.sha256) throw new Error(`restore: ${f.path} is missing or does not match the manifest`);
  }
  return manifest;
}

export async function restore(config: Config, folder: string): Promise<Manifest> {
  const manifest = await verify(folder);
  const hasObjects = manifest.files.some((f) => f.path.startsWith(`${OBJECTS}/`));
  if (hasObjects) requireLocalStore(config);
  const objectsDir = path.join(config.dataDir, OBJECTS);
  if ((await fs.readdir(objectsDir).catch(() => [])).length) throw new Error(`restore: ${objectsDir} is not empty`);
  if (manifest.database === 'postgres') {
    if (!config.databaseUrl) throw new Error('restore: this backup is of PostgreSQL; set DATABASE_URL to an empty database');
    // --exit-on-error: a database that is not empty fails on the first existing table instead of merging.
    run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl}`, path.join(folder, PG_DUMP_FILE)]);
  } else {
    if (config.databaseUrl) throw new Error('restore: this backup is of the embedded database (PGlite); unset DATABASE_URL');
    const dir = path.join(config.dataDir, 'pglite');
    if ((await fs.readdir(dir).catch(() => [])).length) throw new Error(`restore: ${dir} is not empty`);
    const tar = await fs.readFile(path.join(folder, PGLITE_DUMP_FILE));
    await fs.mkdir(config.dataDir, { recursive: true });
    const db = new PGlite(dir, { extensions: { pg_trgm }, loadDataDir: new Blob([new Uint8Array(tar)]) });
    await db.waitReady;
    await db.close();
  }
  for (const f of manifest.files) {
    if (!f.path.startsWith(`${OBJECTS}/`)) continue;
    const to = path.join(config.dataDir, f.path);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(path.join(folder, f.path), to);
  }
  return manifest;
}

async function cli(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    console.error('usage: node packages/server/src/shell/backup.ts backup|restore <folder>   (DATA_DIR, DATABASE_URL as for the server)');
    process.exit(2);
  }
  const config = loadConfig();
  const target = path.resolve(folder);
  // PGlite's dump and load wait on work that holds no handle open: without this the process would exit, quietly
  // and with status 0, in the middle of the dump.
  const keepAlive = setInterval(() => undefined, 1000);
  const manifest = await (command === 'backup' ? backup(config, target, { objects: process.env.OBJECTS !== 'skip' }) : restore(config, target)).finally(() => clearInterval(keepAlive));
  const bytes = manifest.files.reduce((n, f) => n + f.bytes, 0);
  console.log(`${command === 'backup' ? 'backed up' : 'restored'} ${manifest.database} database and ${manifest.files.length - 1} object(s), ${bytes} bytes, ${command === 'backup' ? 'to' : 'from'} ${target}`);
  if (command === 'restore') console.log('start the server with the same SECRETS_KEY as the installation the backup came from');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
