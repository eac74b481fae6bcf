// Prometheus metrics (decision 098, docs/operations.md "Metrics") on a listener of their own, loopback by default,
// so the API's port carries no /metrics. Requests are labelled by route template, never path, so ids add no series.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type GaugeConfiguration } from 'prom-client';
import { buildInfo } from './build-info.ts';
import { securityEvents } from './security-events.ts';

const PREFIX = 'lingua_';

export class Metrics {
  readonly registry = new Registry();
  /** Every series' name starts with it. */
  readonly prefix = PREFIX;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly jobDuration: Histogram<'queue' | 'outcome'>;
  readonly jobFailures: Counter<'queue'>;
  readonly engineDuration: Histogram<'engine' | 'call' | 'outcome'>;
  readonly engineFailures: Counter<'engine' | 'call'>;
  readonly mtCharacters: Counter<'engine'>;
  readonly uploadedBytes: Counter;
  readonly signIns: Counter<'outcome'>;

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
  }

  /** So collectors (shell/metrics-collectors.ts) never load prom-client: an app without metrics loads none of it. */
  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  /** Labelled mt:<name> like the other engines' series; the histogram's _count is the number of calls. */
  observeMtCall(o: { engine: string; call: string; outcome: 'ok' | 'failed'; seconds: number; characters: number }): void {
    const engine = `mt:${o.engine}`;
    this.engineDuration.observe({ engine, call: o.call, outcome: o.outcome }, o.seconds);
    if (o.outcome === 'failed') this.engineFailures.inc({ engine, call: o.call });
    if (o.characters > 0) this.mtCharacters.inc({ engine }, o.characters);
  }

  /** In place (own property over the prototype's), so code that kept a reference to the engine is measured too. */
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
