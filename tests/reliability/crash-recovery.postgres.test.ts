// Suite 3 on PostgreSQL: the same kill -9 scenario as on PGlite (lib/crash-scenario.ts), on a database of its
// own on TEST_DATABASE_URL's server.
import { expect, it } from 'vitest';
import { crashScenario } from './lib/crash-scenario.ts';

it('recovers every interrupted piece of work after kill -9 (PostgreSQL)', async () => {
  const f = await crashScenario('PostgreSQL', 9142);
  expect(f.lost + f.duplicated + f.orphans + f.leftovers).toBe(0);
}, 300_000);
