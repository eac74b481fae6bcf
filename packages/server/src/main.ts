// Starts the server (probes answer from the first moment; SIGTERM: shell/shutdown.ts). With no configuration it runs
// a complete demo on https://localhost:8443.
import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config/config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, demoLinks, seed } from './seed/index.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { Health } from './shell/health.ts';
import { dependencyChecks } from './shell/dependency-checks.ts';
import { Lifecycle } from './shell/lifecycle.ts';
import { watchDatabase } from './shell/database-watch.ts';
import { createProcessServer, listen, type Handler } from './shell/http-server.ts';
import { installShutdown } from './shell/shutdown.ts';
import { Metrics } from './instrumentation/metrics.ts';
import { serveMetrics } from './shell/metrics-listener.ts';
import { startTracing, stopTracing } from './instrumentation/tracing.ts';

/** Self-signed and kept in dataDir, so a browser told to trust it keeps trusting it; MSAL needs https. */
async function localCertificate(config: Config): Promise<{ key: string; cert: string }> {
  const dir = path.join(config.dataDir, 'tls');
  const keyFile = path.join(dir, 'localhost-key.pem');
  const certFile = path.join(dir, 'localhost-cert.pem');
  try {
    return { key: await fs.readFile(keyFile, 'utf8'), cert: await fs.readFile(certFile, 'utf8') };
  } catch {
    // Not there yet: generate below.
  }
  const host = new URL(config.publicUrl).hostname;
  const altNames = [
    { type: 2 as const, value: 'localhost' },
    { type: 7 as const, ip: '127.0.0.1' },
    { type: 7 as const, ip: '::1' },
    ...(host !== 'localhost' && !/^[\d.:]+$/.test(host) ? [{ type: 2 as const, value: host }] : []),
  ];
  const notAfter = new Date();
  notAfter.setFullYear(notAfter.getFullYear() + 1);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames },
    ],
  });
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(keyFile, pems.private, { mode: 0o600 });
  await fs.writeFile(certFile, pems.cert);
  return { key: pems.private, cert: pems.cert };
}

/** Migrations and seed under one lock: processes started together take turns (decision 097). */
async function migrateAndSeed(database: Database, lifecycle: Lifecycle, demo: boolean, clock: Clock): Promise<{ demoSeeded: boolean }> {
  lifecycle.migrations = 'running';
  const result = await database
    .exclusive('lingua:start', async () => {
      await database.migrate();
      return seed(database.db, { clock, demo });
    })
    .catch((err: unknown) => {
      lifecycle.migrations = 'failed';
      throw err;
    });
  lifecycle.migrations = 'done';
  return result;
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the database opens and the app is built, which trace themselves only when it is on (OTEL_* variables).
  await startTracing();
  await fs.mkdir(config.dataDir, { recursive: true });
  const https = config.https ? await localCertificate(config) : undefined;

  // Listen first, so the probes answer (live 200, ready 503) during the whole start: migrations may wait for
  // another process's (an advisory lock) and engines warm up (docs/operations.md "Probes").
  const lifecycle = new Lifecycle('starting');
  const health = new Health({ dependencies: dependencyChecks(config), lifecycle });
  const processServer = createProcessServer(health, https);
  await listen(processServer.server, config.host, config.port);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  health.sources.database = watchDatabase(database, config.databaseUrl);
  const clock = systemClock;
  const { demoSeeded } = await migrateAndSeed(database, lifecycle, config.seedDemoData, clock);

  let fastifyHandler: Handler | undefined;
  const metrics = config.metrics ? new Metrics() : undefined;
  const app = await buildApp(
    { config, database, db: database.db, clock },
    { logger: true, health, metrics, shedLoad: true, serverFactory: (handler) => ((fastifyHandler = handler), processServer.server) },
  );
  await app.ready();
  // Fastify's routes exist only once it is ready; the probes' start-up handler answered until now.
  processServer.use(fastifyHandler!);
  // WORKERS=false makes an API-only process (docs/architecture.md "Scale-out"); the queue starts either way for readiness.
  if (config.workers) await app.jobs.startWorkers();
  else await app.jobs.start();
  // Its own listener, loopback unless METRICS_HOST says otherwise (docs/operations.md "Metrics").
  const metricsServer = metrics && config.metrics ? await serveMetrics(metrics, config.metrics.host, config.metrics.port) : undefined;

  installShutdown({
    lifecycle,
    server: processServer.server,
    log: app.log,
    delayMs: config.shutdown.delayMs,
    timeoutMs: config.shutdown.timeoutMs,
    stopJobs: (timeoutMs) => app.jobs.stop({ timeoutMs }),
    close: async () => {
      await app.close();
      metricsServer?.close();
      await health.sources.database?.close();
      await database.close();
      await stopTracing();
    },
  });
  lifecycle.phase = 'ready';

  const lines = [`Lingua Portal API listening on ${config.publicUrl} (database: ${database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`];
  lines.push(`  portal config ${config.publicUrl}/portal-config.json, API docs ${config.publicUrl}/v1/docs`);
  if (config.seedDemoData) {
    lines.push(demoSeeded ? '  demo data seeded; demo accounts:' : '  demo accounts:');
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length));
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.username.padEnd(width)}  ${a.password}  ${a.roles.join(', ')}`);
    const links = await demoLinks(database.db, config.publicUrl);
    if (links) {
      lines.push(`  ${DEMO_COMPANIES.acme} external project-request link: ${links.createProject}`);
      lines.push(`  ${DEMO_COMPANIES.acme} sign-up link: ${links.signUp}`);
    }
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
