// Contract fuzzing at length (decision 071): the generator of tests/security/lib/fuzz.ts with more requests
// and any seed, against the real app on a fresh database with the demo data (PGlite, or PostgreSQL when
// DATABASE_URL is set), through app.inject as real signed-in users and visitors. Prints the totals and
// "met" / "NOT met" for the goal of 0 5xx, 0 bodies outside {message, errorCode?} and 0 stack traces.
//
//   node tests/bench/fuzz.ts [--requests 100000] [--seed 16]
import { parseArgs } from 'node:util';
import { fuzz, gatherPools, report } from '../security/lib/fuzz.ts';
import { startSystem } from '../security/lib/system.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '100000' }, seed: { type: 'string', default: '16' } } });
const COUNT = Number(values.requests);
const SEED = Number(values.seed);

const s = await startSystem();
const totals = await (async () => {
  try {
    const pools = await gatherPools(s);
    return await fuzz(s, pools, { seed: SEED, count: COUNT, onProgress: (n) => n % 10_000 === 0 && console.log(`  ${n} requests…`) });
  } finally {
    await s.close();
  }
})();
console.log(report(totals, SEED));
process.exit(totals.fivexx + totals.badBodies + totals.stackTraces > 0 ? 1 : 0);
