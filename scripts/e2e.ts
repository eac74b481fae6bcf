// Starts the built product on loopback with a fresh data folder, runs the Playwright suite against it,
// and stops the server it started (by its own process id).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8643);
const baseUrl = `https://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-e2e-'));

// Started as `pnpm start` starts it (decision 115: --liftoff-only keeps PGlite's start-up memory down; decision
// 126: two malloc arenas keep the resident memory of a busy server down).
const server = spawn(process.execPath, ['--liftoff-only', 'packages/server/src/main.ts'], {
  cwd: root,
  env: {
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    DATABASE_URL: '',
    // Two of the home page's external cards configured (spec 2 §2); shell.spec.ts answers their addresses.
    INVOICES_URL: 'https://billing.lingua.example/invoices',
    // integrations.spec.ts runs a webhook receiver on loopback (issue 37 §2).
    WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8,::1/128',
    PROJECT_SYSTEM_LINK_URL: 'https://xtrf.lingua.example/portal-link',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));

async function waitReady(): Promise<void> {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${serverLog}`);
    try {
      const r = await fetch(`${baseUrl}/portal-config.json`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not ready in 120 s:\n${serverLog}`);
}

// `pnpm run test:e2e -- <spec>` hands the separator on as an argument, which playwright would take for the end
// of its options and so run every spec: drop it.
const playwrightArgs = process.argv.slice(2);
if (playwrightArgs[0] === '--') playwrightArgs.shift();

let status = 1;
try {
  await waitReady();
  const r = spawnSync('pnpm', ['--filter', '@lingua/tests', 'exec', 'playwright', 'test', '-c', 'playwright.config.ts', ...playwrightArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, E2E_HOSTS_PORT: String(port + 1) },
  });
  status = r.status ?? 1;
} catch (err) {
  console.error(err);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (server.exitCode === null) server.kill('SIGKILL');
  if (status !== 0) console.error(`--- server log (last 4000 chars) ---\n${serverLog.slice(-4000)}`);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
