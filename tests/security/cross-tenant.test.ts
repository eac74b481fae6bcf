// Suite 1 of issue 16: the cross-tenant matrix, generated from the contract's call list (lib/cross-tenant.ts).
// Every call that names an object by id, key or token: its owner succeeds; a user of another company, a user
// without the role, a visitor and a non-ADMIN with the impersonation header fail, with the same answer for the
// real object and a missing one. A call with a reference the generator cannot fill fails the suite until it has
// a recipe or a listed reason. Prints calls × actors tried and leaks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calls, PLANNED_CALLS } from '../../packages/contract/src/index.ts';
import { EXCEPTED, RECIPES, referencesOf, report, runMatrix } from './lib/cross-tenant.ts';
import { startSystem, type System } from './lib/system.ts';

let s: System;
beforeAll(async () => {
  s = await startSystem();
});
afterAll(async () => {
  await s?.close();
});

it('lists only calls that exist and still take a reference', () => {
  const served = Object.keys(calls).filter((n) => !PLANNED_CALLS.has(n as never));
  for (const name of [...Object.keys(EXCEPTED), ...Object.keys(RECIPES)]) {
    expect(served, `${name} is listed but not a served call`).toContain(name);
    expect(referencesOf(calls[name as keyof typeof calls]).length, `${name} is listed but takes no reference`).toBeGreaterThan(0);
  }
  for (const name of Object.keys(EXCEPTED)) expect(Object.keys(RECIPES), `${name} is both excepted and covered`).not.toContain(name);
});

it('keeps every object to its owner: no other caller reaches it or learns that it exists', async () => {
  const t = await runMatrix(s);
  console.log(report(t));
  expect(t.uncovered.map((u) => `${u.call}: ${u.why}`)).toEqual([]);
  expect(t.ownerFailures.map((f) => `${f.call}: ${f.what}`)).toEqual([]);
  expect(t.leaks.map((l) => `${l.call} by ${l.actor}: ${l.what}`)).toEqual([]);
  expect(t.covered.length).toBeGreaterThan(0);
}, 170_000);
