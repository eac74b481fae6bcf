// What a process keeps in memory from the database (principals, job-list pages) must not outlive a change to
// it, whoever makes the change: this process, another process on the same database, or an operator in psql.
// A trigger announces each change on a notification channel; watchChanges LISTENs on it and hands each payload
// to the keeper. While the process cannot listen (connection lost, until it listens again) the keeper is told
// to keep and serve nothing, and it starts from nothing when listening again, since changes may have been
// missed meanwhile.
import type { Database, Listener } from './client.ts';

const RELISTEN_DELAY_MS = 1000;

export interface ChangeKeeper {
  /** A change was announced; the payload is the channel's (an id). */
  change(payload: string): void;
  /** true: listening, start from nothing; false: not listening, keep and serve nothing. */
  active(active: boolean): void;
}

export interface ChangeWatch {
  /**
   * Resolves once every change committed before the call has been handed to the keeper. Concurrent callers
   * share one round trip: a caller joins the round that starts after the one in flight, never one that began
   * before it called.
   */
  synced(): Promise<void>;
  close(): Promise<void>;
}

/** Listens on `channel` for `keeper` (named in the log as `what`), listening again after a lost connection. */
export async function watchChanges(database: Database, channel: string, what: string, keeper: ChangeKeeper): Promise<ChangeWatch> {
  let listener: Listener | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const start = async (): Promise<void> => {
    try {
      listener = await database.listen(channel, (payload) => keeper.change(payload), lost);
      if (closed) {
        await listener.close();
        return;
      }
      keeper.active(true);
    } catch (err) {
      lost(err as Error);
    }
  };
  function lost(err: Error): void {
    keeper.active(false);
    listener = undefined;
    if (closed) return;
    console.error(`${what}: not listening on ${channel} (${err.message}); retrying`);
    timer = setTimeout(() => void start(), RELISTEN_DELAY_MS);
    timer.unref();
  }
  await start();
  return {
    synced: coalesce(async () => {
      await listener?.synced();
    }),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      keeper.active(false);
      await listener?.close();
    },
  };
}

/**
 * `run` shared by concurrent callers: with none in flight a call starts one; otherwise it waits for the run
 * after the one in flight (shared by everyone who called meanwhile), since that one may have begun too early.
 */
export function coalesce(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current: Promise<void> = run().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
