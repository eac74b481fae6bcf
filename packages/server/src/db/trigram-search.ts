// Fuzzy-match index by pg_trgm (decisions 145, 157, 158), installed after the migrations. One GIN key per trigram
// names company, pair and size class; keys are 32-bit hashes, so a collision adds a candidate, never loses one.
import { sql } from 'drizzle-orm';
import type { Db } from './db-type.ts';

/** Element statistics deep enough to rank a sentence's trigrams by how many units hold them (decision 157). */
export const TRIGRAM_STATISTICS = 1000;

/** Trigram-set sizes per class of the index's keys (decision 158): fewer classes, fewer parts to ask, longer lists. */
export const SIZE_CLASS = 4;

export const TRIGRAM_KEYS_INDEX = 'translation_units_keys_idx';

export async function installTrigramSearch(db: Db): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await db.execute(sql`ALTER TABLE translation_units ADD COLUMN IF NOT EXISTS source_trgms text[] GENERATED ALWAYS AS (show_trgm(source_key)) STORED`);
  await db.execute(sql.raw(`ALTER TABLE translation_units ALTER COLUMN source_trgms SET STATISTICS ${TRIGRAM_STATISTICS}`));
  // The one place the key is written. PGlite builds indexes with only pg_catalog on the search path, hence the schema.
  const schema = ((await db.execute(sql`SELECT current_schema() AS s`)) as unknown as { rows: Array<{ s: string }> }).rows[0]!.s;
  const keyBody = ` SELECT hashtext(client::text || '/' || source || '/' || target || '/' || class::text || '/' || trigram) `;
  const keysBody = ` SELECT ARRAY(SELECT "${schema}".translation_unit_key(client, source, target, cardinality(trgms) / ${SIZE_CLASS}, t) FROM unnest(trgms) AS t) `;
  // An index built by other keys than these would answer wrongly: where either function changes, it is rebuilt.
  const bodies = (await db.execute(sql`SELECT prosrc FROM pg_proc WHERE proname IN ('translation_unit_key', 'translation_unit_keys') AND pronamespace = ${schema}::regnamespace`)) as unknown as { rows: Array<{ prosrc: string }> };
  if (bodies.rows.some((r) => r.prosrc !== keyBody && r.prosrc !== keysBody)) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${TRIGRAM_KEYS_INDEX}`));
  await db.execute(sql.raw(`
    CREATE OR REPLACE FUNCTION translation_unit_key(client integer, source text, target text, class integer, trigram text)
    RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$${keyBody}$$`));
  await db.execute(sql.raw(`
    CREATE OR REPLACE FUNCTION translation_unit_keys(client integer, source text, target text, trgms text[])
    RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 10000
    AS $$${keysBody}$$`));
  await createTrigramKeysIndex(db);
  // The indexes of decisions 145 and 157, which read whole trigram lists.
  await db.execute(sql`DROP INDEX IF EXISTS translation_units_trgms_idx`);
  await db.execute(sql`DROP INDEX IF EXISTS translation_units_trgm_idx`);
}

export async function createTrigramKeysIndex(db: Db): Promise<void> {
  // The pending-insert list is read once per part: 64 kB (the least allowed) keeps that to a few pages.
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS ${TRIGRAM_KEYS_INDEX} ON translation_units USING gin (translation_unit_keys(client_id, source_language_id, target_language_id, source_trgms)) WITH (gin_pending_list_limit = 64)`));
  // The keys are hashes: statistics of them tell the lookup nothing, and computing them would double ANALYZE.
  await db.execute(sql.raw(`ALTER INDEX ${TRIGRAM_KEYS_INDEX} ALTER COLUMN 1 SET STATISTICS 0`));
}

/** PGlite has no autovacuum and PostgreSQL's comes late after a bulk import: importers call this. */
export async function analyzeTrigrams(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE translation_units (source_trgms)`);
}
