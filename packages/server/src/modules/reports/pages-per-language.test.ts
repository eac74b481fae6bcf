// The tasks report computes a language's pages in SQL (sources.ts), where the contract's pagesPerLanguage cannot
// run. Decision 015 keeps one rule: this runs the report's own expression over quotes of several shapes — even
// and uneven splits, a total of zero, stored per-language figures, one stored and one not — and checks every
// row against the contract function, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pagesPerLanguage } from '@lingua/contract';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { autoQuotes, jobRequests } from '../../db/schema/index.ts';
import { SOURCES } from './sources.ts';

interface Fixture {
  totalPages: number;
  targets: string[];
  stored?: Record<string, number>;
}

const FIXTURES: Fixture[] = [
  { totalPages: 12, targets: ['fra', 'esn'] },
  { totalPages: 7, targets: ['fra', 'esn'] },
  { totalPages: 10, targets: ['fra', 'esn', 'deu'] },
  { totalPages: 1, targets: ['fra', 'esn', 'deu'] },
  { totalPages: 0, targets: ['fra'] },
  { totalPages: 5, targets: ['fra'] },
  { totalPages: 2_000_003, targets: ['fra', 'esn', 'deu', 'ita'] },
  { totalPages: 11, targets: ['fra', 'esn'], stored: { fra: 3, esn: 8 } },
  { totalPages: 10, targets: ['fra', 'esn'], stored: { fra: 2 } },
  { totalPages: 9, targets: ['fra', 'esn'], stored: { fra: 0, esn: 9 } },
];

let ctx: TestContext;
const ids = FIXTURES.map(() => randomUUID());

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'reference' });
  for (const [i, f] of FIXTURES.entries()) {
    await ctx.db.insert(jobRequests).values({ id: ids[i]!, name: `Pages ${i}`, origination: 'WEBFORM', requestType: 'QUOTE_REQUEST', sourceLanguageId: 'enu', targetLanguageIds: f.targets });
    await ctx.db.insert(autoQuotes).values({
      jobRequestId: ids[i]!,
      pricePerPage: '25.00',
      price: (25 * f.totalPages).toFixed(2),
      totalPages: f.totalPages,
      pagesPerLanguage: f.stored ?? null,
      acceptanceDeadline: new Date(),
    });
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe("the tasks report's pages", () => {
  it('equal the contract’s pagesPerLanguage for every request and target language', async () => {
    const source = SOURCES.tasks(0);
    const result = (await ctx.db.execute(
      sql`SELECT jr.id AS id, t.lang AS lang, ${source.columns.pages!.expr} AS pages FROM ${source.from} WHERE jr.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
    )) as unknown as { rows: Array<{ id: string; lang: string; pages: number | string }> };
    const expected = FIXTURES.flatMap((f, i) => f.targets.map((lang) => ({ id: ids[i]!, lang, pages: pagesPerLanguage(f.totalPages, f.targets.length, f.stored?.[lang]) })));
    const actual = result.rows.map((r) => ({ id: r.id, lang: r.lang, pages: Number(r.pages) }));
    expect(actual).toHaveLength(expected.length);
    expect(actual).toEqual(expect.arrayContaining(expected));
  });
});
