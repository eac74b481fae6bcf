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
import { contractForBrowser, mantineCssPerComponent } from '@lingua/core/build';
import { WIDGETS } from './src/registry.ts';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, 'chunks/.vite/manifest.json');

const SHARED_SOURCES = [path.resolve(root, '../core/'), path.resolve(root, '../contract/')];

/** A library or core module referenced by at least this many chunks goes to the one shared `core` chunk. */
const BASE_SHARE_COUNT = 20;

const SESSION_STORE = path.join('core', 'src', 'session', 'session-store.ts');

function isCoreModule(id: string): boolean {
  return id.includes(`${path.sep}node_modules${path.sep}`) || SHARED_SOURCES.some((dir) => id.startsWith(dir)) || id.startsWith('\0');
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

function chunkBuild(): UserConfig {
  return {
    root,
    plugins: [contractForBrowser(), mantineCssPerComponent(), react(), moduleMap()],
    base: './',
    build: {
      outDir: path.join(dist, 'chunks'),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        input: Object.fromEntries(WIDGETS.map((w) => [w.chunk, path.join(root, w.entry)])),
        // Entries keep their `register` export for the loader (Vite drops entry exports in app builds).
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: '[name]-[hash].js',
          // The shared chunk holding core's runtime (the session store: config, identity, defineWidget) is
          // `core-…`, loaded once by every element; the other shared chunks, named by rolldown after the elements
          // sharing them (core~a~b~…), are `shared-…`.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => id.endsWith(SESSION_STORE)) ? 'core-[hash].js' : chunk.name.startsWith('core~') ? 'shared-[hash].js' : '[name]-[hash].js',
          // Core, the contract and the libraries (React, Mantine, i18next ...) go to shared `core` chunks,
          // grouped by the set of elements that use them (entriesAware), so an element loads the shared code
          // it uses and no more; each feature package's own code stays in its element's chunk. The bundler
          // never duplicates a module: one copy of core per page whatever the grouping.
          // First, what nearly every chunk needs (React, Mantine's provider, box and style system, the buttons,
          // texts and loaders every first screen shows, core's runtime) goes to the one `core` chunk: split by the
          // set of entries (every lazy part is one) it fell into a dozen small files each element loaded, each
          // compressed on its own. The count is in chunks referencing a module, elements and lazy parts alike
          // (decision 081; the bundle-size bench shows what moving it costs).
          codeSplitting: {
            groups: [
              { name: 'core', test: isCoreModule, minShareCount: BASE_SHARE_COUNT, priority: 2 },
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
  const chunks: Record<string, string> = {};
  for (const w of WIDGETS) {
    const entry = manifest[w.entry];
    if (!entry) throw new Error(`chunk of ${w.tag} (${w.entry}) missing from ${manifestFile}; run the chunk build first`);
    chunks[w.tag] = `chunks/${entry.file}`;
  }
  return {
    root,
    define: { __LINGUA_CHUNKS__: JSON.stringify(chunks) },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2020',
      lib: { entry: path.join(root, 'src/loader/lingua-loader.ts'), formats: ['iife'], name: 'linguaLoader', fileName: () => 'lingua.js' },
    },
  };
}

export default defineConfig(({ mode }) => (mode === 'loader' ? loaderBuild() : chunkBuild()));
