// TOTP secrets at rest: sealed under SECRETS_KEY, bound to their account, plain-text rows of older versions sealed
// at start, rotation by SECRETS_KEY_PREVIOUS, and a server without the deployment's key refusing to start.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { userAccounts } from '../db/schema/identity.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { generateTotpSecret } from './totp.ts';
import { loadTotpSecretBox, TotpSecretBox } from './totp-secrets.ts';

describe('TOTP secret box', () => {
  it('seals with a fresh nonce, opens only for the same account, and reports its key', () => {
    const box = new TotpSecretBox('key one, long enough to be a real key');
    const secret = generateTotpSecret();
    const a = box.seal('account-a', secret);
    expect(a).not.toContain(secret);
    expect(box.seal('account-a', secret)).not.toBe(a);
    expect(box.open('account-a', a)).toBe(secret);
    expect(() => box.open('account-b', a)).toThrow();
    expect(box.isCurrent(a)).toBe(true);
    expect(new TotpSecretBox('another key').isCurrent(a)).toBe(false);
    expect(() => new TotpSecretBox('another key').open('account-a', a)).toThrow(/SECRETS_KEY/);
    expect(new TotpSecretBox('another key', ['key one, long enough to be a real key']).open('account-a', a)).toBe(secret);
  });

  it('generates the key into the data directory when SECRETS_KEY is unset, and keeps it', async () => {
    const ctx = await createTestContext({ seed: 'none' });
    try {
      expect(ctx.config.secretsKey).toBeUndefined();
      const sealed = (await loadTotpSecretBox(ctx.config)).seal('x', 'ABC');
      expect(new TotpSecretBox(readFileSync(`${ctx.config.dataDir}/secrets-key`, 'utf8').trim()).open('x', sealed)).toBe('ABC');
    } finally {
      await ctx.close();
    }
  });
});

describe('start-up migration of TOTP secrets', () => {
  let ctx: TestContext;
  const id = randomUUID();
  const secret = generateTotpSecret();
  const pending = generateTotpSecret();
  const KEY_ONE = 'first deployment key 0123456789abcdef';
  const KEY_TWO = 'second deployment key 0123456789abcdef';

  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'none', config: { secretsKey: KEY_ONE } });
    // A row as older versions stored it: both secrets in plain text.
    await ctx.db.insert(userAccounts).values({ id, username: 'old@acme.example', email: 'old@acme.example', preferredMfa: 'TOTP', totpSecret: secret, totpPendingSecret: pending });
  });
  afterAll(async () => ctx?.close());

  const row = async () => (await ctx.db.select().from(userAccounts).where(eq(userAccounts.id, id)))[0]!;
  const startWith = async (config: Partial<TestContext['config']>) => {
    const app = await buildApp({ ...ctx, config: { ...ctx.config, ...config } });
    await app.close();
  };

  it('seals plain-text rows when the server starts', async () => {
    await startWith({});
    const r = await row();
    expect(r.totpSecret).not.toContain(secret);
    expect(r.totpPendingSecret).not.toContain(pending);
    const one = new TotpSecretBox(KEY_ONE);
    expect(one.open(id, r.totpSecret!)).toBe(secret);
    expect(one.open(id, r.totpPendingSecret!)).toBe(pending);
  });

  it('re-seals under a new key when the old one is listed as previous, then refuses to start without it', async () => {
    await startWith({ secretsKey: KEY_TWO, secretsKeyPrevious: [KEY_ONE] });
    const r = await row();
    const two = new TotpSecretBox(KEY_TWO);
    expect(two.isCurrent(r.totpSecret!)).toBe(true);
    expect(two.open(id, r.totpSecret!)).toBe(secret);
    expect(two.open(id, r.totpPendingSecret!)).toBe(pending);
    // The old key is no longer needed once every row moved; a wrong key stops the start instead of breaking MFA.
    await startWith({ secretsKey: KEY_TWO, secretsKeyPrevious: [] });
    await expect(startWith({ secretsKey: KEY_ONE, secretsKeyPrevious: [] })).rejects.toThrow(/SECRETS_KEY/);
    expect((await row()).totpSecret).toBe(r.totpSecret);
  });
});
