// The rate-limit store of plugins/rate-limit.ts: @fastify/rate-limit's counters kept in the database instead of
// each process's memory, so a limit holds across every server process on the database (behind a load balancer a
// caller would otherwise get the allowance once per process). One upsert per counted request: the window starts
// at the first hit and a hit after its end starts a new one. Expired rows are deleted now and then.
import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from './client.ts';
import { rateLimitCounters } from './schema/rate-limits.ts';
import type { Clock } from '../lib/clock.ts';

/** How often a process deletes the rows of windows that ended. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let purgedAt = 0;

  async function purgeIfDue(now: Date): Promise<void> {
    if (now.getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now.getTime();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
  }

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = clock.now();
    const nowText = now.toISOString();
    const nextReset = new Date(now.getTime() + timeWindow);
    const expired = sql`${rateLimitCounters.resetAt} <= ${nowText}::timestamptz`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${expired} then ${nextReset.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    await purgeIfDue(now);
    return { current: row!.hits, ttl: Math.max(0, row!.resetAt.getTime() - now.getTime()) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = 'global|') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(this.#prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** One counter space per route (or per group of routes sharing a limit). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged parameters, which carry the route as routeInfo (empty for createRateLimit).
      const { routeInfo: info = {}, groupId } = routeOptions as unknown as RouteInfo;
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      const scope = groupId ? `group:${groupId}` : `${method} ${info.url ?? ''}`;
      return new DatabaseRateLimitStore(undefined, `${scope}|`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
