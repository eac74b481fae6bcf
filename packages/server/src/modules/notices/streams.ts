// The notice streams of this process (decision 141): each signed-in user's open server-sent event streams. A new
// or read notice is announced by a trigger on NOTICES_CHANNEL (db/change-triggers.ts) to every process on the
// database, whichever wrote it, so a stream open on one process hears what another did. While this process cannot
// listen, no stream could be trusted: they are ended, and the browsers poll until they open one again.
import type { ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { NOTICE_STREAM_EVENT, NOTICES_READ_STREAM_EVENT } from '@lingua/contract';
import type { Database, Db } from '../../db/client.ts';
import { NOTICES_CHANNEL } from '../../db/change-triggers.ts';
import { watchChanges, type ChangeWatch } from '../../db/changes.ts';
import { notices } from '../../db/schema/notices.ts';
import { toNotice, unreadCount } from './service.ts';

/** A comment line now and then keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before opening a lost stream again (the `retry` field). */
export const STREAM_RETRY_MS = 3000;

export class NoticeStreams {
  readonly #db: Db;
  readonly #byUser = new Map<string, Set<ServerResponse>>();
  #listening = false;
  #watch: ChangeWatch | undefined;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(db: Db) {
    this.#db = db;
    this.#heartbeat = setInterval(() => this.#everyone(': keep-alive\n\n'), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  async start(database: Database): Promise<void> {
    this.#watch = await watchChanges(database, NOTICES_CHANNEL, 'notice streams', {
      change: (payload) => void this.#changed(payload).catch(() => undefined),
      active: (active) => {
        this.#listening = active;
        if (!active) this.endAll();
      },
    });
  }

  get listening(): boolean {
    return this.#listening;
  }

  /** How many streams are open (the bench reads it). */
  get size(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  open(userId: string, res: ServerResponse, headers: Record<string, string | number | string[] | undefined>): void {
    res.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    res.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    let set = this.#byUser.get(userId);
    if (!set) this.#byUser.set(userId, (set = new Set()));
    set.add(res);
    res.on('close', () => {
      set.delete(res);
      if (!set.size && this.#byUser.get(userId) === set) this.#byUser.delete(userId);
    });
  }

  endAll(): void {
    for (const set of this.#byUser.values()) for (const res of set) res.end();
    this.#byUser.clear();
  }

  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    this.endAll();
    await this.#watch?.close();
  }

  async #changed(payload: string): Promise<void> {
    const [userId, what] = payload.split(':');
    if (!userId || !what || !this.#byUser.has(userId)) return;
    const unread = await unreadCount(this.#db, userId);
    if (what === 'read') return this.#send(userId, NOTICES_READ_STREAM_EVENT, { unread });
    const [row] = await this.#db.select().from(notices).where(and(eq(notices.id, what), eq(notices.userId, userId)));
    if (row) this.#send(userId, NOTICE_STREAM_EVENT, { notice: toNotice(row), unread });
  }

  #send(userId: string, event: string, data: unknown): void {
    const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of this.#byUser.get(userId) ?? []) res.write(text);
  }

  #everyone(text: string): void {
    for (const set of this.#byUser.values()) for (const res of set) res.write(text);
  }
}
