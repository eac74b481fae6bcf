// The quality record's figures (decision 187) over many stored scores: staff's quality view (every company, 12
// months) and one company's history, computed at read time. Prints p50 / p95 against a goal of 250 ms (p50) for the
// view and 100 ms for a history; fails nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/quality-record.ts [--requests 20000] [--runs 20]
//
// Creates a database of its own (dropped at the end), inserts in SQL: requests of ten companies over two years, each
// delivered (a status-history row) with two scored languages, an open issue on every tenth, a request for changes
// redelivered a few hours later on every twentieth.
import { parseArgs } from 'node:util';
import { clientConfigs } from '../../packages/server/src/db/schema/index.ts';
import { qualityHistory, qualityStats } from '../../packages/server/src/modules/quality/record.ts';
import { benchPrincipal, openBenchDatabase, p50, p95, query, time as timeRuns } from './lib/pg-bench.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '20000' }, runs: { type: 'string', default: '20' } } });
const REQUESTS = Number(values.requests);
const RUNS = Number(values.runs);
const time = (fn: () => Promise<unknown>) => timeRuns(fn, RUNS, 3);

const bench = await openBenchDatabase();
const { database, dbName } = bench;
try {
  const db = database.db;
  const companies = await db
    .insert(clientConfigs)
    .values(Array.from({ length: 10 }, (_, i) => ({ companyName: `Bench ${i}`, signUpToken: `bench-s${i}`, createProjectToken: `bench-p${i}` })))
    .returning({ id: clientConfigs.id });
  const ids = companies.map((c) => c.id);
  let t0 = performance.now();
  await query(
    database,
    `insert into job_requests (client_id, name, status, origination, request_type, source_language_id, target_language_ids, mt_engines, create_time, updated_at)
     select ($1::int[])[1 + g % 10], 'Request ' || g, 'COMPLETED', 'MT', 'TRANSLATION_REQUEST', 'enu', array['esn', 'fra'],
            case when g % 3 = 0 then null else jsonb_build_object('esn', jsonb_build_array('deepl'), 'fra', jsonb_build_array('apertium')) end,
            now() - (g * (730 * 86400 / $2::int)) * interval '1 second', now()
     from generate_series(1, $2::int) g`,
    [ids, REQUESTS],
  );
  await query(database, `insert into job_request_status_history (job_request_id, from_status, to_status, at, actor) select id, 'TRANSLATING', 'COMPLETED', create_time + interval '1 hour', 'system' from job_requests`);
  await query(
    database,
    `insert into quality_scores (job_request_id, file_ref, language_id, file_name, evaluated_words, counted_issues, penalty, penalty_per_1000, score, verdict, inconclusive, profile_name, profile_version, tolerance, computed_at)
     select jr.id, 'req/' || jr.id || '/f.docx', l, 'f.docx', 400 + (abs(hashtext(jr.id::text || l)) % 3000), 1, 1, x.p, greatest(0, 100 - x.p),
            case when x.p > 10 then 'FAIL' else 'PASS' end, (400 + (abs(hashtext(jr.id::text || l)) % 3000)) < 1000, 'publish', 0, 10, jr.create_time + interval '2 hours'
     from job_requests jr cross join unnest(jr.target_language_ids) l cross join lateral (select (abs(hashtext(jr.id::text || l || 'p')) % 2000) / 100.0 as p) x`,
  );
  await query(
    database,
    `insert into quality_issues (job_request_id, language_id, file_name, segment, source_text, target_text, mqm_type, mqm_severity, status, created_by)
     select id, 'esn', 'f.docx', '0', 'a', 'b', (array['terminology','style','accuracy/mistranslation'])[1 + abs(hashtext(id::text)) % 3], 'minor',
            case when abs(hashtext(id::text)) % 2 = 0 then 'OPEN' else 'ACCEPTED' end, 'bench'
     from job_requests where abs(hashtext(id::text || 'i')) % 10 = 0`,
  );
  await query(
    database,
    `with d as (
       insert into review_decisions (job_request_id, language_id, decision, note, issue_ids, scores, decided_by, decided_at)
       select id, 'esn', 'CHANGES_REQUESTED', 'x', '[]', '[]', 'bench', create_time + interval '3 hours' from job_requests where abs(hashtext(id::text || 'd')) % 20 = 0
       returning job_request_id, decided_at)
     insert into job_request_status_history (job_request_id, from_status, to_status, at, actor)
     select job_request_id, 'CHANGES_REQUESTED', 'COMPLETED', decided_at + (1 + abs(hashtext(job_request_id::text)) % 48) * interval '1 hour', 'bench' from d`,
  );
  for (const table of ['job_requests', 'job_request_status_history', 'quality_scores', 'quality_issues', 'review_decisions']) await query(database, `vacuum analyze ${table}`);
  const scores = await query<{ n: number }>(database, 'select count(*)::int as n from quality_scores');
  console.log(`inserted ${REQUESTS.toLocaleString('en')} requests, ${scores.rows[0]!.n.toLocaleString('en')} scores in ${((performance.now() - t0) / 1000).toFixed(1)} s (PostgreSQL, database ${dbName})`);

  t0 = performance.now();
  const stats = await qualityStats(db, new Date());
  console.log(`12 months: ${stats.totals.scores.toLocaleString('en')} scores, mean ${stats.totals.meanScore}, ${stats.byMonth.length} months, ${stats.redelivery.redelivered} redelivered (median ${stats.redelivery.medianHours} h) — first call ${(performance.now() - t0).toFixed(0)} ms`);
  const admin = benchPrincipal({ roles: ['CLIENT'], applications: [], clientId: ids[0]! });
  const view = await time(() => qualityStats(db, new Date()));
  const history = await time(() => qualityHistory(db, admin, String(ids[0]), new Date()));

  const line = (label: string, xs: number[], goal: number) =>
    console.log(`${label.padEnd(44)} p50 ${p50(xs).toFixed(2).padStart(8)} ms   p95 ${p95(xs).toFixed(2).padStart(8)} ms   goal p50 ≤ ${goal} ms: ${p50(xs) <= goal ? 'met' : 'NOT met'}`);
  console.log(`\n${RUNS} runs each:`);
  line("staff's quality view, 12 months", view, 250);
  line("one company's history, 12 months", history, 100);
} finally {
  await bench.drop();
}
