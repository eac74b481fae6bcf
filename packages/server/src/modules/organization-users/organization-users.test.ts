import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, clientConfigs, oidcPayloads, userAccounts } from '../../db/schema/index.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { MESSAGES } from './service.ts';

describe('organisation users', () => {
  let t: TestApp;
  const ALICE = 'client@acme-health.example';
  const BOB = 'employee@acme-health.example';
  const GRACE = 'client@globex.example';
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ app: { configure: testPrincipals } });
    for (const u of await t.ctx.db.select().from(userAccounts)) ids[u.username] = u.id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.update(userAccounts).set({ isEnabled: true, preferredMfa: 'NOMFA', totpSecret: null }).where(eq(userAccounts.username, BOB));
  });

  const base = '/v1/userAccount/organizationClientContacts';
  const contacts = (user: string) => t.app.inject({ method: 'GET', url: base, headers: { [TEST_USER_HEADER]: user } });
  const settings = (user: string, id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${base}/${id}/indentitySettings${query}`, headers: { [TEST_USER_HEADER]: user } });
  const act = (user: string, id: string, action: string, username: string) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/indentitySettings/actions/${action}`, headers: { [TEST_USER_HEADER]: user }, payload: { username } });
  const bob = async () => (await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, BOB)))[0]!;
  const withMfa = () => t.ctx.db.update(userAccounts).set({ preferredMfa: 'TOTP', totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(userAccounts.username, BOB));

  it("lists the organisation's client contacts to its CLIENT", async () => {
    const res = await contacts(ALICE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: ids[ALICE], email: ALICE, firstName: 'Alice', lastName: 'Client' },
      { id: ids[BOB], email: BOB, firstName: 'Bob', lastName: 'Employee' },
    ]);
  });

  it('answers 403 to employees, staff, organisations without management and federated accounts', async () => {
    expect((await contacts(BOB)).statusCode).toBe(403);
    expect((await contacts('admin@lingua.example')).statusCode).toBe(403);
    const globex = await contacts(GRACE);
    expect(globex.statusCode).toBe(403);
    expect(globex.json()).toEqual({ message: MESSAGES.notOrgAdmin });
    await t.ctx.db.update(userAccounts).set({ isFederated: true }).where(eq(userAccounts.username, ALICE));
    expect((await contacts(ALICE)).statusCode).toBe(403);
    await t.ctx.db.update(userAccounts).set({ isFederated: false }).where(eq(userAccounts.username, ALICE));
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('answers 403 when the organisation turns management off', async () => {
    await t.ctx.db.update(clientConfigs).set({ isOrgManagementEnabled: false }).where(eq(clientConfigs.companyName, 'Acme Health'));
    expect((await contacts(ALICE)).statusCode).toBe(403);
    await t.ctx.db.update(clientConfigs).set({ isOrgManagementEnabled: true }).where(eq(clientConfigs.companyName, 'Acme Health'));
  });

  it('reads identity settings, with MFA only when asked', async () => {
    await withMfa();
    const res = await settings(ALICE, ids[BOB]!, `?email=${encodeURIComponent(BOB)}&includeMfaStatus=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: BOB, isAccountEnabled: true, isMfaEnabled: true });
    expect((await settings(ALICE, ids[BOB]!)).json()).toEqual({ username: BOB, isAccountEnabled: true });
    expect((await settings(ALICE, ids[BOB]!, '?email=other%40acme-health.example')).statusCode).toBe(404);
    expect((await settings(ALICE, 'not-a-uuid')).statusCode).toBe(404);
  });

  it("answers 404 for another organisation's contact and changes nothing", async () => {
    await t.ctx.db.update(clientConfigs).set({ isOrgManagementEnabled: true }).where(eq(clientConfigs.companyName, 'Globex Insurance'));
    const buyer = ids['buyer@globex.example']!;
    expect((await settings(ALICE, buyer)).statusCode).toBe(404);
    const res = await act(ALICE, buyer, 'disableAccount', 'buyer@globex.example');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.contactNotFound });
    const [row] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.id, buyer));
    expect(row!.isEnabled).toBe(true);
    // And the other way round: Globex's client cannot reach Acme's people.
    expect((await act(GRACE, ids[BOB]!, 'disableAccount', BOB)).statusCode).toBe(404);
    expect((await bob()).isEnabled).toBe(true);
    await t.ctx.db.update(clientConfigs).set({ isOrgManagementEnabled: false }).where(eq(clientConfigs.companyName, 'Globex Insurance'));
  });

  it('disables and enables an account, ends its sessions and audits both', async () => {
    await t.ctx.db.insert(oidcPayloads).values({ kind: 'Session', id: 'bob-session', payload: {}, accountId: ids[BOB]! });
    const off = await act(ALICE, ids[BOB]!, 'disableAccount', BOB);
    expect(off.statusCode).toBe(204);
    expect((await bob()).isEnabled).toBe(false);
    expect(await t.ctx.db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, ids[BOB]!))).toEqual([]);
    const again = await act(ALICE, ids[BOB]!, 'disableAccount', BOB);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.alreadyDisabled, errorCode: 'ACTION_NOT_AVAILABLE' });
    expect((await settings(ALICE, ids[BOB]!)).json()).toMatchObject({ isAccountEnabled: false });

    const on = await act(ALICE, ids[BOB]!, 'enableAccount', BOB);
    expect(on.statusCode).toBe(204);
    expect((await bob()).isEnabled).toBe(true);
    const twice = await act(ALICE, ids[BOB]!, 'enableAccount', BOB);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(MESSAGES.alreadyEnabled);

    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetUsername, BOB), eq(auditLog.actorUsername, ALICE)));
    expect(audit.map((a) => a.action).sort()).toEqual(['ORG_USER_DISABLE_ACCOUNT', 'ORG_USER_ENABLE_ACCOUNT']);
  });

  it('disables MFA only when it is on and the account is enabled', async () => {
    const off = await act(ALICE, ids[BOB]!, 'disableMfa', BOB);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(MESSAGES.mfaOff);
    await withMfa();
    await t.ctx.db.update(userAccounts).set({ isEnabled: false }).where(eq(userAccounts.username, BOB));
    const disabled = await act(ALICE, ids[BOB]!, 'disableMfa', BOB);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toBe(MESSAGES.mfaDisabledAccount);
    expect((await bob()).preferredMfa).toBe('TOTP');
    await t.ctx.db.update(userAccounts).set({ isEnabled: true }).where(eq(userAccounts.username, BOB));
    const ok = await act(ALICE, ids[BOB]!, 'disableMfa', BOB);
    expect(ok.statusCode).toBe(204);
    expect(await bob()).toMatchObject({ preferredMfa: 'NOMFA', totpSecret: null });
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'ORG_USER_DISABLE_MFA'));
    expect(audit).toHaveLength(1);
  });

  it('never acts on the caller itself', async () => {
    for (const action of ['disableAccount', 'enableAccount', 'disableMfa']) {
      const res = await act(ALICE, ids[ALICE]!, action, ALICE);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.self, errorCode: 'SELF_ACTION' });
    }
    const [alice] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, ALICE));
    expect(alice!.isEnabled).toBe(true);
  });

  it('refuses a username that is not the contact and an employee caller', async () => {
    const res = await act(ALICE, ids[BOB]!, 'disableAccount', ALICE);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'USERNAME_MISMATCH' });
    expect((await act(BOB, ids[ALICE]!, 'disableAccount', ALICE)).statusCode).toBe(403);
    expect((await act(ALICE, ids[BOB]!, 'disableAccount', '')).statusCode).toBe(400);
    expect((await bob()).isEnabled).toBe(true);
  });
});
