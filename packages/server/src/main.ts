// Starts the server: configuration, data directory, certificate, database (migrated and seeded), app, listen.
// `node packages/server/src/main.ts` (or `pnpm start`) with no configuration runs a complete demo on
// https://localhost:8443.
import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, demoLinks, seed } from './db/seed/index.ts';
import { systemClock } from './lib/clock.ts';

/**
 * A self-signed certificate for localhost, generated on first start and kept in dataDir so browsers that were
 * told to trust it keep trusting it. MSAL refuses an authority that is not https (docs/architecture.md "Identity").
 */
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

async function main(): Promise<void> {
  const config = loadConfig();
  await fs.mkdir(config.dataDir, { recursive: true });
  const https = config.https ? await localCertificate(config) : undefined;

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const clock = systemClock;
  const { demoSeeded } = await seed(database.db, { clock, demo: config.seedDemoData });

  const app = await buildApp({ config, database, db: database.db, clock }, { logger: true, https });
  await app.ready();
  // WORKERS=false makes an API-only process; workers scale separately on the same database (docs/architecture.md "Scale-out").
  if (config.workers) await app.jobs.startWorkers();
  await app.listen({ host: config.host, port: config.port });

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting requests, let in-flight ones finish, then release the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
