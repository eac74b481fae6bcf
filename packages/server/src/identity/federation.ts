// Federated sign-in (spec 1 §6) at a company's own OIDC provider, by e-mail domain: code flow with PKCE; the pending
// request lives in a signed HttpOnly cookie, so any process can finish it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { InteractionDetails } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { clientConfigs, userClientLinks, type FederationSettings } from '../db/schema/clients.ts';
import { userAccounts } from '../db/schema/identity.ts';
import type { Clock } from '../lib/clock.ts';
import en from '../texts/en.ts';
import { FEDERATED_ROLE, type AccountRow } from './accounts.ts';

type ClientRow = typeof clientConfigs.$inferSelect;

/** The fixed redirect URI to register at each company's provider: `${publicUrl}${FEDERATION_CALLBACK_PATH}`. */
export const FEDERATION_CALLBACK_PATH = '/oidc/federation/callback';
const PENDING_TTL_MS = 10 * 60 * 1000;
const COOKIE_PREFIX = 'lingua_fed_';
const DISCOVERY_TIMEOUT_MS = 10_000;
/** Discovery documents are re-read after this long (key rotation at the issuer is handled by jose's JWKS cache). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Upstream `scope`: what the account needs (e-mail, names); the groups claim rides with it when the issuer sends it. */
const UPSTREAM_SCOPE = 'openid email profile';

/** As the catalogue says them in English (decision 190): the sign-in page shows them in its own language. */
export const FEDERATION_MESSAGES = {
  failed: en.signIn.federationFailed,
  unavailable: en.signIn.federationUnavailable,
  wrongDomain: en.signIn.federationWrongDomain,
  conflict: en.signIn.federationConflict,
} as const;

export interface FederatedClient {
  client: ClientRow;
  settings: Required<Pick<FederationSettings, 'issuer' | 'clientId' | 'clientSecret'>> & FederationSettings;
  domains: string[];
}

function usable(row: ClientRow): FederatedClient | null {
  const f = row.federationSettings;
  if (!f?.issuer || !f.clientId || !f.clientSecret) return null;
  const domains = (f.emailDomains?.length ? f.emailDomains : row.allowedEmailDomains).map((d) => d.toLowerCase());
  return { client: row, settings: { ...f, issuer: f.issuer, clientId: f.clientId, clientSecret: f.clientSecret }, domains };
}

export async function federatedClientForLogin(db: Db, login: string): Promise<FederatedClient | null> {
  const value = login.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return null;
  const domain = value.slice(at + 1);
  const rows = await db
    .select()
    .from(clientConfigs)
    .where(and(isNotNull(clientConfigs.federationSettings), sql`${clientConfigs.federationSettings}->>'issuer' is not null`))
    .orderBy(clientConfigs.id);
  for (const row of rows) {
    const f = usable(row);
    if (f?.domains.includes(domain)) return f;
  }
  return null;
}

async function loadFederatedClient(db: Db, clientId: number): Promise<FederatedClient | null> {
  const [row] = await db.select().from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  return row ? usable(row) : null;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const discoveries = new Map<string, { at: number; doc: Discovery; jwks: JWTVerifyGetKey }>();

async function discover(issuer: string): Promise<{ doc: Discovery; jwks: JWTVerifyGetKey }> {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached;
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`discovery of ${issuer} failed: ${res.status}`);
  const doc = (await res.json()) as Discovery;
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (doc.issuer !== issuer || !doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
    throw new Error(`discovery of ${issuer} returned an unusable document`);
  }
  const entry = { at: Date.now(), doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: DISCOVERY_TIMEOUT_MS }) };
  discoveries.set(issuer, entry);
  return entry;
}

interface Pending {
  uid: string;
  clientId: number;
  state: string;
  nonce: string;
  verifier: string;
  exp: number;
}

function mac(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(`federation:${data}`).digest('base64url');
}

function seal(key: Buffer, p: Pending): string {
  const body = Buffer.from(JSON.stringify(p)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

function unseal(key: Buffer, value: string | undefined, now: Date): Pending | null {
  if (!value) return null;
  const [body = '', sig = ''] = value.split('.');
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Pending;
    return p.exp > now.getTime() ? p : null;
  } catch {
    return null;
  }
}

function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return decodeURIComponent(part.slice(eqAt + 1).trim());
  }
  return undefined;
}

function cookieHeader(name: string, value: string, secure: boolean, maxAgeSeconds: number): string {
  // SameSite=Lax: the company's provider sends the browser back with a top-level GET, which Lax cookies ride on.
  return `${name}=${encodeURIComponent(value)}; Path=/oidc; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

export interface FederationContext {
  db: Db;
  clock: Clock;
  publicUrl: string;
  formKey: Buffer;
}

export async function startFederatedSignIn(fc: FederationContext, reply: FastifyReply, uid: string, target: FederatedClient, loginHint: string): Promise<string> {
  const { doc } = await discover(target.settings.issuer);
  const pending: Pending = {
    uid,
    clientId: target.client.id,
    state: `${uid}.${randomBytes(16).toString('base64url')}`,
    nonce: randomBytes(16).toString('base64url'),
    verifier: randomBytes(32).toString('base64url'),
    exp: fc.clock.now().getTime() + PENDING_TTL_MS,
  };
  // On the raw response: oidc-provider writes its own cookies there, and Fastify's header would replace them.
  reply.raw.appendHeader('set-cookie', cookieHeader(`${COOKIE_PREFIX}${uid}`, seal(fc.formKey, pending), fc.publicUrl.startsWith('https:'), PENDING_TTL_MS / 1000));
  const url = new URL(doc.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: target.settings.clientId,
    response_type: 'code',
    redirect_uri: `${fc.publicUrl}${FEDERATION_CALLBACK_PATH}`,
    scope: UPSTREAM_SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
    code_challenge_method: 'S256',
    login_hint: loginHint,
  }).toString();
  return url.href;
}

export function interactionUidOfState(state: unknown): string | null {
  if (typeof state !== 'string') return null;
  const uid = state.split('.')[0] ?? '';
  return /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? uid : null;
}

export class FederationError extends Error {}

function groupsOf(claim: unknown): string | null {
  const list = Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.split(',') : [];
  const groups = list.filter((g): g is string => typeof g === 'string').map((g) => g.trim()).filter(Boolean);
  return groups.length ? groups.join(',') : null;
}

export async function completeFederatedSignIn(
  fc: FederationContext,
  request: FastifyRequest<{ Params: { uid: string }; Querystring: Record<string, string | undefined> }>,
  reply: FastifyReply,
): Promise<AccountRow> {
  const uid = request.params.uid;
  const name = `${COOKIE_PREFIX}${uid}`;
  const pending = unseal(fc.formKey, readCookie(request, name), fc.clock.now());
  // The pending request is spent whatever happens next: a code is redeemed once.
  reply.raw.appendHeader('set-cookie', cookieHeader(name, '', fc.publicUrl.startsWith('https:'), 0));
  const q = request.query;
  const stateOk = !!pending && pending.uid === uid && typeof q.state === 'string' && Buffer.from(q.state).equals(Buffer.from(pending.state));
  if (!pending || !stateOk || q.error || !q.code) throw new FederationError(FEDERATION_MESSAGES.failed);
  const target = await loadFederatedClient(fc.db, pending.clientId);
  if (!target) throw new FederationError(FEDERATION_MESSAGES.failed);

  let claims: JWTPayload;
  try {
    const { doc, jwks } = await discover(target.settings.issuer);
    const res = await fetch(doc.token_endpoint, {
      method: 'POST',
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        // RFC 6749 §2.3.1: client id and secret form-encoded before Basic encoding.
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(target.settings.clientId)}:${encodeURIComponent(target.settings.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: q.code,
        redirect_uri: `${fc.publicUrl}${FEDERATION_CALLBACK_PATH}`,
        code_verifier: pending.verifier,
      }).toString(),
    });
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
    const tokens = (await res.json()) as { id_token?: string };
    if (!tokens.id_token) throw new Error('no id_token');
    ({ payload: claims } = await jwtVerify(tokens.id_token, jwks, {
      issuer: doc.issuer,
      audience: target.settings.clientId,
      currentDate: fc.clock.now(),
      clockTolerance: 60,
    }));
  } catch (err) {
    request.log.warn({ err, issuer: target.settings.issuer }, 'federated sign-in failed');
    throw new FederationError(FEDERATION_MESSAGES.failed);
  }
  if (claims.nonce !== pending.nonce || typeof claims.sub !== 'string') throw new FederationError(FEDERATION_MESSAGES.failed);
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // A company's provider speaks for its own domains only: it must not sign anyone in as a person of another
  // organisation (or as provider staff).
  if (!email || claims.email_verified === false || !target.domains.includes(email.slice(email.lastIndexOf('@') + 1))) {
    throw new FederationError(FEDERATION_MESSAGES.wrongDomain);
  }
  return upsertFederatedAccount(fc.db, target.client, claims.sub, email, claims);
}

async function upsertFederatedAccount(db: Db, client: ClientRow, sub: string, email: string, claims: JWTPayload): Promise<AccountRow> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const profile = {
    email,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    externalGroups: groupsOf(claims.groups),
    isFederated: true,
    passwordHash: null,
    roles: [FEDERATED_ROLE],
    emailVerified: true,
    federatedSubject: sub,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(userAccounts)
      .where(sql`lower(${userAccounts.username}) = ${email}`)
      .limit(1);
    let row: AccountRow | undefined;
    if (existing) {
      // The same address at this company's provider names the same person only if nothing says otherwise: a
      // different subject, or an account of another organisation, is not taken over.
      const foreign = (existing.clientId !== null && existing.clientId !== client.id) || (existing.federatedSubject !== null && existing.federatedSubject !== sub);
      if (foreign) throw new FederationError(FEDERATION_MESSAGES.conflict);
      [row] = await tx
        .update(userAccounts)
        .set({
          ...profile,
          firstName: profile.firstName || existing.firstName,
          lastName: profile.lastName || existing.lastName,
          clientId: client.id,
          // MFA is the company provider's business.
          preferredMfa: 'NOMFA',
          totpSecret: null,
          totpPendingSecret: null,
          ...(existing.applications.length === 0 ? { applications: client.defaultApplications } : {}),
        })
        .where(eq(userAccounts.id, existing.id))
        .returning();
    } else {
      [row] = await tx
        .insert(userAccounts)
        .values({ ...profile, username: email, clientId: client.id, applications: client.defaultApplications })
        .returning();
    }
    await tx.insert(userClientLinks).values({ userId: row!.id, clientId: client.id }).onConflictDoNothing();
    return row!;
  });
}

export interface FederationRouteHelpers {
  load(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<InteractionDetails | null>;
  finish(request: FastifyRequest, reply: FastifyReply, details: InteractionDetails, account: AccountRow, amr: string[]): Promise<FastifyReply>;
  fail(reply: FastifyReply, message: string, status: number): FastifyReply;
}

/** The fixed callback forwards the browser to its interaction, whose cookie is scoped to /oidc/interaction/:uid. */
export async function federationRoutes(app: FastifyInstance, fc: FederationContext, interactionPath: string, h: FederationRouteHelpers): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>(FEDERATION_CALLBACK_PATH, async (request, reply) => {
    const uid = interactionUidOfState(request.query.state);
    if (!uid) return h.fail(reply, FEDERATION_MESSAGES.failed, 400);
    const search = new URLSearchParams(Object.entries(request.query).filter((e): e is [string, string] => typeof e[1] === 'string')).toString();
    return reply.header('cache-control', 'no-store').redirect(`${interactionPath}/${encodeURIComponent(uid)}/federated?${search}`, 303);
  });

  app.get<{ Params: { uid: string }; Querystring: Record<string, string | undefined> }>(`${interactionPath}/:uid/federated`, async (request, reply) => {
    const details = await h.load(request, reply);
    if (!details) return reply;
    let account: AccountRow;
    try {
      account = await completeFederatedSignIn(fc, request, reply);
    } catch (err) {
      if (err instanceof FederationError) return h.fail(reply, err.message, 401);
      throw err;
    }
    if (!account.isEnabled) return h.fail(reply, en.signIn.disabled, 403);
    return h.finish(request, reply, details, account, ['fed']);
  });
}
