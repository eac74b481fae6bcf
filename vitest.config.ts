// One Vitest run, four projects: browser code in jsdom, the contract, the server (on PGlite, or on
// PostgreSQL when DATABASE_URL is set — the test command runs it both ways) and the whole-system suites.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'portal/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/server/**', 'packages/contract/**', '**/node_modules/**'],
          setupFiles: ['packages/core/test/setup.ts'],
          css: false,
        },
      },
      {
        test: { name: 'contract', environment: 'node', include: ['packages/contract/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          // The migrated and seeded databases every test context copies, made once per run.
          globalSetup: ['packages/server/test/global-setup.ts'],
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
