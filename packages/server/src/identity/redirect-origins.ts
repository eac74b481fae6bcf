// The one list of origins that may embed the widgets and receive sign-in answers: the portal's own origin,
// the deployment's default widget origins (WIDGET_ORIGINS) and each client's registered widget origins
// (client_configs.widget_origins, union over all clients). CORS, the identity provider's redirect and CORS
// checks and the popup sign-in bridge all ask this one object (decision 050), so they can never disagree.
// oidc-provider checks redirect URIs and CORS synchronously, so the origins are cached and refreshed before
// a request: when older than a few seconds, or sooner (at most once a second) when the request names an
// origin the cache does not know — a newly registered widget host works at once without a query per request.
import type { Db } from '../db/client.ts';
import { clientConfigs } from '../db/schema/clients.ts';

const REFRESH_MS = 10_000;
const MISS_REFRESH_MS = 1_000;

/** The origin (`scheme://host[:port]`) of an http(s) URL, or undefined for anything else. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `value` is exactly an http(s) origin: no path, query, fragment or credentials. */
export function isOrigin(value: string): boolean {
  return originOf(value) === value;
}

export class AllowedOrigins {
  readonly #db: Db;
  readonly #publicOrigin: string;
  readonly #defaults: ReadonlySet<string>;
  #widgetOrigins = new Set<string>();
  #loadedAt = 0;
  #loading: Promise<void> | undefined;

  /** `defaults`: origins allowed for every client (the WIDGET_ORIGINS setting). */
  constructor(db: Db, publicUrl: string, defaults: readonly string[] = []) {
    this.#db = db;
    this.#publicOrigin = new URL(publicUrl).origin;
    this.#defaults = new Set(defaults.map(originOf).filter((o): o is string => o !== undefined));
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

  /** Forgets the cache (after a client's widget origins changed in this process). */
  invalidate(): void {
    this.#loadedAt = 0;
  }

  /** Before a request: reload sooner when it names an origin (redirect URI, CORS) not known yet. */
  async refreshFor(uris: Array<string | undefined>): Promise<void> {
    const unknown = uris.some((u) => {
      const origin = u ? originOf(u) : undefined;
      return origin !== undefined && !this.hasOrigin(origin);
    });
    await this.refresh(unknown ? MISS_REFRESH_MS : REFRESH_MS);
  }

  /** Refreshes as refreshFor does, then answers whether `origin` is allowed. */
  async allows(origin: string): Promise<boolean> {
    await this.refreshFor([origin]);
    return this.hasOrigin(originOf(origin) ?? origin);
  }

  hasOrigin(origin: string): boolean {
    return origin === this.#publicOrigin || this.#defaults.has(origin) || this.#widgetOrigins.has(origin);
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
