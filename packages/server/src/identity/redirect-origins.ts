// The one list of origins that may embed widgets and receive sign-in answers (decision 050), asked by CORS, the
// provider's redirect checks and the popup bridge alike. Cached (oidc-provider checks synchronously) and reloaded
// early when a request names an unknown origin, so a newly registered host works at once.
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
