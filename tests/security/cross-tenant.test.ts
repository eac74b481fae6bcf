// The cross-tenant matrix (decision 072), generated from the contract's call list (lib/cross-tenant.ts).
// Every call that names an object by id, key or token: its owner succeeds; a user of another company, a user
// without the role, a visitor and a non-ADMIN with the impersonation header fail, with the same answer for the
// real object and a missing one. A call with a reference the generator cannot fill fails the suite until it has
// a recipe or a listed reason. Prints calls × actors tried and leaks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calls, PLANNED_CALLS, type CallDefinition } from '../../packages/contract/src/index.ts';
import { EXCEPTED, makeFixtures, planOf, RECIPES, referencesOf, report, runMatrix } from './lib/cross-tenant.ts';
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

it('fails on a new call it cannot fill until the call gets a recipe or a reason', async () => {
  // Schemas as the contract's TypeBox values are: JSON Schema objects.
  const object = (properties: Record<string, unknown>) => ({ type: 'object', properties }) as never;
  const invoices = object({ invoiceId: { type: 'string' } });
  const newCall = (extra: Partial<CallDefinition>): CallDefinition => ({ operationId: 'x', method: 'POST', path: '/invoices', summary: 'x', tags: ['invoices'], auth: 'required', response: {}, ...extra });
  expect(planOf('payInvoice', newCall({ body: object({ amount: { type: 'number' }, invoice: invoices }) }))).toMatchObject({ kind: 'uncovered', why: expect.stringContaining('body:invoice.invoiceId') });
  expect(planOf('listInvoices', newCall({ querystring: object({ items: { type: 'array', items: invoices } }) }))).toMatchObject({ kind: 'uncovered', why: expect.stringContaining('query:items[].invoiceId') });
  expect(planOf('getTotals', newCall({ body: object({ currency: { type: 'string' }, sourceLanguageId: { type: 'string' } }) }))).toEqual({ kind: 'no references' });
  // A path parameter is filled by name; one the matrix has no real value for fails when the objects are made.
  expect(planOf('getInvoice', newCall({ path: '/invoices/{invoiceId}', params: invoices }))).toEqual({ kind: 'sent' });
  await expect((await makeFixtures(s)).byName(['invoiceId'])).rejects.toThrow(/no real value for a reference named invoiceId/);
});

it('keeps every object to its owner: no other caller reaches it or learns that it exists', async () => {
  const t = await runMatrix(s);
  console.log(report(t));
  expect(t.uncovered.map((u) => `${u.call}: ${u.why}`)).toEqual([]);
  expect(t.ownerFailures.map((f) => `${f.call}: ${f.what}`)).toEqual([]);
  expect(t.leaks.map((l) => `${l.call} by ${l.actor}: ${l.what}`)).toEqual([]);
  expect(t.covered.length).toBeGreaterThan(0);
}, 170_000);
