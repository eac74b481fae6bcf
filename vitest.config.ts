// One Vitest run, three projects: browser code in jsdom, the contract, and the server (on PGlite, or on
// PostgreSQL when DATABASE_URL is set — the test command runs it both ways).
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
