// Claiming rows of an outbox table: rows written in the transaction of a change (webhook deliveries, decision 136;
// notices to mail, decision 140) are taken after the commit by worker processes. One UPDATE over the rows picked by
// SELECT … FOR UPDATE SKIP LOCKED: processes claiming at once never take the same row, none waits on another's
// locks, and a row another process changed meanwhile is checked again against `waiting` once locked. PGlite and
// PostgreSQL alike.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export interface OutboxClaim {
  /** The outbox table (it has an `id` column). `set`, `join` and `returning` name the claimed rows `claimed`. */
  table: string;
  /** Which rows may be claimed, in the table's own column names. */
  waiting: SQL;
  order: SQL;
  limit: number;
  /** What claiming writes, e.g. sql`mail_state = 'sending'`. */
  set: SQL;
  /** A table read beside each claimed row (`from` … `where on`), whose columns `returning` may name. */
  join?: { from: SQL; on: SQL };
  returning: SQL;
}

/** The rows of a raw query's result, whichever driver ran it (node-postgres gives `{ rows }`, others an array). */
export function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Claims up to `limit` waiting rows; returns what `returning` names of each. */
export async function claimOutbox<T>(db: Db, c: OutboxClaim): Promise<T[]> {
  const table = sql.identifier(c.table);
  const result = await db.execute(sql`
    update ${table} as claimed set ${c.set}
    ${c.join ? sql`from ${c.join.from}` : sql``}
    where ${c.join ? sql`${c.join.on} and ` : sql``}claimed.id in (
      select id from ${table} where ${c.waiting} order by ${c.order} limit ${c.limit} for update skip locked)
    returning ${c.returning}`);
  return resultRows<T>(result);
}
