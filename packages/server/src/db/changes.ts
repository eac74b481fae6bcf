// What a process keeps from the database must not outlive a change, whoever makes it. While it cannot listen
// the keepers keep and serve nothing, and start from nothing after (changes may have been missed). Keepers of
// one channel share its connection (one per channel and process on PostgreSQL) and its `synced` round trips.
import type { Database, Listener } from './client.ts';

const RELISTEN_DELAY_MS = 1000;

export interface ChangeKeeper {
  /** A change was announced; the payload is the channel's (an id). */
  change(payload: string): void;
  /** true: listening, start from nothing; false: not listening, keep and serve nothing. */
  active(active: boolean): void;
}

export interface ChangeWatch {
  /** Concurrent callers share one round trip, never one that began before they called. */
  synced(): Promise<void>;
  close(): Promise<void>;
}

/** Keepers named in the log by their `what`. */
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

/** A call with a run in flight waits for the next run, shared by all who call meanwhile: that one may be too early. */
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
