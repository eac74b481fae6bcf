// Fuzzy matches of a client's translation memory (issue 40 §2) are measured on the database by pg_trgm, on both
// databases: PGlite loads it as a contrib extension (db/client.ts), PostgreSQL ships it. Installed after the
// migrations, as the change triggers are: the extension must exist before an index may use its operator class,
// and a database restored from a backup gets both back from here.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function installTrigramSearch(db: Db): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await db.execute(sql`CREATE INDEX IF NOT EXISTS translation_units_trgm_idx ON translation_units USING gin (source_key gin_trgm_ops)`);
}
