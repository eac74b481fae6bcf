// The readiness probe's database watch (decision 097): 50 probes a second cost at most one query a second, yet a
// frozen server is noticed within a second. One dedicated connection runs a statement a second that raises a notice
// every 250 ms (flushed at once); silence past SILENCE_MS means down. PGlite: a cached `select 1`.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** One statement of about a second, a notice every 250 ms (pg_sleep holds no lock). */
const HEARTBEAT_SQL = `do $$ begin for i in 1..4 loop perform pg_sleep(0.25); raise notice 'lingua-health'; end loop; end $$`;
/** No word from the server for this long: down (a notice is due every 250 ms). */
export const SILENCE_MS = 700;
/** A connection silent this long is dropped and opened again (a network that black-holes never errors). */
const RECONNECT_AFTER_MS = 5_000;
const RETRY_MS = 500;
const PGLITE_CACHE_MS = 1_000;

export interface DatabaseState {
  status: 'up' | 'down';
  error?: string;
}

export interface DatabaseWatch {
  state(): Promise<DatabaseState>;
  close(): Promise<void>;
}

export function watchDatabase(database: Pick<Database, 'db' | 'kind'>, databaseUrl: string | undefined): DatabaseWatch {
  return database.kind === 'postgres' && databaseUrl ? watchPostgres(databaseUrl) : watchEmbedded(database);
}

function watchEmbedded(database: Pick<Database, 'db'>): DatabaseWatch {
  let cached: { at: number; state: Promise<DatabaseState> } | undefined;
  return {
    state() {
      const now = Date.now();
      if (!cached || now - cached.at >= PGLITE_CACHE_MS) {
        cached = {
          at: now,
          state: database.db.execute(sql`select 1`).then(
            () => ({ status: 'up' as const }),
            (err: unknown) => ({ status: 'down' as const, error: err instanceof Error ? err.message : String(err) }),
          ),
        };
      }
      return cached.state;
    },
    close: async () => undefined,
  };
}

function watchPostgres(url: string): DatabaseWatch {
  let client: pg.Client | undefined;
  let lastHeard = 0;
  /** When the current connection was opened: a connection not yet heard from is judged from then, not from 0. */
  let openedAt = 0;
  let lastError = 'not connected yet';
  let closed = false;
  const heard = () => (lastHeard = Date.now());

  const drop = (c: pg.Client | undefined) => {
    if (!c) return;
    if (client === c) client = undefined;
    // end() waits for the server's goodbye, which a frozen server never sends: destroy the socket instead.
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    c.end().catch(() => undefined);
  };

  const loop = async () => {
    while (!closed) {
      const c = client ?? new pg.Client({ connectionString: url, application_name: 'lingua-health', connectionTimeoutMillis: RECONNECT_AFTER_MS, keepAlive: true });
      try {
        if (!client) {
          client = c;
          openedAt = Date.now();
          c.on('notice', heard);
          c.on('error', (err) => {
            lastError = err.message;
            drop(c);
          });
          await c.connect();
          heard();
        }
        await c.query(HEARTBEAT_SQL);
        heard();
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
        drop(c);
        if (!closed) await new Promise((r) => setTimeout(r, RETRY_MS).unref());
      }
    }
  };
  void loop();
  const stall = setInterval(() => {
    if (client && Date.now() - Math.max(lastHeard, openedAt) > RECONNECT_AFTER_MS) {
      lastError = `no answer for ${RECONNECT_AFTER_MS} ms`;
      drop(client);
    }
  }, 250);
  stall.unref();

  return {
    state: async () => {
      // After a stall of this process itself (a blocked loop, SIGSTOP), the probe may be read before the notices
      // that queued meanwhile: one turn of the loop reads them first, so its own pause is not taken for silence.
      if (Date.now() - lastHeard > SILENCE_MS) await new Promise((r) => setImmediate(r));
      const silence = Date.now() - lastHeard;
      if (lastHeard && silence <= SILENCE_MS) return { status: 'up' };
      return { status: 'down', error: lastHeard ? `no answer for ${silence} ms${client ? '' : ` (${lastError})`}` : lastError };
    },
    close: async () => {
      closed = true;
      clearInterval(stall);
      drop(client);
    },
  };
}
