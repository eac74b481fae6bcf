// Contract fuzzing (decision 071) in the test command — a fixed seed and FUZZ_REQUESTS requests (10,000 by
// default) generated from the contract's schemas against the real app as real callers (lib/fuzz.ts). Fails on any
// 5xx, any error answer outside {message, errorCode?}, any stack trace; prints the totals either way. The bench
// tests/bench/fuzz.ts runs the same generator with more requests and other seeds.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzz, gatherPools, report, type FuzzPools } from './lib/fuzz.ts';
import { startSystem, type System } from './lib/system.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 16);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);

let s: System;
let pools: FuzzPools;
beforeAll(async () => {
  s = await startSystem();
  pools = await gatherPools(s);
});
afterAll(async () => {
  await s?.close();
});

it(`answers ${COUNT} generated requests (seed ${SEED}) without a 5xx, a body outside the contract or a stack trace`, async () => {
  expect(pools.downloads.length, 'the demo data has stored files to download').toBeGreaterThan(0);
  const totals = await fuzz(s, pools, { seed: SEED, count: COUNT });
  console.log(report(totals, SEED));
  expect(totals.requests).toBe(COUNT);
  expect(totals.findings.map((f) => `${f.kind} ${f.status} ${f.request} → ${f.body.slice(0, 120)}`)).toEqual([]);
}, 600_000);
