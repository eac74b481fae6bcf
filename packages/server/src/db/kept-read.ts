// A read that changes seldom, kept per database handle and refreshed behind its callers: the reference data,
// the trigram statistics of the memory's fuzzy lookup. Callers never wait on a refresh, and a refresh that fails
// keeps what was there; only a failed first read leaves nothing kept, so the next caller tries again.
import type { Db } from './client.ts';

interface Kept<T> {
  loadedAt: number;
  data: Promise<T>;
  refreshing?: boolean;
}

export interface KeptRead<T> {
  (db: Db): Promise<T>;
  /** Drops what is kept for `db`, for a writer that knows it changed: the next caller reads afresh. */
  forget(db: Db): void;
}

/** `load` of a handle, read on first use and again in the background once `keepMs` has passed. */
export function keptRead<T>(load: (db: Db) => Promise<T>, keepMs: number): KeptRead<T> {
  const kept = new WeakMap<Db, Kept<T>>();
  const read = (db: Db) => {
    const entry = kept.get(db);
    const now = Date.now();
    if (!entry) {
      const data = load(db);
      kept.set(db, { loadedAt: now, data });
      data.catch(() => kept.delete(db));
      return data;
    }
    if (now - entry.loadedAt > keepMs && !entry.refreshing) {
      entry.refreshing = true;
      load(db).then(
        (fresh) => kept.set(db, { loadedAt: Date.now(), data: Promise.resolve(fresh) }),
        () => kept.set(db, { loadedAt: Date.now(), data: entry.data }),
      );
    }
    return entry.data;
  };
  return Object.assign(read, { forget: (db: Db) => void kept.delete(db) });
}
