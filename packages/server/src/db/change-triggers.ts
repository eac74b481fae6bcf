// Row changes announced by LISTEN/NOTIFY so every process forgets what it kept (db/changes.ts), whoever wrote them.
// One notification per payload and transaction, so a many-row statement announces once.
import { sql } from 'drizzle-orm';
import type { Db } from './db-type.ts';

/** Payload: an account id, `client:<id>` or `*`; one channel, so kept answers share the principal cache's connection. */
export const ACCOUNT_CHANGES_CHANNEL = 'lingua_account_changed';
const CLIENT_CONFIG_PREFIX = 'client:';
export const EVERYTHING_CHANGED = '*';
export const clientConfigTag = (clientId: number): string => `${CLIENT_CONFIG_PREFIX}${clientId}`;
/** Payload: the organisation's (client_configs) id, or `*`. */
export const JOB_REQUEST_CHANGES_CHANNEL = 'lingua_job_requests_changed';

/** Decision 141: `<user id>:<notice id>` for a new notice, `<user id>:read` once per transaction for reads. */
export const NOTICES_CHANNEL = 'lingua_notices';

const JOB_REQUEST_PARTS = ['job_request_files', 'job_request_links', 'auto_quotes'] as const;

const STATEMENTS = [
  // A row announces its (immutable) id on the channel named by argument 1, after the prefix of argument 2.
  `create or replace function lingua_row_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify(tg_argv[0], coalesce(tg_argv[1], '') || old.id::text);
  return null;
end $$`,
  `create or replace trigger user_accounts_changed after update or delete on user_accounts
for each row execute function lingua_row_changed('${ACCOUNT_CHANGES_CHANNEL}')`,
  `create or replace trigger client_configs_changed after update or delete on client_configs
for each row execute function lingua_row_changed('${ACCOUNT_CHANGES_CHANNEL}', '${CLIENT_CONFIG_PREFIX}')`,
  // TRUNCATE fires no row trigger: everything on the channel the trigger names is announced as changed.
  `create or replace function lingua_table_emptied() returns trigger language plpgsql as $$
begin
  perform pg_notify(tg_argv[0], '${EVERYTHING_CHANGED}');
  return null;
end $$`,
  ...['user_accounts', 'client_configs'].map(
    (table) => `create or replace trigger ${table}_emptied after truncate on ${table}
for each statement execute function lingua_table_emptied('${ACCOUNT_CHANGES_CHANNEL}')`,
  ),
  // A request without an organisation (none is listed) announces nothing.
  `create or replace function lingua_job_request_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' and old.client_id is not null then
    perform pg_notify('${JOB_REQUEST_CHANGES_CHANNEL}', old.client_id::text);
  end if;
  if tg_op <> 'DELETE' and new.client_id is not null then
    perform pg_notify('${JOB_REQUEST_CHANGES_CHANNEL}', new.client_id::text);
  end if;
  return null;
end $$`,
  `create or replace trigger job_requests_changed after insert or update or delete on job_requests
for each row execute function lingua_job_request_changed()`,
  // A file, link or quote announces its request's organisation.
  `create or replace function lingua_job_request_part_changed() returns trigger language plpgsql as $$
declare
  client integer;
begin
  if tg_op <> 'INSERT' then
    select client_id into client from job_requests where id = old.job_request_id;
    if client is not null then perform pg_notify('${JOB_REQUEST_CHANGES_CHANNEL}', client::text); end if;
  end if;
  if tg_op <> 'DELETE' then
    select client_id into client from job_requests where id = new.job_request_id;
    if client is not null then perform pg_notify('${JOB_REQUEST_CHANGES_CHANNEL}', client::text); end if;
  end if;
  return null;
end $$`,
  ...JOB_REQUEST_PARTS.map(
    (table) => `create or replace trigger ${table}_changed after insert or update or delete on ${table}
for each row execute function lingua_job_request_part_changed()`,
  ),
  ...['job_requests', ...JOB_REQUEST_PARTS].map(
    (table) => `create or replace trigger ${table}_emptied after truncate on ${table}
for each statement execute function lingua_table_emptied('${JOB_REQUEST_CHANGES_CHANNEL}')`,
  ),
  // A mail sent (mail_state) announces nothing: only a new notice and a read one reach the bell.
  `create or replace function lingua_notice_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('${NOTICES_CHANNEL}', new.user_id::text || ':' || new.id::text);
  elsif new.read_at is distinct from old.read_at then
    perform pg_notify('${NOTICES_CHANNEL}', new.user_id::text || ':read');
  end if;
  return null;
end $$`,
  `create or replace trigger notices_changed after insert or update on notices
for each row execute function lingua_notice_changed()`,
  'drop function if exists lingua_account_changed(), lingua_client_config_changed(), lingua_accounts_emptied(), lingua_job_requests_emptied()',
];

/** Idempotent; drizzle-kit does not model triggers. The lock keeps starting processes from replacing them at once. */
export async function installChangeTriggers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lingua_change_triggers'))`);
    for (const statement of STATEMENTS) await tx.execute(sql.raw(statement));
  });
}
