// How `pnpm start` starts the server (package.json's start script): the node flags (e.g. --liftoff-only,
// decision 115) and the environment set before node (e.g. MALLOC_ARENA_MAX, decision 126). The suites and
// benches that start server processes start them the same way, so they test and measure the server as it ships.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const START_WORDS = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);

export const START_NODE_FLAGS: readonly string[] = START_WORDS.filter((a) => a.startsWith('--'));

/** Spread before the caller's environment: a variable the caller sets wins. */
export const START_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  START_WORDS.slice(0, START_WORDS.indexOf('node')).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
);
