// Claiming deliveries to attempt now (decision 167), through the outbox claim (db/outbox.ts): due rows — new, a
// retry whose time came, or claimed by a process that died (its claim older than the lease) — oldest first, at
// most `perEndpoint` claimed at once per endpoint across processes, so one slow receiver's backlog never fills a
// claim. `queued_at` is the claim: set here, cleared when the attempt is recorded (record.ts).
import { sql } from 'drizzle-orm';
import { claimOutbox } from '../../db/outbox.ts';
import type { WebhookDeps } from './deps.ts';

/**
 * How long a claim holds: an attempt ends within WEBHOOK_TIMEOUT_MS; the margin covers resolving the host and
 * recording. A claim older than this belonged to a process that died, and the delivery is attempted again.
 */
export const CLAIM_MARGIN_MS = 60_000;

export interface ClaimedDelivery {
  id: string;
  messageId: string;
  payload: unknown;
  attempts: number;
  firstAttemptAt: Date | null;
  /** The claim's time: recording checks it, so a claim that lapsed and was taken again is not overwritten. */
  claimedAt: string;
  endpoint: { id: string; url: string; secretSealed: string; enabled: boolean };
}

interface Row {
  id: string;
  message_id: string;
  payload: unknown;
  attempts: number;
  first_attempt_at: Date | string | null;
  claimed_at: Date | string;
  endpoint_id: string;
  url: string;
  secret_sealed: string;
  enabled: boolean;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function claimDeliveries(deps: Pick<WebhookDeps, 'db' | 'clock' | 'config'>, limit: number, perEndpoint: number): Promise<ClaimedDelivery[]> {
  const now = deps.clock.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  const lapsed = sql`${new Date(now.getTime() - deps.config.webhooks.timeoutMs - CLAIM_MARGIN_MS).toISOString()}::timestamptz`;
  const dueAt = sql`coalesce(next_attempt_at, create_time)`;
  const due = sql`status = 'pending' and ${dueAt} <= ${at} and (queued_at is null or queued_at < ${lapsed})`;
  // Per endpoint, the oldest due deliveries its free places allow, read from webhook_deliveries_due_idx.
  const rows = await claimOutbox<Row>(deps.db, {
    table: 'webhook_deliveries',
    waiting: sql`${due} and id in (
      select d.id from webhook_endpoints e
      left join (
        select endpoint_id, count(*) as held from webhook_deliveries
        where status = 'pending' and queued_at >= ${lapsed} group by endpoint_id) c on c.endpoint_id = e.id
      cross join lateral (
        select id from webhook_deliveries
        where endpoint_id = e.id and ${due} order by ${dueAt} limit greatest(0, ${perEndpoint} - coalesce(c.held, 0))) d)`,
    order: dueAt,
    limit,
    set: sql`queued_at = ${at}`,
    join: { from: sql`webhook_endpoints e`, on: sql`e.id = claimed.endpoint_id` },
    returning: sql`claimed.id, claimed.message_id, claimed.payload, claimed.attempts, claimed.first_attempt_at, claimed.queued_at as claimed_at,
      e.id as endpoint_id, e.url, e.secret_sealed, e.enabled`,
  });
  return rows.map((r) => ({
    id: r.id,
    messageId: r.message_id,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    attempts: r.attempts,
    firstAttemptAt: r.first_attempt_at === null ? null : new Date(r.first_attempt_at),
    claimedAt: iso(r.claimed_at),
    endpoint: { id: r.endpoint_id, url: r.url, secretSealed: r.secret_sealed, enabled: r.enabled },
  }));
}

