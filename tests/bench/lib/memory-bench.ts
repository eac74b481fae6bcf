// The translation-memory half of tests/bench/language-assets.ts (decisions 134 and 145): a company's memory of `units`
// generated units on one database, then exact and fuzzy lookups timed through the product's own functions.
//
// Two memories, both printed. "varied": sentences of 6–14 words drawn from a vocabulary of 4,000 made-up words,
// the common words far more often than the rare ones (log-uniform, close to the Zipf shape of real text) — how a
// company's corrections read. "narrow": the hard case, 25 words in one fixed pattern and a number, so nearly every
// unit shares nearly every trigram with every other and the trigram index can rule little out.
import { systemClock } from '../../../packages/server/src/lib/clock.ts';
import { seededRandom } from '../../../packages/server/src/lib/seeded-random.ts';
import { openDatabase, type Database } from '../../../packages/server/src/db/client.ts';
import { seed } from '../../../packages/server/src/seed/index.ts';
import { createTrigramKeysIndex, TRIGRAM_KEYS_INDEX } from '../../../packages/server/src/db/trigram-search.ts';
import { exactMatches, fuzzyMatches } from '../../../packages/server/src/modules/translation-memory/index.ts';
import { loadAverage, metOrNot, summary } from './figures.ts';
import { openBenchDatabase, query } from './pg-bench.ts';

export type MemoryCorpus = 'varied' | 'narrow';

const LOOKUPS = 200;
const NARROW_WORDS = ['please', 'bring', 'your', 'insurance', 'card', 'clinic', 'opens', 'nine', 'weekday', 'pharmacy', 'report', 'send', 'doctor', 'minutes', 'tablet', 'twice', 'daily', 'food', 'appointment', 'morning', 'evening', 'list', 'medicines', 'nurse', 'desk'];

/** 4,000 distinct made-up words of one to three syllables, the same on every run. */
function vocabulary(size = 4000): string[] {
  const onsets = ['b', 'br', 'c', 'ch', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'pl', 'pr', 'qu', 'r', 's', 'sh', 'sl', 'st', 't', 'th', 'tr', 'v', 'w', 'z'];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
  const codas = ['', '', 'n', 'r', 's', 't', 'l', 'nd', 'st', 'ng'];
  const random = seededRandom(42);
  const next = (n: number) => Math.floor(random() * n);
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = 1 + next(3);
    let w = '';
    for (let s = 0; s < syllables; s++) w += onsets[next(onsets.length)]! + vowels[next(vowels.length)]! + codas[next(codas.length)]!;
    words.add(w);
  }
  return [...words];
}

const sqlArray = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;

/** The narrow memory's sentence of unit g, written by SQL. */
function narrowSql(): string {
  const w = (k: number) => `(${sqlArray(NARROW_WORDS)})[1 + (floor(g / ${25 ** k})::bigint % 25)]`;
  return `${w(0)} || ' ' || ${w(1)} || ' ' || ${w(2)} || ' ' || ${w(3)} || ' the ' || ${w(4)} || ' at ' || g`;
}

/** The varied memory's sentences `from`..`to`, the same on every run. Word i comes about 1/i as often as the first. */
function variedSentences(words: readonly string[], from: number, to: number): string[] {
  const random = seededRandom(from);
  const out: string[] = [];
  for (let g = from; g <= to; g++) {
    const n = 6 + (g % 9);
    const picked: string[] = [];
    // exp(r · ln V) is log-uniform over 1..V.
    for (let k = 0; k < n; k++) picked.push(words[Math.floor(Math.exp(random() * Math.log(words.length))) - 1]!);
    out.push(picked.join(' '));
  }
  return out;
}

async function fill(database: Database, clientId: number, units: number, pair: { source: string; target: string }, corpus: MemoryCorpus): Promise<number> {
  const began = performance.now();
  // The trigram index is built once after the units, as a bulk import would have it rebuilt.
  await query(database, `DROP INDEX IF EXISTS ${TRIGRAM_KEYS_INDEX}`);
  const words = vocabulary();
  const step = corpus === 'narrow' ? 100_000 : 20_000;
  for (let from = 1; from <= units; from += step) {
    const to = Math.min(units, from + step - 1);
    // A varied sentence drawn twice is one unit, as in the product (one unit per normalised source).
    const rows =
      corpus === 'narrow'
        ? `SELECT g, ${narrowSql()} AS k FROM generate_series(${from}, ${to}) g`
        : `SELECT ${from} - 1 + ordinality AS g, k FROM unnest($4::text[]) WITH ORDINALITY AS t(k)`;
    await query(
      database,
      `INSERT INTO translation_units (client_id, source_language_id, target_language_id, source_key, source_text, target_text)
       SELECT $1, $2, $3, k, k || '.', 'traducción ' || g FROM (${rows}) s
       ON CONFLICT DO NOTHING`,
      [clientId, pair.source, pair.target, ...(corpus === 'narrow' ? [] : [variedSentences(words, from, to)])],
    );
  }
  await createTrigramKeysIndex(database.db);
  // The statistics the fuzzy lookup ranks trigrams by, as the TMX import refreshes them (decision 157).
  await query(database, 'ANALYZE translation_units');
  return (performance.now() - began) / 1000;
}

/** Stored sentences to look up, spread over the memory, and each with one small change the fuzzy lookup must see through. */
async function lookups(database: Database, clientId: number, units: number, corpus: MemoryCorpus): Promise<Array<{ stored: string; changed: string }>> {
  if (corpus === 'narrow') {
    const w = (g: number, k: number) => NARROW_WORDS[Math.floor(g / 25 ** k) % 25]!;
    const sentence = (g: number) => `${w(g, 0)} ${w(g, 1)} ${w(g, 2)} ${w(g, 3)} the ${w(g, 4)} at ${g}`;
    // One word changed: "the" becomes "a".
    return Array.from({ length: LOOKUPS }, (_, i) => sentence(1 + ((i * 7919) % units))).map((s) => ({ stored: s, changed: s.replace(' the ', ' a ') }));
  }
  const rows = await query<{ k: string }>(database, 'SELECT source_key AS k FROM translation_units WHERE client_id = $1 ORDER BY md5(source_key) LIMIT $2', [clientId, LOOKUPS]);
  // A typo: the longest word loses its second letter.
  const typo = (s: string) => {
    const longest = s.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
    return s.replace(longest, longest[0]! + longest.slice(2));
  };
  return rows.rows.map((r) => ({ stored: r.k, changed: typo(r.k) }));
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

async function printFigures(database: Database, scope: { clientId: number; source: string; target: string }, sample: Array<{ stored: string; changed: string }>, label: string): Promise<void> {
  // Written another way: capitals and punctuation the normalised key ignores.
  const exact = await timed(sample.length, (i) => exactMatches(database.db, scope, [`${sample[i]!.stored.toUpperCase()}!`]));
  const fuzzy = await timed(sample.length, (i) => fuzzyMatches(database.db, scope, [sample[i]!.changed]));
  const repeated = sample.map((s) => `${s.stored}.`);
  const served = (await exactMatches(database.db, scope, repeated)).size;
  const fuzzyFound = (await fuzzyMatches(database.db, scope, sample.slice(0, 20).map((s) => s.changed))).size;
  const [e, f] = [summary(exact), summary(fuzzy)];
  console.log(`  ${label}: exact lookup p50 ${e.p50.toFixed(2)} ms, p95 ${e.p95.toFixed(2)} ms (goal ≤ 5 ms: ${metOrNot(e.p95 <= 5)})`);
  console.log(`  ${label}: fuzzy lookup p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, ${fuzzyFound}/20 changed sentences found (goal ≤ 50 ms: ${metOrNot(f.p95 <= 50)})`);
  console.log(`  ${label}: repeated sentences served from it ${((100 * served) / sample.length).toFixed(1)} % (goal 100 %: ${metOrNot(served === sample.length)})`);
}

export async function memoryFigures(kind: 'pglite' | 'postgres', units: number, pair: { source: string; target: string }, corpus: MemoryCorpus): Promise<void> {
  const bench = kind === 'postgres' ? await openBenchDatabase() : undefined;
  const database = bench?.database ?? (await openDatabase({}));
  try {
    if (!bench) await database.migrate();
    await seed(database.db, { clock: systemClock, demo: true });
    const clientId = (await query<{ id: number }>(database, 'SELECT min(id) AS id FROM client_configs')).rows[0]!.id;
    const seconds = await fill(database, clientId, units, pair, corpus);
    const stored = Number((await query<{ n: string }>(database, 'SELECT count(*) AS n FROM translation_units WHERE client_id = $1', [clientId])).rows[0]!.n);
    const size = stored.toLocaleString('en');
    const shape = corpus === 'varied' ? 'varied sentences (4,000 words, log-uniform)' : 'narrow sentences (25 words, one pattern: the hard case)';
    console.log(`translation memory on ${kind === 'pglite' ? 'PGlite' : `PostgreSQL (${bench!.dbName})`}: ${size} units of one company, ${shape}, generated and indexed in ${seconds.toFixed(0)} s (load average ${loadAverage()})`);
    await printFigures(database, { clientId, ...pair }, await lookups(database, clientId, units, corpus), `${corpus} memory at ${size} units`);
  } finally {
    if (bench) await bench.drop();
    else await database.close();
  }
}
