// The PostgreSQL pass leaves out only files that write no SQL of their own (decision 156): a file listed in
// database-passes.ts that gains a statement, a db/ import or (in the first group) a database fails here, and
// must leave the list to run on both databases again.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { excludedFromPostgresPass, ONCE_ON_PGLITE, reasonsForBothPasses } from './database-passes.ts';

const server = fileURLToPath(new URL('../', import.meta.url));
const listed = ONCE_ON_PGLITE.flatMap((group) => group.files.map((file) => ({ file, noDatabase: group.noDatabase })));

describe('the files that run on PGlite only', () => {
  it('are server test files that exist, each listed once', () => {
    const missing = listed.filter(({ file }) => !file.endsWith('.test.ts') || !fs.existsSync(path.join(server, file)));
    expect(missing).toEqual([]);
    expect(new Set(listed.map(({ file }) => file)).size).toBe(listed.length);
  });

  it('write no SQL of their own, and the first group opens no database', () => {
    const refused = listed
      .map(({ file, noDatabase }) => ({ file, reasons: reasonsForBothPasses(fs.readFileSync(path.join(server, file), 'utf8'), noDatabase) }))
      .filter(({ reasons }) => reasons.length > 0);
    expect(refused).toEqual([]);
  });

  it('are what the PostgreSQL pass excludes', () => {
    expect(excludedFromPostgresPass()).toEqual(listed.map(({ file }) => `packages/server/${file}`));
  });
});

describe('the check of a listed file', () => {
  it('finds raw SQL, clients and db/ imports', () => {
    expect(reasonsForBothPasses('await ctx.db.execute(sql`select 1`);', false)).toEqual(['a sql`…` statement', '.execute(…)']);
    expect(reasonsForBothPasses("await tx.execute(sql.raw('vacuum'));", false)).toEqual(['a sql`…` statement', '.execute(…)']);
    expect(reasonsForBothPasses("import { trigramSearch } from '../../db/trigram-search.ts';", false)).toHaveLength(2);
    expect(reasonsForBothPasses("import pg from 'pg';\nawait client.query('select 1');", false)).toEqual(['.query(…)', 'a database client']);
    expect(reasonsForBothPasses("import { findTerms } from './terms-repository.ts';", false)).toEqual(['an import of a repository or query module']);
  });

  it('lets the query builder over the schema pass, and refuses a database only to the first group', () => {
    const source = "import { buildTestApp } from '../../../test/helpers.ts';\nimport { jobRequests } from '../../db/schema/index.ts';\nawait t.ctx.db.select().from(jobRequests);";
    expect(reasonsForBothPasses(source, false)).toEqual([]);
    expect(reasonsForBothPasses(source, true)).toEqual(['a test context or an app']);
    expect(reasonsForBothPasses("import type { Db } from '../db/client.ts';\nnew AllowedOrigins({} as Db, origin);", true)).toEqual([]);
  });
});
