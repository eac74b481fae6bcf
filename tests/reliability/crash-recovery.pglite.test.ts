// Suite 3 on PGlite (the default database): kill -9 during an upload, a file translation, a zip and an
// escalation; restart on the same data directory; each piece of work ends within two minutes, nothing is lost,
// duplicated or left running (lib/crash-scenario.ts).
import { expect, it } from 'vitest';
import { crashScenario } from './lib/crash-scenario.ts';

it('recovers every interrupted piece of work after kill -9 (PGlite)', async () => {
  const f = await crashScenario('PGlite', 9141);
  expect(f.lost + f.duplicated + f.orphans + f.leftovers).toBe(0);
}, 300_000);
