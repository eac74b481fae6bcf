// The routed product. The server serves portal/dist with an SPA fallback, so the build is a plain static
// bundle; the dev server proxies the API, the identity provider and the config to a local server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForBrowser, precompressed } from '@lingua/core/build';

/** Libraries, core and the contract: what the feature areas share. */
const SHARED_MODULES = /node_modules|packages[\\/](core|contract)[\\/]/;

const apiTarget = process.env.LINGUA_SERVER ?? 'https://localhost:8543';

export default defineConfig({
  root: import.meta.dirname,
  // The contract without TypeBox in the browser (decision 080); brotli and gzip copies for the server (081).
  plugins: [contractForBrowser(), react(), precompressed()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The application chunk holds React, Mantine and core; feature areas are chunks of their own (routes.tsx).
    chunkSizeWarningLimit: 1200,
    // auth-redirect.html is the popup sign-in's return page (core's default popupRedirectUri).
    rolldownOptions: {
      input: { main: 'index.html', authRedirect: 'auth-redirect.html' },
      // Libraries and core modules referenced by at least 8 chunks go to one shared chunk: left to the default
      // split they fell into dozens of small files (85 requests for /createProject), each compressed on its
      // own. With it / loads 13 files instead of 54 and fewer bytes, /createProject 35 instead of 79 (decision 081).
      // Vite's preload helper keeps a chunk of its own: the sign-in popup's return page needs nothing else.
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /preload-helper/, priority: 3 },
            { name: 'shared', test: SHARED_MODULES, minShareCount: 8, priority: 2 },
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
});
