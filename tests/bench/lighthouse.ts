// Page speed (decision 081): Lighthouse's desktop preset in Debian's Chromium over the portal's home, the
// create-project page, the text translation page signed in, and an intranet page embedding elements, after
// `pnpm run build`. It starts the built server on loopback with a fresh data folder (as scripts/e2e.ts does)
// and the embed host site on a second origin, prints per page the performance score, LCP, TBT and CLS, the
// accessibility, best-practices and SEO scores and the bytes transferred (Lighthouse's total-byte-weight: every
// response with its headers, as sent), each goal met / NOT met, and stops what it started.
// A benchmark: it asserts nothing (decision 010). Figures vary with the machine's load; run it on a quiet one.
//   node tests/bench/lighthouse.ts            (ports BENCH_PORT, default 9170, and the next three;
//                                              BENCH_REPORTS=<folder> keeps each page's Lighthouse report)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { fillProviderSignIn, USERS } from '../e2e/fixtures.ts';
import { registerWidgetOrigin, startForeignHosts } from '../e2e/foreign-hosts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 9170);
const server = `https://localhost:${port}`;
const hostsPort = port + 1;
const debuggingPort = port + 2;
const PASSWORD = 'LinguaDemo1';

const SCORE_GOAL = 95;
const CLS_GOAL = 0.05;
const OTHER_GOAL = 100;
/** Bytes transferred per page, KiB (decision 119); the pages not named have no goal. */
const TRANSFER_GOAL_KIB: Record<string, number> = { '/': 200, '/createProject': 250 };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-lighthouse-'));
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-lighthouse-chromium-'));
const started: ChildProcess[] = [];

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: server, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited early (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

function startChromium(): ChildProcess {
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      // The bench server's certificate is the generated one for localhost.
      '--ignore-certificate-errors',
      `--remote-debugging-port=${debuggingPort}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  started.push(child);
  return child;
}

interface PageResult {
  name: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  transferKiB: number;
  unusedJsKiB: number;
}

async function audit(name: string, url: string, keepStorage: boolean): Promise<PageResult> {
  const result = await lighthouse(
    url,
    {
      port: debuggingPort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // A signed-in page keeps the session the bench put in the profile's storage.
      disableStorageReset: keepStorage,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // BENCH_REPORTS=<folder> keeps each page's full report (its filmstrip, the layout shifts, the unused code).
  if (process.env.BENCH_REPORTS) {
    writeFileSync(path.join(process.env.BENCH_REPORTS, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const unusedJs = (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
  if (result.lhr.runtimeError) console.error(`${name}: ${result.lhr.runtimeError.message}`);
  return {
    name,
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    transferKiB: numeric('total-byte-weight') / 1024,
    unusedJsKiB: unusedJs / 1024,
  };
}

/** Signs in through the portal's header and the provider's page, leaving the session in the profile. */
async function signIn(username: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${server}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\//);
    await fillProviderSignIn(page, username, PASSWORD);
    await page.getByRole('button', { name: /user menu/i }).waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    // Disconnects only: the browser goes on for Lighthouse.
    await browser.close();
  }
}

let hosts: Awaited<ReturnType<typeof startForeignHosts>> | undefined;
try {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const app = startServer();
  await waitFor(`${server}/portal-config.json`, app);
  hosts = await startForeignHosts(server, hostsPort);
  await registerWidgetOrigin(server, hosts.origin, USERS.admin, PASSWORD);
  const browser = startChromium();
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, browser, 30);

  const results: PageResult[] = [];
  // Visitors first (Lighthouse clears the origin's storage before each), then the signed-in page.
  results.push(await audit('/', `${server}/`, false));
  results.push(await audit('/createProject', `${server}/createProject`, false));
  results.push(await audit('embed host intranet.html', hosts.url('intranet.html'), false));
  await signIn(USERS.client);
  results.push(await audit('/machineTranslation/textTranslation (signed in)', `${server}/machineTranslation/textTranslation`, true));

  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(
    `${'page'.padEnd(width)}  perf    LCP      TBT     CLS    a11y  best  SEO   transfer  unused JS   goal (perf ≥ ${SCORE_GOAL}, CLS ≤ ${CLS_GOAL}; others ${OTHER_GOAL}; transfer where set)`,
  );
  let all = true;
  for (const r of results) {
    const speed = r.performance >= SCORE_GOAL && r.cls <= CLS_GOAL;
    const others = r.accessibility >= OTHER_GOAL && r.bestPractices >= OTHER_GOAL && r.seo >= OTHER_GOAL;
    const transferGoal = TRANSFER_GOAL_KIB[r.name];
    const transfer = transferGoal === undefined || r.transferKiB <= transferGoal;
    all &&= speed && others && transfer;
    console.log(
      `${r.name.padEnd(width)}  ${String(r.performance).padStart(4)}  ${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(r.tbtMs)} ms`.padStart(7)}  ${r.cls.toFixed(3).padStart(6)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(4)}  ${`${Math.round(r.transferKiB)} KiB`.padStart(9)}  ${`${Math.round(r.unusedJsKiB)} KiB`.padStart(9)}   speed ${verdict(speed)}, a11y/best/SEO ${verdict(others)}${transferGoal === undefined ? '' : `, transfer ≤ ${transferGoal} KiB ${verdict(transfer)}`}`,
    );
  }
  const transferGoals = Object.entries(TRANSFER_GOAL_KIB)
    .map(([page, kib]) => `${page} ≤ ${kib} KiB`)
    .join(', ');
  console.log(
    `\npage speed: ${verdict(all)} (every page: performance ≥ ${SCORE_GOAL}, CLS ≤ ${CLS_GOAL}, accessibility, best practices and SEO ${OTHER_GOAL}; transferred: ${transferGoals})`,
  );
} finally {
  await hosts?.close();
  for (const child of started.reverse()) {
    child.kill('SIGTERM');
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
