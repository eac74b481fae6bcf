// What the webhook dispatcher and routes share: the database, the clock, the mailer, the sealed-secret box and the
// settings (WEBHOOK_*).
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { loadTotpSecretBox, type TotpSecretBox } from '../../identity/totp-secrets.ts';
import { allowList } from '../../lib/outbound/address-guard.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** Decision 136: at most 64 KB of an answer is read. */
export const ANSWER_MAX_BYTES = 64 * 1024;

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  box: TotpSecretBox;
  config: Pick<Config, 'webhooks' | 'publicUrl'>;
  allow: net.BlockList | undefined;
}

/** The module's dependencies, from the app's context (the module, and tests that run the dispatcher themselves). */
export async function webhookDeps(app: FastifyInstance): Promise<WebhookDeps> {
  const { db, clock, config } = app.ctx;
  return { db, clock, mailer: app.mailer, box: await loadTotpSecretBox(config), config, allow: allowList(config.webhooks.allowNetworks) };
}
