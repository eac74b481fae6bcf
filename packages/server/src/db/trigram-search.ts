// Fuzzy matches of a client's translation memory (decision 145) are measured on the database by pg_trgm, on both
// databases: PGlite loads it as a contrib extension (db/client.ts), PostgreSQL ships it. Installed after the
// migrations, as the change triggers are: the column, the key functions and the index call the extension's
// `show_trgm`, which must exist first, and a database restored from a backup gets them back from here.
//
// Decision 158 (after 157): each unit keeps its source key's trigram set (`show_trgm`, a generated column every
// write path fills by itself; its statistics rank trigrams by rarity), and one GIN index holds a key per trigram
// that also names the unit's company, language pair and size class. A lookup asks for a few keys at a time, so
// it reads only the posting lists of units of the right company, pair and size rather than every unit holding
// a trigram. Keys are 32-bit hashes: two that collide only bring a unit more to the similarity check, never
// lose one.
import { sql } from 'drizzle-orm';
import type { Db } from './db-type.ts';

/** Element statistics deep enough to rank a sentence's trigrams by how many units hold them (decision 157). */
export const TRIGRAM_STATISTICS = 1000;

/** Trigram-set sizes per class of the index's keys (decision 158): fewer classes, fewer parts to ask, longer lists. */
export const SIZE_CLASS = 4;

/** The index of the units' keys; the memory bench drops it before a bulk load and builds it after. */
export const TRIGRAM_KEYS_INDEX = 'translation_units_keys_idx';

export async function installTrigramSearch(db: Db): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await db.execute(sql`ALTER TABLE translation_units ADD COLUMN IF NOT EXISTS source_trgms text[] GENERATED ALWAYS AS (show_trgm(source_key)) STORED`);
  await db.execute(sql.raw(`ALTER TABLE translation_units ALTER COLUMN source_trgms SET STATISTICS ${TRIGRAM_STATISTICS}`));
  // One key per trigram of a unit; the lookup builds the same keys for the sizes it allows, so this is the one
  // place the key is written. Immutable, as an index expression must be: both call only immutable functions.
  // PostgreSQL 17 (PGlite) builds an index with only pg_catalog on the search path, hence the schema named in
  // the body. The cost tells the planner that computing the keys of every row is dear: without it, a small
  // memory is scanned and keyed once per part instead of asking the index.
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
  // A lookup reads the index's whole list of pending inserts once per part: kept to 64 kB (the least allowed)
  // rather than 4 MB, it costs a part a few pages at most, and inserts are still written in batches.
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS ${TRIGRAM_KEYS_INDEX} ON translation_units USING gin (translation_unit_keys(client_id, source_language_id, target_language_id, source_trgms)) WITH (gin_pending_list_limit = 64)`));
  // The keys are hashes: statistics of them tell the lookup nothing, and computing them would double ANALYZE.
  await db.execute(sql.raw(`ALTER INDEX ${TRIGRAM_KEYS_INDEX} ALTER COLUMN 1 SET STATISTICS 0`));
}

/**
 * Refreshes the trigram statistics the fuzzy lookup ranks by. PGlite has no autovacuum, and PostgreSQL's comes
 * late after a bulk import, so the importers call this after writing many units.
 */
export async function analyzeTrigrams(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE translation_units (source_trgms)`);
}
