// Every change to an account row is announced on one notification channel (LISTEN/NOTIFY), so that each server
// process sharing the database forgets what it kept about that account — its cached principals
// (identity/principal-cache.ts) — whoever made the change: this process, another one, or an operator in psql.
// A trigger rather than calls in each writer, so no writer can forget it. Installed by Database.migrate().
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The channel; the payload is the account's id. */
export const ACCOUNT_CHANGES_CHANNEL = 'lingua_account_changed';

/**
 * Idempotent. Runs after the generated migrations (drizzle-kit does not model triggers). The advisory lock keeps
 * processes that start together from replacing the function at the same moment.
 */
export async function installAccountChangeTrigger(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lingua_account_changed_trigger'))`);
    await tx.execute(
      sql.raw(`create or replace function lingua_account_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${ACCOUNT_CHANGES_CHANNEL}', old.id::text);
  return null;
end $$`),
    );
    await tx.execute(
      sql.raw(`create or replace trigger user_accounts_changed after update or delete on user_accounts
for each row execute function lingua_account_changed()`),
    );
  });
}
