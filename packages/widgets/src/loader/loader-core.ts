// The loader's pure parts, kept apart so unit tests reach them without a page.

/** What GET /portal-config.json answers. */
export interface ServerConfig {
  apiBase: string;
  authority?: string;
  clientId?: string;
  scopes?: string[];
  popupRedirectUri?: string;
  /** The loader script's CSP nonce, for the style elements the elements create (strict host CSP). */
  styleNonce?: string;
}

export interface WidgetModule {
  register(config: ServerConfig): unknown;
}

/** Resolves the configuration's addresses against the script's origin (the host page may be elsewhere). */
export function resolveConfig(config: ServerConfig, origin: string): ServerConfig {
  const absolute = (value: string | undefined) => (value ? new URL(value, `${origin}/`).href.replace(/\/+$/, '') : value);
  return {
    ...config,
    apiBase: absolute(config.apiBase) ?? `${origin}/v1`,
    authority: absolute(config.authority),
    // The popup returns to the server's bridge page, which posts the answer to this page's registered origin.
    popupRedirectUri: config.popupRedirectUri ?? `${origin}/auth/popup-bridge`,
  };
}

export function chunkFor(chunks: Record<string, string>, tag: string): string | undefined {
  return Object.hasOwn(chunks, tag) ? chunks[tag] : undefined;
}

export function knownTags(chunks: Record<string, string>): string[] {
  return Object.keys(chunks);
}
