// Decision 183 on PGlite: kill -9 in the middle of a deletion batch, restart, and the batch is finished with no
// orphan object and no row naming a deleted object (lib/retention-crash.ts).
import { expect, it } from 'vitest';
import { retentionCrash } from './lib/retention-crash.ts';

it('finishes a deletion batch interrupted by kill -9 (PGlite)', async () => {
  const f = await retentionCrash('PGlite', 9171);
  expect(f.orphanObjects + f.rowsWithoutObject + f.unmarked).toBe(0);
}, 300_000);
