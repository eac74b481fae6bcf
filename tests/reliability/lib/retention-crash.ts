// Decision 183's crash test, run on PGlite and on PostgreSQL: a real server deletes the files of a company's
// requests ended before a date ("delete files now", one batch of a few hundred requests), is killed by kill -9
// while the batch runs, and is started again on the same data. The batch is then finished by the server alone
// (decision 076's sweep of interrupted work): every request's objects are gone, no row names a missing object,
// every request is marked, and the receipt counts every object once.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { RECOVERY_GOAL_MS } from './crash-scenario.ts';
import { call, createDatabase, openStoredDatabase, query, ServerProcess, tempDir, token, waitFor } from './system.ts';

const REQUESTS = 300;
const FILES = 4;
const DAY = 86_400_000;

export interface RetentionCrashFigures {
  variant: string;
  requests: number;
  deletedAtKill: number;
  recoverySeconds: number;
  orphanObjects: number;
  rowsWithoutObject: number;
  unmarked: number;
}

type Stored = Awaited<ReturnType<typeof openStoredDatabase>>;

/** How many of the requests still have their folder of objects. */
const presentOf = (objects: string, ids: readonly string[]) => ids.filter((id) => existsSync(path.join(objects, 'job-requests', id))).length;

/** REQUESTS requests of Acme that ended 60 days ago, FILES stored objects each, written while no server runs. */
async function writeEndedRequests(stored: Stored, objects: string): Promise<{ acme: number; ids: string[] }> {
  const ids: string[] = [];
  const acme = (await query<{ id: number }>(stored, `select id from client_configs where company_name like 'Acme%'`)).rows[0]!.id;
  const ended = new Date(Date.now() - 60 * DAY).toISOString();
  for (let i = 0; i < REQUESTS; i++) {
    const r = await query<{ id: string }>(
      stored,
      `insert into job_requests (client_id, name, status, origination, request_type, source_language_id, target_language_ids)
       values ($1, $2, 'COMPLETED', 'MT', 'TRANSLATION_REQUEST', 'enu', array['esn']) returning id`,
      [acme, `Crash retention ${i}`],
    );
    const id = r.rows[0]!.id;
    ids.push(id);
    await query(stored, `insert into job_request_status_history (job_request_id, from_status, to_status, at) values ($1, 'TRANSLATING', 'COMPLETED', $2)`, [id, ended]);
    for (let f = 0; f < FILES; f++) {
      const key = `job-requests/${id}/source/${f}-leaflet-${f}.txt`;
      await fs.mkdir(path.dirname(path.join(objects, key)), { recursive: true });
      await fs.writeFile(path.join(objects, key), `file ${f} of request ${i}\n`);
      await query(stored, `insert into job_request_files (job_request_id, file_name, file_key, category) values ($1, $2, $3, 'SOURCE_DOCUMENT')`, [id, `leaflet-${f}.txt`, key]);
    }
  }
  return { acme, ids };
}

/** What the finished batch left: objects of deleted requests, rows naming a missing object, unmarked requests, undone items. */
async function leftovers(stored: Stored, objects: string, ids: readonly string[]) {
  const files = await query<{ file_key: string }>(stored, 'select file_key from job_request_files');
  const unmarked = await query<{ n: number }>(stored, 'select count(*)::int as n from job_requests where id = any($1::uuid[]) and files_deleted_at is null', [ids]);
  const open = await query<{ n: number }>(stored, `select count(*)::int as n from deletion_batch_items i join deletion_batches b on b.id = i.batch_id where b.state <> 'done' or i.deleted_at is null`);
  return {
    orphanObjects: presentOf(objects, ids),
    rowsWithoutObject: files.rows.filter((f) => !existsSync(path.join(objects, f.file_key))).map((f) => f.file_key),
    unmarked: unmarked.rows[0]!.n,
    open: open.rows[0]!.n,
  };
}

/** Runs `work` on the stored database while no server runs (PGlite has one owner), closing it after. */
async function inStored<T>(dataDir: string, url: string | undefined, work: (stored: Stored) => Promise<T>): Promise<T> {
  const stored = await openStoredDatabase(dataDir, url);
  try {
    return await work(stored);
  } finally {
    await stored.close();
  }
}

/** The receipt of the company's deletion: it is written once the resumed batch has finished. */
async function finishedReceipt(baseUrl: string, acme: number) {
  const bearer = await token(baseUrl);
  return waitFor('the batch resumed and finished', RECOVERY_GOAL_MS, async () => {
    const list = await call<{ items: Array<{ reason: string; requests: Array<{ jobRequestId: string; objectCount: number }>; objectCount: number }> }>(baseUrl, bearer, 'GET', `/clientConfigs/${acme}/deletionReceipts`);
    return list.body.items.find((r) => r.reason === 'company');
  }, 1000);
}

export async function retentionCrash(variant: 'PGlite' | 'PostgreSQL', port: number): Promise<RetentionCrashFigures> {
  const dataDir = await tempDir(`lingua-retention-crash-${variant.toLowerCase()}-`);
  const db = variant === 'PostgreSQL' ? await createDatabase() : undefined;
  const server = new ServerProcess({ port, dataDir, databaseUrl: db?.url });
  const objects = path.join(dataDir, 'objects');
  try {
    // Migrated and seeded by a first start; the requests are written while no server runs.
    await server.start();
    await server.stop();
    const { acme, ids } = await inStored(dataDir, db?.url, (stored) => writeEndedRequests(stored, objects));
    const present = () => presentOf(objects, ids);

    await server.start();
    const bearer = await token(server.baseUrl);
    const endedBefore = new Date(Date.now() - 30 * DAY).toISOString();
    // The answer never comes: the server dies under it.
    void call(server.baseUrl, bearer, 'POST', `/clientConfigs/${acme}/actions/deleteFiles`, { endedBefore }).catch(() => undefined);
    await waitFor('the batch under way', 60_000, () => (present() < REQUESTS - 5 ? true : undefined), 10);
    await server.kill9();
    const deletedAtKill = REQUESTS - present();
    expect(deletedAtKill, 'the kill came before the batch ended').toBeLessThan(REQUESTS);

    const restarted = Date.now();
    await server.start();
    const receipt = await finishedReceipt(server.baseUrl, acme);
    const recoverySeconds = (Date.now() - restarted) / 1000;
    const mine = receipt.requests.filter((r) => ids.includes(r.jobRequestId));
    expect(mine, 'every request is on the receipt once').toHaveLength(REQUESTS);
    expect(mine.reduce((s, r) => s + r.objectCount, 0), 'every object counted once').toBe(REQUESTS * FILES);
    await server.stop();

    const { orphanObjects, rowsWithoutObject, unmarked, open } = await inStored(dataDir, db?.url, (stored) => leftovers(stored, objects, ids));
    expect(orphanObjects, 'objects left of deleted requests').toBe(0);
    expect(rowsWithoutObject, 'rows naming a deleted object').toEqual([]);
    expect(unmarked, 'requests not marked deleted').toBe(0);
    expect(open, 'batch items left undone').toBe(0);
    const figures = { variant, requests: REQUESTS, deletedAtKill, recoverySeconds, orphanObjects, rowsWithoutObject: rowsWithoutObject.length, unmarked };
    console.log(
      `retention crash on ${variant}: kill -9 with ${deletedAtKill} of ${REQUESTS} requests' files deleted; the batch finished ${recoverySeconds.toFixed(1)} s after the restart ` +
        `(goal ≤ ${RECOVERY_GOAL_MS / 1000} s); orphan objects ${figures.orphanObjects}, rows naming a deleted object ${figures.rowsWithoutObject}, requests unmarked ${figures.unmarked} (goal 0)`,
    );
    return figures;
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- server output ---\n${server.log.slice(-4000)}`, { cause: err });
  } finally {
    await server.stop().catch(() => undefined);
    await db?.drop().catch(() => undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
