// Traces (decision 105, docs/operations.md "Traces"), off unless OTEL_* names an exporter: then no OpenTelemetry code
// loads and a traced point costs one check.
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Tracing } from './tracing-sdk.ts';

export type { Tracing } from './tracing-sdk.ts';

/** The key of a job's data that carries the trace context of the request that queued it (jobs/jobs.ts). */
export const TRACE_CONTEXT_KEY = '_traceContext';

let active: Tracing | undefined;

export function tracing(): Tracing | undefined {
  return active;
}

/** Read as the SDKs read OTEL_SDK_DISABLED, OTEL_TRACES_EXPORTER and the OTLP endpoints, except that nothing set means
 * off: an installation without a collector must not post to localhost:4318 every five seconds. */
export function tracesConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.length) return exporters.includes('otlp');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** Before the database opens (main.ts) so its queries are traced; idempotent. */
export async function startTracing(opts: { exporter?: SpanExporter; env?: NodeJS.ProcessEnv } = {}): Promise<Tracing | undefined> {
  if (active) return active;
  if (!opts.exporter && !tracesConfigured(opts.env)) return undefined;
  const sdk = await import('./tracing-sdk.ts');
  active = sdk.startSdk(opts.env ?? process.env, opts.exporter);
  return active;
}

export async function stopTracing(): Promise<void> {
  const t = active;
  active = undefined;
  await t?.shutdown();
}
