// The routed product. The server serves portal/dist with an SPA fallback, so the build is a plain static
// bundle; the dev server proxies the API, the identity provider and the config to a local server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForBrowser, precompressed } from '@lingua/core/build';

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
    rolldownOptions: { input: { main: 'index.html', authRedirect: 'auth-redirect.html' } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v1', '/oidc', '/portal-config.json', '/widgets', '/dev'].map((p) => [p, { target: apiTarget, secure: false, changeOrigin: false }]),
    ),
  },
});
