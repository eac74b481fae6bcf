import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigs } from '../../db/schema/index.ts';
import { DEMO_LINK_TOKENS } from '../../seed/demo-data.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';

describe('client configurations', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp({ app: { configure: testPrincipals } });
    for (const row of await t.ctx.db.select().from(clientConfigs)) ids[row.companyName] = row.id;
  });
  afterAll(() => t.close());

  const get = (url: string, user?: string) =>
    t.app.inject({ method: 'GET', url, headers: user ? { [TEST_USER_HEADER]: user } : {} });
  const acme = () => ids['Acme Health']!;
  const globex = () => ids['Globex Insurance']!;

  describe('GET /clientConfigs', () => {
    it('finds the companies of an e-mail domain, public fields only', async () => {
      const res = await get('/v1/clientConfigs?emailDomain=acme-health.example');
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<Record<string, unknown>>;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ clientId: String(acme()), companyName: 'Acme Health', status: 'ACTIVE', projectSubmissionMode: 'BOTH' });
      expect(list[0]).not.toHaveProperty('signUpToken');
      expect(list[0]).not.toHaveProperty('createProjectToken');
      expect(list[0]).not.toHaveProperty('allowedEmailDomains');
    });

    it('returns every company sharing a domain, inactive ones included', async () => {
      const shared = (await get('/v1/clientConfigs?emailDomain=ACME.example')).json() as Array<{ companyName: string }>;
      expect(shared.map((c) => c.companyName)).toEqual(['Acme Health', 'Globex Insurance']);
      const inactive = (await get('/v1/clientConfigs?emailDomain=initech.example')).json() as Array<{ status: string }>;
      expect(inactive).toEqual([expect.objectContaining({ status: 'INACTIVE' })]);
    });

    it('derives the domain of a contact e-mail', async () => {
      const res = await get('/v1/clientConfigs?contactEmail=' + encodeURIComponent('Someone@Globex.example'));
      expect((res.json() as Array<{ companyName: string }>).map((c) => c.companyName)).toEqual(['Globex Insurance']);
      const settings = (res.json() as Array<{ createProjectSettings: { disableUnauthenticatedSubmissions?: boolean } }>)[0]!
        .createProjectSettings;
      expect(settings.disableUnauthenticatedSubmissions).toBe(true);
    });

    it('finds federated companies by external groups', async () => {
      const res = await get('/v1/clientConfigs?emailDomain=nobody.example&externalGroups=' + encodeURIComponent(' other , umbrella-staff'));
      expect((res.json() as Array<{ companyName: string }>).map((c) => c.companyName)).toEqual(['Umbrella Government Services']);
    });

    it('returns an empty list for an unknown domain', async () => {
      const res = await get('/v1/clientConfigs?emailDomain=unknown.example');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('refuses to list every company', async () => {
      const res = await get('/v1/clientConfigs');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'INVALID_PARAMETER' });
    });
  });

  describe('GET /clientConfigs/{clientId}', () => {
    it('checks a link token on arrival: 403 when it is not the client’s, before the status (spec 2 §2, §4)', async () => {
      const ok = await get(`/v1/clientConfigs/${acme()}?createProjectToken=${DEMO_LINK_TOKENS.createProject}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).not.toHaveProperty('createProjectToken');
      // The proved link's form checks the contact e-mail's domain at the field (spec 2 §5).
      expect(ok.json()).toMatchObject({ allowedEmailDomains: ['acme-health.example', 'acme.example'] });
      const wrong = await get(`/v1/clientConfigs/${acme()}?createProjectToken=guess`);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ errorCode: 'INVALID_LINK' });
      // The inactive company says nothing about itself to a wrong token.
      const initech = ids['Initech Legacy']!;
      const inactive = await get(`/v1/clientConfigs/${initech}?createProjectToken=guess`);
      expect(inactive.statusCode).toBe(403);
      expect(inactive.body).not.toContain('INACTIVE');
      expect((await get(`/v1/clientConfigs/${acme()}?signUpToken=${DEMO_LINK_TOKENS.signUp}`)).statusCode).toBe(200);
      expect((await get(`/v1/clientConfigs/${acme()}?signUpToken=guess`)).json()).toMatchObject({ errorCode: 'INVALID_SIGN_UP_TOKEN' });
    });

    it('gives members the full view without tokens', async () => {
      const res = await get(`/v1/clientConfigs/${acme()}`, 'employee@acme-health.example');
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, unknown>;
      expect(body).toMatchObject({ clientId: String(acme()), companyName: 'Acme Health', isOrgManagementEnabled: true });
      expect(body.allowedEmailDomains).toEqual(['acme-health.example', 'acme.example']);
      expect(body).not.toHaveProperty('signUpToken');
      expect(body).not.toHaveProperty('createProjectToken');
    });

    it('gives members of a linked client and staff the full view', async () => {
      const linked = (await get(`/v1/clientConfigs/${globex()}`, 'client@acme-health.example')).json() as Record<string, unknown>;
      expect(linked.allowedEmailDomains).toBeDefined();
      const staff = (await get(`/v1/clientConfigs/${globex()}`, 'coordinator@lingua.example')).json() as Record<string, unknown>;
      expect(staff.allowedEmailDomains).toBeDefined();
    });

    it("gives visitors and other organisations' users only the public view", async () => {
      for (const user of [undefined, 'client@globex.example', 'linguist@lingua.example']) {
        const res = await get(`/v1/clientConfigs/${acme()}`, user);
        expect(res.statusCode).toBe(200);
        const body = res.json() as Record<string, unknown>;
        expect(body.companyName).toBe('Acme Health');
        expect(body).not.toHaveProperty('allowedEmailDomains');
        expect(body).not.toHaveProperty('signUpToken');
      }
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '1e3', '99999999999']) {
        const res = await get(`/v1/clientConfigs/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'Client not found' });
      }
    });
  });

  describe('GET /clientConfigs/{clientId}/customFieldDefinitions', () => {
    it('lists the definitions in order, of every type', async () => {
      const res = await get(`/v1/clientConfigs/${acme()}/customFieldDefinitions?category=PROJECT`);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<Record<string, unknown>>;
      expect(list.map((d) => d.name)).toEqual([
        'Cost Center',
        'Department',
        'Document Type',
        'Audiences',
        'Needed By',
        'Instructions',
        'Rush',
        'Rush Approver',
        'Legacy Code',
      ]);
      expect(new Set(list.map((d) => d.type))).toEqual(
        new Set(['INPUT_TEXT', 'LISTONLY', 'LIST', 'SELECT_MANY_LIST', 'DATE', 'TEXT_AREA', 'CHECKBOX', 'PERSON_INFO']),
      );
      expect(list[0]).toMatchObject({ required: true, validationRegex: '^CC-[0-9]{4}$', validationMessage: 'Use the form CC-1234', category: 'PROJECT' });
      expect(list[7]).toMatchObject({ visible: false, visibleIf: [{ fieldName: 'Rush', value: 'true' }] });
      expect(list[1]).toMatchObject({ options: ['Cardiology', 'Oncology', 'Pediatrics', 'Administration'], defaultValue: 'Administration' });
    });

    it('filters by category and lists both without one', async () => {
      const user = (await get(`/v1/clientConfigs/${acme()}/customFieldDefinitions?category=USER`)).json() as Array<{ category: string }>;
      expect(user.length).toBe(4);
      expect(user.every((d) => d.category === 'USER')).toBe(true);
      const all = (await get(`/v1/clientConfigs/${acme()}/customFieldDefinitions`)).json() as unknown[];
      expect(all.length).toBe(13);
    });

    it("returns only the requested client's definitions", async () => {
      const list = (await get(`/v1/clientConfigs/${globex()}/customFieldDefinitions`)).json() as Array<{ name: string }>;
      expect(list.map((d) => d.name)).toEqual(['Department', 'Policy Number']);
    });

    it('answers 404 for an unknown client and 400 for an unknown category', async () => {
      expect((await get('/v1/clientConfigs/424242/customFieldDefinitions')).statusCode).toBe(404);
      expect((await get(`/v1/clientConfigs/${acme()}/customFieldDefinitions?category=OTHER`)).statusCode).toBe(400);
    });
  });

  describe('GET /clientConfigs/{clientId}/availableLanguages', () => {
    it("returns the client's own list", async () => {
      const res = await get(`/v1/clientConfigs/${globex()}/availableLanguages`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as string[]).sort()).toEqual(['chs', 'deu', 'enu', 'esn', 'fra', 'ptb', 'vit']);
    });

    it('returns every enabled language when the client has no list', async () => {
      const list = (await get(`/v1/clientConfigs/${acme()}/availableLanguages`)).json() as string[];
      expect(list).toContain('enu');
      expect(list.length).toBeGreaterThan(30);
    });

    it('answers 404 for an unknown client', async () => {
      expect((await get('/v1/clientConfigs/424242/availableLanguages')).statusCode).toBe(404);
    });

    it('leaves out disabled languages', async () => {
      const { languages } = await import('../../db/schema/index.ts');
      await t.ctx.db.update(languages).set({ isDisabled: true }).where(eq(languages.id, 'vit'));
      const list = (await get(`/v1/clientConfigs/${globex()}/availableLanguages`)).json() as string[];
      expect(list).not.toContain('vit');
      await t.ctx.db.update(languages).set({ isDisabled: false }).where(eq(languages.id, 'vit'));
    });
  });

  describe('widget origins (contract extension)', () => {
    const ADMIN = 'admin@lingua.example';
    const put = (id: number | string, body: unknown, user?: string) =>
      t.app.inject({ method: 'PUT', url: `/v1/clientConfigs/${id}/widgetOrigins`, payload: body as object, headers: user ? { [TEST_USER_HEADER]: user } : {} });
    const corsOf = async (origin: string) =>
      (await t.app.inject({ method: 'GET', url: '/portal-config.json', headers: { origin } })).headers['access-control-allow-origin'];

    it('lets staff read and replace a client\'s list, which CORS and the sign-in bridge then honour at once', async () => {
      const before = await get(`/v1/clientConfigs/${acme()}/widgetOrigins`, ADMIN);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ clientId: String(acme()), widgetOrigins: ['https://intranet.acme-health.example'] });
      expect(await corsOf('https://wiki.acme-health.example')).toBeUndefined();
      expect((await get('/auth/popup-bridge?origin=' + encodeURIComponent('https://wiki.acme-health.example'))).statusCode).toBe(400);

      const origins = ['https://intranet.acme-health.example', 'https://wiki.acme-health.example', 'http://127.0.0.1:8080', 'https://wiki.acme-health.example'];
      const res = await put(acme(), { widgetOrigins: origins }, ADMIN);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ clientId: String(acme()), widgetOrigins: origins.slice(0, 3) });
      expect(await corsOf('https://wiki.acme-health.example')).toBe('https://wiki.acme-health.example');
      const bridge = await get('/auth/popup-bridge?origin=' + encodeURIComponent('https://wiki.acme-health.example') + '&code=c&state=s');
      expect(bridge.statusCode).toBe(200);
      expect(bridge.body).toContain('data-target-origin="https://wiki.acme-health.example"');

      // Removing it takes it away again.
      await put(acme(), { widgetOrigins: ['https://intranet.acme-health.example'] }, ADMIN);
      expect(await corsOf('https://wiki.acme-health.example')).toBeUndefined();
      expect((await get(`/v1/clientConfigs/${acme()}/widgetOrigins`, ADMIN).then((r) => r.json())) as unknown).toEqual({
        clientId: String(acme()),
        widgetOrigins: ['https://intranet.acme-health.example'],
      });
    });

    it('refuses anything that is not exactly an origin', async () => {
      for (const bad of ['https://x.example/', 'https://x.example/path', 'ftp://x.example', 'x.example', 'https://u:p@x.example', '*']) {
        const res = await put(acme(), { widgetOrigins: [bad] }, ADMIN);
        expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
        expect(res.json()).toMatchObject({ message: expect.stringContaining('widgetOrigins') });
      }
    });

    it('is for staff only, and 404 for an unknown client', async () => {
      expect((await get(`/v1/clientConfigs/${acme()}/widgetOrigins`)).statusCode).toBe(401);
      expect((await get(`/v1/clientConfigs/${acme()}/widgetOrigins`, 'client@acme-health.example')).statusCode).toBe(403);
      expect((await put(acme(), { widgetOrigins: [] }, 'client@acme-health.example')).statusCode).toBe(403);
      expect((await put(424242, { widgetOrigins: [] }, ADMIN)).statusCode).toBe(404);
    });
  });
});
