// Suite 3, two server processes on one PostgreSQL database (both running workers, one shared object store
// directory): file translations and zips asked for alternately through each process run exactly once — one
// claim per job, one step per status, one stored file per translation, one zip attempt per zip.
import fs from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import {
  call,
  createDatabase,
  openStoredDatabase,
  query,
  ServerProcess,
  tempDir,
  token,
  upload,
  waitFor,
} from './lib/system.ts';
import { longDocument } from './lib/crash-scenario.ts';

const REQUESTS = 6;
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

it('runs each job exactly once with two server processes on one database', async () => {
  const db = await createDatabase();
  cleanup.push(() => db.drop());
  const dataDir = await tempDir('lingua-two-workers-');
  cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  // One public origin for both, as behind a load balancer: tokens name it as their issuer, links point at it.
  const env = { PUBLIC_URL: 'http://127.0.0.1:9143' };
  const servers = [9143, 9144].map((port) => new ServerProcess({ port, dataDir, databaseUrl: db.url, env }));
  for (const s of servers) cleanup.push(() => s.stop());
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const s of servers) await s.start();

  // A token from a sign-in on one process is honoured by the other (keys and sessions live in the database).
  const bearer = await token(servers[0]!.baseUrl);
  const via = (i: number) => servers[i % 2]!.baseUrl;
  const ids: string[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const fileKey = await upload(via(i), bearer, `doc${i}.txt`, longDocument(2000));
    const res = await call(via(i + 1), bearer, 'POST', '/machineTranslation/actions/translateFiles', {
      requestName: `Twice ${i}`,
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn', 'cat'],
      files: [{ fileName: `doc${i}.txt`, fileKey, category: 'SOURCE_DOCUMENT' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push((res.body as { id: string }).id);
  }
  for (const [i, id] of ids.entries()) {
    await waitFor(`request ${i} translated`, 120_000, async () => {
      const r = await call<{ status: string }>(via(i), bearer, 'GET', `/jobRequests/${id}`);
      expect(r.body.status).not.toBe('FAILED');
      return r.body.status === 'COMPLETED' ? true : undefined;
    });
  }
  for (const [i, id] of ids.entries()) {
    expect((await call(via(i), bearer, 'POST', `/jobRequests/${id}/actions/zipTranslatedFiles`)).status).toBe(202);
  }
  for (const [i, id] of ids.entries()) {
    await waitFor(`zip ${i}`, 60_000, async () => {
      const r = await call<{ status: string }>(via(i + 1), bearer, 'GET', `/jobRequests/${id}/actions/zipTranslatedFiles/status`);
      return r.body.status === 'COMPLETED' ? true : undefined;
    });
  }

  const stored = await openStoredDatabase(dataDir, db.url);
  try {
    const steps = await query<{ id: string; to_status: string; n: number }>(
      stored,
      `select job_request_id as id, to_status, count(*)::int as n from job_request_status_history
        where job_request_id = any($1::uuid[]) group by 1, 2`,
      [ids],
    );
    for (const id of ids) {
      const of = (to: string) => steps.rows.find((r) => r.id === id && r.to_status === to)?.n ?? 0;
      expect([of('TRANSLATING'), of('COMPLETED')], `steps of ${id}`).toEqual([1, 1]);
    }
    const files = await query<{ n: number; distinct_keys: number }>(
      stored,
      `select count(*)::int as n, count(distinct file_key)::int as distinct_keys from job_request_files
        where job_request_id = any($1::uuid[]) and category = 'TRANSLATED_DOCUMENT'`,
      [ids],
    );
    expect(files.rows[0]).toEqual({ n: REQUESTS * 2, distinct_keys: REQUESTS * 2 });
    const zips = await query<{ attempts: number; n: number }>(
      stored,
      `select attempts, count(*)::int as n from zip_jobs where job_request_id = any($1::uuid[]) group by 1`,
      [ids],
    );
    expect(zips.rows).toEqual([{ attempts: 1, n: REQUESTS }]);
    // pg-boss's own record: one job per request, claimed once (retry_count 0), completed.
    const claims = await query<{ state: string; retry_count: number; n: number }>(
      stored,
      `select state, retry_count, count(*)::int as n from pgboss.job where name = 'mt-translate-files' group by 1, 2`,
    );
    expect(claims.rows).toEqual([{ state: 'completed', retry_count: 0, n: REQUESTS }]);
    console.log(
      `two processes on one PostgreSQL database: ${REQUESTS} translations and ${REQUESTS} zips, each run exactly once (goal: once): met`,
    );
  } finally {
    await stored.close();
  }
}, 300_000);
