// API throughput under load (issue "Speed", item 3): the product server, started as its own process over TLS on
// loopback, answering GET /v1/userAccount, GET /v1/jobRequests and GET /v1/jobRequests/{id} for several demo
// users signed in through the embedded identity provider (real ID tokens), on PostgreSQL and on the embedded
// PGlite — beside the two ceilings measured in the same run: bare Fastify answering a JSON body, and Fastify
// with one indexed PostgreSQL query. 50 connections, keep-alive, autocannon in this process (the load generator
// shares the machine, as it would on a developer's laptop). Prints req/s, p99 and errors with met / NOT met;
// fails nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/api-load.ts \
//     [--seconds 10] [--connections 50] [--port 9180] [--only postgres|pglite] [--requests 300] [--cpu-prof DIR]
//     [--call TEXT] [--node-arg FLAG ...]
//
// Goals: on PostgreSQL each call ≥ 50 % of the one-query ceiling, p99 ≤ 50 ms, no errors; on PGlite ≥ 1,000 req/s.
// Each database gets the demo data plus --requests job requests (with files, links and quotes) per organisation.
// List pages are kept until their organisation's requests change (decision 090), the account's answer until the
// account or its organisation's configuration does (decision 116): on PostgreSQL the list and the account are
// also measured while every organisation changes every few milliseconds, which forgets those answers.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../../packages/server/src/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../../packages/server/src/seed/index.ts';
import { systemClock } from '../../packages/server/src/lib/clock.ts';
import { httpRequest, signIn } from '../../packages/server/test/sign-in.ts';
import { openBenchDatabase, query } from './lib/pg-bench.ts';
import { startServerProcess, type ServerProcess } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '9180' },
    only: { type: 'string' },
    requests: { type: 'string', default: '300' },
    'cpu-prof': { type: 'string' },
    // Only the calls whose name contains this text (e.g. "jobRequests/{id}"), to profile one call alone.
    call: { type: 'string' },
    // Flags for the server's node (e.g. --node-arg=--liftoff-only), to compare a V8 setting on the same data.
    'node-arg': { type: 'string', multiple: true },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const REQUESTS_PER_ORG = Number(values.requests);
const SHARE_GOAL = 0.5;
const P99_GOAL_MS = 50;
const PGLITE_GOAL_RPS = 1000;
// The demo's client users: two organisations, a CLIENT and a CLIENT_EMPLOYEE in each (a Coupa buyer among them).
const USERS = DEMO_ACCOUNTS.filter((a) => a.company).map((a) => a.username);

interface Figures {
  what: string;
  rps: number;
  p99: number;
  errors: number;
}

/** Job requests for every organisation, newest first, each with two files, every third with a link and a quote. */
async function seedRequests(database: Database): Promise<void> {
  await seed(database.db, { clock: systemClock, demo: true });
  await query(
    database,
    `insert into job_requests (client_id, name, status, origination, request_type, source_language_id, target_language_ids, custom_fields, create_time, updated_at)
     select c.id, 'Bench request ' || g,
            (array['COMPLETED','TRANSLATING','QUOTE_READY_FOR_CLIENT_REVIEW','ANALYZING'])[1 + g % 4],
            'WEBFORM', (array['TRANSLATION_REQUEST','QUOTE_REQUEST'])[1 + g % 2], 'enu', array['esn','fra','deu'],
            '[]'::jsonb, now() - g * interval '1 minute', now()
     from client_configs c cross join generate_series(1, $1::int) g`,
    [REQUESTS_PER_ORG],
  );
  await query(
    database,
    `insert into job_request_files (job_request_id, file_name, file_key, category, size)
     select r.id, 'document-' || n || '.docx', 'jobRequests/' || r.id || '/uploaded/document-' || n || '.docx', 'SOURCE_DOCUMENT', 20000
     from job_requests r cross join generate_series(1, 2) n where r.name like 'Bench request %'`,
  );
  await query(
    database,
    `insert into job_request_links (job_request_id, url, name)
     select id, 'https://files.example.com/' || id, 'Shared folder' from job_requests
     where name like 'Bench request %' and right(name, 1) in ('0', '3', '6', '9')`,
  );
  await query(
    database,
    `insert into auto_quotes (job_request_id, price_per_page, price, total_pages, acceptance_deadline)
     select id, 25, 750, 30, now() + interval '30 days' from job_requests
     where name like 'Bench request %' and request_type = 'QUOTE_REQUEST' and status = 'QUOTE_READY_FOR_CLIENT_REVIEW'`,
  );
  await query(database, 'analyze');
}

interface Caller {
  username: string;
  token: string;
  jobRequestId: string;
}

async function signInUsers(baseUrl: string): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const username of USERS) {
    const { idToken } = await signIn(baseUrl, username, DEMO_PASSWORD);
    const res = await httpRequest(`${baseUrl}/v1/jobRequests`, { headers: { authorization: `Bearer ${idToken}` } });
    const id = res.status === 200 ? (JSON.parse(res.body) as { items: Array<{ id: string }> }).items[0]?.id : undefined;
    if (!id) throw new Error(`${username}: GET /v1/jobRequests answered ${res.status} without requests`);
    callers.push({ username, token: idToken, jobRequestId: id });
  }
  return callers;
}

/** One autocannon run; each connection is one of the callers (round robin), with its own token and request id. */
async function load(baseUrl: string, what: string, pathOf: (c: Caller) => string, callers: Caller[], seconds = SECONDS): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => {
      const caller = callers[next++ % callers.length]!;
      client.setRequests([{ method: 'GET', path: pathOf(caller), headers: { authorization: `Bearer ${caller.token}` } }]);
    },
  });
  return { what, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const ANONYMOUS: Caller[] = [{ username: '', token: '', jobRequestId: '' }];

const CALLS: Array<[string, (c: Caller) => string]> = [
  ['GET /v1/userAccount', () => '/v1/userAccount'],
  ['GET /v1/jobRequests', () => '/v1/jobRequests'],
  ['GET /v1/jobRequests/{id}', (c) => `/v1/jobRequests/${c.jobRequestId}`],
];

/**
 * While a call is polled, each organisation changes every CHANGE_EVERY_MS: its newest request (a status update, as
 * the job workers write them) for the job list, its configuration for the account. Every change forgets that
 * organisation's kept answers, so reads after it build them again. Only where the bench can write beside the
 * server (PostgreSQL; PGlite is the server's own). These figures are held to the goal too.
 */
const CHANGE_EVERY_MS = 10;
const BUSY_CALLS: Array<{ what: string; path: string; change: string }> = [
  {
    what: `GET /v1/jobRequests, each organisation changing every ${CHANGE_EVERY_MS} ms`,
    path: '/v1/jobRequests',
    change: `update job_requests set updated_at = now()
             where id in (select distinct on (client_id) id from job_requests where client_id is not null order by client_id, create_time desc nulls last, id)`,
  },
  {
    what: `GET /v1/userAccount, each organisation's configuration changing every ${CHANGE_EVERY_MS} ms`,
    path: '/v1/userAccount',
    // A no-op to the eye, and still a change of every organisation's row: its trigger announces each of them.
    change: 'update client_configs set logo_url = logo_url',
  },
];

function changeEvery(database: Database, statement: string): () => Promise<number> {
  let changes = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await query(database, statement);
      changes++;
      await new Promise((r) => setTimeout(r, CHANGE_EVERY_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return changes;
  };
}

async function measureProduct(label: string, env: Record<string, string>, port: number, writer?: Database): Promise<Figures[]> {
  const prof = values['cpu-prof'];
  const nodeArgs = [...(values['node-arg'] ?? []), ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [])];
  const server = await startServerProcess({ port, env, nodeArgs });
  try {
    const callers = await signInUsers(server.baseUrl);
    const out: Figures[] = [];
    for (const [what, pathOf] of CALLS.filter(([name]) => !values.call || name.includes(values.call))) {
      await load(server.baseUrl, what, pathOf, callers, 2); // warm-up: JIT, pools, caches
      out.push(await load(server.baseUrl, `${what} on ${label}`, pathOf, callers));
    }
    for (const busy of writer ? BUSY_CALLS.filter((b) => !values.call || b.what.includes(values.call)) : []) {
      const stop = changeEvery(writer!, busy.change);
      out.push(await load(server.baseUrl, `${busy.what} on ${label}`, () => busy.path, callers));
      console.log(`  (${await stop()} rounds of changes to every organisation during the ${SECONDS} s of "${busy.what}")`);
    }
    return out;
  } catch (err) {
    console.error(server.log().slice(-3000));
    throw err;
  } finally {
    await server.stop();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const rows: Array<Figures & { goal: string; met: boolean | null }> = [];
let queryCeiling: number | undefined;

console.log(`api-load: ${CONNECTIONS} connections, ${SECONDS} s per figure, TLS keep-alive over loopback, ${USERS.length} signed-in users (${os.cpus().length} cores)`);

if (values.only !== 'pglite') {
  const bench = await openBenchDatabase();
  let ceiling: ServerProcess | undefined;
  try {
    await seedRequests(bench.database);
    const figures = await measureProduct('PostgreSQL', { DATABASE_URL: bench.url, DATA_DIR: bench.dataDir }, PORT, bench.database);
    ceiling = await startServerProcess({
      port: PORT + 1,
      env: {},
      script: 'tests/bench/lib/ceiling-server.ts',
      args: [String(PORT + 1), bench.url, path.join(bench.dataDir, 'tls')],
    });
    const ids = await query<{ id: string }>(bench.database, 'select id::text as id from user_accounts order by username limit 8');
    const idCallers = ids.rows.map((r) => ({ username: '', token: '', jobRequestId: r.id }));
    await load(ceiling.baseUrl, 'warm-up', () => '/json', ANONYMOUS, 2);
    const bare = await load(ceiling.baseUrl, 'bare Fastify answering a JSON body (ceiling)', () => '/json', ANONYMOUS);
    await load(ceiling.baseUrl, 'warm-up', (c) => `/query/${c.jobRequestId}`, idCallers, 2);
    const one = await load(ceiling.baseUrl, 'Fastify + one indexed PostgreSQL query (ceiling)', (c) => `/query/${c.jobRequestId}`, idCallers);
    queryCeiling = one.rps;
    rows.push({ ...bare, goal: '', met: null }, { ...one, goal: '', met: null });
    for (const f of figures) {
      const share = f.rps / one.rps;
      rows.push({
        ...f,
        goal: `${Math.round(share * 100)} % of ceiling (≥ ${SHARE_GOAL * 100} %), p99 ≤ ${P99_GOAL_MS} ms, 0 errors`,
        met: share >= SHARE_GOAL && f.p99 <= P99_GOAL_MS && f.errors === 0,
      });
    }
  } finally {
    await ceiling?.stop();
    await bench.drop();
  }
}

if (values.only !== 'postgres') {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lingua-api-load-'));
  try {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await seedRequests(database);
    } finally {
      await database.close();
    }
    for (const f of await measureProduct('PGlite', { DATA_DIR: dataDir }, PORT + 2)) {
      rows.push({ ...f, goal: `≥ ${fmt(PGLITE_GOAL_RPS)} req/s, 0 errors`, met: f.rps >= PGLITE_GOAL_RPS && f.errors === 0 });
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const width = Math.max(...rows.map((r) => r.what.length));
console.log(`\n${'what'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'p99'.padStart(6)}  ${'errors'.padStart(6)}  goal`);
for (const r of rows) {
  const verdict = r.met === null ? '' : r.met ? 'met' : 'NOT met';
  console.log(`${r.what.padEnd(width)}  ${fmt(r.rps).padStart(7)}  ${`${r.p99} ms`.padStart(6)}  ${String(r.errors).padStart(6)}  ${r.goal}${verdict ? ` — ${verdict}` : ''}`);
}
if (queryCeiling === undefined && values.only === 'pglite') console.log('(ceilings are measured on PostgreSQL; run without --only pglite to see them)');
