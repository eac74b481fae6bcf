// Rotating SECRETS_KEY (decision 075) for webhook signing secrets too: at start, every endpoint's secret sealed
// under a previous key is sealed again under the current one, as the TOTP secrets are. The receivers' secrets do
// not change, so nothing is asked of the client.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';
import type { TotpSecretBox } from '../../identity/totp-secrets.ts';
import { openSigningSecret, sealSigningSecret } from './signing.ts';

/**
 * Re-seals the secrets under a previous key; each update is conditional on the value read, so processes starting
 * together do no harm. Refuses to start when a secret is sealed with a key this server does not have: its
 * deliveries could never be signed, and the fix (the right SECRETS_KEY) is the operator's. Returns the count.
 */
export async function resealWebhookSecrets(db: Db, box: TotpSecretBox): Promise<number> {
  const rows = await db.select({ id: webhookEndpoints.id, sealed: webhookEndpoints.secretSealed }).from(webhookEndpoints);
  let resealed = 0;
  for (const row of rows) {
    if (box.isCurrent(row.sealed)) continue;
    if (!box.canOpen(row.sealed)) throw new Error('Webhook signing secrets are sealed with a key this server does not have: set SECRETS_KEY (and SECRETS_KEY_PREVIOUS while rotating) to the deployment\'s key');
    const next = sealSigningSecret(box, row.id, openSigningSecret(box, row.id, row.sealed));
    const updated = await db
      .update(webhookEndpoints)
      .set({ secretSealed: next })
      .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secretSealed, row.sealed)))
      .returning({ id: webhookEndpoints.id });
    resealed += updated.length;
  }
  return resealed;
}
