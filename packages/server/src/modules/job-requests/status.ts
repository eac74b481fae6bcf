// The one way a job request changes status: inside a transaction, the row is locked with SELECT … FOR UPDATE
// while it is still in one of the expected statuses, then updated with a status-history row. A concurrent
// change waits for the lock and then finds the row no longer in `from`, so of two processes (or a retried job)
// only one moves it and nothing is overwritten. Spec 3 §4.4: an archived request also carries `archived`.
// Every move is also reported to the provider's records (statistics intake) in the same transaction.
import { and, asc, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequests, jobRequestStatusHistory, type JobRequestStatus } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordProviderIntake } from '../statistics/index.ts';
import { recordStatusEvents } from '../webhooks/index.ts';

export interface TransitionOptions {
  /** Who moved it: a username, `visitor:<e-mail>` or `system`. */
  actor: string;
  /** Why, kept in the history for staff. */
  note?: string | null | undefined;
  /** Other columns to set in the same update (a failure reason, a project number). */
  set?: Partial<typeof jobRequests.$inferInsert>;
  /** The instant to record, when the caller's transaction stores others at the same instant. */
  at?: Date;
  /**
   * False for a move that is no real change for the client (a completed request's files rebuilt after edits goes
   * through TRANSLATING and back): the history keeps it, no webhook or notice announces it again.
   */
  announce?: boolean;
}

/**
 * Moves request `id` to `to` when it is in `from`; returns false (and changes nothing) when it is not. Called
 * with a transaction, it joins it (as a savepoint), so other writes commit or roll back with the move.
 */
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

/** A request's moves, oldest first (support and tests). */
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

/**
 * Writes what belongs to a move (a quote row, an answer) and makes the move, in one transaction: when `write`
 * answers false, or the request is no longer in `from`, both roll back and this answers false. The write comes
 * first so the provider's records, written with the move, already see it.
 */
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
