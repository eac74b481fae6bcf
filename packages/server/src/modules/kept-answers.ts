// Polled answers kept as sent bytes until a tag they depend on changes (decisions 090 and 116). Invariants: a kept
// answer never outlives a change (triggers announce changed rows' tags, db/change-triggers.ts); every change
// committed before a request is heard before serving (`synced`), so a client reads its own writes; a read begun
// before a change of its tags is not kept; nothing is kept or served while changes cannot be heard. Concurrent
// misses of one key share one read, so fifty pollers after a change build the page once.
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { EVERYTHING_CHANGED } from '../db/change-triggers.ts';
import { watchChanges, type ChangeWatch } from '../db/changes.ts';

/** Every page and request a busy organisation's users poll, for many organisations. */
export const KEPT_ANSWERS_MAX_ENTRIES = 5_000;
/** About 1 KB per request shown: 64 MB holds the bound's entries at 10 rows each. */
export const KEPT_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The tags whose last change is remembered for the reads in flight. Past it they are all forgotten at once and
 * the reads in flight are not kept, as after a change of everything; the kept answers stay.
 */
const CHANGED_TAGS_MAX = 10_000;


interface Entry {
  tags: readonly string[];
  body: string;
}

export class KeptAnswers {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  /** Insertion order is recency: Map iterates least recently used first. */
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();
  #bytes = 0;
  #active = false;
  /** Counts every change heard; a read notes it when it begins (`mark`). */
  #changes = 0;
  /** The count at each tag's last change, and at the last change of everything. */
  readonly #changedAt = new Map<string, number>();
  #allChangedAt = 0;

  constructor(maxEntries = KEPT_ANSWERS_MAX_ENTRIES, maxBytes = KEPT_ANSWERS_MAX_BYTES) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Pass it to `set` for an answer read from now on. */
  mark(): number {
    return this.#changes;
  }

  get(key: string): string | undefined {
    if (!this.#active) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  unchangedSince(tags: readonly string[], mark: number): boolean {
    return this.#active && this.#allChangedAt <= mark && tags.every((tag) => (this.#changedAt.get(tag) ?? 0) <= mark);
  }

  set(key: string, tags: readonly string[], body: string, mark: number): void {
    if (!this.unchangedSince(tags, mark)) return;
    // A string's length counts UTF-16 units, two bytes each in memory.
    if (body.length * 2 > this.#maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, { tags, body });
    this.#bytes += body.length * 2;
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) this.#remove(this.#entries.keys().next().value!);
  }

  /** `*`: everything. */
  change(tag: string): void {
    this.#changes++;
    if (tag === EVERYTHING_CHANGED) {
      this.#allChangedAt = this.#changes;
      this.#clear();
      return;
    }
    if (this.#changedAt.size >= CHANGED_TAGS_MAX) {
      this.#changedAt.clear();
      this.#allChangedAt = this.#changes;
    }
    this.#changedAt.set(tag, this.#changes);
    for (const key of this.#keysByTag.get(tag) ?? []) this.#remove(key);
  }

  /** Starts from nothing; `active` false also keeps and serves nothing until active again. */
  active(active: boolean): void {
    this.#changes++;
    this.#allChangedAt = this.#changes;
    this.#changedAt.clear();
    this.#clear();
    this.#active = active;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length * 2;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag)!;
      keys.delete(key);
      if (keys.size === 0) this.#keysByTag.delete(tag);
    }
  }

  #clear(): void {
    this.#entries.clear();
    this.#keysByTag.clear();
    this.#bytes = 0;
  }
}

export interface AnswerKeeper {
  cache: KeptAnswers;
  watch: ChangeWatch;
  /**
   * Serialised by the route's own serialiser, so a kept answer is what the schema sends. `key` names everything
   * the answer depends on besides its tags' rows, for one route only. An error `read` throws is not kept or shared.
   */
  send<T>(reply: FastifyReply, key: string, tags: readonly string[], read: () => Promise<T>): Promise<T | FastifyReply>;
}

/** A read in flight, which other callers of the same key may wait for. */
interface Reading {
  tags: readonly string[];
  mark: number;
  body: Promise<string>;
}

/** `channel`'s payload: a tag, or `*`. */
export async function keepAnswers(
  database: Database,
  channel: string,
  what: string,
  bounds: { maxEntries?: number; maxBytes?: number } = {},
): Promise<AnswerKeeper> {
  const cache = new KeptAnswers(bounds.maxEntries, bounds.maxBytes);
  const watch = await watchChanges(database, channel, what, cache);
  const reading = new Map<string, Reading>();

  /** The body read by this call, or by one in flight that began after every change this caller must see. */
  const readShared = async (reply: FastifyReply, key: string, tags: readonly string[], read: () => Promise<unknown>): Promise<string> => {
    const inFlight = reading.get(key);
    // Every change committed before this request was heard (synced); if none of the answer's came after the
    // other read began, that read saw them all. A failed read is not shared: this caller reads for itself.
    if (inFlight && cache.unchangedSince(inFlight.tags, inFlight.mark)) {
      const body = await inFlight.body.catch(() => undefined);
      if (body !== undefined) return body;
    }
    const mark = cache.mark();
    const own: Reading = { tags, mark, body: read().then((value) => reply.serialize(value) as string) };
    reading.set(key, own);
    try {
      const body = await own.body;
      cache.set(key, tags, body, mark);
      return body;
    } finally {
      if (reading.get(key) === own) reading.delete(key);
    }
  };

  return {
    cache,
    watch,
    send: async <T>(reply: FastifyReply, key: string, tags: readonly string[], read: () => Promise<T>): Promise<T | FastifyReply> => {
      // Unsynced (the listening connection failed): read, neither kept nor shared.
      const synced = await watch.synced().then(
        () => true,
        () => false,
      );
      let body = synced ? cache.get(key) : undefined;
      if (body === undefined) body = synced ? await readShared(reply, key, tags, read) : (reply.serialize(await read()) as string);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}
