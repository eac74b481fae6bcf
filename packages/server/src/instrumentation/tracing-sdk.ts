// The OpenTelemetry SDK, imported only when traces are configured. Spans by hand: auto-instrumentation needs an ESM
// loader hook and would trace every probe and poll. A job's CONSUMER span continues its sender's trace.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildInfo } from './build-info.ts';

// Named by the callers as strings, so that they need not import OpenTelemetry while tracing is off.
const KINDS = { internal: SpanKind.INTERNAL, producer: SpanKind.PRODUCER, consumer: SpanKind.CONSUMER } as const;

/** The probes: a balancer's every two seconds per process would bury the traces that matter. */
const PROBE = /^\/health(\/|\?|$)/;

/** `OTEL_TRACES_SAMPLER` and `OTEL_TRACES_SAMPLER_ARG` as the specification names them; every trace by default. */
function samplerFrom(env: NodeJS.ProcessEnv): Sampler {
  const name = (env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on').trim().toLowerCase();
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  const base = name.replace(/^parentbased_/, '');
  const root = base === 'always_off' ? new AlwaysOffSampler() : base === 'traceidratio' ? new TraceIdRatioBasedSampler(Number.isFinite(ratio) ? ratio : 1) : new AlwaysOnSampler();
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

export function statementName(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

function failed(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

type Query = (this: unknown, ...args: unknown[]) => unknown;

interface PgPoolLike {
  query: Query;
  connect: (...args: unknown[]) => unknown;
}
interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (fn: (tx: { query: Query; exec: Query }) => Promise<unknown>) => Promise<unknown>;
}

export class Tracing {
  readonly #provider: TracerProvider;
  readonly #tracer: Tracer;
  readonly #requests = new WeakMap<FastifyRequest, Context>();
  /** Each request's logger → its HTTP span: every line logged for a request carries the trace, in any callback. */
  readonly #loggers = new WeakMap<object, Span>();

  constructor(provider: TracerProvider) {
    this.#provider = provider;
    this.#tracer = provider.getTracer('lingua-server');
  }

  instrument(app: FastifyInstance): void {
    app.addHook('onRequest', (req, _reply, done) => {
      if (PROBE.test(req.url)) return done();
      const route = req.routeOptions.url;
      const parent = propagation.extract(ROOT_CONTEXT, req.headers);
      const attributes: Attributes = { 'http.request.method': req.method, 'url.path': req.url.split('?')[0] };
      if (route) attributes['http.route'] = route;
      const span = this.#tracer.startSpan(route ? `${req.method} ${route}` : req.method, { kind: SpanKind.SERVER, attributes }, parent);
      const ctx = trace.setSpan(parent, span);
      this.#requests.set(req, ctx);
      this.#loggers.set(req.log, span);
      // The hooks after this one (the bearer token's lookup) run inside the request's span.
      context.with(ctx, done);
    });
    // A body is read on the socket's events, outside any request's context: enter it again for the handler.
    app.addHook('preValidation', (req, _reply, done) => {
      const ctx = this.#requests.get(req);
      if (ctx) context.with(ctx, done);
      else done();
    });
    app.addHook('onError', (req, _reply, err, done) => {
      const span = this.#span(req);
      if (span) failed(span, err);
      done();
    });
    app.addHook('onResponse', (req, reply, done) => {
      const span = this.#span(req);
      if (span) {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      done();
    });
    app.addHook('onRequestAbort', (req, done) => {
      const span = this.#span(req);
      if (span) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted by the client' });
        span.end();
      }
      done();
    });
  }

  #span(req: FastifyRequest): Span | undefined {
    const ctx = this.#requests.get(req);
    return ctx ? trace.getSpan(ctx) : undefined;
  }

  inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>, kind: 'internal' | 'producer' | 'consumer' = 'internal'): Promise<T> {
    return this.#tracer.startActiveSpan(name, { kind: KINDS[kind], attributes }, async (span) => {
      try {
        return await fn();
      } catch (err) {
        failed(span, err);
        throw err;
      } finally {
        span.end();
      }
    });
  }

  carrier(): Record<string, string> | undefined {
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    return carrier.traceparent ? carrier : undefined;
  }

  inJob<T>(queue: string, carrier: Record<string, string> | undefined, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
    const parent = carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
    return context.with(parent, () => this.inSpan(`process ${queue}`, { 'messaging.system': 'pg-boss', 'messaging.destination.name': queue, ...attributes }, fn, 'consumer'));
  }

  /** pino's `mixin`: the trace and span of the line's request, or of the job or request running now. */
  readonly logFields = (_fields: object, _level: number, logger: unknown): Record<string, string> => {
    const span = this.#loggers.get(logger as object) ?? trace.getSpan(context.active());
    if (!span) return {};
    const { traceId, spanId } = span.spanContext();
    return { traceId, spanId };
  };

  /** A statement function that makes a CLIENT span, when a request or job is running (pg-boss's polls stay out). */
  #traced(original: Query): Query {
    const tracer = this.#tracer;
    return function (this: unknown, ...args: unknown[]): unknown {
      const parent = context.active();
      // A callback is pg's own form (the pool's query runs on a client with one): the pool's span covers it.
      if (!trace.getSpan(parent) || typeof args.at(-1) === 'function') return original.apply(this, args);
      const first = args[0];
      const text = typeof first === 'string' ? first : typeof (first as { text?: unknown } | null)?.text === 'string' ? (first as { text: string }).text : '';
      const span = tracer.startSpan(statementName(text), { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': text } }, parent);
      let result: unknown;
      try {
        result = original.apply(this, args);
      } catch (err) {
        failed(span, err);
        span.end();
        throw err;
      }
      if (typeof (result as Promise<unknown> | undefined)?.then !== 'function') {
        span.end();
        return result;
      }
      return (result as Promise<unknown>).then(
        (value) => {
          span.end();
          return value;
        },
        (err: unknown) => {
          failed(span, err);
          span.end();
          throw err;
        },
      );
    };
  }

  tracePgPool(pool: PgPoolLike): void {
    const wrapped = new WeakSet<object>();
    pool.query = this.#traced(pool.query);
    const connect = pool.connect;
    pool.connect = (...args: unknown[]) => {
      // The pool's own query takes a client with a callback; that client's statements are the pool's span.
      if (args.length) return connect.apply(pool, args);
      return (connect.apply(pool, []) as Promise<{ query: Query }>).then((client) => {
        if (!wrapped.has(client)) {
          client.query = this.#traced(client.query);
          wrapped.add(client);
        }
        return client;
      });
    };
  }

  tracePglite(client: PgliteLike): void {
    client.query = this.#traced(client.query);
    client.exec = this.#traced(client.exec);
    const transaction = client.transaction;
    client.transaction = (fn) =>
      transaction.call(client, (tx) => {
        tx.query = this.#traced(tx.query);
        tx.exec = this.#traced(tx.exec);
        return fn(tx);
      });
  }

  async shutdown(): Promise<void> {
    await this.#provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  }
}

/** Global for the process, as OpenTelemetry's API is; spans go in batches to OTEL_EXPORTER_OTLP_* (or a test's). */
export function startSdk(env: NodeJS.ProcessEnv, exporter?: SpanExporter): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const { version } = buildInfo();
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': 'lingua-portal', 'service.version': version }))
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the defaults above.
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new TracerProvider({
    resource,
    sampler: samplerFrom(env),
    spanProcessors: [exporter ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  return new Tracing(provider);
}
