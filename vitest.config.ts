// One Vitest run, five projects: browser code in jsdom (most files sharing their worker, a few alone), the contract, the server (on PGlite, or on
// PostgreSQL when DATABASE_URL is set — the test command runs it both ways) and the whole-system suites.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { REACT_ON_PREACT } from './packages/widgets/build/react-on-preact.ts';
import { excludedFromPostgresPass } from './packages/server/test/database-passes.ts';

/** The browser-side tests: every package but the server and the contract, and the portal, in jsdom. */
const browserTests = {
  environment: 'jsdom',
  include: ['packages/*/src/**/*.test.{ts,tsx}', 'portal/src/**/*.test.{ts,tsx}'],
  exclude: ['packages/server/**', 'packages/contract/**', '**/node_modules/**'],
  setupFiles: ['packages/core/test/setup.ts'],
  css: false,
  // Intervals and animation frames stay real: jsdom drives a window's frames (and focus fix-up) from one
  // setInterval it starts once; started under fake timers, it would stay fake — frames dead — for every later
  // file sharing the window (`isolate: false` below).
  fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date'] },
} as const;

/**
 * The system suites' longest files, longest first (about 110, 85, 70 and 65 s of the suite's four minutes). Vitest
 * starts the files it has no timings for largest first, and a fresh clone has none: these small files started
 * last and ran on alone at the end while the other workers sat idle.
 */
const SYSTEM_SLOW_FILES = [
  'tests/reliability/operations-backup.test.ts',
  'tests/reliability/crash-recovery.pglite.test.ts',
  'tests/reliability/crash-recovery.postgres.test.ts',
  'tests/reliability/operations-shutdown.postgres.test.ts',
];

/** Vitest's order, with the files above first within their project. */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = SYSTEM_SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return i < 0 ? SYSTEM_SLOW_FILES.length : i;
    };
    const projectAt = new Map<string, number>();
    sorted.forEach((spec, i) => projectAt.has(spec.project.name) || projectAt.set(spec.project.name, i));
    // A stable sort: files of equal rank keep Vitest's order.
    return sorted.toSorted((a, b) => projectAt.get(a.project.name)! - projectAt.get(b.project.name)! || rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'browser',
          ...browserTests,
          // Files share their worker's modules instead of loading React, Mantine and jsdom's world anew each:
          // a third of the project's time went to that. Module-level state that outlives a file is reset in
          // the setup file; a file that replaces a module (vi.mock) is named *.isolated.test.* and runs below.
          isolate: false,
          exclude: [...browserTests.exclude, '**/*.isolated.test.{ts,tsx}'],
        },
      },
      {
        plugins: [react()],
        test: { name: 'browser-isolated', ...browserTests, include: ['**/*.isolated.test.{ts,tsx}'] },
      },
      {
        // The elements ship on Preact's React compatibility layer (decision 127): every element's suite runs a
        // second time on it, libraries included (inlined, so their `react` imports resolve to Preact too).
        plugins: [react()],
        resolve: { alias: REACT_ON_PREACT, mainFields: ['module', 'main'] },
        test: {
          name: 'elements-on-preact',
          ...browserTests,
          include: ['packages/*/src/**/*.element.test.{ts,tsx}'],
          setupFiles: [...browserTests.setupFiles, 'packages/core/test/preact-setup.ts'],
          isolate: false,
          server: { deps: { inline: true } },
        },
      },
      {
        test: { name: 'contract', environment: 'node', include: ['packages/contract/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // Files share their worker's modules (the server, PGlite's WebAssembly): every test builds its own
          // app on its own database copy, so nothing a test sees is left by another file. A quarter less CPU.
          isolate: false,
          include: ['packages/server/**/*.test.ts'],
          // On PostgreSQL only the files that touch SQL: those whose subject is not SQL run once, on PGlite
          // (packages/server/test/database-passes.ts lists them; a file runs on both unless listed there).
          exclude: ['**/node_modules/**', ...(process.env.DATABASE_URL ? excludedFromPostgresPass() : [])],
          // The migrated and seeded databases every test context copies, made once per run.
          globalSetup: ['packages/server/test/global-setup.ts'],
          // Two files at a time: Vitest's default (one worker less than the cores) ran one on this two-core
          // machine, which left a core idle while a file waited on ffmpeg, LibreOffice or PostgreSQL. A project
          // with a worker count of its own runs in a group of its own, after the others (decision 156).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Whole-system suites (spec calls across every module, real server processes killed and restarted):
        // they run once per test command, against PostgreSQL where they start server processes.
        test: {
          name: 'system',
          environment: 'node',
          include: ['tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
