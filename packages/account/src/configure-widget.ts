// The widget loader hands each chunk the server's configuration; the first chunk to load configures core
// for the page (widgets sign in with a popup: they never navigate their host).
import { configure, isConfigured } from '@lingua/core';
import type { LinguaConfig } from '@lingua/core';

/** Configures core from the loader's configuration unless the page is configured already. */
export function configureFromLoader(config?: Partial<LinguaConfig>): void {
  if (!config?.apiBase || isConfigured()) return;
  configure({ interaction: 'popup', ...config, apiBase: config.apiBase });
}
