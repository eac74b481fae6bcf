// What the webhook jobs and routes share: the database, the clock, the queue, the mailer, the sealed-secret box
// and the settings (WEBHOOK_*).
import type net from 'node:net';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { TotpSecretBox } from '../../identity/totp-secrets.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';

export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';
/** Issue 37 §2: at most 64 KB of an answer is read. */
export const ANSWER_MAX_BYTES = 64 * 1024;

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  mailer: Mailer;
  box: TotpSecretBox;
  config: Pick<Config, 'webhooks' | 'publicUrl'>;
  allow: net.BlockList | undefined;
}
