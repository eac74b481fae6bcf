// Two builds into dist/ (docs/architecture.md "One core per page"):
//   `vite build`               → dist/chunks/: one ES chunk per element plus the shared chunks of core, React
//                                 and Mantine it imports, each module in exactly one chunk, so every element
//                                 on a page shares one session store (decisions 014, 080);
//   `vite build --mode loader` → dist/lingua.js: a classic script (document.currentScript works, hosts
//                                 paste a plain <script src>) that imports those chunks on demand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForBrowser, firstLoads, isCallModule, mantineCssPerComponent, precompressed } from '@lingua/core/build';
import { WIDGETS } from './src/registry.ts';
import { REACT_ON_PREACT, REACT_RUNTIME_DIR } from './build/react-on-preact.ts';
import { chunkTable } from './src/loader/loader-core.ts';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, 'chunks/.vite/manifest.json');

const SHARED_SOURCES = [path.resolve(root, '../core/'), path.resolve(root, '../contract/')];

/** A library or core module referenced by at least this many chunks goes to the one shared `core` chunk. */
const BASE_SHARE_COUNT = 20;

const SESSION_STORE = path.join('core', 'src', 'session', 'session-store.ts');

// React for the elements (decision 127) is a library: it is grouped with the libraries.
function isCoreModule(id: string): boolean {
  return id.startsWith(REACT_RUNTIME_DIR) || id.includes(`${path.sep}node_modules${path.sep}`) || SHARED_SOURCES.some((dir) => id.startsWith(dir)) || id.startsWith('\0');
}

/** Writes which modules each chunk holds (`.vite/modules.json`): the bundle-size bench checks core is in one copy. */
function moduleMap(): Plugin {
  return {
    name: 'lingua:module-map',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = output.moduleIds.map((id) => path.relative(path.resolve(root, '../..'), id).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map, null, 1) });
    },
  };
}

/** A library or core module that all but this many elements load before they are interactive goes to `core`. */
const CORE_SLACK = 2;

/** For each module some element loads before it is interactive: that set of elements (chunk names, sorted, `~`). */
type FirstScreens = Map<string, string>;

/** Which elements load each module up front, from a first build that is not written. */
async function firstScreens(): Promise<FirstScreens> {
  const loads = await firstLoads(chunkBuild(null), WIDGETS.map((w) => path.join(root, w.entry)));
  const elementsOf = new Map<string, string[]>();
  for (const w of WIDGETS) {
    for (const id of loads.get(path.join(root, w.entry))!) elementsOf.set(id, [...(elementsOf.get(id) ?? []), w.chunk]);
  }
  const every = WIDGETS.map((w) => w.chunk)
    .sort()
    .join('~');
  return new Map([...elementsOf].map(([id, elements]) => [id, elements.length >= WIDGETS.length - CORE_SLACK ? every : elements.sort().join('~')]));
}

/** The chunk build; `first` (from a first pass of it) groups what elements load up front (decision 087). */
function chunkBuild(first: FirstScreens | null): UserConfig {
  return {
    root,
    // Both passes resolve React to Preact (decision 127), so the first groups the modules the written build holds.
    resolve: { alias: REACT_ON_PREACT },
    plugins: [contractForBrowser(), mantineCssPerComponent(), react(), ...(first ? [moduleMap(), precompressed()] : [])],
    base: './',
    build: {
      outDir: path.join(dist, 'chunks'),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        input: Object.fromEntries(WIDGETS.map((w) => [w.chunk, path.join(root, w.entry)])),
        // Entries keep their `register` export for the loader (Vite drops entry exports in app builds); grouping
        // modules without their dependencies (below) needs entries that may export more than that.
        preserveEntrySignatures: first ? 'allow-extension' : 'exports-only',
        output: {
          entryFileNames: '[name]-[hash].js',
          // The shared chunk holding core's runtime (the session store: config, identity, defineWidget) is
          // `core-…`, loaded once by every element; the other shared chunks, named by rolldown after the elements
          // sharing them (core~a~b~…), are `shared-…`.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => id.endsWith(SESSION_STORE)) ? 'core-[hash].js' : chunk.name.startsWith('core~') ? 'shared-[hash].js' : '[name]-[hash].js',
          // Core, the contract and the libraries (React, Mantine ...) go to shared chunks; each feature package's
          // own code stays in its element's chunk. The bundler never duplicates a module: one copy of core per
          // page whatever the grouping.
          // 1. What elements load before they are interactive, by the set of elements loading it (decision 087):
          //    an element's first screen is its entry, `core` (what every element, or all but CORE_SLACK, loads)
          //    and one chunk per set of elements it shares the rest with, each compressed whole. Split by every
          //    entry instead (each lazy part is one), sign-up's first step alone came in 20 files. The price: a
          //    lazy part using one module of such a chunk loads all of it, later. A module's dependencies are in
          //    the same or a larger set, so no chunk of a set imports one of a smaller set.
          //    The contract's calls are one module each (contractForBrowser, decision 172): an element's first
          //    screen holds the calls it makes. The calls only lazy parts make go to one `calls` chunk instead of
          //    a few bytes of chunk per set of lazy parts sharing them.
          // 2. Of the rest (what lazy parts load), what nearly every chunk uses (referenced by at least
          //    BASE_SHARE_COUNT chunks, elements and lazy parts alike) goes to `core` too (decision 081);
          // 3. the rest by the set of entries using it (entriesAware), so a lazy part loads the shared code it
          //    uses and no more.
          codeSplitting: {
            groups: [
              ...(first
                ? [
                    {
                      debugName: 'first-screens',
                      name: (id: string) => {
                        const elements = first.get(id);
                        return elements && isCoreModule(id) ? `core~first~${elements}` : null;
                      },
                      includeDependenciesRecursively: false,
                      priority: 4,
                    },
                    { name: 'calls', test: isCallModule, priority: 3 },
                  ]
                : []),
              ...(first ? [{ name: 'core', test: isCoreModule, minShareCount: BASE_SHARE_COUNT, priority: 2 }] : []),
              { name: 'core', test: isCoreModule, entriesAware: true, entriesAwareMergeThreshold: 0, priority: 1 },
            ],
          },
        },
      },
    },
  };
}

function loaderBuild(): UserConfig {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; isEntry?: boolean; name?: string }>;
  // The loader gets its tag → chunk table as a list of file names (loader-core.ts chunkTable): element
  // `lingua-<name>` has the chunk `<name>-<hash>.js`, which is checked here.
  const files = WIDGETS.map((w) => {
    const entry = manifest[w.entry];
    if (!entry) throw new Error(`chunk of ${w.tag} (${w.entry}) missing from ${manifestFile}; run the chunk build first`);
    const file = entry.file.replace(/\.js$/, '');
    if (chunkTable(file)[w.tag] !== `chunks/${entry.file}`) throw new Error(`${w.tag}: its chunk ${entry.file} is not named after the tag`);
    return file;
  });
  return {
    root,
    define: { __LINGUA_CHUNKS__: JSON.stringify(files.join(' ')) },
    plugins: [precompressed()],
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2020',
      lib: { entry: path.join(root, 'src/loader/lingua-loader.ts'), formats: ['iife'], name: 'linguaLoader', fileName: () => 'lingua.js' },
    },
  };
}

export default defineConfig(async ({ mode }) => (mode === 'loader' ? loaderBuild() : chunkBuild(await firstScreens())));
