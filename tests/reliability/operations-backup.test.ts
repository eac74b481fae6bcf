// The backup drill (decision 099) on both databases: requests with files made through the API, a backup by the
// documented command (PostgreSQL: while the server runs; PGlite: with it stopped, as PGlite is one process's
// files), a restore into an empty data directory / database, a new server started there with the secrets key kept
// apart from the backup, a sign-in, and the files downloaded with the checksums they had.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call, createDatabase, ROOT, ServerProcess, tempDir, token, upload, waitFor } from './lib/system.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

type Files = Array<{ fileName: string; fileKey: string; category: string }>;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function command(args: string[], env: Record<string, string>): string {
  const r = spawnSync(process.execPath, ['packages/server/src/shell/backup.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  return r.stdout.trim();
}

/** Every file of the request downloaded through its signed link: file name → SHA-256. */
async function downloads(base: string, bearer: string, id: string): Promise<Record<string, string>> {
  const r = await call<{ files: Files }>(base, bearer, 'GET', `/jobRequests/${id}`);
  expect(r.status).toBe(200);
  const out: Record<string, string> = {};
  for (const f of r.body.files) {
    const link = await call<{ downloadUrl: string }>(base, bearer, 'GET', `/jobRequests/${id}/files/${encodeURIComponent(f.fileKey)}/downloadUrl`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const got = await fetch(link.body.downloadUrl);
    expect(got.status).toBe(200);
    out[`${f.category} ${f.fileName}`] = sha256(Buffer.from(await got.arrayBuffer()));
  }
  return out;
}

async function drill(variant: 'PostgreSQL' | 'PGlite', port: number): Promise<void> {
  const pg = variant === 'PostgreSQL';
  const [db, restoredDb] = pg ? [await createDatabase('lingua_ops'), await createDatabase('lingua_ops')] : [undefined, undefined];
  if (db && restoredDb) cleanup.push(() => db.drop(), () => restoredDb.drop());
  const dataDir = await tempDir('lingua-ops-backup-');
  const restoredDir = await tempDir('lingua-ops-restored-');
  const folder = path.join(await tempDir('lingua-ops-backup-folder-'), 'backup');
  for (const d of [dataDir, restoredDir, path.dirname(folder)]) cleanup.push(() => fs.rm(d, { recursive: true, force: true }));

  const server = new ServerProcess({ port, dataDir, databaseUrl: db?.url, env: { WORKERS: 'true' } });
  cleanup.push(() => server.stop());
  await server.start();
  const base = server.baseUrl;
  let bearer = await token(base);
  const fileKey = await upload(base, bearer, 'drill.txt', 'The house is big and the garden is beautiful.\nPlease send the signed contract by Friday.\n');
  const res = await call<{ id: string }>(base, bearer, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: `Backup drill ${variant}`,
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'drill.txt', fileKey, category: 'SOURCE_DOCUMENT' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.id;
  await waitFor('the translation', 60_000, async () => ((await call(base, bearer, 'GET', `/jobRequests/${id}`)).body.status === 'COMPLETED' ? true : undefined));
  const before = await downloads(base, bearer, id);
  expect(Object.keys(before).length).toBe(2);

  // PostgreSQL is backed up while the server runs; PGlite's files belong to the running server, so it stops first
  // (the command refuses while it runs).
  if (!pg) {
    const refused = spawnSync(process.execPath, ['packages/server/src/shell/backup.ts', 'backup', folder], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/open in process/);
    await server.stop();
  }
  const said = command(['backup', folder], { DATA_DIR: dataDir, DATABASE_URL: db?.url ?? '' });
  console.log(`${variant}: ${said}`);
  const manifest = JSON.parse(await fs.readFile(path.join(folder, 'manifest.json'), 'utf8')) as { files: Array<{ path: string }> };
  // The secrets key stays out: no file of it, and its value in none of the files.
  const secretsKey = (await fs.readFile(path.join(dataDir, 'secrets-key'), 'utf8')).trim();
  expect(manifest.files.map((f) => f.path).filter((p) => /secret/.test(p))).toEqual([]);
  for (const f of manifest.files) expect((await fs.readFile(path.join(folder, f.path))).includes(secretsKey), f.path).toBe(false);
  if (pg) await server.stop();

  command(['restore', folder], { DATA_DIR: restoredDir, DATABASE_URL: restoredDb?.url ?? '' });
  // A restore never merges into an installation that has data.
  const again = spawnSync(process.execPath, ['packages/server/src/shell/backup.ts', 'restore', folder], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: restoredDb?.url ?? '' } });
  expect(again.status).toBe(1);

  const restored = new ServerProcess({ port, dataDir: restoredDir, databaseUrl: restoredDb?.url, env: { WORKERS: 'true', SECRETS_KEY: secretsKey } });
  cleanup.push(() => restored.stop());
  await restored.start();
  bearer = await token(restored.baseUrl);
  const after = await downloads(restored.baseUrl, bearer, id);
  expect(after).toEqual(before);
  await restored.stop();
}

it('backs up a running installation on PostgreSQL and restores it into an empty database', async () => {
  await drill('PostgreSQL', 9477);
});

it('backs up an installation on PGlite and restores it into an empty data directory', async () => {
  await drill('PGlite', 9478);
});
