// Traces (decision 105) with a test exporter that keeps the spans in memory: one API call over a real socket
// gives the tree HTTP → route → PostgreSQL under the caller's own trace, the job it queued continues that trace
// when a worker runs it, and the log lines of the call carry the trace id. Without OTEL_* variables a process
// loads no OpenTelemetry module at all.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, buildTestApp, testPrincipals, TEST_USER_HEADER, type TestApp } from '../../test/helpers.ts';
import { TRANSLATE_FILES_JOB } from '../modules/machine-translation/file-requests.ts';
import { startTracing, stopTracing, tracesConfigured } from './tracing.ts';

const ALICE = 'client@acme-health.example';
// The caller's own trace (a browser or a gateway in front), as a W3C traceparent.
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

const exporter = new InMemorySpanExporter();
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  await startTracing({ exporter });
  t = await buildTestApp({
    config: { logLevel: 'info' },
    app: { configure: testPrincipals, logger: true, logStream: { write: (line) => void logLines.push(line) } },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
  await stopTracing();
});

const childrenOf = (spans: readonly ReadableSpan[], parent: ReadableSpan) => spans.filter((s) => s.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('with an exporter', () => {
  it('gives one API call the tree HTTP → route → PostgreSQL, continued by the job it queued, with the trace id in the log', async () => {
    const [fileKey] = await apiAs(t.app).upload(ALICE, [['traced.txt', 'The house is big.']]);
    exporter.reset();
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/v1/machineTranslation/actions/translateFiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_USER_HEADER]: ALICE, traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
      body: JSON.stringify({
        requestName: 'Traced',
        sourceLanguageId: 'enu',
        targetLanguageIds: ['esn'],
        files: [{ fileName: 'traced.txt', fileKey, category: 'SOURCE_DOCUMENT' }],
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);

    const spans = exporter.getFinishedSpans();
    const http = spans.find((s) => s.name === 'POST /v1/machineTranslation/actions/translateFiles');
    expect(http, spans.map((s) => s.name).join(', ')).toBeDefined();
    // The caller's trace goes on: same trace id, the caller's span as the parent.
    expect(http!.spanContext().traceId).toBe(CALLER_TRACE);
    expect(http!.parentSpanContext?.spanId).toBe(CALLER_SPAN);
    expect(http!.attributes['http.route']).toBe('/v1/machineTranslation/actions/translateFiles');
    expect(http!.attributes['http.response.status_code']).toBe(201);

    const [route] = childrenOf(spans, http!).filter((s) => s.name === 'translateFiles');
    expect(route, childrenOf(spans, http!).map((s) => s.name).join(', ')).toBeDefined();
    const statements = childrenOf(spans, route!).filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.map((s) => s.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^insert job_requests/)]));
    for (const s of statements) expect(String(s.attributes['db.query.text'])).not.toMatch(/The house is big/);
    const [send] = childrenOf(spans, route!).filter((s) => s.name === `send ${TRANSLATE_FILES_JOB}`);
    expect(send).toBeDefined();

    // A worker runs the job: its span is the send's child, in the same trace, with its own statements below.
    exporter.reset();
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    const jobSpans = exporter.getFinishedSpans();
    const job = jobSpans.find((s) => s.name === `process ${TRANSLATE_FILES_JOB}`);
    expect(job, jobSpans.map((s) => s.name).join(', ')).toBeDefined();
    expect(job!.spanContext().traceId).toBe(CALLER_TRACE);
    expect(job!.parentSpanContext?.spanId).toBe(send!.spanContext().spanId);
    expect(childrenOf(jobSpans, job!).some((s) => s.attributes['db.system.name'] === 'postgresql')).toBe(true);

    // The call's log line carries its trace and its HTTP span.
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.find((l) => l.msg === 'request' && l.route === '/v1/machineTranslation/actions/translateFiles');
    expect(line).toMatchObject({ traceId: CALLER_TRACE, spanId: http!.spanContext().spanId, status: 201 });
    console.log(`trace: ${spans.length} spans for the call, ${statements.length} statements under the route, ${jobSpans.length} for its job`);
  });

  it('leaves the probes out', async () => {
    exporter.reset();
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

describe('without OTEL_* variables', () => {
  it('is on only for an OTLP exporter or endpoint, and never when the SDK is disabled', () => {
    expect(tracesConfigured({})).toBe(false);
    expect(tracesConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracesConfigured({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracesConfigured({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracesConfigured({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
  });

  it('loads no OpenTelemetry module in a process that builds the app and queues a job', () => {
    // A fresh node process records every module it resolves while it builds the app on PGlite and sends a job.
    const script = `
      import { registerHooks } from 'node:module';
      const loaded = [];
      registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); loaded.push(r.url); return r; } });
      const { buildApp } = await import('./src/app.ts');
      const { loadConfig } = await import('./src/config/config.ts');
      const { openDatabase } = await import('./src/db/client.ts');
      const database = await openDatabase({});
      await database.migrate();
      const app = await buildApp({ config: { ...loadConfig({}), dataDir: process.env.TMPDIR ?? '/tmp' }, database, db: database.db, clock: (await import('./src/lib/clock.ts')).systemClock });
      await app.ready();
      await app.jobs.send('tracing-off-check', { n: 1 });
      await app.close();
      await database.close();
      console.log(JSON.stringify(loaded.filter((u) => u.includes('/node_modules/@opentelemetry/'))));
    `;
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_')));
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(import.meta.dirname, '../..'), env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual([]);
  }, 60_000);
});
