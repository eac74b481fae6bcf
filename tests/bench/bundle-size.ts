// Prints the gzipped size of the widget loader, the shared core chunk and each feature chunk
// (packages/widgets/dist, after `pnpm run build`). A benchmark, not a test: it asserts nothing (decision 010);
// the loader's goal is 5 KB gzipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../packages/widgets/dist');
const LOADER_GOAL = 5 * 1024;

function sizes(file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: Array<[string, string, number, number]> = [];

const loader = sizes(path.join(dist, 'lingua.js'));
rows.push(['loader', 'lingua.js', loader.raw, loader.gzip]);
const chunksDir = path.join(dist, 'chunks');
// Entries of the chunk build are the feature chunks (one per element); the rest are shared.
const manifest = JSON.parse(readFileSync(path.join(chunksDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
const entries = new Set(Object.values(manifest).filter((m) => m.isEntry).map((m) => m.file));
for (const name of readdirSync(chunksDir).sort()) {
  const file = path.join(chunksDir, name);
  if (!name.endsWith('.js') || !statSync(file).isFile()) continue;
  const s = sizes(file);
  const kind = name.startsWith('core-') ? 'core chunk' : entries.has(name) ? 'feature chunk' : 'shared chunk';
  rows.push([kind, `chunks/${name}`, s.raw, s.gzip]);
}

const width = Math.max(...rows.map((r) => r[1].length));
console.log(`${'kind'.padEnd(14)} ${'file'.padEnd(width)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const [kind, file, raw, gzip] of rows) console.log(`${kind.padEnd(14)} ${file.padEnd(width)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`);
const cores = rows.filter((r) => r[0] === 'core chunk').length;
console.log(`\nloader ${kb(loader.gzip)} gzipped (goal ≤ ${kb(LOADER_GOAL)}: ${loader.gzip <= LOADER_GOAL ? 'met' : 'NOT met'}); core chunks: ${cores} (goal: exactly 1)`);
