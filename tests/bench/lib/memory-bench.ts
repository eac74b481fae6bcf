// The translation-memory half of tests/bench/language-assets.ts (issue 40 §4): a company's memory of `units`
// generated units on one database, then exact and fuzzy lookups timed through the product's own functions.
import { systemClock } from '../../../packages/server/src/lib/clock.ts';
import { openDatabase, type Database } from '../../../packages/server/src/db/client.ts';
import { seed } from '../../../packages/server/src/seed/index.ts';
import { exactMatches, fuzzyMatches } from '../../../packages/server/src/modules/translation-memory/index.ts';
import { loadAverage, metOrNot, summary } from './figures.ts';
import { openBenchDatabase, query } from './pg-bench.ts';

const WORDS = ['please', 'bring', 'your', 'insurance', 'card', 'clinic', 'opens', 'nine', 'weekday', 'pharmacy', 'report', 'send', 'doctor', 'minutes', 'tablet', 'twice', 'daily', 'food', 'appointment', 'morning', 'evening', 'list', 'medicines', 'nurse', 'desk'];
const LOOKUPS = 200;

/** The sentence of unit `g`, as the SQL below writes it: five words picked by g, then g itself in words' place. */
function sentence(g: number): string {
  const w = (k: number) => WORDS[Math.floor(g / 25 ** k) % 25]!;
  return `${w(0)} ${w(1)} ${w(2)} ${w(3)} the ${w(4)} at ${g}`;
}

async function fill(database: Database, clientId: number, units: number, pair: { source: string; target: string }): Promise<number> {
  const began = performance.now();
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const w = (k: number) => `(${words})[1 + (floor(g / ${25 ** k})::bigint % 25)]`;
  await query(database, 'DROP INDEX IF EXISTS translation_units_trgm_idx');
  for (let from = 1; from <= units; from += 100_000) {
    const to = Math.min(units, from + 99_999);
    await query(
      database,
      `INSERT INTO translation_units (client_id, source_language_id, target_language_id, source_key, source_text, target_text)
       SELECT $1, $2, $3, k, k || '.', 'traducción ' || g FROM (SELECT g, ${w(0)} || ' ' || ${w(1)} || ' ' || ${w(2)} || ' ' || ${w(3)} || ' the ' || ${w(4)} || ' at ' || g AS k FROM generate_series(${from}, ${to}) g) s`,
      [clientId, pair.source, pair.target],
    );
  }
  await query(database, 'CREATE INDEX translation_units_trgm_idx ON translation_units USING gin (source_key gin_trgm_ops)');
  await query(database, 'ANALYZE translation_units');
  return (performance.now() - began) / 1000;
}

async function timed(samples: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  return ms;
}

export async function memoryFigures(kind: 'pglite' | 'postgres', units: number, pair: { source: string; target: string }): Promise<void> {
  const bench = kind === 'postgres' ? await openBenchDatabase() : undefined;
  const database = bench?.database ?? (await openDatabase({}));
  try {
    if (!bench) await database.migrate();
    await seed(database.db, { clock: systemClock, demo: true });
    const clientId = (await query<{ id: number }>(database, 'SELECT min(id) AS id FROM client_configs')).rows[0]!.id;
    const seconds = await fill(database, clientId, units, pair);
    const scope = { clientId, ...pair };
    const pick = (i: number) => 1 + ((i * 7919) % units);
    // Written another way: capitals and punctuation the normalised key ignores.
    const exact = await timed(LOOKUPS, (i) => exactMatches(database.db, scope, [`${sentence(pick(i)).toUpperCase()}!`]));
    const fuzzy = await timed(LOOKUPS, (i) => fuzzyMatches(database.db, scope, [sentence(pick(i)).replace(' the ', ' a ')]));
    const repeated = Array.from({ length: LOOKUPS }, (_, i) => `${sentence(pick(i))}.`);
    const served = (await exactMatches(database.db, scope, repeated)).size;
    const fuzzyFound = (await fuzzyMatches(database.db, scope, repeated.slice(0, 20).map((s) => s.replace(' the ', ' a ')))).size;
    const [e, f] = [summary(exact), summary(fuzzy)];
    const size = units.toLocaleString('en');
    console.log(`translation memory on ${kind === 'pglite' ? 'PGlite' : `PostgreSQL (${bench!.dbName})`}: ${size} units of one company, generated and indexed in ${seconds.toFixed(0)} s (load average ${loadAverage()})`);
    console.log(`  memory at ${size} units: exact lookup p50 ${e.p50.toFixed(2)} ms, p95 ${e.p95.toFixed(2)} ms (goal ≤ 5 ms: ${metOrNot(e.p95 <= 5)})`);
    console.log(`  memory at ${size} units: fuzzy lookup p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, ${fuzzyFound}/20 one-word changes found (goal ≤ 50 ms: ${metOrNot(f.p95 <= 50)})`);
    console.log(`  memory: repeated sentences served from it ${((100 * served) / LOOKUPS).toFixed(1)} % (goal 100 %: ${metOrNot(served === LOOKUPS)})`);
  } finally {
    if (bench) await bench.drop();
    else await database.close();
  }
}
