// Report rows latency (spec 3 §7; docs/decisions/030-report-filters-and-rows.md): the project report of one
// client with 1,000,000 job requests, filtered by a date range and a status — page 1, page 2,000 and the
// totalRows count — against a goal of 50 ms (p50) each. Prints figures and met / NOT met; fails nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/reports.ts [--rows 1000000] [--runs 30]
//
// Creates a database of its own on that server (dropped at the end), migrates it, seeds the reference data and
// the report definitions, inserts the rows in SQL (generate_series), lets PostgreSQL vacuum and analyse them (as
// autovacuum would), then measures through the service and through the API (app.inject).
import { parseArgs } from 'node:util';
import { clientConfigs, reports } from '../../packages/server/src/db/schema/index.ts';
import { REPORT_DEFINITIONS } from '../../packages/server/src/modules/reports/definitions.ts';
import { reportRows } from '../../packages/server/src/modules/reports/service.ts';
import { benchApp, benchPrincipal, openBenchDatabase, p50, p95, query, time as timeRuns } from './lib/pg-bench.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '30' }, explain: { type: 'boolean', default: false } },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const LIMIT = 25;
const FAR_PAGE = 2000;
const GOAL_MS = 50;

const time = (fn: () => Promise<unknown>) => timeRuns(fn, RUNS, 3);

const bench = await openBenchDatabase();
const { database, dbName } = bench;
try {
  const db = database.db;
  const [projects] = await db.insert(reports).values({ ...REPORT_DEFINITIONS.find((d) => d.source === 'projects')! }).returning({ id: reports.id });
  const [client, other] = await db
    .insert(clientConfigs)
    .values([
      { companyName: 'Bench Corp', signUpToken: 'bench-a', createProjectToken: 'bench-b' },
      { companyName: 'Other Corp', signUpToken: 'bench-c', createProjectToken: 'bench-d' },
    ])
    .returning({ id: clientConfigs.id });
  const clientId = client!.id;

  let t0 = performance.now();
  // Two years of requests, about 1,400 a day, in four statuses; a second company's rows share the table.
  await query(
    database,
    `insert into job_requests (client_id, name, status, origination, request_type, source_language_id, target_language_ids, create_time, updated_at)
     select $1, 'Request ' || g,
            (array['COMPLETED','SUBMITTED_TO_XTRF','QUOTE_READY_FOR_CLIENT_REVIEW','CANCELLED'])[1 + g % 4],
            'WEBFORM', (array['TRANSLATION_REQUEST','QUOTE_REQUEST'])[1 + g % 2], 'enu', array['esn', 'fra'],
            now() - (g * 63) * interval '1 second', now()
     from generate_series(1, $2::int) g`,
    [clientId, ROWS],
  );
  await query(
    database,
    `insert into job_requests (client_id, name, status, origination, request_type, source_language_id, target_language_ids, create_time, updated_at)
     select $1, 'Other ' || g, 'COMPLETED', 'WEBFORM', 'TRANSLATION_REQUEST', 'enu', array['esn'], now() - g * interval '1 minute', now()
     from generate_series(1, 50000) g`,
    [other!.id],
  );
  await query(database, 'vacuum analyze job_requests');
  console.log(`inserted ${ROWS.toLocaleString('en')} job requests in ${((performance.now() - t0) / 1000).toFixed(1)} s (PostgreSQL, database ${dbName})`);

  const principal = benchPrincipal({ roles: ['CLIENT'], applications: ['reports'], clientId });
  // The last 12 months, completed requests: about 125,000 rows, so page 2,000 (rows 49,976–50,000) exists.
  const now = Date.now();
  const filters = JSON.stringify({ createdFrom: now - 365 * 86_400_000, createdTo: now, status: 'Completed' });
  const reportId = projects!.id;

  t0 = performance.now();
  const first = await reportRows(db, principal, reportId, { page: 1, limit: LIMIT, filters });
  const far = await reportRows(db, principal, reportId, { page: FAR_PAGE, limit: LIMIT, filters });
  console.log(`filtered total: ${first.totalRows.toLocaleString('en')} rows; page ${FAR_PAGE.toLocaleString('en')} has ${far.items.length} rows`);
  // Check page 2,000 against a plain OFFSET query over the same rows.
  const fromIso = new Date(now - 365 * 86_400_000).toISOString();
  const toIso = new Date(now).toISOString();
  const expected = await query<{ name: string }>(
    database,
    `SELECT name FROM job_requests WHERE client_id = $1 AND status = 'COMPLETED' AND create_time >= $2::timestamptz AND create_time <= $3::timestamptz
     ORDER BY create_time DESC, id ASC OFFSET $4 LIMIT $5`,
    [clientId, fromIso, toIso, (FAR_PAGE - 1) * LIMIT, LIMIT],
  );
  const same = far.items.map((r) => r.projectName).join() === expected.rows.map((r) => r.name).join();
  console.log(`page ${FAR_PAGE.toLocaleString('en')} equals the plain OFFSET page: ${same ? 'yes' : 'NO'} (${(performance.now() - t0).toFixed(0)} ms for the checks)`);

  if (values.explain) {
    // Prints PostgreSQL's plan of each statement one rows call of page 2,000 runs.
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query.bind(client);
    const seen: Array<{ text: string; values: unknown[] }> = [];
    client.query = (...args: unknown[]) => {
      const q = args[0] as { text?: string; values?: unknown[] } | string;
      const text = typeof q === 'string' ? q : q.text;
      const params = Array.isArray(args[1]) ? (args[1] as unknown[]) : typeof q === 'object' ? (q.values ?? []) : [];
      if (text) seen.push({ text, values: params });
      return original(...args);
    };
    await reportRows(db, principal, reportId, { page: FAR_PAGE, limit: LIMIT, filters });
    client.query = original;
    for (const q of seen.filter((x) => /job_requests/.test(x.text))) {
      const plan = await query<{ 'QUERY PLAN': string }>(database, `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
      console.log(`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }

  const page1 = await time(() => reportRows(db, principal, reportId, { page: 1, limit: LIMIT, filters }));
  const pageFar = await time(() => reportRows(db, principal, reportId, { page: FAR_PAGE, limit: LIMIT, filters }));
  // The count alone, as the service runs it (the rows call runs it next to the page query).
  const countOnly = await time(() =>
    query(
      database,
      `SELECT count(*)::int AS n FROM job_requests jr WHERE jr.client_id = $1 AND jr.status IN ('COMPLETED') AND jr.create_time >= $2::timestamptz AND jr.create_time <= $3::timestamptz`,
      [clientId, fromIso, toIso],
    ),
  );

  const app = await benchApp(bench, principal, { WORKERS: 'false' });
  const api = (page: number) => async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/reports/${reportId}/rows?page=${page}&limit=${LIMIT}&filters=${encodeURIComponent(filters)}` });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  const api1 = await time(api(1));
  const apiFar = await time(api(FAR_PAGE));
  await app.close();

  const line = (label: string, xs: number[], goal = true) => {
    const verdict = goal ? (p50(xs) <= GOAL_MS ? '  met' : '  NOT met') : '';
    console.log(`${label.padEnd(52)} p50 ${p50(xs).toFixed(2).padStart(7)} ms   p95 ${p95(xs).toFixed(2).padStart(7)} ms${verdict}`);
  };
  console.log(`\n${RUNS} runs each, limit ${LIMIT}, goal p50 ≤ ${GOAL_MS} ms (page and count run in parallel in one rows call):`);
  line('totalRows count (filtered)', countOnly);
  line('rows call (service), page 1, with its count', page1);
  line(`rows call (service), page ${FAR_PAGE.toLocaleString('en')}, with its count`, pageFar);
  line('rows call (API, app.inject), page 1', api1, false);
  line(`rows call (API, app.inject), page ${FAR_PAGE.toLocaleString('en')}`, apiFar, false);
} finally {
  await bench.drop();
}
