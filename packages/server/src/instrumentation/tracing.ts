// Traces (decision 105, docs/operations.md "Traces"): off unless the standard OTEL_* variables
// name an OTLP exporter or endpoint. This module is all that the rest of the server imports: while tracing is off
// no OpenTelemetry code is loaded (the SDK is imported here, lazily) and each traced point costs one check of an
// undefined variable.
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Tracing } from './tracing-sdk.ts';

export type { Tracing } from './tracing-sdk.ts';

/** The key of a job's data that carries the trace context of the request that queued it (jobs/jobs.ts). */
export const TRACE_CONTEXT_KEY = '_traceContext';

let active: Tracing | undefined;

/** This process's tracing, or undefined when it is off. */
export function tracing(): Tracing | undefined {
  return active;
}

/**
 * Whether the environment asks for traces, read as the OpenTelemetry SDKs read it: `OTEL_SDK_DISABLED=true` turns
 * everything off; `OTEL_TRACES_EXPORTER` names the exporters (only `otlp` is offered; `none` or another name
 * means no traces); without it an OTLP endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT` or `…_TRACES_ENDPOINT`) turns them
 * on. Unlike the SDKs' default of `otlp`, nothing set means off: an installation that never configured a
 * collector should not post spans to localhost:4318 every five seconds.
 */
export function tracesConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.length) return exporters.includes('otlp');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts tracing for this process when the environment asks for it (main.ts, before the database is opened, so
 * that its queries are traced), or always with a test's `exporter`. Idempotent; resolves with the tracing, or
 * undefined when it stays off.
 */
export async function startTracing(opts: { exporter?: SpanExporter; env?: NodeJS.ProcessEnv } = {}): Promise<Tracing | undefined> {
  if (active) return active;
  if (!opts.exporter && !tracesConfigured(opts.env)) return undefined;
  const sdk = await import('./tracing-sdk.ts');
  active = sdk.startSdk(opts.env ?? process.env, opts.exporter);
  return active;
}

/** Sends the spans still buffered and stops (main.ts's shutdown; tests). */
export async function stopTracing(): Promise<void> {
  const t = active;
  active = undefined;
  await t?.shutdown();
}
