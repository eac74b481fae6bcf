// Probes and migrations at start (decision 097), against real server processes on a PostgreSQL of the suite's own (so it can be frozen
// with kill -STOP without touching the shared server):
//   - two processes started at the same moment on an empty database both come up, the migrations ran once, and
//     the probes answered during the start (live 200, ready 503 "starting");
//   - 50 readiness probes a second add no database query (the watch's one statement a second is all), pass no
//     rate limit, set no cookie and write no info log line;
//   - PostgreSQL frozen: readiness 503 within 1 s naming the database, liveness still 200 in under 100 ms;
//     thawed: readiness 200 within 5 s;
//   - each request is one info line (id, route template, status, duration); sign-ins, a download, an organisation
//     user action and an impersonation are security events with the actor; and the log of a walk (sign-in, failed
//     sign-in, upload, request, signed download, TOTP set-up and sign-in, an e-mail verification code) holds none
//     of its secrets (item 3);
//   - /health reports an unreachable SMTP server as degraded while readiness stays 200;
//   - with OTEL_EXPORTER_OTLP_ENDPOINT set, the walk's calls reach an OTLP receiver as span trees HTTP → route →
//     PostgreSQL whose trace ids the log lines carry, sent at the latest when the process stops (item 4).
import fs from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OwnPostgres } from './lib/own-postgres.ts';
import { probe, probeAtRate, type ProbeAnswer } from './lib/probes.ts';
import { totpCode } from '../../packages/server/src/identity/totp.ts';
import { signIn } from '../../packages/server/test/sign-in.ts';
import { ALICE, call, DEMO_PASSWORD, ServerProcess, sleep, tempDir, upload } from './lib/system.ts';

const PG_PORT = 9470;
const OTLP_PORT = 9473;
const EMPLOYEE = 'employee@acme-health.example';
const ADMIN = 'admin@lingua.example';
const own = new OwnPostgres(PG_PORT);
const cleanup: Array<() => Promise<unknown>> = [];
let a: ServerProcess;

async function sql<T = Record<string, unknown>>(text: string, database = 'lingua'): Promise<T[]> {
  const c = new pg.Client({ connectionString: own.url(database) });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The spans process `a` posted to the OTLP receiver below (OTLP/HTTP JSON, as the exporter sends them). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}
const exported: OtlpSpan[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
    for (const r of body.resourceSpans) for (const sc of r.scopeSpans) exported.push(...sc.spans);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(OTLP_PORT, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => receiver.close(resolve)));
  await own.start();
  cleanup.push(() => own.stop());
  await sql('create database lingua', 'postgres');
  // Counts every statement a client sends (top level), so the test can see what the probes cost the database.
  await sql('create extension pg_stat_statements');
});
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

it('starts two processes at the same moment on an empty database: migrations once, probes answer during the start', async () => {
  const dataDir = await tempDir('lingua-ops-probes-');
  cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = own.url('lingua');
  a = new ServerProcess({
    port: 9471,
    dataDir,
    databaseUrl,
    env: {
      WORKERS: 'false',
      LOG_LEVEL: 'info',
      // Probes must not count: with a limit this low any rate-limited route would refuse the probe stream.
      RATE_LIMIT_PUBLIC_MAX: '20',
      SMTP_URL: 'smtp://127.0.0.1:9483',
      // Traces to the suite's receiver (item 4): the last test reads what was exported after a stop, which need
      // not wait the default 5 s for a balancer.
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${OTLP_PORT}`,
      SHUTDOWN_DELAY_MS: '200',
    },
  });
  const b = new ServerProcess({ port: 9472, dataDir: `${dataDir}-b`, databaseUrl, env: { WORKERS: 'true', PUBLIC_URL: 'http://127.0.0.1:9471' } });
  cleanup.push(() => fs.rm(`${dataDir}-b`, { recursive: true, force: true }));
  cleanup.push(() => a.stop(), () => b.stop());

  const during: Array<{ live: ProbeAnswer & { error?: string }; ready: ProbeAnswer & { error?: string } }> = [];
  let up = false;
  const watch = (async () => {
    while (!up) {
      const [live, ready] = await Promise.all([probe(a.baseUrl, '/health/live', 1000), probe(a.baseUrl, '/health/ready', 1000)]);
      if (live.status || ready.status) during.push({ live, ready });
      await sleep(100);
    }
  })();
  await Promise.all([a.start(), b.start()]).finally(() => (up = true));
  await watch;

  // Both logs are free of errors (no "relation already exists", no failed seed).
  for (const s of [a, b]) expect(s.log).not.toMatch(/already exists|duplicate key|"level":50|Error:/);
  const journal = JSON.parse(await fs.readFile('packages/server/drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] };
  const applied = await sql<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
  expect(Number(applied[0]!.n)).toBe(journal.entries.length);

  // The probes answered while the process started: live 200 each time, ready 503 "starting" (naming its checks).
  const answered = during.filter((d) => d.live.status);
  expect(answered.length, 'probes answered during the start').toBeGreaterThan(0);
  expect(answered.every((d) => d.live.status === 200)).toBe(true);
  const starting = during.filter((d) => d.ready.status === 503);
  expect(starting.length, 'readiness 503 while starting').toBeGreaterThan(0);
  expect(starting[0]!.ready.body.status).toBe('starting');
  expect(Object.keys(starting[0]!.ready.body.checks).sort()).toEqual(['database', 'jobQueue', 'migrations', 'objectStore']);

  for (const s of [a, b]) {
    const ready = await probe(s.baseUrl, '/health/ready');
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body).toEqual({
      status: 'up',
      checks: { database: { status: 'up' }, objectStore: { status: 'up' }, migrations: { status: 'up' }, jobQueue: { status: 'up' } },
    });
  }
  console.log(`start: ${during.length} probe pairs answered during the start, ${starting.length} readiness 503`);
  await b.stop();
});

it('answers 50 readiness probes a second with no added database query, no rate limit, no cookie, no info log line', async () => {
  const window = 5;
  const calls = async () => {
    const rows = await sql<{ n: string }>(
      "select coalesce(sum(calls), 0) as n from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = 'lingua' and s.query not like '%pg_stat_statements%'",
    );
    return Number(rows[0]!.n);
  };
  await sql('select pg_stat_statements_reset()');
  await sleep(window * 1000);
  const idle = await calls();
  await sql('select pg_stat_statements_reset()');
  const answers = await probeAtRate(a.baseUrl, '/health/ready', 50, window);
  const busy = await calls();
  const statuses = new Map<number, number>();
  for (const r of answers) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  console.log(`probe cost: ${idle} statements in ${window} s without probes, ${busy} with ${answers.length} probes; statuses ${JSON.stringify([...statuses])}`);
  expect([...statuses]).toEqual([[200, answers.length]]);
  expect(answers.some((r) => r.headers['set-cookie'] !== undefined)).toBe(false);
  // At most one statement a second whatever the probes: the watch's own (plus one for a window's edge).
  expect(busy).toBeLessThanOrEqual(window + 1);
  expect(busy - idle).toBeLessThanOrEqual(1);

  // Requests are logged at info, probes are not.
  expect((await probe(a.baseUrl, '/portal-config.json')).status).toBe(200);
  await sleep(200);
  expect(a.log).toMatch(/"url":"\/portal-config\.json"/);
  expect(a.log).not.toMatch(/"url":"\/health/);
});

it('fails readiness within 1 s of a frozen database and recovers within 5 s of its thaw; liveness stays under 100 ms', async () => {
  expect((await probe(a.baseUrl, '/health/ready')).status).toBe(200);
  own.freeze();
  let frozenFor = 0;
  let downAnswer: ProbeAnswer | undefined;
  const lives: ProbeAnswer[] = [];
  try {
    const began = performance.now();
    for (;;) {
      const r = await probe(a.baseUrl, '/health/ready', 2000);
      if (r.status === 503) {
        frozenFor = performance.now() - began;
        downAnswer = r;
        break;
      }
      if (performance.now() - began > 3000) break;
      await sleep(50);
    }
    for (let i = 0; i < 10; i++) {
      lives.push(await probe(a.baseUrl, '/health/live', 2000));
      await sleep(50);
    }
  } finally {
    own.thaw();
  }
  const thawed = performance.now();
  let recovered = Infinity;
  for (;;) {
    const r = await probe(a.baseUrl, '/health/ready', 2000);
    if (r.status === 200) {
      recovered = performance.now() - thawed;
      break;
    }
    if (performance.now() - thawed > 10_000) break;
    await sleep(50);
  }
  const liveMs = lives.map((l) => l.ms);
  console.log(`freeze: readiness 503 after ${Math.round(frozenFor)} ms, 200 again ${Math.round(recovered)} ms after the thaw; liveness while frozen ${liveMs.map(Math.round).join(', ')} ms`);
  expect(downAnswer?.body.status).toBe('down');
  expect(downAnswer?.body.checks.database.status).toBe('down');
  expect(downAnswer?.body.checks.objectStore.status).toBe('up');
  expect(frozenFor).toBeLessThanOrEqual(1000);
  expect(lives.every((l) => l.status === 200)).toBe(true);
  expect(Math.max(...liveMs)).toBeLessThan(100);
  expect(recovered).toBeLessThanOrEqual(5000);
});

it('logs each request once at info with its id, route, status and duration, security events with the actor, and no secret', async () => {
  const base = a.baseUrl;
  const from = a.log.length;
  const tokens = await signIn(base, ALICE, DEMO_PASSWORD);
  await expect(signIn(base, ALICE, 'Wrong-Password-4711')).rejects.toThrow(/refused/);
  const bearer = tokens.idToken;
  const fileKey = await upload(base, bearer, 'log.txt', 'The house is big.');
  const created = await call<{ id: string; files: Array<{ fileKey: string }> }>(base, bearer, 'POST', '/machineTranslation/actions/translateFiles', {
    requestName: 'Log walk',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['esn'],
    files: [{ fileName: 'log.txt', fileKey, category: 'SOURCE_DOCUMENT' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const link = await call<{ downloadUrl: string }>(base, bearer, 'GET', `/jobRequests/${created.body.id}/files/${encodeURIComponent(created.body.files[0]!.fileKey)}/downloadUrl`);
  expect(link.status).toBe(200);
  expect((await fetch(link.body.downloadUrl)).status).toBe(200);

  // A TOTP code through the account calls and through the sign-in form, then the organisation's admin (Alice)
  // turns the employee's MFA off again: an organisation-user action.
  const employee = (await signIn(base, EMPLOYEE, DEMO_PASSWORD)).idToken;
  const associated = await call<{ secretCode: string }>(base, employee, 'POST', '/identity/totp/associate');
  expect(associated.status).toBe(200);
  const totpSecret = associated.body.secretCode;
  const verifyCode = totpCode(totpSecret, new Date());
  expect((await call(base, employee, 'POST', '/identity/totp/verify', { code: verifyCode })).status).toBe(200);
  expect((await call(base, employee, 'POST', '/identity/preferredMfa', { preferredMfa: 'TOTP' })).status).toBe(204);
  // The next step's code: the verify used this step's, and a code is good once (the window reaches one step ahead).
  const signInCode = totpCode(totpSecret, new Date(Date.now() + 30_000));
  await signIn(base, EMPLOYEE, DEMO_PASSWORD, signInCode);
  const [contact] = await sql<{ id: string }>(`select id from user_accounts where username = '${EMPLOYEE}'`);
  const mfaOff = await call(base, bearer, 'POST', `/userAccount/organizationClientContacts/${contact!.id}/indentitySettings/actions/disableMfa`, { username: EMPLOYEE });
  expect(mfaOff.status, JSON.stringify(mfaOff.body)).toBe(204);

  // An e-mail verification code, mailed (kept in the outbox: the SMTP server is unreachable) and typed back.
  const visitor = 'visitor@walk.example';
  expect((await call(base, undefined, 'POST', '/userAccount/actions/sendEmailVerificationCode', { email: visitor })).status).toBe(204);
  const [mail] = await sql<{ text: string }>(`select text from mail_outbox where to_address = '${visitor}' order by created_at desc limit 1`);
  const emailCode = /verification code is (\S+)/.exec(mail!.text)![1]!;
  const valid = await call<{ isValid: boolean }>(base, undefined, 'POST', '/userAccounts/actions/validateEmailVerificationCode', { email: visitor, verificationCode: emailCode });
  expect(valid.body.isValid).toBe(true);

  // An admin acts as Alice for a call, then as themself again: impersonation's start and end.
  const admin = (await signIn(base, ADMIN, DEMO_PASSWORD)).idToken;
  const asAlice = await fetch(`${base}/v1/userAccount`, { headers: { authorization: `Bearer ${admin}`, 'x-impersonate-username': ALICE } });
  expect(asAlice.status).toBe(200);
  expect((await call(base, admin, 'GET', '/userAccount')).status).toBe(200);
  await sleep(300);
  const log = a.log.slice(from);
  const lines = log.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);

  const requests = lines.filter((l) => l.msg === 'request');
  expect(requests.length).toBeGreaterThan(5);
  for (const r of requests) expect(Object.keys(r)).toEqual(expect.arrayContaining(['reqId', 'method', 'route', 'url', 'status', 'durationMs']));
  expect(requests.some((r) => r.route === '/v1/jobRequests/:jobRequestId/files/:fileKey/downloadUrl' && r.status === 200)).toBe(true);
  const events = lines.filter((l) => typeof l.event === 'string').map((l) => `${String(l.event)} ${String(l.actor)}`);
  expect(events).toEqual(
    expect.arrayContaining([
      `sign-in.success ${ALICE}`,
      `sign-in.failure ${ALICE}`,
      `sign-in.success ${EMPLOYEE}`,
      `file.download ${ALICE}`,
      `organization-user.disableMfa ${ALICE}`,
      `impersonation.start ${ADMIN}`,
      `impersonation.end ${ADMIN}`,
    ]),
  );
  const started = lines.find((l) => l.event === 'impersonation.start');
  expect(started).toMatchObject({ target: ALICE, reqId: expect.any(String) });

  const signature = new URL(link.body.downloadUrl).searchParams.get('sig')!;
  const secrets = {
    password: DEMO_PASSWORD,
    'wrong password': 'Wrong-Password-4711',
    'ID token': bearer,
    'ID token signature': bearer.split('.')[2]!,
    'download signature': signature,
    'TOTP secret': totpSecret,
    'TOTP code of the verify call': verifyCode,
    'TOTP code of the sign-in form': signInCode,
    'e-mail verification code': emailCode,
  };
  // A six-character code must stand alone to count: inside a longer run of digits it is part of a timestamp.
  const leaks = (secret: string) => (secret.length > 8 ? log.includes(secret) : new RegExp(`(?<![A-Za-z0-9])${secret}(?![A-Za-z0-9])`).test(log));
  for (const [what, secret] of Object.entries(secrets)) expect(leaks(secret), `${what} in the log`).toBe(false);
  expect(log).not.toMatch(/"(authorization|cookie|set-cookie)"/i);
  console.log(`log: ${lines.length} lines for the walk, ${requests.length} request lines, events ${events.join(', ')}`);
});

it('reports an unreachable SMTP server on /health as degraded without failing readiness', async () => {
  const full = await probe(a.baseUrl, '/health');
  expect(full.status).toBe(200);
  expect(full.body.status).toBe('degraded');
  expect(full.body.checks.smtp.status).toBe('degraded');
  expect(Object.keys(full.body.checks)).toEqual(expect.arrayContaining(['apertium', 'libreoffice', 'ffmpeg', 'speech', 'smtp']));
  expect((await probe(a.baseUrl, '/health/ready')).status).toBe(200);
});

it('exports its traces over OTLP when an endpoint is set: the log line names the trace of an HTTP → route → PostgreSQL tree', async () => {
  const line = a.log
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.msg === 'request' && l.route === '/v1/machineTranslation/actions/translateFiles');
  expect(line?.traceId, 'the request line carries its trace').toMatch(/^[0-9a-f]{32}$/);
  // SIGTERM sends the spans still in the batch before the process exits.
  await a.stop();
  const trace = exported.filter((s) => s.traceId === line!.traceId);
  const http = trace.find((s) => s.name === 'POST /v1/machineTranslation/actions/translateFiles');
  expect(http, trace.map((s) => s.name).join(', ')).toBeDefined();
  expect(http!.spanId).toBe(line!.spanId);
  const route = trace.find((s) => s.name === 'translateFiles' && s.parentSpanId === http!.spanId);
  expect(route).toBeDefined();
  const statements = trace.filter((s) => s.parentSpanId === route!.spanId && s.attributes.some((x) => x.key === 'db.system.name'));
  expect(statements.length).toBeGreaterThan(0);
  // The probes are not traced.
  expect(exported.some((s) => s.name.includes('/health'))).toBe(false);
  console.log(`traces: ${exported.length} spans exported, ${trace.length} in the translateFiles call's trace (${statements.length} statements under the route)`);
});
