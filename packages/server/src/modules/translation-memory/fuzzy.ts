// Suggestions from a client's translation memory (issue 40 §2): a sentence whose normalised source is at least
// 85 % similar (pg_trgm's trigram similarity) to a unit of the same company and language pair. Offered beside a
// line in the media editor, never applied by themselves.
//
// Decision 157: similarity is the Jaccard index of the two trigram sets, |A∩B| / |A∪B|. At 85 % or more a unit
// B shares at least lo = ceil(0.85·|A|) of the sentence's |A| trigrams, so it lacks at most d = |A| − lo of them,
// and |B| lies in [lo, floor(|A| / 0.85)]. Dealt into d + 1 parts, the sentence's trigrams leave at least one part
// that B holds whole (d misses cannot touch d + 1 parts). So the lookup deals the trigrams rarest first (by the
// column's element statistics; one they do not list counts as rarest) round the parts, keeps each part's
// PER_PART rarest, and asks the index for units of an allowed size holding every trigram of some part. Both
// conditions are keys of one GIN index, so it hands over a few units only — exactly a superset of what `%`
// finds whatever the statistics say, since only which trigrams are asked depends on them. similarity() still
// gives the score.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memoryKey, type MemoryScope } from './units.ts';

/** Issue 40 §2: matches of 85 % or more are offered. */
export const FUZZY_THRESHOLD = 0.85;

/** Trigrams asked per part: more make a part's units fewer but its index reads longer (decision 157). */
const PER_PART = 4;

export interface FuzzyMatch {
  sourceText: string;
  targetText: string;
  /** 0..1, trigram similarity of the normalised sources. */
  score: number;
}

type Row = { key: string; source_text: string; target_text: string; score: number | string };

/**
 * The size window goes into the index only when it rules out most units (by the size statistics of the index's
 * second column); where nearly every unit has the sentence's size, as in a memory of one pattern, the index would
 * walk the size's long lists for nothing and the heap checks it cheaper (decision 157).
 */
const SIZE_SHARE = 0.25;

/** An array column's most common elements and their shares as ANALYZE last saw them (`e`, `f`). */
function commonElements(table: string, column: string, arrayType: 'text[]' | 'int[]'): SQL {
  return sql`
    SELECT x.e, x.f
    FROM pg_stats s, unnest(s.most_common_elems::text::${sql.raw(arrayType)}, s.most_common_elem_freqs) AS x(e, f)
    WHERE s.schemaname = current_schema() AND s.tablename = ${table} AND s.attname = ${column} AND x.e IS NOT NULL`;
}

/** The best unit of one part of a sentence's trigrams, the size window asked of the index or of the heap. */
function bestOfPart(scope: MemoryScope, t: SQL, sizeInIndex: boolean): SQL {
  return sql`
    SELECT p.k, m.source_text, m.target_text, m.score, m.updated_at
    FROM parts p
    CROSS JOIN LATERAL (
      SELECT u.source_text, u.target_text, u.updated_at, similarity(u.source_key, p.k) AS score
      FROM translation_units u
      WHERE u.client_id = ${scope.clientId} AND u.source_language_id = ${scope.source} AND u.target_language_id = ${scope.target}
        AND u.source_trgms @> p.part
        AND ${sizeInIndex ? sql`ARRAY[cardinality(u.source_trgms)] && p.sizes` : sql`cardinality(u.source_trgms) BETWEEN p.lo AND p.hi`}
        AND similarity(u.source_key, p.k) >= ${t}::float8
      ORDER BY score DESC, u.updated_at DESC
      LIMIT 1
    ) m
    WHERE p.size_in_index = ${sizeInIndex}`;
}

/** The best unit at or above the threshold for each sentence, by the sentence as given; one statement for all. */
export async function fuzzyMatches(db: Db, scope: MemoryScope, sentences: readonly string[]): Promise<Map<string, FuzzyMatch>> {
  const keys = [...new Set(sentences.map(memoryKey).filter(Boolean))];
  if (keys.length === 0) return new Map();
  // The threshold as an exact numeric for the bounds, and as float8 against similarity() as `%` compares it.
  const t = sql.raw(String(FUZZY_THRESHOLD));
  const result = await db.execute(sql`
    WITH elems AS MATERIALIZED (${commonElements('translation_units', 'source_trgms', 'text[]')}),
    sizes_seen AS MATERIALIZED (${commonElements('translation_units_trgms_idx', 'array', 'int[]')}),
    q AS MATERIALIZED (
      SELECT k, g, ceil(cardinality(g) * ${t}::numeric)::int AS lo, floor(cardinality(g) / ${t}::numeric)::int AS hi
      FROM unnest(${sql.param(keys)}::text[]) AS k, show_trgm(k) AS g
    ), ranked AS MATERIALIZED (
      SELECT q.k, q.lo, q.hi, cardinality(q.g) - q.lo + 1 AS parts, a,
        row_number() OVER (PARTITION BY q.k ORDER BY coalesce(elems.f, 0), a) - 1 AS rn
      FROM q CROSS JOIN unnest(q.g) AS a LEFT JOIN elems ON elems.e = a
    ), parts AS MATERIALIZED (
      SELECT k, lo, hi, array_agg(a) AS part, ARRAY(SELECT generate_series(lo, hi)) AS sizes,
        coalesce((SELECT sum(f) FROM sizes_seen WHERE e BETWEEN lo AND hi), 0) < ${SIZE_SHARE} AS size_in_index
      FROM ranked WHERE rn < ${PER_PART} * parts GROUP BY k, lo, hi, rn % parts
    ), found AS (${bestOfPart(scope, t, true)} UNION ALL ${bestOfPart(scope, t, false)})
    SELECT DISTINCT ON (k) k AS key, source_text, target_text, score FROM found ORDER BY k, score DESC, updated_at DESC`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const byKey = new Map(rows.map((r) => [r.key, { sourceText: r.source_text, targetText: r.target_text, score: Number(r.score) }]));
  return new Map(sentences.flatMap((s) => (byKey.has(memoryKey(s)) ? [[s, byKey.get(memoryKey(s))!] as const] : [])));
}
