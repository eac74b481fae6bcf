// The loader hands every chunk the server's /portal-config.json resolved against the script's origin; the
// first chunk to load configures core for the page (widgets sign in with a popup: they never navigate).
import { configure, isConfigured } from '@lingua/core';
import type { LinguaConfig } from '@lingua/core';

/** Configures core from the loader's configuration unless the page already configured it. */
export function configureFromLoader(config?: Partial<LinguaConfig>): void {
  if (!config || isConfigured()) return;
  configure({ interaction: 'popup', ...config });
}
