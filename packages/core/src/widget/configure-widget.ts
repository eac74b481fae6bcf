// The widget loader hands each element chunk the server's configuration (its /portal-config.json resolved
// against the loader script's origin); the first chunk or element to load configures core for the page, so
// later ones cannot split the page's session (docs/architecture.md "One core per page").
import { configure, isConfigured } from '../config/config.ts';
import type { LinguaConfig } from '../config/config.ts';

/**
 * Configures core from the loader's configuration unless the page is configured already; widgets sign in
 * with a popup by default because they never navigate their host. Without an API base it does nothing:
 * the element's own attributes configure the page instead.
 */
export function configureWidget(config?: Partial<LinguaConfig>): void {
  if (!config?.apiBase || isConfigured()) return;
  configure({ interaction: 'popup', ...config, apiBase: config.apiBase });
}
