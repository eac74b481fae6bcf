// End-to-end suite: Debian's Chromium (never a downloaded browser) against a server that scripts/e2e.ts
// starts on loopback with a fresh data folder.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'https://localhost:8643';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A spec file's tests run in order on one worker; files spread over one worker per server scripts/e2e.ts
  // started (decision 154), each server with data of its own.
  fullyParallel: false,
  workers: process.env.E2E_BASE_URLS?.split(',').length ?? 1,
  // One retry so a single timing hiccup in a real browser does not sink a run; scripts/test-all.ts prints every
  // test that needed it, so flakiness stays visible and gets fixed.
  retries: 1,
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : [['list']],
  use: {
    baseURL,
    // The product honours reduced motion (no dialog fades), so axe never measures colours mid-transition.
    reducedMotion: 'reduce',
    ignoreHTTPSErrors: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  outputDir: '../test-results',
});
