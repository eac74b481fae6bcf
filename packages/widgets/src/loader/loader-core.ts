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

/** Length of the content hash the chunk build puts after an entry's name (`[name]-[hash].js`). */
export const CHUNK_HASH_LENGTH = 8;

/**
 * The tag → chunk table from the list the build writes into the loader: each element's chunk file without
 * `.js`, space-separated (`sign-up-B664aB27 …`). Element `lingua-<name>` has the chunk `<name>-<hash>`: the
 * table is not written out twice in every host's copy of the loader (decision 171).
 */
export function chunkTable(list: string): Record<string, string> {
  return Object.fromEntries(list.split(' ').map((file) => [`lingua-${file.slice(0, -CHUNK_HASH_LENGTH - 1)}`, `chunks/${file}.js`]));
}
