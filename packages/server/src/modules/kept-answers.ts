// Polled answers kept as sent bytes until a tag they depend on changes (decisions 090 and 116): triggers announce
// changes, a request first hears every earlier commit (`synced`), and concurrent misses of one key share one read.
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { EVERYTHING_CHANGED } from '../db/change-triggers.ts';
import { watchChanges, type ChangeWatch } from '../db/changes.ts';

export const KEPT_ANSWERS_MAX_ENTRIES = 5_000;
/** About 1 KB per request shown: 64 MB holds the bound's entries at 10 rows each. */
export const KEPT_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;
/** Past it every remembered tag is forgotten and reads in flight are not kept, as after a change of everything. */
const CHANGED_TAGS_MAX = 10_000;

interface Entry {
  tags: readonly string[];
  body: string;
}

export class KeptAnswers {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();
  #bytes = 0;
  #active = false;
  #changes = 0;
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
  /** Serialised by the route's serialiser; `key` names what the answer depends on besides its tags, for one route. */
  send<T>(reply: FastifyReply, key: string, tags: readonly string[], read: () => Promise<T>): Promise<T | FastifyReply>;
}

interface Reading {
  tags: readonly string[];
  mark: number;
  body: Promise<string>;
}

export async function keepAnswers(
  database: Database,
  channel: string,
  what: string,
  bounds: { maxEntries?: number; maxBytes?: number } = {},
): Promise<AnswerKeeper> {
  const cache = new KeptAnswers(bounds.maxEntries, bounds.maxBytes);
  const watch = await watchChanges(database, channel, what, cache);
  const reading = new Map<string, Reading>();

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
