// Signs in through the embedded OpenID Connect provider the way a browser does (authorization code + PKCE S256:
// authorize → sign-in page → password [→ TOTP code] → callback → token endpoint), over real HTTP against a
// listening server. Server tests and the end-to-end setup use it to get ID tokens for demo users.
// Self-signed certificates are accepted for loopback hosts only (the dev server's generated localhost cert).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function httpRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpResponse> {
  const u = new URL(url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  const mod = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(
      u,
      {
        method: opts.method ?? 'GET',
        headers: { ...(opts.body !== undefined ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}), ...opts.headers },
        ...(u.protocol === 'https:' ? { rejectUnauthorized: !loopback } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** A minimal cookie jar: the provider's cookies are few and all sent back to the same server. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  set(name: string, value: string): void {
    this.#cookies.set(name, value);
  }
  entries(): Array<[string, string]> {
    return [...this.#cookies];
  }
  store(res: HttpResponse): void {
    const set = res.headers['set-cookie'] ?? [];
    for (const line of set) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (expired || !value) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header(): Record<string, string> {
    return this.#cookies.size ? { cookie: [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }
}

export interface SignInOptions {
  clientId?: string;
  /** Default `${baseUrl}/auth/redirect.html`. */
  redirectUri?: string;
  scope?: string;
  /** Source address the server sees (X-Forwarded-For; the fixture server trusts loopback as its proxy). */
  forwardedFor?: string;
  /** More authorization request parameters (login_hint, the procurement sign-in token). */
  extraParams?: Record<string, string>;
  /** Cookies the browser already holds, e.g. the device cookies of an earlier sign-in (`flow.deviceCookies()`). */
  cookies?: Record<string, string>;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string;
}

export interface Tokens {
  idToken: string;
  refreshToken: string;
  accessToken: string;
}

/** Text of a server-written page with its numeric character references (lib/html.ts) read back. */
export function decodeReferences(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function field(html: string, name: string): string | undefined {
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
}

function formAction(html: string): string | undefined {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return action === undefined ? undefined : decodeReferences(action);
}

/** The visible error of a sign-in page (role="alert"), if any. */
export function alertText(html: string): string | undefined {
  const m = /role="alert"[^>]*>([^<]*)</.exec(html);
  return m?.[1] === undefined ? undefined : decodeReferences(m[1]);
}

/** One authorization request, step by step, so tests can look at each page. */
export class SignInFlow {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: string;
  readonly verifier = randomBytes(32).toString('base64url');
  readonly state = randomBytes(12).toString('base64url');
  readonly nonce = randomBytes(12).toString('base64url');
  readonly jar = new CookieJar();
  readonly #extraHeaders: Record<string, string>;
  readonly #extraParams: Record<string, string>;
  /** The last page the provider rendered. */
  page: HttpResponse | undefined;

  constructor(baseUrl: string, opts: SignInOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.clientId = opts.clientId ?? 'lingua-portal';
    this.redirectUri = opts.redirectUri ?? `${this.baseUrl}/auth/redirect.html`;
    this.scope = opts.scope ?? 'openid email profile offline_access account.admin';
    this.#extraHeaders = {
      ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
      ...(opts.acceptLanguage ? { 'accept-language': opts.acceptLanguage } : {}),
    };
    this.#extraParams = opts.extraParams ?? {};
    for (const [name, value] of Object.entries(opts.cookies ?? {})) this.jar.set(name, value);
  }

  /** The device cookies this browser holds (identity/device-cookie.ts): what a later visit still carries. */
  deviceCookies(): Record<string, string> {
    return Object.fromEntries(this.jar.entries().filter(([name]) => name.startsWith('lingua_device_')));
  }

  async #request(url: string, opts: { method?: string; body?: string } = {}): Promise<HttpResponse> {
    const res = await httpRequest(new URL(url, this.baseUrl).href, {
      method: opts.method,
      body: opts.body,
      headers: {
        ...this.jar.header(),
        ...this.#extraHeaders,
        ...(opts.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    this.jar.store(res);
    return res;
  }

  authorizeUrl(): string {
    const challenge = createHash('sha256').update(this.verifier).digest('base64url');
    const q = new URLSearchParams({
      client_id: this.clientId,
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: this.scope,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: this.state,
      nonce: this.nonce,
      ...this.#extraParams,
    });
    return `${this.baseUrl}/oidc/auth?${q.toString()}`;
  }

  /** Follows redirects inside the server until a page is rendered or the client's redirect URI is reached. */
  async #follow(res: HttpResponse): Promise<HttpResponse | { code: string }> {
    let current = res;
    for (let i = 0; i < 10; i++) {
      if (current.status < 300 || current.status >= 400) {
        this.page = current;
        return current;
      }
      const location = new URL(String(current.headers.location), this.baseUrl);
      if (location.href.startsWith(this.redirectUri)) {
        const code = location.searchParams.get('code');
        if (!code) throw new Error(`authorization failed: ${location.searchParams.get('error_description') ?? location.search}`);
        if (location.searchParams.get('state') !== this.state) throw new Error('state mismatch');
        return { code };
      }
      current = await this.#request(location.href);
    }
    throw new Error('too many redirects');
  }

  /** GET the authorization endpoint; a page, or the code when no page was needed (token sign-in, session). */
  async open(): Promise<HttpResponse | { code: string }> {
    return this.#follow(await this.#request(this.authorizeUrl()));
  }

  /** GET the authorization endpoint; returns the sign-in page. */
  async start(): Promise<HttpResponse> {
    const out = await this.#follow(await this.#request(this.authorizeUrl()));
    if ('code' in out) throw new Error('signed in without a page (existing session)');
    return out;
  }

  async #submit(fields: Record<string, string>): Promise<HttpResponse | { code: string }> {
    const html = this.page?.body ?? '';
    const action = formAction(html);
    if (!action) throw new Error(`no form on the page (status ${this.page?.status})`);
    const body = new URLSearchParams({ csrf: field(html, 'csrf') ?? '', ...(field(html, 'step') ? { step: field(html, 'step')! } : {}), ...fields });
    return this.#follow(await this.#request(action, { method: 'POST', body: body.toString() }));
  }

  submitPassword(username: string, password: string): Promise<HttpResponse | { code: string }> {
    return this.#submit({ username, password });
  }

  submitCode(code: string): Promise<HttpResponse | { code: string }> {
    return this.#submit({ code });
  }

  /** Exchanges the authorization code at the token endpoint (PKCE verifier, public client). */
  async exchange(code: string): Promise<Tokens> {
    const res = await httpRequest(`${this.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        client_id: this.clientId,
        code_verifier: this.verifier,
      }).toString(),
    });
    if (res.status !== 200) throw new Error(`token endpoint ${res.status}: ${res.body}`);
    const json = JSON.parse(res.body) as { id_token: string; refresh_token: string; access_token: string };
    return { idToken: json.id_token, refreshToken: json.refresh_token, accessToken: json.access_token };
  }
}

/** Full sign-in of one user; throws with the page's message when the provider refuses. */
export async function signIn(baseUrl: string, username: string, password: string, totp?: string | (() => string), opts: SignInOptions = {}): Promise<Tokens> {
  const flow = new SignInFlow(baseUrl, opts);
  await flow.start();
  let out = await flow.submitPassword(username, password);
  if (!('code' in out) && totp !== undefined && /name="step"/.test(out.body)) {
    out = await flow.submitCode(typeof totp === 'function' ? totp() : totp);
  }
  if (!('code' in out)) throw new Error(`sign-in refused (${out.status}): ${alertText(out.body) ?? 'no message'}`);
  return flow.exchange(out.code);
}

/** Refresh-token grant; returns the new tokens (refresh tokens rotate for this public client). */
export async function refreshTokens(baseUrl: string, refreshToken: string, clientId = 'lingua-portal'): Promise<Tokens> {
  const res = await httpRequest(`${baseUrl.replace(/\/$/, '')}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
  });
  if (res.status !== 200) throw new Error(`token endpoint ${res.status}: ${res.body}`);
  const json = JSON.parse(res.body) as { id_token: string; refresh_token: string; access_token: string };
  return { idToken: json.id_token, refreshToken: json.refresh_token, accessToken: json.access_token };
}
