// Durable jobs over pg-boss in the domain's database (decision 013): survive restarts, retry with backoff.
// Only WORKERS=true processes poll; tests drain() ready jobs inline.
import { PgBoss, fromPglite, type Job, type PGliteLike, type QueueOptions } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { TRACE_CONTEXT_KEY, tracing } from '../instrumentation/tracing.ts';

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the job expires or the process stops. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface SendOptions {
  /** At most one queued or active job with this key per queue (e.g. one zip per request). */
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface WorkOptions {
  concurrency?: number;
  /** Attempts after the first (default 3), spaced by exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer is failed (and retried) so a stuck worker cannot hold it forever (default 15 min). */
  expireInSeconds?: number;
  /** Beats every half of this; a killed worker's job retries after about this, not at expiry (default 20 s, min 10). */
  heartbeatSeconds?: number;
  /** How often an idle worker asks for a job of this queue (default 1 s; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/** Records whose job is neither queued nor running (decision 076): queued again if never sent, else ended. */
export interface Recovery<T extends object> {
  /** `data` finds the record's jobs (by containment) and is what `resend` queues; `since` is its last change. */
  inProgress(): Promise<Array<{ data: T; since: Date; resend: boolean }>>;
  abandon(data: T, reason: string): Promise<void>;
}

export interface RecoveryResult {
  resent: number;
  abandoned: number;
}

export interface Jobs {
  work<T extends object>(name: string, handler: JobHandler<T>, opts?: WorkOptions): void;
  /** After `work(name)`. pg-boss's cron pass is coordinated through the database: one job per occurrence. */
  schedule(name: string, cron: string): void;
  recover<T extends object>(name: string, recovery: Recovery<T>): void;
  /** The sweep; workers run it at start and as a once-a-minute periodic job. */
  recoverInterrupted(): Promise<RecoveryResult>;
  /** Null when a singletonKey job is already queued. */
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string | null>;
  startWorkers(): Promise<void>;
  /** Runs ready jobs inline until none is left (failures retry later, per backoff); returns how many ran. */
  drain(opts?: { maxJobs?: number }): Promise<number>;
  /** Running jobs get timeoutMs (default 10 s), then fail so another process retries them. Idempotent. */
  stop(opts?: { timeoutMs?: number }): Promise<void>;
  /** Without workers (an API-only process), so readiness can wait for it. */
  start(): Promise<void>;
  /** As pg-boss's monitor last counted (every 10 s): one cheap read for the metrics. Empty until started. */
  queueStats(): Promise<Array<{ queue: string; queued: number; deferred: number; active: number; failed: number }>>;
  onJobDone?: (queue: string, seconds: number, failed: boolean) => void;
  /** For the readiness probe: idle until the first start or send. */
  state(): 'idle' | 'starting' | 'started' | 'failed' | 'stopped';
}

interface Registration {
  handler: JobHandler<object>;
  opts: WorkOptions;
}

export interface JobsOptions {
  database: Pick<Database, 'db' | 'kind'>;
  /** PostgreSQL connection string; pg-boss keeps its own small pool there. Unused on PGlite. */
  databaseUrl?: string | undefined;
  schema?: string;
  onError?: (err: unknown) => void;
}

const DEFAULT_WORK: Required<WorkOptions> = {
  concurrency: 1,
  pollingIntervalSeconds: 1,
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 20,
};

export const RECOVER_JOB = 'recover-interrupted-work';
/** A record younger than this may still be about to queue its job (send runs right after the commit). */
export const RECOVERY_GRACE_MS = 30_000;
/** How often worker processes fail jobs whose heartbeat stopped (and expire overdue ones): bounds recovery time. */
const SUPERVISE_INTERVAL_SECONDS = 10;
const LIVE_STATES: ReadonlySet<string> = new Set(['created', 'retry', 'active']);

export function createJobs(options: JobsOptions): Jobs {
  return new JobQueue(options);
}

/** Public methods are arrow fields because callers pass them on as functions (`app.jobs.send` to a service). */
class JobQueue implements Jobs {
  private readonly registrations = new Map<string, Registration>();
  private readonly schedules = new Map<string, string>();
  private readonly recoveries = new Map<string, Recovery<object>>();
  private readonly ensuredQueues = new Set<string>();
  private starting: Promise<PgBoss> | undefined;
  private workers = false;
  private stopped = false;
  private stopping: Promise<void> | undefined;
  private status: 'idle' | 'starting' | 'started' | 'failed' = 'idle';
  private readonly onError: (err: unknown) => void;
  onJobDone?: (queue: string, seconds: number, failed: boolean) => void;

  private readonly options: JobsOptions;

  constructor(options: JobsOptions) {
    this.options = options;
    this.onError = options.onError ?? ((err: unknown) => console.error('jobs:', err));
  }

  private newBoss(supervise: boolean): PgBoss {
    const { options } = this;
    // Only worker processes run maintenance and the cron pass; an API-only process just sends.
    const common = {
      schema: options.schema ?? 'pgboss',
      supervise,
      schedule: supervise,
      migrate: true,
      // Defaults are 60 s; shorter, so a killed worker's job is retried well within two minutes of its death.
      superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    } as const;
    if (options.database.kind === 'pglite') {
      // Drizzle keeps the PGlite instance it runs on as $client; pg-boss ships an adapter for it.
      const pglite = (options.database.db as unknown as { $client: PGliteLike }).$client;
      return new PgBoss({ ...common, db: fromPglite(pglite), backend: 'pglite' });
    }
    if (!options.databaseUrl) throw new Error('jobs: a PostgreSQL database needs its connection string');
    return new PgBoss({
      ...common,
      connectionString: options.databaseUrl,
      max: 4,
      application_name: 'lingua-jobs',
    });
  }

  /** Started lazily: an API-only process (and every test that sends no job) pays nothing until it sends. */
  private started(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('jobs: stopped'));
    this.starting ??= (async () => {
      this.status = 'starting';
      const b = this.newBoss(this.workers);
      b.on('error', this.onError);
      try {
        await b.start();
      } catch (err) {
        this.status = 'failed';
        throw err;
      }
      this.status = 'started';
      return b;
    })();
    return this.starting;
  }

  private async ensureQueue(b: PgBoss, name: string): Promise<void> {
    if (this.ensuredQueues.has(name)) return;
    const o = { ...DEFAULT_WORK, ...this.registrations.get(name)?.opts };
    const queue: QueueOptions = {
      retryLimit: o.retryLimit,
      retryDelay: o.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: o.expireInSeconds,
      heartbeatSeconds: o.heartbeatSeconds,
    };
    // createQueue is idempotent across processes (insert ... on conflict do nothing); updateQueue then brings a
    // queue created by an older release to today's bounds (e.g. the heartbeat that recovers killed workers).
    await b.createQueue(name, queue);
    await b.updateQueue(name, queue);
    this.ensuredQueues.add(name);
  }

  private async run(name: string, job: Job<object>): Promise<void> {
    const reg = this.registrations.get(name);
    if (!reg) throw new Error(`jobs: no handler for ${name}`);
    const began = performance.now();
    let failed = true;
    // The trace context of the request that queued the job (send below) is the queue's, not the handler's.
    // A scheduled (cron) job carries no data: pg-boss gives null.
    const { [TRACE_CONTEXT_KEY]: carrier, ...data } = (job.data ?? {}) as Record<string, unknown>;
    const handle = () => reg.handler(data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
    const traced = tracing();
    try {
      await (traced ? traced.inJob(name, carrier as Record<string, string> | undefined, { 'messaging.message.id': job.id, 'lingua.job.retry_count': job.retryCount }, handle) : handle());
      failed = false;
    } finally {
      this.onJobDone?.(name, (performance.now() - began) / 1000, failed);
    }
  }

  work: Jobs['work'] = (name, handler, opts = {}) => {
    if (this.registrations.has(name)) throw new Error(`jobs: ${name} already has a handler`);
    this.registrations.set(name, { handler: handler as JobHandler<object>, opts });
  };

  schedule: Jobs['schedule'] = (name, cron) => {
    if (!this.registrations.has(name)) throw new Error(`jobs: declare the handler of ${name} before its schedule`);
    this.schedules.set(name, cron);
  };

  recover: Jobs['recover'] = (name, recovery) => {
    if (!this.registrations.has(name)) throw new Error(`jobs: declare the handler of ${name} before its recovery`);
    this.recoveries.set(name, recovery as Recovery<object>);
  };

  recoverInterrupted = async (): Promise<RecoveryResult> => {
    const b = await this.started();
    const result: RecoveryResult = { resent: 0, abandoned: 0 };
    const cutoff = Date.now() - RECOVERY_GRACE_MS;
    for (const [name, recovery] of this.recoveries) {
      await this.ensureQueue(b, name);
      for (const record of await recovery.inProgress()) {
        if (record.since.getTime() > cutoff) continue;
        const found = await b.findJobs<object>(name, { data: record.data });
        if (found.some((j) => LIVE_STATES.has(j.state))) continue;
        const last = found.sort((x, y) => new Date(y.createdOn).getTime() - new Date(x.createdOn).getTime())[0];
        if (!last && record.resend) {
          await b.send(name, record.data);
          result.resent++;
          continue;
        }
        const message = (last?.output as { message?: unknown } | undefined)?.message;
        await recovery.abandon(
          record.data,
          last ? `interrupted: ${typeof message === 'string' ? message : `job ${last.state}`}` : 'interrupted before it was queued',
        );
        result.abandoned++;
      }
    }
    return result;
  };

  send: Jobs['send'] = async (name, data, opts = {}) => {
    const b = await this.started();
    await this.ensureQueue(b, name);
    const options = {
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
    };
    const traced = tracing();
    if (!traced) return b.send(name, data, options);
    return traced.inSpan(`send ${name}`, { 'messaging.system': 'pg-boss', 'messaging.destination.name': name }, () => {
      const carrier = traced.carrier();
      return b.send(name, carrier ? { ...data, [TRACE_CONTEXT_KEY]: carrier } : data, options);
    }, 'producer');
  };

  startWorkers = async (): Promise<void> => {
    // Before any send, so that this process's pg-boss also runs maintenance (expiring jobs of dead workers).
    if (!this.starting) this.workers = true;
    if (this.recoveries.size && !this.registrations.has(RECOVER_JOB)) {
      // A failed sweep is simply the next minute's to do: no retries.
      this.registrations.set(RECOVER_JOB, { handler: async () => void (await this.recoverInterrupted()), opts: { retryLimit: 0 } });
      this.schedules.set(RECOVER_JOB, '* * * * *');
    }
    const b = await this.started();
    for (const [name, reg] of this.registrations) {
      await this.ensureQueue(b, name);
      const concurrency = reg.opts.concurrency ?? DEFAULT_WORK.concurrency;
      await b.work<object>(
        name,
        { batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: reg.opts.pollingIntervalSeconds ?? DEFAULT_WORK.pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) await this.run(name, job);
        },
      );
    }
    // schedule() is an upsert keyed by name, so every worker process may (re)declare the same schedules.
    for (const [name, cron] of this.schedules) await b.schedule(name, cron);
    if (this.recoveries.size) {
      await this.recoverInterrupted().catch(this.onError);
    }
  };

  drain = async (opts: { maxJobs?: number } = {}): Promise<number> => {
    const max = opts.maxJobs ?? 1000;
    const b = await this.started();
    let ran = 0;
    for (;;) {
      let progressed = false;
      for (const name of this.registrations.keys()) {
        await this.ensureQueue(b, name);
        const [job] = await b.fetch<object>(name, { batchSize: 1 });
        if (!job) continue;
        progressed = true;
        ran++;
        try {
          await this.run(name, job);
          await b.complete(name, job.id);
        } catch (err) {
          await b.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
        }
        if (ran >= max) return ran;
      }
      if (!progressed) return ran;
    }
  };

  stop = (opts: { timeoutMs?: number } = {}): Promise<void> => {
    this.stopped = true;
    this.stopping ??= (async () => {
      const b = this.starting ? await this.starting.catch(() => undefined) : undefined;
      // close ends pg-boss's own pool; it never closes a PGlite instance.
      if (b) await b.stop({ graceful: true, close: true, timeout: opts.timeoutMs ?? 10_000 });
    })();
    return this.stopping;
  };

  start = async (): Promise<void> => {
    await this.started();
  };

  queueStats = async (): Promise<Array<{ queue: string; queued: number; deferred: number; active: number; failed: number }>> => {
    if (this.status !== 'started' || this.stopped || !this.starting) return [];
    const b = await this.starting;
    const queues = await b.getQueues();
    return queues.map((q) => ({ queue: q.name, queued: q.queuedCount, deferred: q.deferredCount, active: q.activeCount, failed: q.failedCount }));
  };

  state = (): 'idle' | 'starting' | 'started' | 'failed' | 'stopped' => (this.stopped ? 'stopped' : this.status);
}
