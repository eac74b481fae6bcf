// The client's translation memory (decision 138): corrections stored as units, and the exact match a sentence
// takes before machine translation. A unit is found by its normalised source only within the company and the
// language pair it was made for: no company's units ever reach another's translation.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translationUnits } from '../../db/schema/index.ts';

/** A sentence as the memory matches it: case, runs of whitespace and punctuation do not count. */
export function memoryKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface MemoryScope {
  clientId: number;
  source: string;
  target: string;
}

export interface NewUnit {
  sourceText: string;
  targetText: string;
}

/** Stores units (the latest wins for the same normalised source); units without words on either side are not kept. */
export async function storeUnits(db: Db, scope: MemoryScope, units: readonly NewUnit[], who: string | null, now: Date): Promise<number> {
  const rows = units
    .map((u) => ({ ...u, sourceText: u.sourceText.trim(), targetText: u.targetText.trim(), sourceKey: memoryKey(u.sourceText) }))
    .filter((u) => u.sourceKey && u.targetText);
  if (rows.length === 0) return 0;
  const values = [...new Map(rows.map((r) => [r.sourceKey, r])).values()].map((r) => ({
    clientId: scope.clientId,
    sourceLanguageId: scope.source,
    targetLanguageId: scope.target,
    ...r,
    createdBy: who,
    createdAt: now,
    updatedAt: now,
  }));
  await db
    .insert(translationUnits)
    .values(values)
    .onConflictDoUpdate({
      target: [translationUnits.clientId, translationUnits.sourceLanguageId, translationUnits.targetLanguageId, translationUnits.sourceKey],
      set: { sourceText: sql`excluded.source_text`, targetText: sql`excluded.target_text`, createdBy: sql`excluded.created_by`, updatedAt: now },
    });
  return values.length;
}

/** The memory's translation of each sentence that has an exact match, by the sentence as given. */
export async function exactMatches(db: Db, scope: MemoryScope, sentences: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(sentences.map(memoryKey).filter(Boolean))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ sourceKey: translationUnits.sourceKey, targetText: translationUnits.targetText })
    .from(translationUnits)
    .where(
      and(
        eq(translationUnits.clientId, scope.clientId),
        eq(translationUnits.sourceLanguageId, scope.source),
        eq(translationUnits.targetLanguageId, scope.target),
        inArray(translationUnits.sourceKey, keys),
      ),
    );
  const byKey = new Map(rows.map((r) => [r.sourceKey, r.targetText]));
  return new Map(sentences.flatMap((s) => (byKey.has(memoryKey(s)) ? [[s, byKey.get(memoryKey(s))!] as const] : [])));
}
