// Which origins may receive the authorization response and call the token endpoint: the portal's own origin
// and the intranet origins that embed the widgets (client_configs.widget_origins, union over all clients).
// oidc-provider checks redirect URIs and CORS synchronously, so the origins are cached and refreshed before
// a provider request: when older than a few seconds, or sooner (at most once a second) when the request names an
// origin the cache does not know — a newly registered widget host works at once without a query per request.
import type { Db } from '../db/client.ts';
import { clientConfigs } from '../db/schema/clients.ts';

const REFRESH_MS = 10_000;
const MISS_REFRESH_MS = 1_000;

export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export class AllowedOrigins {
  readonly #db: Db;
  readonly #publicOrigin: string;
  #widgetOrigins = new Set<string>();
  #loadedAt = 0;
  #loading: Promise<void> | undefined;

  constructor(db: Db, publicUrl: string) {
    this.#db = db;
    this.#publicOrigin = new URL(publicUrl).origin;
  }

  /** Reloads when the cache is older than `maxAgeMs`. */
  async refresh(maxAgeMs = REFRESH_MS): Promise<void> {
    if (Date.now() - this.#loadedAt < maxAgeMs) return;
    this.#loading ??= (async () => {
      try {
        const rows = await this.#db.select({ origins: clientConfigs.widgetOrigins }).from(clientConfigs);
        const next = new Set<string>();
        for (const r of rows) for (const o of r.origins) {
          const origin = originOf(o);
          if (origin) next.add(origin);
        }
        this.#widgetOrigins = next;
        this.#loadedAt = Date.now();
      } finally {
        this.#loading = undefined;
      }
    })();
    await this.#loading;
  }

  /** Before a provider request: reload sooner when it names an origin (redirect URI, CORS) not known yet. */
  async refreshFor(uris: Array<string | undefined>): Promise<void> {
    const unknown = uris.some((u) => {
      const origin = u ? originOf(u) : undefined;
      return origin !== undefined && !this.hasOrigin(origin);
    });
    await this.refresh(unknown ? MISS_REFRESH_MS : REFRESH_MS);
  }

  hasOrigin(origin: string): boolean {
    return origin === this.#publicOrigin || this.#widgetOrigins.has(origin);
  }

  /** An http(s) URI on an allowed origin, without fragment or credentials (OAuth 2.0 §3.1.2). */
  allowsRedirect(uri: string): boolean {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (url.hash || uri.includes('#') || url.username || url.password) return false;
    return this.hasOrigin(url.origin);
  }
}
