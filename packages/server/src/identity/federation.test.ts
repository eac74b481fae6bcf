// Federated sign-in end to end (spec 1 §6): the portal's server with its embedded provider, and a second
// oidc-provider on loopback acting as Umbrella's own identity provider. A real HTTP client walks the whole
// browser path: portal sign-in page → Umbrella's sign-in → back to the portal → authorization code → ID token.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigs, userAccounts, userClientLinks } from '../db/schema/index.ts';
import { httpRequest, type HttpResponse } from '../../test/sign-in.ts';
import { createAccount, startIdentityServer, type IdentityServer } from '../../test/identity-fixtures.ts';
import { FEDERATION_CALLBACK_PATH, FEDERATION_MESSAGES } from './federation.ts';
import { MSG_UNCONFIRMED } from './interactions.ts';

const UPSTREAM_CLIENT_ID = 'lingua-portal';
const UPSTREAM_SECRET = randomBytes(24).toString('base64url');

interface UpstreamPerson {
  email: string;
  given_name: string;
  family_name: string;
  groups: string[];
}

/** Umbrella's identity provider: oidc-provider with a one-field sign-in form (the person's id) and no consent. */
async function startUpstream(redirectUri: string, people: Map<string, UpstreamPerson>) {
  let server: http.Server | undefined;
  let issuer = '';
  // Servers of these tests listen on loopback in the agreed port range.
  for (let port = 8571; port <= 8579 && !server; port++) {
    const candidate = http.createServer((req, res) => void handle(req, res));
    const ok = await new Promise<boolean>((resolve) => {
      candidate.once('error', () => resolve(false));
      candidate.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) {
      server = candidate;
      issuer = `http://127.0.0.1:${port}`;
    }
  }
  if (!server) throw new Error('no free port in 8571-8579');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: UPSTREAM_CLIENT_ID,
        client_secret: UPSTREAM_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub', 'groups'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...person, email_verified: true }) };
    },
  });
  const callback = provider.callback();
  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const p = provider;
    const m = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!m) return callback(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<form method="post" action="/interaction/${m[1]}"><input name="login"><button>Sign in</button></form>`);
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const login = new URLSearchParams(Buffer.concat(chunks).toString()).get('login') ?? '';
    const details = await p.interactionDetails(req, res);
    const grant = new p.Grant({ accountId: login, clientId: details.params.client_id });
    if (details.params.scope) grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    const to = await p.interactionResult(req, res, { login: { accountId: login }, consent: { grantId } }, { mergeWithLastSubmission: false });
    res.writeHead(303, { location: to });
    res.end();
  }
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
}

/** A browser: one cookie jar per origin (both servers share 127.0.0.1, so cookies must not cross). */
class Browser {
  readonly jars = new Map<string, Map<string, string>>();
  async go(url: string, opts: { method?: string; form?: Record<string, string> } = {}): Promise<HttpResponse & { url: string }> {
    const u = new URL(url);
    const jar = this.jars.get(u.host) ?? new Map<string, string>();
    this.jars.set(u.host, jar);
    const body = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
    const res = await httpRequest(u.href, {
      method: opts.method ?? 'GET',
      ...(body !== undefined ? { body } : {}),
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return { ...res, url: u.href };
  }
  /** Follows redirects until a page, or until `stopAt` is reached (returns that URL's response unvisited). */
  async follow(res: HttpResponse & { url: string }, stopAt: string): Promise<{ page?: HttpResponse & { url: string }; stoppedAt?: URL }> {
    let current = res;
    for (let i = 0; i < 15; i++) {
      if (current.status < 300 || current.status >= 400) return { page: current };
      const next = new URL(String(current.headers.location), current.url);
      if (next.href.startsWith(stopAt)) return { stoppedAt: next };
      current = await this.go(next.href);
    }
    throw new Error('too many redirects');
  }
}

const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
const csrf = (html: string) => /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
const alert = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/&#39;/g, "'");

describe('federated sign-in through a company identity provider', () => {
  let portal: IdentityServer;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let umbrellaId = 0;
  let otherId = 0;
  const people = new Map<string, UpstreamPerson>([
    ['u-1001', { email: 'Agent.Smith@umbrella.example', given_name: 'Agent', family_name: 'Smith', groups: ['umbrella-staff', ' umbrella-translators '] }],
    ['u-666', { email: 'boss@lingua.example', given_name: 'Not', family_name: 'Staff', groups: [] }],
  ]);

  beforeAll(async () => {
    portal = await startIdentityServer();
    upstream = await startUpstream(`${portal.baseUrl}${FEDERATION_CALLBACK_PATH}`, people);
    const [umbrella, other] = await portal.ctx.db
      .insert(clientConfigs)
      .values([
        {
          companyName: 'Umbrella Government Services',
          signUpToken: 'x',
          createProjectToken: 'y',
          allowedEmailDomains: ['umbrella.example'],
          defaultApplications: ['machineTranslation'],
          federationSettings: { externalGroups: ['umbrella-staff'], issuer: upstream.issuer, clientId: UPSTREAM_CLIENT_ID, clientSecret: UPSTREAM_SECRET },
        },
        { companyName: 'Other', signUpToken: 'x', createProjectToken: 'y', allowedEmailDomains: ['other.example'] },
      ])
      .returning({ id: clientConfigs.id });
    umbrellaId = umbrella!.id;
    otherId = other!.id;
  });
  afterAll(async () => {
    await upstream?.close();
    await portal?.close();
  });

  /** Portal authorize → its sign-in page. */
  async function startPortal(browser: Browser, extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString('base64url');
    const redirectUri = `${portal.baseUrl}/auth/redirect.html`;
    const q = new URLSearchParams({
      client_id: 'lingua-portal',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile offline_access',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'portal-state',
      nonce: 'portal-nonce',
      ...extra,
    });
    const { page } = await browser.follow(await browser.go(`${portal.baseUrl}/oidc/auth?${q.toString()}`), redirectUri);
    return { page: page!, verifier, redirectUri };
  }

  /** Types the e-mail on the portal's page, signs in upstream as `upstreamId`, and returns where it ended. */
  async function federatedSignIn(browser: Browser, email: string, upstreamId: string) {
    const { page, verifier, redirectUri } = await startPortal(browser);
    const submitted = await browser.go(new URL(formAction(page.body)!, portal.baseUrl).href, {
      method: 'POST',
      form: { csrf: csrf(page.body), username: email, password: '' },
    });
    expect(submitted.status).toBe(303);
    const toUpstream = new URL(String(submitted.headers.location));
    expect(toUpstream.origin).toBe(upstream.issuer);
    expect(toUpstream.searchParams.get('redirect_uri')).toBe(`${portal.baseUrl}${FEDERATION_CALLBACK_PATH}`);
    expect(toUpstream.searchParams.get('code_challenge_method')).toBe('S256');
    const { page: upstreamPage } = await browser.follow(await browser.go(toUpstream.href), redirectUri);
    expect(upstreamPage!.body).toContain('name="login"');
    const action = /action="([^"]+)"/.exec(upstreamPage!.body)![1]!;
    const done = await browser.follow(await browser.go(new URL(action, upstream.issuer).href, { method: 'POST', form: { login: upstreamId } }), redirectUri);
    return { ...done, verifier, redirectUri };
  }

  async function exchange(code: string, verifier: string, redirectUri: string) {
    const res = await httpRequest(`${portal.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'lingua-portal', code_verifier: verifier }).toString(),
    });
    expect(res.status).toBe(200);
    return JSON.parse(res.body) as { id_token: string };
  }

  it('creates a federated CLIENT_EMPLOYEE on first sign-in and issues the portal its tokens', async () => {
    const browser = new Browser();
    const { stoppedAt, verifier, redirectUri } = await federatedSignIn(browser, 'agent.smith@umbrella.example', 'u-1001');
    expect(stoppedAt?.searchParams.get('state')).toBe('portal-state');
    const tokens = await exchange(stoppedAt!.searchParams.get('code')!, verifier, redirectUri);
    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({
      email: 'agent.smith@umbrella.example',
      groups: ['CLIENT_EMPLOYEE'],
      is_federated: true,
      external_groups: 'umbrella-staff,umbrella-translators',
      given_name: 'Agent',
      family_name: 'Smith',
      nonce: 'portal-nonce',
    });
    const [row] = await portal.ctx.db.select().from(userAccounts).where(eq(userAccounts.username, 'agent.smith@umbrella.example'));
    expect(row).toMatchObject({ isFederated: true, roles: ['CLIENT_EMPLOYEE'], passwordHash: null, clientId: umbrellaId, emailVerified: true, federatedSubject: 'u-1001', applications: ['machineTranslation'] });
    const links = await portal.ctx.db.select().from(userClientLinks).where(eq(userClientLinks.userId, row!.id));
    expect(links.map((l) => l.clientId)).toEqual([umbrellaId]);

    // The portal's API accepts the token and reports the federated account.
    const me = await portal.app.inject({ method: 'GET', url: '/v1/userAccount', headers: { authorization: `Bearer ${tokens.id_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ isFederatedSsoAccount: true, roles: ['CLIENT_EMPLOYEE'], clientConfig: { clientId: String(umbrellaId) } });
  });

  it('updates the same account on the next sign-in (groups follow the company provider)', async () => {
    people.get('u-1001')!.groups = ['umbrella-staff'];
    const { stoppedAt } = await federatedSignIn(new Browser(), 'Agent.Smith@UMBRELLA.example', 'u-1001');
    expect(stoppedAt?.searchParams.get('code')).toBeTruthy();
    const rows = await portal.ctx.db.select().from(userAccounts).where(eq(userAccounts.email, 'agent.smith@umbrella.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.externalGroups).toBe('umbrella-staff');
  });

  it('refuses an upstream identity whose e-mail is outside the company domains', async () => {
    const { page, stoppedAt } = await federatedSignIn(new Browser(), 'someone@umbrella.example', 'u-666');
    expect(stoppedAt).toBeUndefined();
    expect(page!.status).toBe(401);
    expect(page!.body).toContain(FEDERATION_MESSAGES.wrongDomain);
    const rows = await portal.ctx.db.select().from(userAccounts).where(eq(userAccounts.email, 'boss@lingua.example'));
    expect(rows).toEqual([]);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const browser = new Browser();
    const { page } = await startPortal(browser);
    const uid = /interaction\/([^/]+)\/login/.exec(formAction(page.body)!)![1]!;
    const forged = await browser.follow(await browser.go(`${portal.baseUrl}${FEDERATION_CALLBACK_PATH}?code=abc&state=${uid}.forged`), `${portal.baseUrl}/auth/redirect.html`);
    expect(forged.page!.status).toBe(401);
    const bad = await browser.go(`${portal.baseUrl}${FEDERATION_CALLBACK_PATH}?code=abc&state=..%2F..`);
    expect(bad.status).toBe(400);
  });

  it('refuses to take over a local account of another organisation', async () => {
    const row = await createAccount(portal.ctx, { username: 'agent.jones@umbrella.example', roles: ['CLIENT'] });
    await portal.ctx.db.update(userAccounts).set({ clientId: otherId }).where(eq(userAccounts.id, row.id));
    people.set('u-2002', { email: 'agent.jones@umbrella.example', given_name: 'A', family_name: 'J', groups: [] });
    const { page } = await federatedSignIn(new Browser(), 'agent.jones@umbrella.example', 'u-2002');
    expect(page!.status).toBe(401);
    const [after] = await portal.ctx.db.select().from(userAccounts).where(eq(userAccounts.id, row.id));
    expect(after).toMatchObject({ isFederated: false, clientId: otherId, roles: ['CLIENT'] });
    expect(after!.passwordHash).not.toBeNull();
  });

  it('goes straight to the company provider when the portal passes a federated login_hint', async () => {
    const browser = new Browser();
    const verifier = randomBytes(32).toString('base64url');
    const q = new URLSearchParams({
      client_id: 'lingua-portal',
      response_type: 'code',
      redirect_uri: `${portal.baseUrl}/auth/redirect.html`,
      scope: 'openid',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      login_hint: 'agent.smith@umbrella.example',
    });
    const { stoppedAt } = await browser.follow(await browser.go(`${portal.baseUrl}/oidc/auth?${q.toString()}`), upstream.issuer);
    expect(stoppedAt?.searchParams.get('login_hint')).toBe('agent.smith@umbrella.example');
  });

  it('tells the person when the company provider cannot be reached', async () => {
    await portal.ctx.db.insert(clientConfigs).values({
      companyName: 'Down Inc',
      signUpToken: 'x',
      createProjectToken: 'y',
      allowedEmailDomains: ['down.example'],
      federationSettings: { externalGroups: [], issuer: 'http://127.0.0.1:1', clientId: 'c', clientSecret: 's' },
    });
    const browser = new Browser();
    const { page } = await startPortal(browser);
    const res = await browser.go(new URL(formAction(page.body)!, portal.baseUrl).href, {
      method: 'POST',
      form: { csrf: csrf(page.body), username: 'someone@down.example', password: '' },
    });
    expect(res.status).toBe(502);
    expect(alert(res.body)).toBe(FEDERATION_MESSAGES.unavailable);
  });

  it('keeps password sign-in for other domains and refuses unconfirmed sign-up accounts', async () => {
    await createAccount(portal.ctx, { username: 'new@other.example', password: 'Passw0rdOk' });
    await portal.ctx.db.update(userAccounts).set({ emailVerified: false }).where(eq(userAccounts.username, 'new@other.example'));
    const browser = new Browser();
    const { page } = await startPortal(browser);
    const res = await browser.go(new URL(formAction(page.body)!, portal.baseUrl).href, {
      method: 'POST',
      form: { csrf: csrf(page.body), username: 'new@other.example', password: 'Passw0rdOk' },
    });
    expect(res.status).toBe(403);
    expect(alert(res.body)).toBe(MSG_UNCONFIRMED);
    await portal.ctx.db.update(userAccounts).set({ emailVerified: true }).where(eq(userAccounts.username, 'new@other.example'));
    const again = await startPortal(browser);
    const ok = await browser.go(new URL(formAction(again.page.body)!, portal.baseUrl).href, {
      method: 'POST',
      form: { csrf: csrf(again.page.body), username: 'new@other.example', password: 'Passw0rdOk' },
    });
    expect(ok.status).toBe(303);
    expect(String(ok.headers.location)).toContain('/oidc/auth/');
  });
});
