// Metrics (decision 098), against a real server process on PostgreSQL with METRICS_PORT set: the scrape passes
// `promtool check metrics` (Debian's prometheus package), lives on its own loopback listener (not on the API's
// port), and carries what an operator alerts on — request durations by route template (10,000 requests to
// random ids add no series), process and event-loop figures, the database pool, job-queue depth, job durations,
// engine calls, uploaded bytes, sign-ins by outcome and the build. Then item 6: a blocked event loop sheds API
// calls with 503 and Retry-After, never the probes or the metrics.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { signIn } from '../../packages/server/test/sign-in.ts';
import { longDocument } from './lib/crash-scenario.ts';
import { probe } from './lib/probes.ts';
import { ALICE, call, createDatabase, ServerProcess, tempDir, token, upload, waitFor } from './lib/system.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

const METRICS_PORT = 9476;
const scrape = async () => {
  const r = await probe(`http://127.0.0.1:${METRICS_PORT}`, '/metrics');
  expect(r.status).toBe(200);
  expect(String(r.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
  return String(r.body);
};
/** Every series (name and labels) of a scrape. */
const series = (text: string) => new Set(text.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.slice(0, l.lastIndexOf(' '))));
const value = (text: string, prefix: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

it('serves Prometheus metrics on a loopback port that promtool accepts, with route templates and the listed figures', async () => {
  const db = await createDatabase('lingua_ops');
  cleanup.push(() => db.drop());
  const dataDir = await tempDir('lingua-ops-metrics-');
  cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const server = new ServerProcess({ port: 9475, dataDir, databaseUrl: db.url, env: { WORKERS: 'true', METRICS_PORT: String(METRICS_PORT), LINGUA_COMMIT: 'abc1234', LOAD_SHED_DELAY_MS: '500' } });
  cleanup.push(() => server.stop());
  await server.start();
  const base = server.baseUrl;

  // Not on the API's port.
  expect((await probe(base, '/metrics')).status).toBe(404);

  const bearer = await token(base);
  await expect(signIn(base, ALICE, 'not-the-password')).rejects.toThrow(/refused/);
  const text = await call(base, bearer, 'POST', '/machineTranslation/actions/translateText', { text: 'The house is big.', sourceLanguageCode: 'enu', targetLanguageCode: 'esn' });
  expect(text.status, JSON.stringify(text.body)).toBe(200);
  const content = longDocument(3000);
  const fileKey = await upload(base, bearer, 'metrics.txt', content);
  const res = await call<{ id: string }>(base, bearer, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Metrics',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'metrics.txt', fileKey, category: 'SOURCE_DOCUMENT' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await waitFor('the translation', 60_000, async () => ((await call(base, bearer, 'GET', `/jobRequests/${res.body.id}`)).body.status === 'COMPLETED' ? true : undefined));

  const before = await scrape();
  // 10,000 requests to random ids (refused without a token, as most of them would be with one) and to no route.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      http.get(`${base}${path}`, { agent }, (r) => r.resume().on('end', () => resolve(r.statusCode ?? 0))).on('error', reject);
    });
  const began = performance.now();
  for (let i = 0; i < 10_000; i += 100) {
    await Promise.all(Array.from({ length: 100 }, (_, j) => get((i + j) % 10 === 0 ? `/no/such/${randomUUID()}` : `/v1/jobRequests/${randomUUID()}`)));
  }
  const requestsMs = performance.now() - began;
  agent.destroy();
  const after = await scrape();

  const added = [...series(after)].filter((s) => !series(before).has(s) && s.startsWith('lingua_http_'));
  const newLabelSets = new Set(added.map((s) => s.replace(/_(bucket|sum|count)\{/, '{').replace(/le="[^"]*",?/, '')));
  console.log(`metrics: ${series(after).size} series; 10,000 requests to random ids in ${Math.round(requestsMs)} ms added ${newLabelSets.size} request label sets: ${[...newLabelSets].join(' ')}`);
  // At most the two label sets those calls are (route template or "unmatched", status), whatever the ids.
  expect(newLabelSets.size).toBeLessThanOrEqual(2);
  expect(after).not.toMatch(/jobRequests\/[0-9a-f]{8}-/);
  expect(after).toMatch(/route="\/v1\/jobRequests\/:jobRequestId",status_code="401"/);

  // The listed figures.
  for (const name of [
    'lingua_process_cpu_seconds_total',
    'lingua_process_resident_memory_bytes',
    'lingua_nodejs_eventloop_lag_p99_seconds',
    'lingua_db_pool_connections{state="total"}',
    'lingua_job_queue_jobs{queue="mt-translate-files",state="queued"}',
    'lingua_job_duration_seconds_count{queue="mt-translate-files",outcome="completed"}',
    'lingua_job_failures_total',
    'lingua_engine_call_duration_seconds_count{engine="mt:apertium",call="translateText",outcome="ok"}',
    'lingua_mt_characters_total{engine="mt:apertium"}',
    'lingua_uploaded_bytes_total',
    'lingua_sign_ins_total{outcome="failure"}',
    'lingua_build_info{version="0.1.0",commit="abc1234"} 1',
  ]) {
    expect(after, name).toContain(name);
  }
  expect(value(after, 'lingua_sign_ins_total{outcome="success"}')).toBeGreaterThanOrEqual(1);
  expect(value(after, 'lingua_sign_ins_total{outcome="failure"}')).toBe(1);
  expect(value(after, 'lingua_uploaded_bytes_total')).toBeGreaterThan(content.length);

  const lint = spawnSync('promtool', ['check', 'metrics'], { input: after, encoding: 'utf8' });
  expect(lint.error, 'promtool (Debian package prometheus) must be installed').toBeUndefined();
  expect(`${lint.stdout}${lint.stderr}`).toBe('');
  expect(lint.status).toBe(0);
  const scrapeMs: number[] = [];
  for (let i = 0; i < 5; i++) scrapeMs.push((await probe(`http://127.0.0.1:${METRICS_PORT}`, '/metrics')).ms);
  console.log(`metrics: scrape ${scrapeMs.map(Math.round).join(', ')} ms, ${Buffer.byteLength(after)} bytes`);

  // Load shedding (item 6): the process stopped for 1.5 s (a blocked event loop, as the process sees it): the API
  // calls that waited answer 503 with Retry-After; the probes and the metrics answer as usual.
  process.kill(server.pid, 'SIGSTOP');
  const waiting = [
    ...Array.from({ length: 10 }, () => probe(base, `/v1/jobRequests/${randomUUID()}`, 10_000)),
    probe(base, '/health/live', 10_000),
    probe(base, '/health/ready', 10_000),
    probe(`http://127.0.0.1:${METRICS_PORT}`, '/metrics', 10_000),
  ];
  await new Promise((r) => setTimeout(r, 1500));
  process.kill(server.pid, 'SIGCONT');
  const answers = await Promise.all(waiting);
  const api = answers.slice(0, 10);
  console.log(`load shedding: API calls after a 1.5 s stop ${api.map((a) => a.status).join(' ')}; probes ${answers[10]!.status} ${answers[11]!.status}, metrics ${answers[12]!.status}`);
  // The calls read before the loop's timer catches up are shed; on a busy machine the process may read some of
  // the ten only after that (they are then served as usual, 401 without a token) — never anything else.
  const shed = api.filter((a) => a.status === 503);
  expect(shed.length, 'API calls shed').toBeGreaterThan(0);
  expect(api.every((a) => a.status === 503 || a.status === 401)).toBe(true);
  expect(shed.every((a) => a.headers['retry-after'] === '1')).toBe(true);
  expect(shed[0]!.body).toEqual({ message: 'The server is overloaded, retry in a second', errorCode: 'OVERLOADED' });
  expect(answers.slice(10).map((a) => a.status)).toEqual([200, 200, 200]);
  // Once the loop is on time again, calls are served.
  await waitFor('calls served again', 5000, async () => ((await probe(base, `/v1/jobRequests/${randomUUID()}`)).status === 401 ? true : undefined), 100);
});
