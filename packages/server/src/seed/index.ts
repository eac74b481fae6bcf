// Seeding entry point: reference data on every start, demo data once when config.seedDemoData.
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { seedReferenceData } from './reference-data.ts';
import { seedDemoData } from './demo-data.ts';

export { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_LINK_TOKENS, DEMO_PASSWORD, demoLinks, type DemoAccount } from './demo-data.ts';
export { UNITED_STATES_ID } from './reference-data.ts';

export async function seed(db: Db, opts: { clock: Clock; demo: boolean }): Promise<{ demoSeeded: boolean }> {
  await seedReferenceData(db);
  const demoSeeded = opts.demo ? await seedDemoData(db, opts.clock) : false;
  return { demoSeeded };
}
