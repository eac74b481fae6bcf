// What a process keeps in memory from the database (principals, kept answers) must not outlive a change to it,
// whoever makes the change: this process, another process on the same database, or an operator in psql.
// A trigger announces each change on a notification channel; watchChanges LISTENs on it and hands each payload
// to the keepers. While the process cannot listen (connection lost, until it listens again) the keepers are told
// to keep and serve nothing, and they start from nothing when listening again, since changes may have been
// missed meanwhile.
//
// The keepers of one channel share its listening connection and its round trips (`synced`): on PostgreSQL each
// channel listened on is one more connection per process, and a keeper that waits for `synced` on every request
// (modules/kept-answers.ts) should not pay for a second one when another keeper listens on the same channel.
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

/** One channel of one database, listened on once for all its keepers (named in the log by their `what`). */
interface Channel {
  keepers: Map<ChangeKeeper, string>;
  listener: Listener | undefined;
  /** Settles when the first attempt to listen has (a keeper joining meanwhile waits for it). */
  started: Promise<void>;
  synced(): Promise<void>;
  closed: boolean;
  timer: NodeJS.Timeout | undefined;
}

const channels = new WeakMap<Database, Map<string, Channel>>();

/** Starts listening on `name` for `keepers` (more may join later). */
function openChannel(database: Database, name: string, keepers: Map<ChangeKeeper, string>): Channel {
  const channel: Channel = {
    keepers,
    listener: undefined,
    started: Promise.resolve(),
    synced: coalesce(async () => {
      await channel.listener?.synced();
    }),
    closed: false,
    timer: undefined,
  };
  const start = async (): Promise<void> => {
    try {
      const listener = await database.listen(name, (payload) => {
        for (const keeper of channel.keepers.keys()) keeper.change(payload);
      }, lost);
      if (channel.closed) {
        await listener.close();
        return;
      }
      channel.listener = listener;
      for (const keeper of channel.keepers.keys()) keeper.active(true);
    } catch (err) {
      lost(err as Error);
    }
  };
  function lost(err: Error): void {
    for (const keeper of channel.keepers.keys()) keeper.active(false);
    channel.listener = undefined;
    if (channel.closed) return;
    console.error(`${[...channel.keepers.values()].join(', ')}: not listening on ${name} (${err.message}); retrying`);
    channel.timer = setTimeout(() => void start(), RELISTEN_DELAY_MS);
    channel.timer.unref();
  }
  channel.started = start();
  return channel;
}

/** Listens on `channel` for `keeper` (named in the log as `what`), listening again after a lost connection. */
export async function watchChanges(database: Database, channel: string, what: string, keeper: ChangeKeeper): Promise<ChangeWatch> {
  let byName = channels.get(database);
  if (!byName) channels.set(database, (byName = new Map()));
  const existing = byName.get(channel);
  existing?.keepers.set(keeper, what);
  const joined = existing ?? openChannel(database, channel, new Map([[keeper, what]]));
  byName.set(channel, joined);
  await joined.started;
  // Whether it joined before the first attempt settled or long after, the keeper starts from nothing, listening
  // or not as the channel is.
  keeper.active(joined.listener !== undefined);
  return {
    synced: joined.synced,
    close: async () => {
      keeper.active(false);
      joined.keepers.delete(keeper);
      if (joined.keepers.size > 0 || joined.closed) return;
      joined.closed = true;
      byName.delete(channel);
      clearTimeout(joined.timer);
      await joined.listener?.close();
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
