// PUT /userAccount/language (decision 189): the person's own interface language, shown by GET /userAccount and
// published in the ID token's `locale` claim, with real tokens from the embedded provider.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccounts } from '../../db/schema/index.ts';
import { IMPERSONATION_HEADER } from '../../identity/impersonation.ts';
import { createAccount, startIdentityServer, type IdentityServer } from '../../../test/identity-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';

const ANN = 'ann@acme.example';
const ADMIN = 'root@lingua.example';

function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('PUT /userAccount/language', () => {
  let s: IdentityServer;
  let ann: string;
  let admin: string;
  beforeAll(async () => {
    s = await startIdentityServer();
    await createAccount(s.ctx, { username: ANN, password: 'Secret123', roles: ['CLIENT'] });
    await createAccount(s.ctx, { username: ADMIN, password: 'Secret123', roles: ['ADMIN'] });
    ann = (await signIn(s.baseUrl, ANN, 'Secret123')).idToken;
    admin = (await signIn(s.baseUrl, ADMIN, 'Secret123')).idToken;
  });
  afterAll(() => s?.close());

  const put = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'PUT', url: '/v1/userAccount/language', headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, payload: payload as object });
  const account = (token: string) => s.app.inject({ method: 'GET', url: '/v1/userAccount', headers: { authorization: `Bearer ${token}` } });

  it('stores the choice, which the account shows and the next ID token carries as its locale', async () => {
    expect((await account(ann)).json()).toMatchObject({ username: ANN, language: null });
    expect(claimsOf(ann)).not.toHaveProperty('locale');
    const res = await put(ann, { language: 'de' });
    expect(res.statusCode).toBe(204);
    expect((await account(ann)).json()).toMatchObject({ language: 'de' });
    const renewed = (await signIn(s.baseUrl, ANN, 'Secret123')).idToken;
    expect(claimsOf(renewed)).toMatchObject({ username: ANN, locale: 'de' });
  });

  it('forgets the choice with null', async () => {
    expect((await put(ann, { language: 'ar' })).statusCode).toBe(204);
    expect((await account(ann)).json()).toMatchObject({ language: 'ar' });
    expect((await put(ann, { language: null })).statusCode).toBe(204);
    expect((await account(ann)).json()).toMatchObject({ language: null });
    expect(claimsOf((await signIn(s.baseUrl, ANN, 'Secret123')).idToken)).not.toHaveProperty('locale');
  });

  it('refuses a language the portal does not offer, and a body without one', async () => {
    for (const payload of [{ language: 'pt' }, { language: 'DE' }, {}, { language: 'de', extra: 1 }]) {
      const res = await put(ann, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await account(ann)).json()).toMatchObject({ language: null });
  });

  it('answers 401 without a signed-in person', async () => {
    const res = await put(null, { language: 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('lets no ADMIN choose for the person they act as', async () => {
    const res = await put(admin, { language: 'ja' }, { [IMPERSONATION_HEADER]: ANN });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only the person themselves can choose their language.' });
    const [row] = await s.ctx.db.select({ language: userAccounts.language }).from(userAccounts).where(eq(userAccounts.username, ANN));
    expect(row!.language).toBeNull();
    // The ADMIN's own choice is theirs to make.
    expect((await put(admin, { language: 'ja' })).statusCode).toBe(204);
  });
});
