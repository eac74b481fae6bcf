// Decision 183 on PostgreSQL and an S3 bucket: the same kill -9 mid-batch as on PGlite with the local store
// (lib/retention-crash.ts), on a database of its own on TEST_DATABASE_URL's server and s3rver on loopback — the two
// runs between them cover both databases and both stores.
import { expect, it } from 'vitest';
import { retentionCrash } from './lib/retention-crash.ts';

it('finishes a deletion batch interrupted by kill -9 (PostgreSQL, S3)', async () => {
  const f = await retentionCrash('PostgreSQL', 9172, 'S3');
  expect(f.orphanObjects + f.rowsWithoutObject + f.unmarked).toBe(0);
}, 300_000);
