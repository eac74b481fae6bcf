// Fuzzy matches of a client's translation memory (issue 40 §2) are measured on the database by pg_trgm, on both
// databases: PGlite loads it as a contrib extension (db/client.ts), PostgreSQL ships it. Installed after the
// migrations, as the change triggers are: the column and its index call the extension's `show_trgm`, which must
// exist first, and a database restored from a backup gets them back from here.
//
// Decision 157: each unit keeps its source key's trigram set (`show_trgm`, immutable on both databases, so a
// generated column that every write path fills by itself) under one GIN index of the array and of its size. The
// lookup asks for units of an allowed size holding a few chosen trigrams, which pg_trgm's own `gin_trgm_ops`
// index (the one it replaces, dropped here) cannot: that index reads the posting list of every trigram of the
// sentence and knows no size.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Element statistics deep enough to rank a sentence's trigrams by how many units hold them (decision 157). */
export const TRIGRAM_STATISTICS = 1000;

export async function installTrigramSearch(db: Db): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await db.execute(sql`ALTER TABLE translation_units ADD COLUMN IF NOT EXISTS source_trgms text[] GENERATED ALWAYS AS (show_trgm(source_key)) STORED`);
  await db.execute(sql.raw(`ALTER TABLE translation_units ALTER COLUMN source_trgms SET STATISTICS ${TRIGRAM_STATISTICS}`));
  await db.execute(sql`CREATE INDEX IF NOT EXISTS translation_units_trgms_idx ON translation_units USING gin (source_trgms, (ARRAY[cardinality(source_trgms)]))`);
  await db.execute(sql`DROP INDEX IF EXISTS translation_units_trgm_idx`);
}

/**
 * Refreshes the trigram statistics the fuzzy lookup ranks by. PGlite has no autovacuum, and PostgreSQL's comes
 * late after a bulk import, so the importers call this after writing many units.
 */
export async function analyzeTrigrams(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE translation_units (source_trgms)`);
}
