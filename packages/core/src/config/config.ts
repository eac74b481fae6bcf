// Runtime configuration of core, one per page (docs/architecture.md "One core per page"): the portal fills it from
// /portal-config.json, a widget from its attributes. LinguaProvider only configures an unconfigured page, so
// the first provider or widget wins and later widgets with other values cannot split the page's session.

/** How an interactive sign-in happens: a full-page redirect (portal) or a popup (widgets on other sites). */
export type InteractionMode = 'redirect' | 'popup';

/** Shape of the server's `GET /portal-config.json`. */
export interface PortalConfig {
  apiBase: string;
  authority?: string;
  clientId?: string;
  scopes?: string[];
  /** Where the visitor-tracking events are posted (spec 2 §7, the server's TRACKING_URL); unset: nowhere. */
  trackingUrl?: string;
}

export interface LinguaConfig extends PortalConfig {
  /** Sign-in and sign-out style; `redirect` for the portal, `popup` for widgets. Default `redirect`. */
  interaction?: InteractionMode;
  /** Redirect URI for redirect sign-in; default `<origin>/`. */
  redirectUri?: string;
  /** The popup sign-in's return page: the server's bridge, default `<API origin>/auth/popup-bridge` (decision 050). */
  popupRedirectUri?: string;
  /** CSP nonce for the style elements Mantine creates (elements on a host page whose CSP has no 'unsafe-inline'). */
  styleNonce?: string;
  /** Navigation used by endImpersonation; unset in widgets, which never navigate their host page. */
  navigate?: (path: string) => void;
}

const DEFAULT_SCOPES = ['openid', 'profile', 'email', 'account.admin'];

let config: LinguaConfig | null = null;

export function configure(next: Partial<LinguaConfig>): LinguaConfig {
  const merged = { ...config, ...stripUndefined(next) } as LinguaConfig;
  config = { ...merged, apiBase: (merged.apiBase ?? '').replace(/\/+$/, ''), scopes: merged.scopes ?? DEFAULT_SCOPES };
  return config;
}

export function getConfig(): LinguaConfig {
  if (!config) throw new Error('Lingua core is not configured: call configure() or render LinguaProvider with a config');
  return config;
}

/** The configured interaction mode (`redirect` when unset or unconfigured). */
export function getInteraction(): InteractionMode {
  return config?.interaction ?? 'redirect';
}

export function isConfigured(): boolean {
  return config !== null;
}

/** Forgets the configuration (tests). */
export function resetConfig(): void {
  config = null;
}

export async function loadPortalConfig(url = '/portal-config.json'): Promise<PortalConfig> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return (await response.json()) as PortalConfig;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
