import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigs, customFieldDefinitions, mailOutbox, userAccounts, userClientLinks } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../../test/helpers.ts';
import { CONFIRMATION_SUBJECT, MESSAGES } from './service.ts';

describe('account calls', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  const ids: Record<'acme' | 'globex' | 'initech' | 'umbrella', number> = { acme: 0, globex: 0, initech: 0, umbrella: 0 };
  let acmeToken = '';

  beforeAll(async () => {
    t = await buildTestApp({ clock, app: { configure: testPrincipals } });
    for (const c of await t.ctx.db.select().from(clientConfigs)) {
      if (c.companyName === 'Acme Health') {
        ids.acme = c.id;
        acmeToken = c.signUpToken;
      }
      if (c.companyName === 'Globex Insurance') ids.globex = c.id;
      if (c.companyName === 'Initech Legacy') ids.initech = c.id;
      if (c.companyName.startsWith('Umbrella')) ids.umbrella = c.id;
    }
  });
  afterAll(() => t.close());

  const address = { address1: '1 Main St', city: 'Boston', zipCode: '02110', country: { id: 227, name: 'United States' }, province: { id: 22, name: 'x' } };
  const acmeFields = [
    { fieldName: 'Employee Number', value: '123456' },
    { fieldName: 'Site', value: 'Boston' },
  ];
  const body = (over: Record<string, unknown> = {}) => ({
    clientId: String(ids.acme),
    email: 'new.person@acme-health.example',
    firstName: 'New',
    lastName: 'Person',
    password: 'Secret123',
    role: 'CLIENT_EMPLOYEE',
    address: { ...address, province: null },
    customFieldValues: acmeFields,
    ...over,
  });
  const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/userAccount', payload });
  const confirm = (email: string, code: string) => t.app.inject({ method: 'POST', url: '/v1/userAccount/actions/confirmEmail', payload: { email, code } });
  const lastMail = async (to: string) => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];
  const account = async (username: string) => (await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, username)))[0];

  describe('POST /userAccount (sign-up)', () => {
    it('creates an unconfirmed CLIENT_EMPLOYEE with the default applications and mails a 24-hour link', async () => {
      const res = await signUp(body({ email: 'New.Person@acme-health.example', signUpToken: acmeToken, customFieldValues: [...acmeFields, { fieldName: 'Start Date', value: '02/29/2028' }] }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ username: 'new.person@acme-health.example', email: 'new.person@acme-health.example' });
      const row = (await account('new.person@acme-health.example'))!;
      expect(row).toMatchObject({ roles: ['CLIENT_EMPLOYEE'], clientId: ids.acme, emailVerified: false, isFederated: false, applications: ['reports', 'machineTranslation', 'coupa'] });
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      expect(row.address).toMatchObject({ city: 'Boston' });
      expect(row.customFieldValues).toEqual([
        { fieldName: 'Employee Number', value: '123456', mapping: 'employeeNumber' },
        { fieldName: 'Site', value: 'Boston', mapping: 'site' },
        { fieldName: 'Start Date', value: '02/29/2028', mapping: 'startDate' },
        { fieldName: 'Newsletter', value: 'true', mapping: 'newsletter' },
      ]);
      const links = await t.ctx.db.select().from(userClientLinks).where(eq(userClientLinks.userId, row.id));
      expect(links.map((l) => l.clientId)).toEqual([ids.acme]);
      const mail = (await lastMail('new.person@acme-health.example'))!;
      expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
      const link = new URL(String(mail.meta!['link']));
      expect(link.origin + link.pathname).toBe('https://portal.test/confirmEmail');
      expect(link.searchParams.get('email')).toBe('new.person@acme-health.example');
      expect(mail.text).toContain(link.href);
    });

    it('refuses a second account for the same e-mail with 409', async () => {
      const res = await signUp(body({ email: 'NEW.PERSON@acme-health.example' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.duplicate, errorCode: 'DUPLICATE_EMAIL' });
      const demo = await signUp(body({ email: 'client@acme-health.example' }));
      expect(demo.statusCode).toBe(409);
    });

    it.each([
      ['a token that differs', { signUpToken: 'wrong-token' }, 403, 'INVALID_SIGN_UP_TOKEN'],
      ['an unknown client', { clientId: '999999' }, 404, 'COMPANY_NOT_FOUND'],
      ['a client id that is not a number', { clientId: 'abc' }, 404, 'COMPANY_NOT_FOUND'],
      ['an e-mail of another domain', { email: 'someone@globex.example' }, 400, 'EMAIL_DOMAIN_MISMATCH'],
      ['an unknown custom field', { customFieldValues: [...acmeFields, { fieldName: 'Shoe Size', value: '9' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a missing required field', { customFieldValues: [{ fieldName: 'Site', value: 'Boston' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a value breaking the regex', { customFieldValues: [{ fieldName: 'Employee Number', value: '12a' }, { fieldName: 'Site', value: 'Boston' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a value outside LISTONLY options', { customFieldValues: [{ fieldName: 'Employee Number', value: '123456' }, { fieldName: 'Site', value: 'Paris' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['an impossible date', { customFieldValues: [...acmeFields, { fieldName: 'Start Date', value: '02/30/2027' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a checkbox that is not true or false', { customFieldValues: [...acmeFields, { fieldName: 'Newsletter', value: 'yes' }] }, 400, 'INVALID_CUSTOM_FIELD'],
      ['a password without a digit', { password: 'Secretttt' }, 400, 'INVALID_PARAMETER'],
      ['a short password', { password: 'Se1' }, 400, 'INVALID_PARAMETER'],
      ['another role', { role: 'CLIENT' }, 400, 'INVALID_PARAMETER'],
      ['a missing address city', { address: { address1: 'x', zipCode: '1', country: { id: 227, name: 'US' } } }, 400, 'INVALID_PARAMETER'],
      ['a blank first name', { firstName: '   ' }, 400, 'INVALID_PARAMETER'],
      ['a blank city', { address: { ...address, province: null, city: ' ' } }, 400, 'INVALID_PARAMETER'],
      ['an unknown country', { address: { ...address, province: null, country: { id: 99999, name: 'Atlantis' } } }, 400, 'INVALID_PARAMETER'],
      ['a province of another country', { address: { ...address, country: { id: 38, name: 'Canada' }, province: { id: 1, name: 'Alabama' } } }, 400, 'INVALID_PARAMETER'],
    ])('refuses %s', async (_name, over, status, errorCode) => {
      const email = `refused.${Math.random().toString(36).slice(2)}@acme-health.example`;
      const res = await signUp(body({ email, ...over }));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ errorCode });
      expect(typeof res.json().message).toBe('string');
      expect(await account(email)).toBeUndefined();
    });

    it('names the custom field and the rule in the message', async () => {
      const res = await signUp(body({ email: 'x1@acme-health.example', customFieldValues: [{ fieldName: 'Employee Number', value: '12' }, { fieldName: 'Site', value: 'Boston' }] }));
      expect(res.json().message).toBe('Employee Number: Six digits');
      const missing = await signUp(body({ email: 'x2@acme-health.example', customFieldValues: [{ fieldName: 'Employee Number', value: '123456' }] }));
      expect(missing.json().message).toBe('Site: Required');
    });

    it('refuses an inactive client', async () => {
      const res = await signUp(body({ clientId: String(ids.initech), email: 'someone@initech.example', customFieldValues: [] }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.inactiveClient, errorCode: 'INACTIVE_CLIENT' });
    });

    it('sends people of a federated client to their own identity provider', async () => {
      await t.ctx.db
        .update(clientConfigs)
        .set({ federationSettings: { externalGroups: ['umbrella-staff'], issuer: 'https://idp.umbrella.example', clientId: 'portal', clientSecret: 's' } })
        .where(eq(clientConfigs.id, ids.umbrella));
      const res = await signUp(body({ clientId: String(ids.umbrella), email: 'agent@umbrella.example', customFieldValues: [] }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'FEDERATED_CLIENT' });
    });

    it('checks the rules of all eight custom field types', async () => {
      await t.ctx.db.insert(customFieldDefinitions).values([
        { clientId: ids.globex, category: 'USER', position: 0, name: 'Nick', type: 'INPUT_TEXT', validationRegex: '^[a-z]+$' },
        { clientId: ids.globex, category: 'USER', position: 1, name: 'Bio', type: 'TEXT_AREA', required: true },
        { clientId: ids.globex, category: 'USER', position: 2, name: 'Team', type: 'LIST', options: ['Claims', 'Legal'] },
        { clientId: ids.globex, category: 'USER', position: 3, name: 'Office', type: 'LISTONLY', options: ['NY', 'LA'] },
        { clientId: ids.globex, category: 'USER', position: 4, name: 'Skills', type: 'SELECT_MANY_LIST', required: true, options: ['A', 'B', 'C'] },
        { clientId: ids.globex, category: 'USER', position: 5, name: 'Joined', type: 'DATE' },
        { clientId: ids.globex, category: 'USER', position: 6, name: 'Terms', type: 'CHECKBOX', required: true },
        { clientId: ids.globex, category: 'USER', position: 7, name: 'Manager', type: 'PERSON_INFO', visible: false, visibleIf: [{ fieldName: 'Team', value: 'Legal' }], required: true },
        { clientId: ids.globex, category: 'USER', position: 8, name: 'Badge', type: 'INPUT_TEXT', disabled: true, defaultValue: 'N/A' },
      ]);
      const ok = [
        { fieldName: 'Nick', value: 'gg' },
        { fieldName: 'Bio', value: 'Hello' },
        { fieldName: 'Team', value: 'Anything else' },
        { fieldName: 'Skills', value: 'A|C' },
        { fieldName: 'Terms', value: 'true' },
      ];
      const attempt = (values: Array<{ fieldName: string; value: string }>, email = `g${Math.random().toString(36).slice(2)}@globex.example`) =>
        signUp(body({ clientId: String(ids.globex), email, customFieldValues: values }));
      const swap = (name: string, value: string) => [...ok.filter((v) => v.fieldName !== name), { fieldName: name, value }];
      const cases: Array<[Array<{ fieldName: string; value: string }>, string]> = [
        [swap('Nick', 'GG'), 'Nick: Invalid format'],
        [swap('Bio', '  '), 'Bio: Required'],
        [swap('Office', 'SF'), 'Office: Choose one of the listed options'],
        [swap('Skills', ''), 'Skills: Required'],
        [swap('Skills', 'A|D'), 'Skills: Choose one of the listed options'],
        [swap('Joined', '2027-01-01'), 'Joined: Invalid format (MM/DD/YYYY)'],
        [swap('Terms', 'false'), 'Terms: Required'],
        [swap('Team', 'Legal'), 'Manager: First name is required.'],
        [[...swap('Team', 'Legal'), { fieldName: 'Manager', value: '{"firstName":"A","lastName":"","email":"a@b.example"}' }], 'Manager: Last name is required.'],
        [[...swap('Team', 'Legal'), { fieldName: 'Manager', value: '{"firstName":"","lastName":"B","email":"a@b.example"}' }], 'Manager: First name is required.'],
        [[...swap('Team', 'Legal'), { fieldName: 'Manager', value: '{"firstName":"A","lastName":"B","email":"nope"}' }], 'Manager: A valid email address is required.'],
        [[...swap('Team', 'Legal'), { fieldName: 'Manager', value: 'not json' }], 'Manager: Invalid format'],
      ];
      for (const [values, message] of cases) {
        const res = await attempt(values);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
      }
      // A hidden field's value is neither required nor stored; a disabled field keeps its default.
      const good = await attempt([...ok, { fieldName: 'Manager', value: 'ignored' }, { fieldName: 'Badge', value: 'X' }], 'good@globex.example');
      expect(good.statusCode).toBe(201);
      const stored = (await account('good@globex.example'))!.customFieldValues;
      expect(stored.map((v) => v.fieldName)).toEqual(['Nick', 'Bio', 'Team', 'Skills', 'Terms', 'Badge']);
      expect(stored.find((v) => v.fieldName === 'Badge')!.value).toBe('N/A');
      const legal = await attempt([...swap('Team', 'Legal'), { fieldName: 'Manager', value: '{"firstName":"A","lastName":"B","email":"a@b.example"}' }, { fieldName: 'Joined', value: '12/31/2026' }]);
      expect(legal.statusCode).toBe(201);
    });
  });

  describe('POST /userAccount/actions/confirmEmail', () => {
    const signUpAndLink = async (email: string) => {
      expect((await signUp(body({ email }))).statusCode).toBe(201);
      return new URL(String((await lastMail(email))!.meta!['link'])).searchParams.get('verificationCode')!;
    };

    it('confirms the address with the link code, once', async () => {
      const code = await signUpAndLink('confirm.me@acme-health.example');
      const wrong = await confirm('confirm.me@acme-health.example', `${code}x`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: MESSAGES.confirmInvalid, errorCode: 'INVALID_CONFIRMATION_LINK' });
      expect((await account('confirm.me@acme-health.example'))!.emailVerified).toBe(false);
      const ok = await confirm('Confirm.Me@acme-health.example', code);
      expect(ok.statusCode).toBe(204);
      expect((await account('confirm.me@acme-health.example'))!.emailVerified).toBe(true);
      const again = await confirm('confirm.me@acme-health.example', code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: MESSAGES.confirmUsed, errorCode: 'EMAIL_ALREADY_CONFIRMED' });
    });

    it('refuses a code for another address', async () => {
      const code = await signUpAndLink('owner@acme-health.example');
      const res = await confirm('new.person@acme-health.example', code);
      expect(res.statusCode).toBe(400);
      expect((await confirm('nobody@acme-health.example', code)).statusCode).toBe(400);
    });

    it('expires the link after 24 hours and mails a new one', async () => {
      const code = await signUpAndLink('slow@acme-health.example');
      clock.advance(24 * 60 * 60 * 1000 + 1000);
      const res = await confirm('slow@acme-health.example', code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.confirmExpired, errorCode: 'CONFIRMATION_LINK_EXPIRED' });
      expect((await account('slow@acme-health.example'))!.emailVerified).toBe(false);
      const fresh = new URL(String((await lastMail('slow@acme-health.example'))!.meta!['link'])).searchParams.get('verificationCode')!;
      expect(fresh).not.toBe(code);
      expect((await confirm('slow@acme-health.example', code)).statusCode).toBe(400);
      expect((await confirm('slow@acme-health.example', fresh)).statusCode).toBe(204);
    });

    it('validates the body', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/v1/userAccount/actions/confirmEmail', payload: { email: 'a@b.example' } })).statusCode).toBe(400);
    });
  });

  describe('organisation selection', () => {
    const as = (user: string) => ({ [TEST_USER_HEADER]: user });
    const assign = (user: string, clientId: number | string) =>
      t.app.inject({ method: 'POST', url: '/v1/userAccount/actions/assignClient', headers: as(user), payload: { clientId: String(clientId) } });
    const linked = (user: string) => t.app.inject({ method: 'GET', url: '/v1/userAccount/linkedClients', headers: as(user) });
    const unassigned = async (username: string, email = username) => {
      await t.ctx.db.insert(userAccounts).values({ username, email, roles: ['CLIENT_EMPLOYEE'], emailVerified: true });
      return (await account(username))!;
    };

    it('lists the linked clients with their status', async () => {
      const res = await linked('client@acme-health.example');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { clientId: String(ids.acme), clientName: 'Acme Health', status: 'ACTIVE' },
        { clientId: String(ids.globex), clientName: 'Globex Insurance', status: 'ACTIVE' },
      ]);
      expect((await linked('admin@lingua.example')).json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/v1/userAccount/linkedClients' })).statusCode).toBe(401);
    });

    it('assigns a domain-matched active client once, with its default applications', async () => {
      const user = await unassigned('joiner@acme.example');
      const res = await assign(user.username, ids.globex);
      expect(res.statusCode).toBe(204);
      const row = (await account(user.username))!;
      expect(row.clientId).toBe(ids.globex);
      expect(row.applications).toEqual(['reports', 'machineTranslation', 'coupa']);
      expect((await linked(user.username)).json()).toEqual([{ clientId: String(ids.globex), clientName: 'Globex Insurance', status: 'ACTIVE' }]);
      const again = await assign(user.username, ids.acme);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ errorCode: 'ALREADY_ASSIGNED' });
      expect((await account(user.username))!.clientId).toBe(ids.globex);
    });

    it('assigns a linked client whose domain does not match', async () => {
      const user = await unassigned('contractor@freelance.example');
      await t.ctx.db.insert(userClientLinks).values({ userId: user.id, clientId: ids.acme });
      expect((await assign(user.username, ids.acme)).statusCode).toBe(204);
    });

    it('refuses other organisations, inactive and unknown clients, and staff', async () => {
      const user = await unassigned('outsider@freelance.example');
      const other = await assign(user.username, ids.acme);
      expect(other.statusCode).toBe(403);
      const inactiveUser = await unassigned('someone@initech.example');
      const inactive = await assign(inactiveUser.username, ids.initech);
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json()).toMatchObject({ errorCode: 'INACTIVE_CLIENT' });
      expect((await assign(user.username, 987654)).statusCode).toBe(404);
      expect((await assign('admin@lingua.example', ids.acme)).statusCode).toBe(403);
      expect((await account(user.username))!.clientId).toBeNull();
      expect((await account(inactiveUser.username))!.clientId).toBeNull();
    });
  });
});
