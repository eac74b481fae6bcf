// Graceful shutdown (decision 097), against real server processes on PostgreSQL:
//   1. SIGTERM during a 200 MB upload (half sent) and a file translation: readiness 503 at once, the upload
//      completes with 2xx and its object exists, new connections are refused after SHUTDOWN_DELAY_MS, the job
//      finishes, the process exits 0 within 30 s.
//   2. A close that hangs (an upload that stalls) past SHUTDOWN_TIMEOUT_MS: exit 1 at the deadline; the running
//      job is released (failed for a retry, not left active), and a restarted process completes it.
//   3. A second SIGTERM exits 1 at once.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { longDocument } from './lib/crash-scenario.ts';
import { exitOf, pausedUpload, probe } from './lib/probes.ts';
import { call, createDatabase, openStoredDatabase, query, ServerProcess, sleep, tempDir, token, upload, uploadGrant, waitFor } from './lib/system.ts';

const MB = 1024 * 1024;
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

async function setUp(port: number, env: Record<string, string>) {
  const db = await createDatabase('lingua_ops');
  cleanup.push(() => db.drop());
  const dataDir = await tempDir('lingua-ops-shutdown-');
  cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const server = new ServerProcess({ port, dataDir, databaseUrl: db.url, env: { WORKERS: 'true', ...env } });
  cleanup.push(() => server.stop());
  await server.start();
  const bearer = await token(server.baseUrl);
  return { db, dataDir, server, bearer };
}

async function startTranslation(base: string, bearer: string, name: string, bytes: number, targets: string[]): Promise<string> {
  const fileKey = await upload(base, bearer, `${name}.txt`, longDocument(bytes));
  const res = await call<{ id: string }>(base, bearer, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: name,
    sourceLanguageId: 'enu',
    targetLanguageIds: targets,
    files: [{ fileName: `${name}.txt`, fileKey, category: 'SOURCE_DOCUMENT' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.id;
  await waitFor(`${name} translating`, 60_000, async () => ((await call(base, bearer, 'GET', `/jobRequests/${id}`)).body.status === 'TRANSLATING' ? true : undefined), 100);
  return id;
}

async function jobStates(databaseUrl: string, requestId: string): Promise<string[]> {
  const d = await openStoredDatabase('', databaseUrl);
  try {
    const rows = await query<{ state: string }>(d, "select state from pgboss.job where name = 'mt-translate-files' and data::text like '%' || $1 || '%'", [requestId]);
    return rows.rows.map((r) => r.state);
  } finally {
    await d.close();
  }
}

it('SIGTERM: readiness fails at once, a half-sent 200 MB upload completes, new connections are refused after the delay, exit 0', async () => {
  const delayMs = 1500;
  const { db, dataDir, server, bearer } = await setUp(9482, { SHUTDOWN_DELAY_MS: String(delayMs) });
  const base = server.baseUrl;
  const requestId = await startTranslation(base, bearer, 'Shutdown A', 6_000, ['esn']);
  const grant = await uploadGrant(base, bearer);
  const up = pausedUpload(grant, 'big.bin', 200 * MB, 100 * MB);
  await up.firstSent;

  const exited = exitOf(server.child!);
  const signalled = performance.now();
  process.kill(server.pid, 'SIGTERM');
  const ready = await probe(base, '/health/ready');
  const readyAfter = performance.now() - signalled;
  expect(ready.status).toBe(503);
  expect(ready.body.status).toBe('stopping');
  expect((await probe(base, '/health/live')).status).toBe(200);

  up.resume();
  const uploaded = await up.done;
  expect(uploaded).toMatch(/^status 2\d\d$/);
  const key = grant.fields.key.replace('${filename}', 'big.bin');
  expect((await fs.stat(path.join(dataDir, 'objects', key))).size).toBe(200 * MB);

  // New connections: taken until the delay is over, refused after.
  let refusedAt = 0;
  for (;;) {
    const r = await probe(base, '/health/live', 1000);
    if (r.error === 'ECONNREFUSED') {
      refusedAt = performance.now() - signalled;
      break;
    }
    if (performance.now() - signalled > 30_000) break;
    await sleep(50);
  }
  const exit = await exited;
  const exitAfter = exit.at - signalled;
  const states = await jobStates(db.url, requestId);
  console.log(`shutdown: readiness 503 after ${Math.round(readyAfter)} ms, upload ${uploaded}, connections refused after ${Math.round(refusedAt)} ms, exit ${exit.code} after ${Math.round(exitAfter)} ms, job states ${states.join(', ')}`);
  expect(refusedAt).toBeGreaterThanOrEqual(delayMs);
  expect(exit.code).toBe(0);
  expect(exitAfter).toBeLessThan(30_000);
  // The job that was running finished (or was released for a retry): never left active.
  expect(states.length).toBeGreaterThan(0);
  expect(states).not.toContain('active');
});

it('exits 1 when the close hangs past SHUTDOWN_TIMEOUT_MS, releasing its running job; a second SIGTERM exits 1 at once', async () => {
  const timeoutMs = 4000;
  const { db, dataDir, server, bearer } = await setUp(9474, { SHUTDOWN_DELAY_MS: '500', SHUTDOWN_TIMEOUT_MS: String(timeoutMs) });
  const base = server.baseUrl;
  // Long enough to be still running at the jobs' deadline (SHUTDOWN_TIMEOUT_MS − 2 s), so it is released (60 KB
  // into one language finished within it).
  const requestId = await startTranslation(base, bearer, 'Shutdown B', 120_000, ['esn', 'cat']);
  // Half sent, then the client stalls: its request never ends, so the close cannot finish.
  const stalled = pausedUpload(await uploadGrant(base, bearer), 'stalled.bin', 50 * MB, 10 * MB);
  await stalled.firstSent;

  const exited = exitOf(server.child!);
  const signalled = performance.now();
  process.kill(server.pid, 'SIGTERM');
  const exit = await exited;
  const exitAfter = exit.at - signalled;
  const states = await jobStates(db.url, requestId);
  console.log(`hung close: exit ${exit.code} after ${Math.round(exitAfter)} ms (SHUTDOWN_TIMEOUT_MS ${timeoutMs}); job states ${states.join(', ')}; stalled upload ${await stalled.done}`);
  expect(exit.code).toBe(1);
  expect(exitAfter).toBeGreaterThanOrEqual(timeoutMs - 100);
  expect(exitAfter).toBeLessThan(timeoutMs + 2000);
  expect(states).not.toContain('active');

  // Released, not lost: a process started on the same data translates it.
  const again = new ServerProcess({ port: 9474, dataDir, databaseUrl: db.url, env: { WORKERS: 'true' } });
  cleanup.push(() => again.stop());
  await again.start();
  await waitFor('the released translation to complete', 150_000, async () => {
    const r = await call<{ status: string }>(again.baseUrl, bearer, 'GET', `/jobRequests/${requestId}`);
    expect(r.body.status).not.toBe('FAILED');
    return r.body.status === 'COMPLETED' ? true : undefined;
  });

  // Twice SIGTERM: the second does not wait for the first.
  const exitedAgain = exitOf(again.child!);
  process.kill(again.pid, 'SIGTERM');
  await sleep(100);
  const second = performance.now();
  process.kill(again.pid, 'SIGTERM');
  const exit2 = await exitedAgain;
  console.log(`second SIGTERM: exit ${exit2.code} ${Math.round(exit2.at - second)} ms after it`);
  expect(exit2.code).toBe(1);
  expect(exit2.at - second).toBeLessThan(1000);
});
