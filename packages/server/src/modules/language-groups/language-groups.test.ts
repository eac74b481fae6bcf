import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageGroups, userAccounts } from '../../db/schema/index.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';

describe('language groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ app: { configure: testPrincipals } });
  });
  afterAll(() => t.close());

  const list = (user?: string) =>
    t.app.inject({ method: 'GET', url: '/v1/userAccount/languageGroups', headers: user ? { [TEST_USER_HEADER]: user } : {} });
  const save = (user: string | undefined, scope: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/userAccount/languageGroups/${scope}`,
      headers: user ? { [TEST_USER_HEADER]: user } : {},
      payload: payload as object,
    });
  const group = (name: string, scope: string, ids: string[]) => ({ name, scope, languages: ids.map((id) => ({ id, name: 'whatever' })) });
  const ALICE = 'client@acme-health.example';
  const BOB = 'employee@acme-health.example';
  const GRACE = 'client@globex.example';

  it("lists the organisation's groups and the caller's own", async () => {
    const res = await list(ALICE);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { name: string; scope: string }) => `${g.scope}:${g.name}`)).toEqual([
      'ORGANIZATION:Patient languages',
      'ORGANIZATION:European',
      'PERSONAL:My usual',
    ]);
    expect((await list(BOB)).json().map((g: { scope: string }) => g.scope)).toEqual(['ORGANIZATION', 'ORGANIZATION']);
    expect((await list(GRACE)).json()).toEqual([]);
    expect((await list()).statusCode).toBe(401);
  });

  it('replaces the personal groups of anyone, with names from the language table', async () => {
    const res = await save(BOB, 'PERSONAL', [group(' Mine ', 'PERSONAL', ['fra', 'deu', 'fra']), group('Second', 'PERSONAL', ['esn'])]);
    expect(res.statusCode).toBe(204);
    const personal = (await list(BOB)).json().filter((g: { scope: string }) => g.scope === 'PERSONAL');
    expect(personal).toEqual([
      { name: 'Mine', scope: 'PERSONAL', languages: [expect.objectContaining({ id: 'fra', name: 'French' }), expect.objectContaining({ id: 'deu', name: 'German' })] },
      { name: 'Second', scope: 'PERSONAL', languages: [expect.objectContaining({ id: 'esn', name: 'Spanish' })] },
    ]);
    // Alice's personal groups are untouched; an empty array deletes all of Bob's.
    expect((await list(ALICE)).json().filter((g: { scope: string }) => g.scope === 'PERSONAL')).toHaveLength(1);
    expect((await save(BOB, 'PERSONAL', [])).statusCode).toBe(204);
    expect((await list(BOB)).json().filter((g: { scope: string }) => g.scope === 'PERSONAL')).toEqual([]);
  });

  it('lets only the CLIENT of the organisation replace organisation groups', async () => {
    const before = (await list(ALICE)).json();
    const bob = await save(BOB, 'ORGANIZATION', [group('Hack', 'ORGANIZATION', ['fra'])]);
    expect(bob.statusCode).toBe(403);
    const staff = await save('admin@lingua.example', 'ORGANIZATION', [group('Hack', 'ORGANIZATION', ['fra'])]);
    expect(staff.statusCode).toBe(403);
    expect((await list(ALICE)).json()).toEqual(before);

    const ok = await save(ALICE, 'ORGANIZATION', [group('Core', 'ORGANIZATION', ['esn', 'chs'])]);
    expect(ok.statusCode).toBe(204);
    expect((await list(BOB)).json().map((g: { name: string }) => g.name)).toEqual(['Core']);
    // Globex's client edits its own organisation only.
    expect((await save(GRACE, 'ORGANIZATION', [group('Globex set', 'ORGANIZATION', ['fra'])])).statusCode).toBe(204);
    expect((await list(BOB)).json().map((g: { name: string }) => g.name)).toEqual(['Core']);
    expect((await list(GRACE)).json().map((g: { name: string }) => g.name)).toEqual(['Globex set']);
  });

  it('refuses a federated account editing organisation groups', async () => {
    await t.ctx.db.update(userAccounts).set({ isFederated: true }).where(eq(userAccounts.username, GRACE));
    expect((await save(GRACE, 'ORGANIZATION', [group('X', 'ORGANIZATION', ['fra'])])).statusCode).toBe(403);
    await t.ctx.db.update(userAccounts).set({ isFederated: false }).where(eq(userAccounts.username, GRACE));
  });

  it.each([
    ['a missing name', [{ scope: 'PERSONAL', languages: [{ id: 'fra', name: 'French' }] }]],
    ['a blank name', [group('   ', 'PERSONAL', ['fra'])]],
    ['no languages', [group('Empty', 'PERSONAL', [])]],
    ['an unknown language', [group('Bad', 'PERSONAL', ['fra', 'xx-nope'])]],
    ['a group of the other scope', [group('Org', 'ORGANIZATION', ['fra'])]],
    ['duplicate names', [group('Same', 'PERSONAL', ['fra']), group('same', 'PERSONAL', ['deu'])]],
    ['a body that is not an array', { name: 'x' }],
  ])('refuses %s with 400 and keeps the stored groups', async (_name, payload) => {
    await save(ALICE, 'PERSONAL', [group('Keep', 'PERSONAL', ['ita'])]);
    const res = await save(ALICE, 'PERSONAL', payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    const rows = await t.ctx.db.select().from(languageGroups).where(eq(languageGroups.scope, 'PERSONAL'));
    expect(rows.filter((r) => r.name === 'Keep')).toHaveLength(1);
  });

  it('refuses an unknown scope', async () => {
    expect((await save(ALICE, 'GLOBAL', [])).statusCode).toBe(400);
  });
});
