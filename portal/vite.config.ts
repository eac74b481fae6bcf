// The routed product. The server serves portal/dist with an SPA fallback, so the build is a plain static
// bundle; the dev server proxies the API, the identity provider and the config to a local server.
import path from 'node:path';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForBrowser, firstLoads, mantineCssPerComponent, precompressed } from '@lingua/core/build';

/** Libraries, core and the contract: what the feature areas share. */
const SHARED_MODULES = /node_modules|packages[\\/](core|contract)[\\/]/;

const apiTarget = process.env.LINGUA_SERVER ?? 'https://localhost:8543';

const root = import.meta.dirname;

/** The modules the portal's first screen loads (a first, unwritten build), less what the sign-in popup's return page loads. */
async function firstScreen(): Promise<Set<string>> {
  const [main, popup] = [path.join(root, 'index.html'), path.join(root, 'auth-redirect.html')];
  const loads = await firstLoads(portalBuild(null), [main, popup]);
  return new Set([...loads.get(main)!].filter((id) => !loads.get(popup)!.has(id)));
}

/** The portal build; `first` (from a first pass of it) is what the first screen loads. */
function portalBuild(first: Set<string> | null): UserConfig {
  return {
    root,
    // The contract without TypeBox in the browser (decision 080); each Mantine component's CSS with its code
    // (119); brotli and gzip copies for the server (081).
    plugins: [contractForBrowser(), mantineCssPerComponent({ defaultCssVariables: true }), react(), ...(first ? [precompressed()] : [])],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // The application chunk holds React, Mantine and core; feature areas are chunks of their own (routes.tsx).
      chunkSizeWarningLimit: 1200,
      // Every browser the portal supports preloads modules itself; the polyfill was a request of its own.
      modulePreload: { polyfill: false },
      // auth-redirect.html is the popup sign-in's return page (core's default popupRedirectUri).
      rolldownOptions: {
        input: { main: 'index.html', authRedirect: 'auth-redirect.html' },
        output: {
          codeSplitting: {
            groups: [
              // Vite's preload helper keeps a chunk of its own: the sign-in popup's return page needs nothing else.
              { name: 'preload-helper', test: /preload-helper/, priority: 4 },
              // 1. What the first screen loads goes into the main chunk, one file (decision 119): split by the set
              //    of chunks using each module, / loaded 16 script files, most under 1 KB, each with a
              //    kilobyte of response headers, and the shared chunk below, much of it for the feature areas.
              ...(first ? [{ name: 'main', test: (id: string) => first.has(id), priority: 3 }] : []),
              // 2. Libraries and core modules referenced by at least 8 chunks go to one shared chunk, which only
              //    the feature areas load: left to the default split they fell into dozens of small files (85
              //    requests for /createProject), each compressed on its own (decision 081).
              // (Not in the first pass, whose chunks must say what the first screen uses.)
              ...(first ? [{ name: 'shared', test: SHARED_MODULES, minShareCount: 8, priority: 2 }] : []),
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        ['/v1', '/oidc', '/portal-config.json', '/widgets', '/dev'].map((p) => [p, { target: apiTarget, secure: false, changeOrigin: false }]),
      ),
    },
  };
}

export default defineConfig(async ({ command }) => (command === 'build' ? portalBuild(await firstScreen()) : portalBuild(null)));
