// Suggestions from a client's translation memory (issue 40 §2): a sentence whose normalised source is at least
// 85 % similar (pg_trgm's trigram similarity) to a unit of the same company and language pair. Offered beside a
// line in the media editor, never applied by themselves.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memoryKey, type MemoryScope } from './units.ts';

/** Issue 40 §2: matches of 85 % or more are offered. */
export const FUZZY_THRESHOLD = 0.85;

export interface FuzzyMatch {
  sourceText: string;
  targetText: string;
  /** 0..1, trigram similarity of the normalised sources. */
  score: number;
}

/**
 * The best unit at or above the threshold for each sentence, by the sentence as given; one statement for all.
 * The threshold is set for the statement's transaction only, so `%` can use the trigram index.
 */
export async function fuzzyMatches(db: Db, scope: MemoryScope, sentences: readonly string[]): Promise<Map<string, FuzzyMatch>> {
  const keys = [...new Set(sentences.map(memoryKey).filter(Boolean))];
  if (keys.length === 0) return new Map();
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.similarity_threshold = ${FUZZY_THRESHOLD}`));
    const result = await tx.execute(sql`
      SELECT q.k AS key, m.source_text, m.target_text, m.score
      FROM unnest(${sql.param(keys)}::text[]) AS q(k)
      CROSS JOIN LATERAL (
        SELECT u.source_text, u.target_text, similarity(u.source_key, q.k) AS score
        FROM translation_units u
        WHERE u.client_id = ${scope.clientId} AND u.source_language_id = ${scope.source} AND u.target_language_id = ${scope.target}
          AND u.source_key % q.k
        ORDER BY score DESC, u.updated_at DESC
        LIMIT 1
      ) m`);
    return (result as unknown as { rows: Array<{ key: string; source_text: string; target_text: string; score: number | string }> }).rows;
  });
  const byKey = new Map(rows.map((r) => [r.key, { sourceText: r.source_text, targetText: r.target_text, score: Number(r.score) }]));
  return new Map(sentences.flatMap((s) => (byKey.has(memoryKey(s)) ? [[s, byKey.get(memoryKey(s))!] as const] : [])));
}
