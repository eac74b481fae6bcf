import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { clientConfigs, userAccounts, userClientLinks } from '../../db/schema/index.ts';
import { getUserAccount } from './service.ts';
import { buildTestApp, createSiblingContext, testPrincipals, TEST_USER_HEADER, type TestApp, type TestContext } from '../../../test/helpers.ts';
import { createAccount, startIdentityServer, type IdentityServer } from '../../../test/identity-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';

describe('GET /userAccount', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ app: { configure: testPrincipals } });
  });
  afterAll(() => t.close());

  const get = (user?: string) => t.app.inject({ method: 'GET', url: '/v1/userAccount', headers: user ? { [TEST_USER_HEADER]: user } : {} });

  it("returns a client user's account with the organisation's configuration", async () => {
    const res = await get('client@acme-health.example');
    expect(res.statusCode).toBe(200);
    const [acme] = await t.ctx.db.select().from(clientConfigs).where(eq(clientConfigs.companyName, 'Acme Health'));
    expect(res.json()).toMatchObject({
      username: 'client@acme-health.example',
      loginName: 'client@acme-health.example',
      email: 'client@acme-health.example',
      firstName: 'Alice',
      lastName: 'Client',
      roles: ['CLIENT'],
      applications: ['reports', 'machineTranslation', 'coupa'],
      isFederatedSsoAccount: false,
      isCoupaUser: false,
      clientConfig: { clientId: String(acme!.id), companyName: 'Acme Health', status: 'ACTIVE', isMfaEnabled: false, isOrgManagementEnabled: true },
    });
    expect(res.json().clientConfig).not.toHaveProperty('signUpToken');
    expect(res.json().clientConfig).not.toHaveProperty('createProjectToken');
  });

  it('returns staff without a client configuration', async () => {
    const res = await get('admin@lingua.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'admin@lingua.example', roles: ['ADMIN'], clientConfig: null });
  });

  it('reports federated accounts and their initial page', async () => {
    await t.ctx.db.update(userAccounts).set({ isFederated: true, initialPagePath: '/reports' }).where(eq(userAccounts.username, 'employee@acme-health.example'));
    const res = await get('employee@acme-health.example');
    expect(res.json()).toMatchObject({ isFederatedSsoAccount: true, roles: ['CLIENT_EMPLOYEE'], initialPagePath: '/reports' });
  });

  it('says when the account belongs to the Coupa user group', async () => {
    const res = await get('buyer@globex.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'buyer@globex.example', isCoupaUser: true, isFederatedSsoAccount: false });
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 404 when the account no longer exists', async () => {
    // A principal whose account row is gone (deleted after its token was issued).
    await expect(
      getUserAccount(t.ctx.db, {
        userId: '00000000-0000-0000-0000-000000000000',
        username: 'gone',
        email: 'gone@example.com',
        firstName: '',
        lastName: '',
        roles: ['CLIENT'],
        applications: [],
        clientId: null,
        isFederated: false,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

// The answer is kept per account until the account or its organisation's configuration changes (decision 116):
// every change, made through the API on another process or in the database directly, is on the next read.
describe('GET /userAccount after a change', () => {
  let t: TestApp;
  // A second server process on the same database (on PGlite the same instance, which is one process).
  let sibling: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ app: { configure: testPrincipals } });
    sibling = await createSiblingContext(t.ctx);
    other = await buildApp(sibling, { configure: testPrincipals });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await sibling.close();
    await t.close();
  });

  const get = (user: string) => t.app.inject({ method: 'GET', url: '/v1/userAccount', headers: { [TEST_USER_HEADER]: user } });

  it("shows a change of the organisation's configuration to each of its members, and nothing changes for others", async () => {
    const globex = (await get('client@globex.example')).body;
    expect((await get('client@acme-health.example')).body).toBe((await get('client@acme-health.example')).body);
    expect((await get('employee@acme-health.example')).json().clientConfig.companyName).toBe('Acme Health');
    await sibling.db.update(clientConfigs).set({ companyName: 'Acme Health Group', isMfaEnabled: true }).where(eq(clientConfigs.companyName, 'Acme Health'));
    for (const user of ['client@acme-health.example', 'employee@acme-health.example']) {
      expect((await get(user)).json().clientConfig).toMatchObject({ companyName: 'Acme Health Group', isMfaEnabled: true });
    }
    expect((await get('client@globex.example')).body).toBe(globex);
  });

  it("shows a change of the account's own row, whoever made it", async () => {
    expect((await get('buyer@globex.example')).json()).toMatchObject({ firstName: expect.any(String), isCoupaUser: true });
    await sibling.db.update(userAccounts).set({ firstName: 'Renamed', isCoupaUser: false, initialPagePath: '/jobs' }).where(eq(userAccounts.username, 'buyer@globex.example'));
    expect((await get('buyer@globex.example')).json()).toMatchObject({ firstName: 'Renamed', isCoupaUser: false, initialPagePath: '/jobs' });
  });

  it('shows the organisation a user was assigned to through the API of another process', async () => {
    await t.ctx.db.insert(userAccounts).values({ username: 'joiner@freelance.example', email: 'joiner@freelance.example', roles: ['CLIENT_EMPLOYEE'], emailVerified: true });
    expect((await get('joiner@freelance.example')).json()).toMatchObject({ clientConfig: null, applications: [] });
    const [joiner] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, 'joiner@freelance.example'));
    const [globex] = await t.ctx.db.select().from(clientConfigs).where(eq(clientConfigs.companyName, 'Globex Insurance'));
    await t.ctx.db.insert(userClientLinks).values({ userId: joiner!.id, clientId: globex!.id });
    const assigned = await other.inject({
      method: 'POST',
      url: '/v1/userAccount/actions/assignClient',
      headers: { [TEST_USER_HEADER]: 'joiner@freelance.example' },
      payload: { clientId: String(globex!.id) },
    });
    expect(assigned.statusCode).toBe(204);
    expect((await get('joiner@freelance.example')).json()).toMatchObject({
      clientConfig: { clientId: String(globex!.id), companyName: 'Globex Insurance' },
      applications: globex!.defaultApplications,
    });
  });
});

// The way the portal calls it: a real ID token, whose principal the server keeps (identity/principal-cache.ts).
describe('GET /userAccount with a signed-in token after a change', () => {
  let s: IdentityServer;
  let token: string;
  beforeAll(async () => {
    s = await startIdentityServer();
    await createAccount(s.ctx, { username: 'ann@acme.example', password: 'Secret123', roles: ['CLIENT'] });
    token = (await signIn(s.baseUrl, 'ann@acme.example', 'Secret123')).idToken;
  });
  afterAll(() => s?.close());

  const get = () => s.app.inject({ method: 'GET', url: '/v1/userAccount', headers: { authorization: `Bearer ${token}` } });

  it('shows a new name at once, and new roles and applications once the principal is current', async () => {
    expect((await get()).json()).toMatchObject({ roles: ['CLIENT'], firstName: 'Test', applications: [] });
    await s.ctx.db.update(userAccounts).set({ firstName: 'Ann' }).where(eq(userAccounts.username, 'ann@acme.example'));
    expect((await get()).json()).toMatchObject({ roles: ['CLIENT'], firstName: 'Ann' });
    // Roles and applications are the principal's, which follows its account a moment later on PostgreSQL (its
    // notification travels on the listening connection; PGlite delivers it with the update itself).
    await s.ctx.db.update(userAccounts).set({ roles: ['CLIENT_EMPLOYEE'], applications: ['reports'] }).where(eq(userAccounts.username, 'ann@acme.example'));
    await s.app.principals.synced();
    expect((await get()).json()).toMatchObject({ roles: ['CLIENT_EMPLOYEE'], firstName: 'Ann', applications: ['reports'] });
    await s.ctx.db.update(userAccounts).set({ isEnabled: false }).where(eq(userAccounts.username, 'ann@acme.example'));
    await s.app.principals.synced();
    expect((await get()).statusCode).toBe(401);
  });
});
