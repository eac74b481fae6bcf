// Two builds into dist/ (docs/architecture.md "One core per page"):
//   `vite build`               → dist/chunks/: one ES chunk per element plus ONE shared chunk holding core,
//                                 React and Mantine, so every element on a page shares one session store;
//   `vite build --mode loader` → dist/lingua.js: a classic script (document.currentScript works, hosts
//                                 paste a plain <script src>) that imports those chunks on demand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { WIDGETS } from './src/registry.ts';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, 'chunks/.vite/manifest.json');

const SHARED_SOURCES = [path.resolve(root, '../core/'), path.resolve(root, '../contract/')];

function isCoreModule(id: string): boolean {
  return id.includes(`${path.sep}node_modules${path.sep}`) || SHARED_SOURCES.some((dir) => id.startsWith(dir)) || id.startsWith('\0');
}

function chunkBuild(): UserConfig {
  return {
    root,
    plugins: [react()],
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
          chunkFileNames: '[name]-[hash].js',
          // Core, the contract and the libraries (React, Mantine, i18next, MSAL ...) are one chunk every
          // element shares; each feature package's own code stays in its element's chunk. (The bundler never
          // duplicates a module, so there is one copy of core per page whatever the grouping.)
          codeSplitting: { groups: [{ name: 'core', test: isCoreModule }] },
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
