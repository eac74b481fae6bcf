// Decision 183 on PostgreSQL: the same kill -9 mid-batch as on PGlite (lib/retention-crash.ts), on a database of
// its own on TEST_DATABASE_URL's server.
import { expect, it } from 'vitest';
import { retentionCrash } from './lib/retention-crash.ts';

it('finishes a deletion batch interrupted by kill -9 (PostgreSQL)', async () => {
  const f = await retentionCrash('PostgreSQL', 9172);
  expect(f.orphanObjects + f.rowsWithoutObject + f.unmarked).toBe(0);
}, 300_000);
