// The gauges read when scraped (the database pool, pg-boss's queue depth) and the jobs' durations: they need the
// database and the queue, which sit above the metric registry (instrumentation/), so the process shell hangs them
// on the registry once the app is built, through Metrics.gauge (app.ts loads no prom-client of its own). The queue's counts are one small read, at most every 5 s.
import type { Database } from '../db/client.ts';
import type { Metrics } from '../instrumentation/metrics.ts';
import type { Jobs } from '../jobs/jobs.ts';

const QUEUE_STATS_CACHE_MS = 5_000;
type QueueRows = Awaited<ReturnType<Jobs['queueStats']>>;

export function attachCollectors(metrics: Metrics, parts: { database: Pick<Database, 'poolStats'>; jobs: Jobs }): void {
  const { database, jobs } = parts;
  metrics.gauge({
    name: `${metrics.prefix}db_pool_connections`,
    help: 'Database pool connections by state (total, idle, waiting clients, max); PostgreSQL only',
    labelNames: ['state'],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });
  let queueCache: { at: number; rows: QueueRows } | undefined;
  metrics.gauge({
    name: `${metrics.prefix}job_queue_jobs`,
    help: "Jobs per queue and state (queued, deferred, active, failed) as pg-boss's monitor last counted them",
    labelNames: ['queue', 'state'],
    async collect() {
      if (!queueCache || Date.now() - queueCache.at > QUEUE_STATS_CACHE_MS) {
        queueCache = { at: Date.now(), rows: await jobs.queueStats().catch(() => queueCache?.rows ?? []) };
      }
      this.reset();
      for (const q of queueCache.rows) {
        for (const state of ['queued', 'deferred', 'active', 'failed'] as const) this.set({ queue: q.queue, state }, q[state]);
      }
    },
  });
  jobs.onJobDone = (queue, seconds, failed) => {
    metrics.jobDuration.observe({ queue, outcome: failed ? 'failed' : 'completed' }, seconds);
    if (failed) metrics.jobFailures.inc({ queue });
  };
}
