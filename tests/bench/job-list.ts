// Job request list latency with keyset paging: page 1 against page 10,000 of one client's 1,000,000 requests.
// With OFFSET paging page 10,000 would read and discard 99,990 rows; with the cursor (create_time, id) it is
// an index range scan like page 1. Prints figures only; nothing here fails a build.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/job-list.ts [--rows 1000000] [--runs 50]
//
// Creates a database of its own on that server (dropped at the end), migrates it, seeds the reference data,
// inserts the rows in SQL (generate_series) and measures through the service and through the API (app.inject).
import { parseArgs } from 'node:util';
import { clientConfigs } from '../../packages/server/src/db/schema/index.ts';
import { encodePageToken, listJobRequests } from '../../packages/server/src/modules/job-requests/service.ts';
import { benchApp, benchPrincipal, openBenchDatabase, p50, p95, query, time as timeRuns } from './lib/pg-bench.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '50' } },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const PAGE_SIZE = 10;
const FAR_PAGE = Math.min(10_000, Math.floor(ROWS / PAGE_SIZE));

const time = (fn: () => Promise<unknown>, before?: () => Promise<unknown>) => timeRuns(fn, RUNS, 5, before);

const bench = await openBenchDatabase();
const { database, dbName } = bench;
try {
  const db = database.db;
  const [client] = await db
    .insert(clientConfigs)
    .values({ companyName: 'Bench Corp', signUpToken: 'bench-a', createProjectToken: 'bench-b' })
    .returning({ id: clientConfigs.id });
  const clientId = client!.id;

  let t0 = performance.now();
  // Newest first is create_time desc; a few rows share each second so the id tie-break is exercised.
  await query(
    database,
    `insert into job_requests (client_id, name, status, origination, request_type, source_language_id, target_language_ids, create_time, updated_at)
     select $1, 'Request ' || g,
            (array['COMPLETED','FAILED','TRANSLATING','ARCHIVED'])[1 + g % 4],
            'MT', 'TRANSLATION_REQUEST', 'enu', array['esn'],
            now() - (g / 3) * interval '1 second', now()
     from generate_series(1, $2::int) g`,
    [clientId, ROWS],
  );
  await query(database, 'analyze job_requests');
  console.log(
    `inserted ${ROWS.toLocaleString('en')} job requests in ${((performance.now() - t0) / 1000).toFixed(1)} s (PostgreSQL, database ${dbName})`,
  );

  const principal = benchPrincipal({ roles: ['CLIENT'], applications: ['machineTranslation'], clientId });

  // The cursor of the last row of page FAR_PAGE - 1, found once (this setup query may use OFFSET; the measured
  // calls never do). Following 9,999 tokens would give the same token.
  t0 = performance.now();
  const cursorRows = await query<{ t: string; i: string }>(
    database,
    `select to_char(create_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id::text as i
     from job_requests where client_id = $1 order by create_time desc nulls last, id asc offset $2 limit 1`,
    [clientId, (FAR_PAGE - 1) * PAGE_SIZE - 1],
  );
  const farToken = encodePageToken(cursorRows.rows[0]!);
  console.log(
    `(setup: cursor of page ${FAR_PAGE.toLocaleString('en')} found by OFFSET in ${(performance.now() - t0).toFixed(0)} ms — what every OFFSET page would cost)`,
  );

  // Check the constructed token continues exactly where OFFSET would.
  const far = await listJobRequests(db, principal, { pageSize: PAGE_SIZE, pageToken: farToken });
  const expected = await query<{ id: string }>(
    database,
    'select id::text as id from job_requests where client_id = $1 order by create_time desc nulls last, id asc offset $2 limit $3',
    [clientId, (FAR_PAGE - 1) * PAGE_SIZE, PAGE_SIZE],
  );
  const same = far.items.map((r) => r.id).join() === expected.rows.map((r) => r.id).join();
  console.log(
    `page ${FAR_PAGE.toLocaleString('en')} by cursor equals page ${FAR_PAGE.toLocaleString('en')} by OFFSET: ${same ? 'yes' : 'NO'}`,
  );

  const service1 = await time(() => listJobRequests(db, principal, { pageSize: PAGE_SIZE }));
  const serviceFar = await time(() =>
    listJobRequests(db, principal, { pageSize: PAGE_SIZE, pageToken: farToken }),
  );
  const filteredFar = await time(() =>
    listJobRequests(db, principal, { pageSize: PAGE_SIZE, pageToken: farToken, status: 'COMPLETED,FAILED' }),
  );

  const app = await benchApp(bench, principal);
  const api = (token?: string) => async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/jobRequests?pageSize=${PAGE_SIZE}${token ? `&pageToken=${token}` : ''}`,
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  // The API keeps a page until the organisation's requests change (decision 090): "afresh" changes one request
  // before each run (untimed), so the page is built again; "kept" reads the page kept by the run before.
  const change = () => query(database, `update job_requests set updated_at = now() where id = (select id from job_requests where client_id = $1 limit 1)`, [clientId]);
  const api1 = await time(api(), change);
  const apiFar = await time(api(farToken), change);
  const api1Kept = await time(api());
  await app.close();

  const line = (label: string, xs: number[]) =>
    console.log(
      `${label.padEnd(44)} p50 ${p50(xs).toFixed(2).padStart(7)} ms   p95 ${p95(xs).toFixed(2).padStart(7)} ms`,
    );
  console.log(`\n${RUNS} runs each, page size ${PAGE_SIZE}:`);
  line('service, page 1', service1);
  line(`service, page ${FAR_PAGE.toLocaleString('en')}`, serviceFar);
  line(`service, page ${FAR_PAGE.toLocaleString('en')}, status=COMPLETED,FAILED`, filteredFar);
  line('API (app.inject), page 1, afresh', api1);
  line(`API (app.inject), page ${FAR_PAGE.toLocaleString('en')}, afresh`, apiFar);
  line('API (app.inject), page 1, kept', api1Kept);
} finally {
  await bench.drop();
}
