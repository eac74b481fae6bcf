// Starts the built product on loopback — one server per Playwright worker, each with a fresh data folder of its
// own, so specs on different workers never see each other's data (decision 154) — runs the Playwright suite
// against them, and stops the servers it started (by their own process ids).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_ENV, START_NODE_FLAGS } from '../tests/start-command.ts';

const root = path.resolve(import.meta.dirname, '..');
const firstPort = Number(process.env.E2E_PORT ?? 8643);
// Two workers by default: the suite mostly waits on engines and the browser, so two keep both cores busy.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

interface E2eServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  log: string;
}

/**
 * Server i listens on firstPort + 2i; its foreign host pages take the port after it (fixtures.ts); its SMTP listener
 * for replies to conversation mails (decision 185) firstPort + 20000 + i, far above every worker's pair.
 */
const smtpPortOf = (index: number): number => firstPort + 20_000 + index;

function startServer(index: number): E2eServer {
  const port = firstPort + 2 * index;
  const baseUrl = `https://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-e2e-'));
  // Started as `pnpm start` starts it, its node flags and environment read from the start script (decisions 115,
  // 126, 169), so the suite tests the server as it ships.
  const child = spawn(process.execPath, [...START_NODE_FLAGS, 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...START_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      // Two of the home page's external cards configured (spec 2 §2); shell.spec.ts answers their addresses.
      INVOICES_URL: 'https://billing.lingua.example/invoices',
      // integrations.spec.ts runs a webhook receiver on loopback (decision 136).
      WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8,::1/128',
      PROJECT_SYSTEM_LINK_URL: 'https://xtrf.lingua.example/portal-link',
      INBOUND_SMTP_PORT: String(smtpPortOf(index)),
      INBOUND_SMTP_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: E2eServer = { baseUrl, dataDir, process: child, log: '' };
  child.stdout!.on('data', (d) => (server.log += d));
  child.stderr!.on('data', (d) => (server.log += d));
  return server;
}

async function waitReady(server: E2eServer): Promise<void> {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.log}`);
    try {
      const r = await fetch(`${server.baseUrl}/portal-config.json`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not ready in 120 s:\n${server.log}`);
}

async function stop(server: E2eServer, failed: boolean): Promise<void> {
  server.process.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
  if (failed) console.error(`--- server ${server.baseUrl} log (last 4000 chars) ---\n${server.log.slice(-4000)}`);
  rmSync(server.dataDir, { recursive: true, force: true });
}

// `pnpm run test:e2e -- <spec>` hands the separator on as an argument, which playwright would take for the end
// of its options and so run every spec: drop it.
const playwrightArgs = process.argv.slice(2);
if (playwrightArgs[0] === '--') playwrightArgs.shift();

const servers = Array.from({ length: workers }, (_, i) => startServer(i));
let status = 1;
try {
  await Promise.all(servers.map(waitReady));
  const r = spawnSync('pnpm', ['--filter', '@lingua/tests', 'exec', 'playwright', 'test', '-c', 'playwright.config.ts', `--workers=${workers}`, ...playwrightArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: servers[0]!.baseUrl, E2E_BASE_URLS: servers.map((s) => s.baseUrl).join(','), E2E_SMTP_PORTS: servers.map((_, i) => smtpPortOf(i)).join(',') },
  });
  status = r.status ?? 1;
} catch (err) {
  console.error(err);
} finally {
  await Promise.all(servers.map((s) => stop(s, status !== 0)));
}
process.exit(status);
