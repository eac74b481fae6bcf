// Suggestions of 85 % or more from a company's translation memory (decision 145), measured by pg_trgm on the
// database this suite runs on (PGlite, or PostgreSQL with DATABASE_URL): close sentences are found, others not,
// and one company's units are never suggested to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { clientConfigs } from '../../db/schema/index.ts';
import { fuzzyMatches } from './fuzzy.ts';
import { storeUnits } from './units.ts';

let t: TestApp;
let acme: number;
let globex: number;
const pair = { source: 'enu', target: 'esn' };

beforeAll(async () => {
  t = await buildTestApp();
  const clients = await t.ctx.db.select().from(clientConfigs);
  acme = clients.find((c) => c.companyName.startsWith('Acme'))!.id;
  globex = clients.find((c) => c.companyName.startsWith('Globex'))!.id;
  const now = new Date('2026-11-01T10:00:00Z');
  await storeUnits(t.ctx.db, { clientId: acme, ...pair }, [{ sourceText: 'Please bring your insurance card to the clinic.', targetText: 'Traiga su tarjeta sanitaria a la clínica.' }], null, now);
  await storeUnits(t.ctx.db, { clientId: globex, ...pair }, [{ sourceText: 'The pharmacy opens at nine on weekdays.', targetText: 'La farmacia abre a las nueve entre semana (Globex).' }], null, now);
});
afterAll(() => t.close());

describe('fuzzy matches of the translation memory', () => {
  it('suggests a close sentence with its score, and nothing for a different one', async () => {
    const close = 'Please bring your insurance cards to the clinic';
    const found = await fuzzyMatches(t.ctx.db, { clientId: acme, ...pair }, [close, 'The weather is nice today.']);
    expect([...found.keys()]).toEqual([close]);
    expect(found.get(close)).toMatchObject({ sourceText: 'Please bring your insurance card to the clinic.', targetText: 'Traiga su tarjeta sanitaria a la clínica.' });
    expect(found.get(close)!.score).toBeGreaterThanOrEqual(0.85);
    expect(found.get(close)!.score).toBeLessThan(1);
  });

  it("never suggests one company's units to another, nor across language pairs", async () => {
    const sentence = 'The pharmacy opens at nine on weekday.';
    expect((await fuzzyMatches(t.ctx.db, { clientId: globex, ...pair }, [sentence])).size).toBe(1);
    expect((await fuzzyMatches(t.ctx.db, { clientId: acme, ...pair }, [sentence])).size).toBe(0);
    expect((await fuzzyMatches(t.ctx.db, { clientId: globex, source: 'enu', target: 'cat' }, [sentence])).size).toBe(0);
  });
});
