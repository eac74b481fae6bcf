// The security log's impersonation start and end (decision 106), derived from the calls an
// admin makes with and without the impersonation header, with real ID tokens and the shared clock.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { createAccount, startIdentityServer, type IdentityServer } from '../../test/identity-fixtures.ts';
import { IMPERSONATION_HEADER, IMPERSONATION_IDLE_MS } from './impersonation.ts';

const ADMIN = 'root@lingua.example';
const lines: string[] = [];
let s: IdentityServer;
let adminToken: string;

beforeAll(async () => {
  s = await startIdentityServer({ config: { logLevel: 'info' }, app: { logger: true, logStream: { write: (line) => void lines.push(line) } } });
  await createAccount(s.ctx, { username: ADMIN, password: 'Secret123', roles: ['ADMIN'] });
  await createAccount(s.ctx, { username: 'ann@acme.example', password: 'Secret123', roles: ['CLIENT'] });
  await createAccount(s.ctx, { username: 'bob@acme.example', password: 'Secret123', roles: ['CLIENT'] });
  adminToken = (await signIn(s.baseUrl, ADMIN, 'Secret123')).idToken;
});
afterAll(async () => {
  await s?.close();
});

/** The admin's call, as `target` when given; resolves with the impersonation events it logged. */
async function call(target?: string): Promise<string[]> {
  const from = lines.length;
  const res = await s.app.inject({
    method: 'GET',
    url: '/v1/userAccount',
    headers: { authorization: `Bearer ${adminToken}`, ...(target ? { [IMPERSONATION_HEADER]: target } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return lines
    .slice(from)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => String(l.event).startsWith('impersonation.'))
    .map((l) => {
      expect(l.actor).toBe(ADMIN);
      return `${String(l.event)} ${String(l.target)}${l.reason ? ` ${String(l.reason)}` : ''}`;
    });
}

it('logs a start at the first call as a user, an end at the next call as oneself or as another user', async () => {
  expect(await call()).toEqual([]);
  expect(await call('ann@acme.example')).toEqual(['impersonation.start ann@acme.example']);
  expect(await call('ann@acme.example')).toEqual([]);
  expect(await call('bob@acme.example')).toEqual(['impersonation.end ann@acme.example', 'impersonation.start bob@acme.example']);
  expect(await call()).toEqual(['impersonation.end bob@acme.example']);
  expect(await call()).toEqual([]);
});

it('ends an impersonation left without a call for the idle time, at the next call', async () => {
  expect(await call('ann@acme.example')).toEqual(['impersonation.start ann@acme.example']);
  s.clock.advance(IMPERSONATION_IDLE_MS + 1000);
  expect(await call('ann@acme.example')).toEqual(['impersonation.end ann@acme.example idle', 'impersonation.start ann@acme.example']);
  expect(await call()).toEqual(['impersonation.end ann@acme.example']);
});
