// The one way a request changes status: locked FOR UPDATE while still in `from`, so of two processes only one moves
// it; history, statistics and webhooks are written in the same transaction. An archived request carries `archived`.
import { and, asc, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequests, jobRequestStatusHistory, type JobRequestStatus } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordProviderIntake } from '../statistics/index.ts';
import { recordStatusEvents } from '../webhooks/index.ts';

export interface TransitionOptions {
  actor: string;
  note?: string | null | undefined;
  set?: Partial<typeof jobRequests.$inferInsert>;
  /** The instant to record, when the caller's transaction stores others at the same instant. */
  at?: Date;
  /** False for a move that is no real change for the client (a rebuild's round trip): history only, no announcement. */
  announce?: boolean;
}

/** False (nothing changed) when not in `from`; joins a given transaction as a savepoint. */
export async function transition(
  db: Db,
  clock: Clock,
  id: string,
  from: JobRequestStatus | readonly JobRequestStatus[],
  to: JobRequestStatus,
  opts: TransitionOptions,
): Promise<boolean> {
  const froms = typeof from === 'string' ? [from] : [...from];
  const now = opts.at ?? clock.now();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: jobRequests.status, clientId: jobRequests.clientId, name: jobRequests.name })
      .from(jobRequests)
      .where(and(eq(jobRequests.id, id), inArray(jobRequests.status, froms)))
      .for('update')
      .limit(1);
    if (!before) return false;
    await tx
      .update(jobRequests)
      .set({ ...opts.set, status: to, updatedAt: now, ...(to === 'ARCHIVED' ? { archived: true } : {}) })
      .where(eq(jobRequests.id, id));
    await tx.insert(jobRequestStatusHistory).values({
      jobRequestId: id,
      fromStatus: before.status,
      toStatus: to,
      at: now,
      actor: opts.actor,
      note: opts.note ?? null,
    });
    await recordProviderIntake(tx, id, to, now);
    // Webhook deliveries commit (or roll back) with the move (decision 136).
    if (opts.announce !== false) await recordStatusEvents(tx, clock, { id, clientId: before.clientId, name: before.name }, before.status, to);
    return true;
  });
}

export async function statusHistory(
  db: Db,
  jobRequestId: string,
): Promise<Array<{ from: JobRequestStatus | null; to: JobRequestStatus; actor: string | null; note: string | null }>> {
  return db
    .select({
      from: jobRequestStatusHistory.fromStatus,
      to: jobRequestStatusHistory.toStatus,
      actor: jobRequestStatusHistory.actor,
      note: jobRequestStatusHistory.note,
    })
    .from(jobRequestStatusHistory)
    .where(eq(jobRequestStatusHistory.jobRequestId, jobRequestId))
    .orderBy(asc(jobRequestStatusHistory.at));
}

/** The write (a quote, an answer) and the move in one transaction; both roll back when either fails. */
export async function transitionWith(
  db: Db,
  clock: Clock,
  id: string,
  from: JobRequestStatus | readonly JobRequestStatus[],
  to: JobRequestStatus,
  opts: TransitionOptions,
  write: (tx: Db) => Promise<boolean>,
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      if (!(await write(tx))) tx.rollback();
      if (!(await transition(tx, clock, id, from, to, opts))) tx.rollback();
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return false;
      throw err;
    });
}
