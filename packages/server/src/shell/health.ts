// The probes (docs/operations.md "Probes", decision 097): /health/live looks at nothing, so a database outage never
// restarts every process; engines are only ever `degraded`. Checks are cached: the probe rate never sets the load.
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECK_DEADLINE_MS, type Check, type DependencyChecks } from '../lib/health-checks.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { DatabaseWatch } from './database-watch.ts';
import type { Lifecycle } from './lifecycle.ts';

export type { Check, CheckStatus } from '../lib/health-checks.ts';
export interface HealthBody {
  status: 'up' | 'down' | 'starting' | 'stopping' | 'degraded';
  checks: Record<string, Check>;
}

export interface HealthSources {
  lifecycle: Lifecycle;
  /** Engines' and mail's health-check.ts, in /health's order; only ever degraded, never down. */
  dependencies?: readonly DependencyChecks[];
  database?: DatabaseWatch | undefined;
  objectStore?: ObjectStore | undefined;
  jobQueue?: (() => 'idle' | 'starting' | 'started' | 'failed' | 'stopped') | undefined;
  mtEngines?: (() => ReadonlyArray<{ name: string; pairs: readonly unknown[]; error: string | undefined }>) | undefined;
}

const STORE_CACHE_MS = 5_000;
const ENGINE_CACHE_MS = 30_000;
/** A key no upload can take (keys come from presigned templates under tmp/ and requests/). */
const STORE_PROBE_KEY = 'health/probe';

function withDeadline<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((r) => (timer = setTimeout(() => r(fallback), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

function cached<T>(ms: number, run: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!entry || now - entry.at >= ms) entry = { at: now, value: run() };
    return entry.value;
  };
}

export class Health {
  readonly sources: HealthSources;
  private readonly storeCheck: () => Promise<Check>;
  private readonly engineChecks: () => Promise<Record<string, Check>>;

  constructor(sources: HealthSources) {
    this.sources = sources;
    const storeRead = cached(STORE_CACHE_MS, async () =>
      // A read only: head of a key that is never written.
      withDeadline(
        this.sources.objectStore!.head(STORE_PROBE_KEY).then(
          (): Check => ({ status: 'up' }),
          (err: unknown): Check => ({ status: 'down', detail: err instanceof Error ? err.message : String(err) }),
        ),
        CHECK_DEADLINE_MS * 4,
        { status: 'down', detail: `no answer within ${CHECK_DEADLINE_MS * 4} ms` },
      ),
    );
    // Until the app has built its store the check says so, uncached.
    this.storeCheck = async () => (this.sources.objectStore ? storeRead() : { status: 'starting' });
    this.engineChecks = cached(ENGINE_CACHE_MS, async () => Object.assign({}, ...(await Promise.all((this.sources.dependencies ?? []).map((checks) => checks())))));
  }

  live(): HealthBody {
    return { status: 'up', checks: { process: { status: 'up', detail: `pid ${process.pid}, up ${Math.round(process.uptime())} s` } } };
  }

  async ready(): Promise<HealthBody> {
    const { lifecycle } = this.sources;
    const [database, objectStore] = await Promise.all([this.databaseCheck(), this.storeCheck()]);
    const checks: Record<string, Check> = {
      database,
      objectStore,
      migrations: lifecycle.migrations === 'done' ? { status: 'up' } : lifecycle.migrations === 'failed' ? { status: 'down' } : { status: 'starting' },
      jobQueue: this.jobQueueCheck(),
    };
    let status: HealthBody['status'] = Object.values(checks).every((c) => c.status === 'up') ? 'up' : 'down';
    if (lifecycle.phase === 'starting' && status === 'down') status = 'starting';
    if (lifecycle.phase === 'stopping') status = 'stopping';
    return { status, checks };
  }

  async full(): Promise<HealthBody> {
    const [ready, programs] = await Promise.all([this.ready(), withDeadline(this.engineChecks(), CHECK_DEADLINE_MS * 4, {})]);
    const engines = { ...programs, ...this.mtChecks() };
    const checks = { ...ready.checks, ...engines };
    const degraded = Object.values(engines).some((c) => c.status !== 'up');
    return { status: ready.status === 'up' && degraded ? 'degraded' : ready.status, checks };
  }

  private async databaseCheck(): Promise<Check> {
    const watch = this.sources.database;
    if (!watch) return { status: 'starting' };
    const state = await withDeadline(watch.state(), CHECK_DEADLINE_MS, { status: 'down' as const, error: `no answer within ${CHECK_DEADLINE_MS} ms` });
    return state.status === 'up' ? { status: 'up' } : { status: 'down', ...(state.error ? { detail: state.error } : {}) };
  }

  private mtChecks(): Record<string, Check> {
    const checks: Record<string, Check> = {};
    for (const e of this.sources.mtEngines?.() ?? []) {
      checks[`mt:${e.name}`] = e.error
        ? { status: 'degraded', detail: `language list unavailable (${e.error}); serving its last list of ${e.pairs.length} pairs` }
        : { status: 'up', detail: `${e.pairs.length} language pairs` };
    }
    return checks;
  }

  private jobQueueCheck(): Check {
    const state = this.sources.jobQueue?.();
    if (state === 'started') return { status: 'up' };
    if (state === 'failed') return { status: 'down', detail: 'the job queue failed to start' };
    if (state === 'stopped') return { status: 'stopping' };
    return { status: 'starting' };
  }
}

const NO_STORE = 'no-store';

/** 127.0.0.0/8, ::1 and IPv4 loopback written as IPv6 (a dual-stack socket reports ::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (net.isIPv4(v4) && v4.startsWith('127.'));
}

/** No engines and no detail text, which would tell anyone on the network the settings (decision 132). */
export function withoutDetail(body: HealthBody, ready: HealthBody): HealthBody {
  const checks: Record<string, Check> = {};
  for (const [name, check] of Object.entries(ready.checks)) checks[name] = { status: check.status };
  return { status: body.status, checks };
}

export interface HealthRouteOptions {
  health: Health;
  /** Loopback, or signed-in staff (app.ts decides). */
  mayReadDetail?: (req: FastifyRequest) => Promise<boolean>;
}

/** Before the rate limits, without auth, so probes touch no token check or counter row; warn-level logging. */
export async function healthRoutes(app: FastifyInstance, opts: HealthRouteOptions): Promise<void> {
  const { health } = opts;
  const mayReadDetail = opts.mayReadDetail ?? (async (req: FastifyRequest) => isLoopbackAddress(req.ip));
  const route = { logLevel: 'warn' as const, schema: { hide: true } };
  app.get('/health/live', route, async (_req, reply) => reply.header('cache-control', NO_STORE).send(health.live()));
  app.get('/health/ready', route, async (_req, reply) => {
    const body = await health.ready();
    return reply.status(body.status === 'up' ? 200 : 503).header('cache-control', NO_STORE).send(body);
  });
  app.get('/health', route, async (req, reply) => {
    const [full, detail] = await Promise.all([health.full(), mayReadDetail(req).catch(() => false)]);
    const body = detail ? full : withoutDetail(full, await health.ready());
    return reply.status(full.status === 'up' || full.status === 'degraded' ? 200 : 503).header('cache-control', NO_STORE).send(body);
  });
}
