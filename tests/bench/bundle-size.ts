// What each element costs a page (decisions 080, 114 and 127), after
// `pnpm run build`: for every element, the total of every file it loads before it is interactive — its entry
// chunk and everything the build manifest says it imports statically, transitively, plus their CSS — gzipped
// and brotli-compressed, against the goal of 60 KB gzipped; what each language's catalogues add when shown; the loader against its 2 KB budget with 10 % spare
// (≤ 1.8 KB, decision 171); that a page holding
// every element gets one copy of core (each core module in exactly one chunk, from the module map the chunk
// build writes); and which React the elements carry. Dynamic imports (the sign-in client, the date picker,
// lazy parts) load later and are listed apart. A benchmark: it prints met / NOT met and asserts nothing (decision 010).
//   node tests/bench/bundle-size.ts [widgets dist directory]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WIDGETS } from '../../packages/widgets/src/registry.ts';
import { widgetSizes } from './lib/widget-sizes.ts';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../packages/widgets/dist'));
const chunksDir = path.join(dist, 'chunks');
const ELEMENT_GOAL = 60 * 1024;
const LOADER_GOAL = 2 * 1024 * 0.9;
const { manifest, sum, staticGraph, loader: loaderSize } = widgetSizes(dist);

/** Files reachable only by dynamic import from the element's graph (loaded when used, not up front). */
function deferred(key: string, upFront: Set<string>): Set<string> {
  const later = new Set<string>();
  const visit = (k: string, seen: Set<string>) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k]!;
    for (const d of chunk.dynamicImports ?? []) for (const f of staticGraph(d)) if (!upFront.has(f)) later.add(f);
    for (const i of chunk.imports ?? []) visit(i, seen);
  };
  visit(key, new Set());
  return later;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

const loader = loaderSize();

console.log(`widgets build: ${dist}\n`);
const header = `${'element'.padEnd(28)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  goal ≤ ${kb(ELEMENT_GOAL)} gzip   later (dynamic, gzip)`;
console.log(header);
console.log('-'.repeat(header.length));
const everyFile = new Set<string>();
let allMet = true;
for (const widget of WIDGETS) {
  // Manifest keys are the entries as the registry names them (the loader build reads them the same way).
  const key = widget.entry;
  const files = staticGraph(key);
  for (const f of files) everyFile.add(f);
  const total = sum(files);
  const later = sum(deferred(key, files));
  const met = total.gzip <= ELEMENT_GOAL;
  allMet &&= met;
  console.log(
    `<${widget.tag}>`.padEnd(28) +
      ` ${String(files.size).padStart(5)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)} ${kb(total.brotli).padStart(10)}  ${verdict(met).padEnd(21)}${kb(later.gzip).padStart(10)}`,
  );
}
const page = sum(everyFile);
console.log(`${'every element on one page'.padEnd(28)} ${String(everyFile.size).padStart(5)} ${kb(page.raw).padStart(10)} ${kb(page.gzip).padStart(10)} ${kb(page.brotli).padStart(10)}`);
console.log(`\nelements: ${verdict(allMet)} (each ≤ ${kb(ELEMENT_GOAL)} gzipped before interactive)`);
console.log(`loader lingua.js: ${kb(loader.gzip)} gzip, ${kb(loader.brotli)} brotli (goal ≤ ${kb(LOADER_GOAL)} gzip, the 2 KB budget with 10 % spare: ${verdict(loader.gzip <= LOADER_GOAL)})`);

// The other languages' catalogues (decision 189): loaded only when the page shows that language, so never part of
// a first load above. Per element, what showing each language adds (gzip): the catalogue chunks of every package
// the element can reach (core's through i18n/switch.ts), read from the module map.
const languageModule = /\/languages\/(de|fr|es|ja|ar)\.ts$/;
const catalogueMapFile = path.join(chunksDir, '.vite/modules.json');
if (existsSync(catalogueMapFile)) {
  const chunkModules = JSON.parse(readFileSync(catalogueMapFile, 'utf8')) as Record<string, string[]>;
  const languageOf = new Map<string, string>();
  for (const [file, ids] of Object.entries(chunkModules)) {
    const match = ids.map((id) => languageModule.exec(id)).find(Boolean);
    if (match) languageOf.set(file, match[1]!);
  }
  const reachable = (key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return files;
    seen.add(key);
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) reachable(next, files, seen);
    return files;
  };
  const languages = ['de', 'fr', 'es', 'ja', 'ar'];
  const head = `${'catalogues (gzip, when shown)'.padEnd(28)} ${languages.map((l) => l.padStart(9)).join(' ')}`;
  console.log(`\n${head}\n${'-'.repeat(head.length)}`);
  for (const widget of WIDGETS) {
    const files = [...reachable(widget.entry)].filter((f) => languageOf.has(f));
    const per = languages.map((language) => kb(sum(files.filter((f) => languageOf.get(f) === language)).gzip).padStart(9));
    console.log(`<${widget.tag}>`.padEnd(28) + ' ' + per.join(' '));
  }
}

// One copy of core: every module of packages/core and packages/contract sits in exactly one chunk, so however
// many elements a page holds, their imports resolve to the same module instances (one session store).
const moduleMapFile = path.join(chunksDir, '.vite/modules.json');
if (!existsSync(moduleMapFile)) {
  console.log('one copy of core: NOT checked (this build wrote no .vite/modules.json)');
} else {
  const modules = JSON.parse(readFileSync(moduleMapFile, 'utf8')) as Record<string, string[]>;
  const chunksOf = new Map<string, string[]>();
  for (const [file, ids] of Object.entries(modules)) {
    for (const id of ids) if (/^packages\/(core|contract)\/src\//.test(id)) chunksOf.set(id, [...(chunksOf.get(id) ?? []), file]);
  }
  const copies = [...chunksOf].filter(([, files]) => files.length !== 1);
  const session = chunksOf.get('packages/core/src/session/session-store.ts') ?? [];
  console.log(
    `one copy of core: ${chunksOf.size} core and contract modules, ${copies.length} in more than one chunk; the session store in ${session.length} chunk (${verdict(copies.length === 0 && session.length === 1)})`,
  );
  for (const [id, files] of copies) console.log(`  ${id}: ${files.join(', ')}`);
  // Which React the elements run on (decision 127): Preact's compatibility layer, and no React DOM beside it.
  const all = Object.values(modules).flat();
  const reactDom = all.filter((id) => /\/node_modules\/(react-dom|react|scheduler)\//.test(id)).length;
  const preact = all.some((id) => /\/node_modules\/preact\/compat\//.test(id));
  console.log(`React in the elements: ${preact ? "Preact's compatibility layer" : 'React DOM'}, ${reactDom} React or React DOM modules`);
}
