// Rotating SECRETS_KEY moves webhook signing secrets to the new key at start, as it does TOTP secrets; a server
// without the key a secret is sealed with refuses to start rather than send unsigned or wrongly signed deliveries.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { clientConfigs, webhookEndpoints } from '../../db/schema/index.ts';
import { TotpSecretBox } from '../../identity/totp-secrets.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { resealWebhookSecrets } from './reseal.ts';
import { newSigningSecret, openSigningSecret, sealSigningSecret } from './signing.ts';

describe('webhook signing secrets when SECRETS_KEY rotates', () => {
  const KEY_ONE = 'first deployment key 0123456789abcdef';
  const KEY_TWO = 'second deployment key 0123456789abcdef';
  const id = randomUUID();
  const secret = newSigningSecret();
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'none', config: { secretsKey: KEY_ONE } });
    const [client] = await ctx.db.insert(clientConfigs).values({ companyName: 'Rotation Ltd', signUpToken: 'rotation-sign-up', createProjectToken: 'rotation-project' }).returning({ id: clientConfigs.id });
    await ctx.db.insert(webhookEndpoints).values({
      id,
      clientId: client!.id,
      url: 'https://hooks.rotation.example/lingua',
      events: ['request.completed'],
      secretSealed: sealSigningSecret(new TotpSecretBox(KEY_ONE), id, secret),
      createdByName: 'Ada Admin',
    });
  });
  afterAll(async () => ctx?.close());

  const sealed = async () => (await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!.secretSealed;
  const startWith = async (config: Partial<TestContext['config']>) => {
    const app = await buildApp({ ...ctx, config: { ...ctx.config, ...config } });
    await app.close();
  };

  it('re-seals under the new key when the old one is listed as previous; the secret the receiver holds is the same', async () => {
    await startWith({ secretsKey: KEY_TWO, secretsKeyPrevious: [KEY_ONE] });
    const two = new TotpSecretBox(KEY_TWO);
    expect(two.isCurrent(await sealed())).toBe(true);
    expect(openSigningSecret(two, id, await sealed())).toBe(secret);
    // Once moved, the old key is no longer needed; a server with only the old key refuses to start.
    await startWith({ secretsKey: KEY_TWO, secretsKeyPrevious: [] });
    // Asked directly, not through a start: an app whose build fails midway is never closed, and the change listeners
    // it opened would go on retrying against the test database after it is dropped.
    await expect(resealWebhookSecrets(ctx.db, new TotpSecretBox(KEY_ONE))).rejects.toThrow(/SECRETS_KEY/);
  });
});
