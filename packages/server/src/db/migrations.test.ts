// Migrations are released (decision 159): a database made by an earlier version is brought up to date by the
// migrations added since, so a migration already in the folder is never rewritten, and the schema in
// db/schema/ never differs from what the migrations build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Every migration a released version may have applied, with the SHA-256 of its SQL. Append the new one after a
 * release; never change a line: a database that ran the old text would never run the new one.
 */
const RELEASED: ReadonlyArray<readonly [tag: string, sha256: string]> = [['0000_init', 'e9860715b136411d6f26050c988d249a624de231210a59942429a2ba51b8faa1']];

type Journal = { entries: Array<{ idx: number; tag: string }> };
const read = (file: string) => readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
const journal = JSON.parse(read('meta/_journal.json')) as Journal;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The statements drizzle-kit would write into a new migration, given the last migration's snapshot. */
async function pendingStatements(snapshot: Record<string, unknown>): Promise<string[]> {
  return generateMigration(snapshot as never, generateDrizzleJson(schema, snapshot.id as string));
}

describe('migrations', () => {
  it('keeps every released migration as it was, in its place', () => {
    const changed = RELEASED.filter(([tag, hash], i) => journal.entries[i]?.tag !== tag || sha256(read(`${tag}.sql`)) !== hash);
    expect(changed.map(([tag]) => `${tag} was rewritten or moved: add a migration (drizzle-kit generate) instead`)).toEqual([]);
  });

  it('needs no migration the folder lacks: the schema is what the migrations build', async () => {
    const last = journal.entries.at(-1)!;
    const snapshot = JSON.parse(read(`meta/${String(last.idx).padStart(4, '0')}_snapshot.json`)) as Record<string, unknown>;
    expect(await pendingStatements(snapshot), 'run drizzle-kit generate in packages/server').toEqual([]);
    // The same check sees a table the migrations do not make.
    const tables = { ...(snapshot.tables as Record<string, unknown>) };
    delete tables['public.notices'];
    expect((await pendingStatements({ ...snapshot, tables })).join('\n')).toContain('CREATE TABLE "notices"');
  });
});
