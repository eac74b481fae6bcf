// The README's test command ends here: every check in order, then one closing line
// "tests: N passed, N failed" summed over every runner (Vitest and Playwright print their own formats).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let passed = 0;
let failed = 0;
const failures: string[] = [];

/** A step's closing line, and its label among the failures when it failed. */
function ended(label: string, ok: boolean, seconds: number, beside = ''): boolean {
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s${beside && `, beside ${beside}`})`);
  if (!ok) failures.push(label);
  return ok;
}

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return ended(label, r.status === 0, (Date.now() - started) / 1000);
}

/**
 * Steps of one process each, most of their time on one core (eslint, tsc, the two Vite builds), run side by side
 * on a machine of two; each one's output is printed whole when both are done, under its own heading.
 */
async function runSideBySide(steps: Array<[label: string, cmd: string, args: string[]]>): Promise<boolean[]> {
  const done = await Promise.all(
    steps.map(
      ([label, cmd, args]) =>
        new Promise<{ label: string; ok: boolean; output: string; seconds: number }>((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => resolve({ label, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  // Each step's own time, taken when it closed: printed only once all are done, a step's time would be the longest's.
  return done.map(({ label, ok, output, seconds }) => {
    console.log(`\n=== ${label}`);
    process.stdout.write(output);
    return ended(label, ok, seconds, done.filter((d) => d.label !== label).map((d) => d.label).join(', '));
  });
}

/**
 * Adds a Vitest JSON report's counts. A missing report, or a failed run whose report shows no failed test
 * (an unhandled error, a crashed worker), counts as one failure so the closing line never hides it.
 */
function countVitest(file: string, ok: boolean): void {
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests || (ok ? 0 : 1);
}

function vitest(label: string, projects: string[], report: string, env: Record<string, string> = {}, options: string[] = []): void {
  const file = path.join(reports, report);
  const args = ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...options, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  countVitest(file, run(label, 'pnpm', args, env));
}

await runSideBySide([
  ['lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['typecheck', 'pnpm', ['run', '-s', 'typecheck']],
]);
vitest('unit tests (browser, elements on Preact, contract)', ['browser', 'browser-isolated', 'elements-on-preact', 'contract'], 'unit.json');
vitest('server tests on PGlite', ['server'], 'server-pglite.json', { DATABASE_URL: '' });
// On PostgreSQL, the files that touch SQL: vitest.config.ts leaves out those packages/server/test/database-passes.ts
// lists as writing none (decision 156), so this pass counts fewer tests than the one on PGlite.
vitest('server tests on PostgreSQL', ['server'], 'server-pg.json', { DATABASE_URL: PG_URL });
// Security and reliability suites: one run each; TEST_DATABASE_URL tells them where PostgreSQL is.
// Three files at a time: they mostly wait on the server processes, engines and databases they start (each on
// ports of its own), so one file at a time left the cores idle for half of the suite's six minutes.
vitest('system tests (security, reliability)', ['system'], 'system.json', { DATABASE_URL: '', TEST_DATABASE_URL: PG_URL }, ['--maxWorkers=3']);
const [built] = await runSideBySide([
  ['build', 'pnpm', ['run', '-s', 'build']],
  ['storybook build', 'pnpm', ['run', '-s', 'storybook:build']],
]);
if (built) {
  const e2eReport = path.join(reports, 'e2e.json');
  const e2eOk = run('end-to-end (Playwright, Chromium)', 'node', ['scripts/e2e.ts'], { E2E_JSON: e2eReport });
  if (existsSync(e2eReport)) {
    const r = JSON.parse(readFileSync(e2eReport, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    if (r.stats.flaky) console.log(`\nflaky end-to-end tests (passed on retry): ${r.stats.flaky} — see the list above and fix them`);
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected || (e2eOk ? 0 : 1);
  } else failed += 1;
}

// Steps without their own test counts (lint, typecheck, builds) count as one failure each when they fail.
const uncounted = failures.filter((f) => !/tests|end-to-end/.test(f)).length;
failed += uncounted;
if (failures.length) console.log(`\nfailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
