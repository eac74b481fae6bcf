// The database client survives PostgreSQL ending its connections (a restart, a failover, an administrator):
// the process must not die of an unhandled 'error' event, and the next query gets a new connection.
// Runs against the PostgreSQL server in both passes of the server suite (it is there on every machine).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

describe('PostgreSQL connections ended by the server', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('keep the process alive and the next query works', async () => {
    database = await openDatabase({ databaseUrl: url });
    const before = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
    const pid = before.rows[0]!.pid;

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend($1) as ok', [pid]);
      expect(ended.rows[0].ok).toBe(true);
    } finally {
      await admin.end();
    }
    // Give the idle connection time to receive the termination (this is where an unhandled 'error' would crash).
    await new Promise((r) => setTimeout(r, 300));

    const after = (await database.db.execute(sql`select pg_backend_pid() as pid, 1 as one`)) as unknown as { rows: Array<{ pid: number; one: number }> };
    expect(after.rows[0]!.one).toBe(1);
    expect(after.rows[0]!.pid).not.toBe(pid);
  });
});
