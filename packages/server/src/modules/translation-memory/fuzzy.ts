// Translation-memory suggestions (decision 145): units ≥ 85 % trigram-similar, offered beside a line, never applied.
// Decisions 157, 158: the sentence's trigrams, rarest first, are dealt into d + 1 parts (d: the most a qualifying unit
// may lack), so such a unit holds one part whole; the index is asked for every part's PER_PART rarest. The answer
// is a superset of what `%` finds; similarity() still gives the score.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SIZE_CLASS } from '../../db/trigram-search.ts';
import { memoryKey, type MemoryScope } from './units.ts';

/** Decision 145: matches of 85 % or more are offered. */
export const FUZZY_THRESHOLD = 0.85;

/** Trigrams asked per part: more make a part's units fewer but its index reads longer (decisions 157, 158). */
const PER_PART = 4;

export interface FuzzyMatch {
  sourceText: string;
  targetText: string;
  score: number;
}

type Row = { key: string; source_text: string; target_text: string; score: number | string };

/** The table column's most common trigrams and their shares as ANALYZE last saw them (`e`, `f`). */
const commonTrigrams = sql`
  SELECT x.e, x.f
  FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS x(e, f)
  WHERE s.schemaname = current_schema() AND s.tablename = 'translation_units' AND s.attname = 'source_trgms' AND x.e IS NOT NULL`;

/** The best unit at or above the threshold for each sentence, by the sentence as given; one statement for all. */
export async function fuzzyMatches(db: Db, scope: MemoryScope, sentences: readonly string[]): Promise<Map<string, FuzzyMatch>> {
  const keys = [...new Set(sentences.map(memoryKey).filter(Boolean))];
  if (keys.length === 0) return new Map();
  // The threshold as an exact numeric for the bounds, and as float8 against similarity() as `%` compares it.
  const t = sql.raw(String(FUZZY_THRESHOLD));
  const w = sql.raw(String(SIZE_CLASS));
  const { clientId, source, target } = scope;
  const result = await db.execute(sql`
    WITH elems AS MATERIALIZED (${commonTrigrams}),
    q AS MATERIALIZED (
      SELECT k, g, cardinality(g) AS n FROM unnest(${sql.param(keys)}::text[]) AS k, show_trgm(k) AS g
    ), classes AS MATERIALIZED (
      SELECT k, s / ${w} AS c, max(n - ${shared(t)}) AS d
      FROM q, generate_series(ceil(n * ${t}::numeric)::int, floor(n / ${t}::numeric)::int) AS s
      WHERE ${shared(t)} <= least(n, s)
      GROUP BY k, s / ${w}
    ), ranked AS MATERIALIZED (
      SELECT q.k, a, row_number() OVER (PARTITION BY q.k ORDER BY coalesce(elems.f, 0), a) - 1 AS rn
      FROM q CROSS JOIN unnest(q.g) AS a LEFT JOIN elems ON elems.e = a
    ), parts AS MATERIALIZED (
      SELECT c.k, array_agg(translation_unit_key(${clientId}, ${source}, ${target}, c.c, r.a)) AS part
      FROM classes c JOIN ranked r ON r.k = c.k AND r.rn < ${PER_PART} * (c.d + 1)
      GROUP BY c.k, c.c, r.rn % (c.d + 1)
    ), found AS (
      SELECT p.k, m.source_text, m.target_text, m.score, m.updated_at
      FROM parts p
      CROSS JOIN LATERAL (
        SELECT u.source_text, u.target_text, u.updated_at, similarity(u.source_key, p.k) AS score
        FROM translation_units u
        WHERE translation_unit_keys(u.client_id, u.source_language_id, u.target_language_id, u.source_trgms) @> p.part
          -- The scope again, where no index can serve it: the keys carry it already, and given the B-tree of
          -- company and pair the planner would key every unit of the company once per part instead.
          AND (u.client_id, u.source_language_id, u.target_language_id) IS NOT DISTINCT FROM (${clientId}::int, ${source}::text, ${target}::text)
          AND similarity(u.source_key, p.k) >= ${t}::float8
        ORDER BY score DESC, u.updated_at DESC
        LIMIT 1
      ) m
    )
    SELECT DISTINCT ON (k) k AS key, source_text, target_text, score FROM found ORDER BY k, score DESC, updated_at DESC`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const byKey = new Map(rows.map((r) => [r.key, { sourceText: r.source_text, targetText: r.target_text, score: Number(r.score) }]));
  return new Map(sentences.flatMap((s) => (byKey.has(memoryKey(s)) ? [[s, byKey.get(memoryKey(s))!] as const] : [])));
}

/** The fewest trigrams a unit of size s must share with a sentence of n: ⌈t (n + s) / (1 + t)⌉, exact in numeric. */
function shared(t: SQL): SQL {
  return sql`ceil(${t}::numeric * (n + s) / (1 + ${t}::numeric))::int`;
}
