// Decision 157: the fuzzy lookup asks the trigram-array index for a few units only, and must find exactly what
// pg_trgm's `%` at 0.85 finds over the whole memory. Compared here on a few hundred generated units (sentences
// of one to twelve words, typos, one-word sentences), before the statistics it ranks trigrams by exist and after.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { analyzeTrigrams } from '../../db/trigram-search.ts';
import { clientConfigs } from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { FUZZY_THRESHOLD, fuzzyMatches } from './fuzzy.ts';
import { memoryKey, storeUnits, type MemoryScope } from './units.ts';

const WORDS = ['card', 'cards', 'clinic', 'bring', 'your', 'insurance', 'the', 'a', 'at', 'nine', 'pharmacy', 'opens', 'doctor', 'tablet', 'twice', 'daily', 'médico', 'año', 'x', 'ok', '42', '2026'];

let t: TestApp;
let scope: MemoryScope;
const random = seededRandom(157);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const sentence = () => Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick(WORDS)).join(' ');
/** One letter dropped, doubled or swapped, or a word left out. */
function changed(s: string): string {
  const i = Math.floor(random() * s.length);
  const ways = [() => s.slice(0, i) + s.slice(i + 1), () => s.slice(0, i) + s[i] + s.slice(i), () => s.split(' ').slice(1).join(' ') || s];
  return pick(ways)();
}
const stored: string[] = [];

/** pg_trgm's own answer: the best unit by `source_key % key` over the whole memory. */
async function byPercent(keys: string[]): Promise<Map<string, number>> {
  const rows = await t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.similarity_threshold = ${FUZZY_THRESHOLD}`));
    const r = await tx.execute(sql`
      SELECT q.k, max(similarity(u.source_key, q.k)) AS score
      FROM unnest(${sql.param(keys)}::text[]) AS q(k)
      JOIN translation_units u ON u.client_id = ${scope.clientId} AND u.source_language_id = ${scope.source} AND u.target_language_id = ${scope.target} AND u.source_key % q.k
      GROUP BY q.k`);
    return (r as unknown as { rows: Array<{ k: string; score: number | string }> }).rows;
  });
  return new Map(rows.map((r) => [r.k, Number(r.score)]));
}

async function compare(): Promise<number> {
  const queries = [...stored.slice(0, 150).map(changed), ...stored.slice(150, 200), ...Array.from({ length: 100 }, sentence), 'card', 'cardz', 'x', '42'];
  const keys = [...new Set(queries.map(memoryKey).filter(Boolean))];
  const expected = await byPercent(keys);
  const found = await fuzzyMatches(t.ctx.db, scope, keys);
  expect(new Map([...found].map(([k, m]) => [k, m.score]))).toEqual(expected);
  return expected.size;
}

beforeAll(async () => {
  t = await buildTestApp();
  const [first] = await t.ctx.db.select().from(clientConfigs).limit(1);
  scope = { clientId: first!.id, source: 'enu', target: 'deu' };
  while (stored.length < 400) stored.push(sentence());
  await storeUnits(t.ctx.db, scope, stored.map((s, i) => ({ sourceText: s, targetText: `Satz ${i}` })), null, new Date('2026-11-01T10:00:00Z'));
});
afterAll(() => t.close());

describe('the fuzzy lookup finds what pg_trgm finds', () => {
  it('without trigram statistics', async () => {
    expect(await compare()).toBeGreaterThan(150);
  });

  it('with trigram statistics', async () => {
    await analyzeTrigrams(t.ctx.db);
    expect(await compare()).toBeGreaterThan(150);
  });
});
