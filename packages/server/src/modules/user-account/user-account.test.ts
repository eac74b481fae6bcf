import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigs, userAccounts } from '../../db/schema/index.ts';
import { getUserAccount } from './service.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';

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
