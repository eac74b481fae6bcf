// Decision 158: the fuzzy lookup's index is built by the key functions. Installing again over an index they
// built leaves it; installing over one other functions built rebuilds it, since it would answer wrongly.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { installTrigramSearch, TRIGRAM_KEYS_INDEX } from './trigram-search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const indexOid = async () => ((await t.ctx.db.execute(sql.raw(`SELECT '${TRIGRAM_KEYS_INDEX}'::regclass::oid AS o`))) as unknown as { rows: Array<{ o: number }> }).rows[0]!.o;

it('keeps the keys index when the key functions are the same, and rebuilds it when they changed', async () => {
  const built = await indexOid();
  await installTrigramSearch(t.ctx.db);
  expect(await indexOid()).toBe(built);
  await t.ctx.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION translation_unit_key(client integer, source text, target text, class integer, trigram text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 1 $$`));
  await installTrigramSearch(t.ctx.db);
  expect(await indexOid()).not.toBe(built);
  const keys = (await t.ctx.db.execute(sql`SELECT translation_unit_key(1, 'enu', 'esn', 2, 'abc') AS k`)) as unknown as { rows: Array<{ k: number }> };
  expect(keys.rows[0]!.k).not.toBe(1);
});
