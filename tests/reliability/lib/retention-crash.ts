// Decision 183's crash test, run on PGlite and on PostgreSQL: a real server deletes the files of a company's
// requests ended before a date ("delete files now", one batch of a few hundred requests), is killed by kill -9
// while the batch runs, and is started again on the same data. The batch is then finished by the server alone
// (decision 076's sweep of interrupted work): every request's objects are gone, no row names a missing object,
// every request is marked, and the receipt counts every object once. The objects are in the local store or, with
// `store: 'S3'`, in an S3 bucket (s3rver on loopback, as the scale-out test's).
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { expect } from 'vitest';
import { LocalObjectStore } from '../../../packages/server/src/storage/local-store.ts';
import { S3ObjectStore } from '../../../packages/server/src/storage/s3-store.ts';
import type { ObjectStore } from '../../../packages/server/src/storage/object-store.ts';
import { systemClock } from '../../../packages/server/src/lib/clock.ts';
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

/** How many of the requests still have any object. */
async function presentOf(store: ObjectStore, ids: readonly string[]): Promise<number> {
  const holding = new Set((await store.list('job-requests/')).map((o) => o.key.split('/')[1]));
  return ids.filter((id) => holding.has(id)).length;
}

/** REQUESTS requests of Acme that ended 60 days ago, FILES stored objects each, written while no server runs. */
async function writeEndedRequests(stored: Stored, store: ObjectStore): Promise<{ acme: number; ids: string[] }> {
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
      await store.writeStream(key, Readable.from([Buffer.from(`file ${f} of request ${i}\n`)]));
      await query(stored, `insert into job_request_files (job_request_id, file_name, file_key, category) values ($1, $2, $3, 'SOURCE_DOCUMENT')`, [id, `leaflet-${f}.txt`, key]);
    }
  }
  return { acme, ids };
}

/** What the finished batch left: objects of deleted requests, rows naming a missing object, unmarked requests, undone items. */
async function leftovers(stored: Stored, store: ObjectStore, ids: readonly string[]) {
  const files = await query<{ file_key: string }>(stored, 'select file_key from job_request_files');
  const unmarked = await query<{ n: number }>(stored, 'select count(*)::int as n from job_requests where id = any($1::uuid[]) and files_deleted_at is null', [ids]);
  const open = await query<{ n: number }>(stored, `select count(*)::int as n from deletion_batch_items i join deletion_batches b on b.id = i.batch_id where b.state <> 'done' or i.deleted_at is null`);
  return {
    orphanObjects: await presentOf(store, ids),
    rowsWithoutObject: (await Promise.all(files.rows.map(async (f) => ((await store.head(f.file_key)) ? null : f.file_key)))).filter((k) => k !== null),
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

const S3_BUCKET = 'lingua-retention-crash';

/** The store the server is given, and the same store opened here to write and read its objects. */
async function objectStoreFor(kind: 'local' | 'S3', dataDir: string, s3Port: number) {
  if (kind === 'local') {
    const store = new LocalObjectStore({ dataDir, secret: 'unused-here', publicUrl: 'http://127.0.0.1', clock: systemClock });
    return { store, env: {}, close: async () => undefined };
  }
  const directory = await tempDir('lingua-retention-crash-s3-');
  const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: S3_BUCKET, configs: [] }] });
  await s3.run();
  // s3rver's fixed credentials, through the AWS SDK's usual chain (the environment), for the server and this process.
  const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  Object.assign(process.env, credentials);
  const endpoint = `http://127.0.0.1:${s3Port}`;
  return {
    store: new S3ObjectStore({ bucket: S3_BUCKET, region: 'us-east-1', endpoint }),
    env: { ...credentials, S3_BUCKET, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint },
    close: async () => {
      await s3.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export async function retentionCrash(variant: 'PGlite' | 'PostgreSQL', port: number, storeKind: 'local' | 'S3' = 'local'): Promise<RetentionCrashFigures> {
  const dataDir = await tempDir(`lingua-retention-crash-${variant.toLowerCase()}-`);
  const db = variant === 'PostgreSQL' ? await createDatabase() : undefined;
  const objects = await objectStoreFor(storeKind, dataDir, port + 1);
  const store = objects.store;
  const server = new ServerProcess({ port, dataDir, databaseUrl: db?.url, env: objects.env });
  try {
    // Migrated and seeded by a first start; the requests are written while no server runs.
    await server.start();
    await server.stop();
    const { acme, ids } = await inStored(dataDir, db?.url, (stored) => writeEndedRequests(stored, store));
    const present = () => presentOf(store, ids);

    await server.start();
    const bearer = await token(server.baseUrl);
    const endedBefore = new Date(Date.now() - 30 * DAY).toISOString();
    // The answer never comes: the server dies under it.
    void call(server.baseUrl, bearer, 'POST', `/clientConfigs/${acme}/actions/deleteFiles`, { endedBefore }).catch(() => undefined);
    // s3rver may fail a listing that races a deletion (500): that look is simply taken again.
    await waitFor('the batch under way', 60_000, async () => ((await present().catch(() => REQUESTS)) < REQUESTS - 5 ? true : undefined), 10);
    await server.kill9();
    const deletedAtKill = REQUESTS - (await present());
    expect(deletedAtKill, 'the kill came before the batch ended').toBeLessThan(REQUESTS);

    const restarted = Date.now();
    await server.start();
    const receipt = await finishedReceipt(server.baseUrl, acme);
    const recoverySeconds = (Date.now() - restarted) / 1000;
    const mine = receipt.requests.filter((r) => ids.includes(r.jobRequestId));
    expect(mine, 'every request is on the receipt once').toHaveLength(REQUESTS);
    expect(mine.reduce((s, r) => s + r.objectCount, 0), 'every object counted once').toBe(REQUESTS * FILES);
    await server.stop();

    const { orphanObjects, rowsWithoutObject, unmarked, open } = await inStored(dataDir, db?.url, (stored) => leftovers(stored, store, ids));
    expect(orphanObjects, 'objects left of deleted requests').toBe(0);
    expect(rowsWithoutObject, 'rows naming a deleted object').toEqual([]);
    expect(unmarked, 'requests not marked deleted').toBe(0);
    expect(open, 'batch items left undone').toBe(0);
    const figures = { variant: `${variant}, ${storeKind} store`, requests: REQUESTS, deletedAtKill, recoverySeconds, orphanObjects, rowsWithoutObject: rowsWithoutObject.length, unmarked };
    console.log(
      `retention crash on ${figures.variant}: kill -9 with ${deletedAtKill} of ${REQUESTS} requests' files deleted; the batch finished ${recoverySeconds.toFixed(1)} s after the restart ` +
        `(goal ≤ ${RECOVERY_GOAL_MS / 1000} s); orphan objects ${figures.orphanObjects}, rows naming a deleted object ${figures.rowsWithoutObject}, requests unmarked ${figures.unmarked} (goal 0)`,
    );
    return figures;
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- server output ---\n${server.log.slice(-4000)}`, { cause: err });
  } finally {
    await server.stop().catch(() => undefined);
    await db?.drop().catch(() => undefined);
    await objects.close().catch(() => undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
