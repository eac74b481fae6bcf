// Answers about an organisation's job requests (list pages, one request) kept as the bytes they were sent as.
// The list and the open request are what a signed-in client polls (they refresh while translations run), and
// most polls find nothing changed; building a list page is one statement with three aggregates per row, then
// the mapping and the serialisation of about 9 KB — four times the cost of a light read. A kept answer is sent
// again as long as nothing it shows has changed.
//
// A kept answer must never outlive a change: every change of a request, its files, links or quote announces the
// request's organisation (db/change-triggers.ts), and the organisation's answers are forgotten. Before an answer
// is served from here, every change committed before the request arrived has been heard (`synced`, one round
// trip shared by the concurrent callers), so a client reads its own writes, whichever process made them. An
// answer whose read began before a change of its organisation is not kept. While changes cannot be heard
// nothing is kept or served (db/changes.ts). Bounded in entries and bytes: the least recently used go first.
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { watchChanges, type ChangeWatch } from '../../db/changes.ts';
import { JOB_REQUEST_CHANGES_CHANNEL } from '../../db/change-triggers.ts';

/** Every page and request a busy organisation's users poll, for many organisations. */
export const KEPT_ANSWERS_MAX_ENTRIES = 5_000;
/** About 1 KB per request shown: 64 MB holds the bound's entries at 10 rows each. */
export const KEPT_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  clientId: number;
  body: string;
}

export class KeptAnswers {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  /** Insertion order is recency: Map iterates least recently used first. */
  readonly #entries = new Map<string, Entry>();
  readonly #keysByClient = new Map<number, Set<string>>();
  #bytes = 0;
  #active = false;
  /** Counts every change heard; a read notes it when it begins (`mark`). */
  #changes = 0;
  /** The count at each organisation's last change, and at the last change of everything. */
  readonly #changedAt = new Map<number, number>();
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

  /** What has been heard so far: pass it to `set` for a page read from now on. */
  mark(): number {
    return this.#changes;
  }

  /** The page kept under `key`, if any. */
  get(key: string): string | undefined {
    if (!this.#active) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  /** Keeps a page of `clientId`, read after `mark`, unless the organisation changed since. */
  set(key: string, clientId: number, body: string, mark: number): void {
    if (!this.#active || this.#allChangedAt > mark || (this.#changedAt.get(clientId) ?? 0) > mark) return;
    // A string's length counts UTF-16 units, two bytes each in memory.
    if (body.length * 2 > this.#maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, { clientId, body });
    this.#bytes += body.length * 2;
    let keys = this.#keysByClient.get(clientId);
    if (!keys) this.#keysByClient.set(clientId, (keys = new Set()));
    keys.add(key);
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) this.#remove(this.#entries.keys().next().value!);
  }

  /** Forgets an organisation's pages (`*`: everything), as announced on the channel. */
  change(payload: string): void {
    this.#changes++;
    if (payload === '*') {
      this.#allChangedAt = this.#changes;
      this.#clear();
      return;
    }
    const clientId = Number(payload);
    this.#changedAt.set(clientId, this.#changes);
    for (const key of this.#keysByClient.get(clientId) ?? []) this.#remove(key);
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
    const keys = this.#keysByClient.get(entry.clientId)!;
    keys.delete(key);
    if (keys.size === 0) this.#keysByClient.delete(entry.clientId);
  }

  #clear(): void {
    this.#entries.clear();
    this.#keysByClient.clear();
    this.#bytes = 0;
  }
}

export interface JobRequestAnswers {
  cache: KeptAnswers;
  watch: ChangeWatch;
  /**
   * Sends the answer kept under `key` for organisation `clientId`, or reads it, serialises it with the route's
   * own serialiser (so a kept answer is exactly what the contract's schema sends) and keeps it. `key` must
   * name everything the answer depends on besides the organisation (which is added to it) and its requests. An
   * error `read` throws (404) is not kept. A caller of no organisation (`clientId` null) is answered by `read`
   * each time: nothing of an organisation's announces a change to such an answer.
   */
  send<T>(reply: FastifyReply, clientId: number | null, key: string, read: () => Promise<T>): Promise<T | FastifyReply>;
}

/** The kept answers of `database`'s job requests, in step with it. */
export async function keptJobRequestAnswers(database: Database): Promise<JobRequestAnswers> {
  const cache = new KeptAnswers();
  const watch = await watchChanges(database, JOB_REQUEST_CHANGES_CHANNEL, 'kept job-request answers', cache);
  return {
    cache,
    watch,
    send: async <T>(reply: FastifyReply, clientId: number | null, key: string, read: () => Promise<T>): Promise<T | FastifyReply> => {
      if (clientId === null) return read();
      // Every change committed before this request has been heard, so a kept answer is current. If that cannot
      // be known (the listening connection failed), the answer is read and not kept.
      const synced = await watch.synced().then(
        () => true,
        () => false,
      );
      // The organisation is part of every key: one organisation's answer is never another's.
      const kept = `${clientId} ${key}`;
      let body = synced ? cache.get(kept) : undefined;
      if (body === undefined) {
        const mark = cache.mark();
        body = reply.serialize(await read()) as string;
        if (synced) cache.set(kept, clientId, body, mark);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}
