// Prometheus metrics (issue #27 item 2, docs/operations.md "Metrics", docs/decisions/098): prom-client on a
// registry of the process's own, served on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by
// default) so that the figures never leave the machine unless the operator says so, and the API's port carries
// no /metrics for the public to read.
//
// Request durations are labelled with the route's template (/v1/jobRequests/:id), never the path, so random ids
// add no series; a request no route matched is "unmatched". Gauges that need a read (pool, queue depth) are
// computed when scraped, the queue's from pg-boss's own counts (one small read, at most every 5 s).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REPO_ROOT } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { securityEvents } from './security-events.ts';

const PREFIX = 'lingua_';
const QUEUE_STATS_CACHE_MS = 5_000;

/** The release and commit this process runs, for lingua_build_info. */
export function buildInfo(): { version: string; commit: string } {
  let version = 'unknown';
  let commit = process.env.LINGUA_COMMIT ?? 'unknown';
  try {
    version = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages/server/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    // Not installed from the repository layout.
  }
  if (commit === 'unknown') {
    try {
      // Read, not `git rev-parse`: no program to run, and a checkout without git installed still answers.
      const gitDir = path.join(REPO_ROOT, '.git');
      const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
      const ref = head.startsWith('ref: ') ? head.slice(5) : undefined;
      if (!ref) commit = head;
      else if (fs.existsSync(path.join(gitDir, ref))) commit = fs.readFileSync(path.join(gitDir, ref), 'utf8').trim();
      else commit = fs.readFileSync(path.join(gitDir, 'packed-refs'), 'utf8').split('\n').find((l) => l.endsWith(` ${ref}`))?.split(' ')[0] ?? 'unknown';
    } catch {
      // No .git: LINGUA_COMMIT names it.
    }
  }
  return { version, commit: commit.slice(0, 40) };
}

export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly jobDuration: Histogram<'queue' | 'outcome'>;
  readonly jobFailures: Counter<'queue'>;
  readonly engineDuration: Histogram<'engine' | 'call' | 'outcome'>;
  readonly engineFailures: Counter<'engine' | 'call'>;
  readonly mtCharacters: Counter<'engine'>;
  readonly uploadedBytes: Counter;
  readonly signIns: Counter<'outcome'>;
  private database: Pick<Database, 'poolStats'> | undefined;
  private jobs: Pick<Jobs, 'queueStats'> | undefined;

  constructor() {
    const register = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    // prom-client names three gauges *_total, which `promtool check metrics` refuses (the suffix is for counters);
    // its lingua_nodejs_active_resources (by type) says the same.
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) this.registry.removeSingleMetric(`${PREFIX}${name}`);
    this.httpDuration = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests by method, route template and status, from the request to the last byte of the answer',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: register,
    });
    this.jobDuration = new Histogram({
      name: `${PREFIX}job_duration_seconds`,
      help: 'Background jobs run by this process, by queue and outcome (completed or failed)',
      labelNames: ['queue', 'outcome'],
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers: register,
    });
    this.jobFailures = new Counter({ name: `${PREFIX}job_failures_total`, help: 'Background job attempts that failed, by queue', labelNames: ['queue'], registers: register });
    this.engineDuration = new Histogram({
      name: `${PREFIX}engine_call_duration_seconds`,
      help: 'Calls into the machine-translation and media engines, by engine, call and outcome',
      labelNames: ['engine', 'call', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: register,
    });
    this.engineFailures = new Counter({ name: `${PREFIX}engine_call_failures_total`, help: 'Engine calls that failed, by engine and call', labelNames: ['engine', 'call'], registers: register });
    this.mtCharacters = new Counter({ name: `${PREFIX}mt_characters_total`, help: 'Characters of text each machine-translation engine translated', labelNames: ['engine'], registers: register });
    this.uploadedBytes = new Counter({ name: `${PREFIX}uploaded_bytes_total`, help: 'Bytes of uploads the local object store accepted', registers: register });
    this.signIns = new Counter({ name: `${PREFIX}sign_ins_total`, help: 'Sign-ins at the embedded provider by outcome (success, failure, throttled; lockout: an account just locked)', labelNames: ['outcome'], registers: register });
    for (const outcome of ['success', 'failure', 'throttled', 'lockout']) this.signIns.inc({ outcome }, 0);
    securityEvents.on('event', (event) => {
      if (event.startsWith('sign-in.')) this.signIns.inc({ outcome: event.slice('sign-in.'.length) });
    });
    const info = buildInfo();
    new Gauge({ name: `${PREFIX}build_info`, help: 'The release this process runs: always 1, labelled with version and commit', labelNames: ['version', 'commit'], registers: register }).set(info, 1);

    // The collect callbacks get the gauge as `this`; these read what attach() gave.
    const poolStats = () => this.database?.poolStats?.();
    const queueStats = () => this.jobs?.queueStats();
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'Database pool connections by state (total, idle, waiting clients, max); PostgreSQL only',
      labelNames: ['state'],
      registers: register,
      collect() {
        const stats = poolStats();
        if (!stats) return;
        for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
      },
    });
    let queueCache: { at: number; rows: Awaited<ReturnType<Jobs['queueStats']>> } | undefined;
    new Gauge({
      name: `${PREFIX}job_queue_jobs`,
      help: "Jobs per queue and state (queued, deferred, active, failed) as pg-boss's monitor last counted them",
      labelNames: ['queue', 'state'],
      registers: register,
      async collect() {
        if (!queueCache || Date.now() - queueCache.at > QUEUE_STATS_CACHE_MS) {
          const rows = queueStats();
          if (!rows) return;
          queueCache = { at: Date.now(), rows: await rows.catch(() => queueCache?.rows ?? []) };
        }
        this.reset();
        for (const q of queueCache.rows) {
          for (const state of ['queued', 'deferred', 'active', 'failed'] as const) this.set({ queue: q.queue, state }, q[state]);
        }
      },
    });
  }

  /** What the scrape-time gauges read, once the app is built. */
  attach(parts: { database: Pick<Database, 'poolStats'>; jobs: Jobs }): void {
    this.database = parts.database;
    this.jobs = parts.jobs;
    parts.jobs.onJobDone = (queue, seconds, failed) => {
      this.jobDuration.observe({ queue, outcome: failed ? 'failed' : 'completed' }, seconds);
      if (failed) this.jobFailures.inc({ queue });
    };
  }

  /**
   * One call into one machine-translation engine of the chain (calls and latency in the engine histogram, whose
   * _count is the number of calls; failures; characters), labelled mt:<name> like the other engines' series.
   */
  observeMtCall(o: { engine: string; call: string; outcome: 'ok' | 'failed'; seconds: number; characters: number }): void {
    const engine = `mt:${o.engine}`;
    this.engineDuration.observe({ engine, call: o.call, outcome: o.outcome }, o.seconds);
    if (o.outcome === 'failed') this.engineFailures.inc({ engine, call: o.call });
    if (o.characters > 0) this.mtCharacters.inc({ engine }, o.characters);
  }

  /**
   * Times every asynchronous method of an engine object in place (own property over the prototype's), so code
   * that kept a reference to the engine is measured too.
   */
  instrumentEngine(engine: object, name: string): void {
    const target = engine as Record<string, unknown>;
    const methods = new Set<string>();
    for (let proto: object | null = engine; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
      for (const key of Object.getOwnPropertyNames(proto)) {
        if (key !== 'constructor' && typeof target[key] === 'function') methods.add(key);
      }
    }
    for (const call of methods) {
      const original = target[call] as (...args: unknown[]) => unknown;
      target[call] = (...args: unknown[]) => {
        const began = performance.now();
        const done = (outcome: 'ok' | 'failed') => {
          this.engineDuration.observe({ engine: name, call, outcome }, (performance.now() - began) / 1000);
          if (outcome === 'failed') this.engineFailures.inc({ engine: name, call });
        };
        let result: unknown;
        try {
          result = original.apply(engine, args);
        } catch (err) {
          done('failed');
          throw err;
        }
        // Synchronous methods (names, lookups) are not calls worth a series.
        if (!(result instanceof Promise)) return result;
        return result.then(
          (v: unknown) => (done('ok'), v),
          (err: unknown) => {
            done('failed');
            throw err;
          },
        );
      };
    }
  }

  /** Request durations by route template; uploads to the local store counted in bytes. */
  instrumentHttp(app: FastifyInstance, uploadPath: string): void {
    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? 'unmatched';
      this.httpDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      if (route === uploadPath && reply.statusCode < 300) this.uploadedBytes.inc(Number(req.headers['content-length'] ?? 0));
      done();
    });
  }
}

/** GET /metrics on its own listener; anything else 404. */
export function serveMetrics(metrics: Metrics, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${err instanceof Error ? err.message : String(err)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
