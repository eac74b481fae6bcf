// The sign-in pages of the embedded provider (/oidc/interaction/:uid): username or e-mail and password, then a
// TOTP code when the account has MFA; consent is given automatically because the only client is first-party.
// Forms carry a token derived from the interaction uid (itself bound to oidc-provider's signed interaction
// cookie), and failures are throttled so that the attacker is slowed, not the victim (throttle.ts,
// device-cookie.ts, decision 073).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { userAccounts } from '../db/schema/identity.ts';
import { findAccountById, findAccountByLogin, isMfaEnabled, type AccountRow } from './accounts.ts';
import type { IdentityKeys } from './keys.ts';
import { verifyPassword, hashPassword } from './passwords.ts';
import { securityEvent } from '../instrumentation/security-events.ts';
import { accountAddressKey, deviceKey, lockedFor, recordFailure, recordSuccess, signInKeys, throttledMessage, untrustedAccountKey, type ThrottleKey } from './throttle.ts';
import { issueDeviceCookie, trustedDeviceId } from './device-cookie.ts';
import { sendLockoutNotice } from './lockout-notice.ts';
import { matchTotp } from './totp.ts';
import { loadTotpSecretBox } from './totp-secrets.ts';
import { FEDERATION_MESSAGES, federatedClientForLogin, federationRoutes, startFederatedSignIn, type FederationContext } from './federation.ts';
import { messagePage, mfaPage, signInPage, type Page } from './views.ts';
import { consumeSignInToken } from './sign-in-token.ts';

export const MSG_WRONG_CREDENTIALS = 'Incorrect username or password.';
export const MSG_DISABLED = 'Your account is disabled.';
export const MSG_INVALID_CODE = 'Invalid code. Please try again or wait for the code to change.';
export const MSG_UNCONFIRMED = 'Please confirm your e-mail address first.';
export const OIDC_INTERACTION_PATH = '/oidc/interaction';
/** Authorization request parameter carrying the one-time token of initializeLogIn (with login_hint = username). */
export const LOGIN_TOKEN_PARAM = 'lingua_login_token';
/** Spec 3 §8, word for word (two spaces). */
export const MSG_PUNCHOUT_SIGN_IN_FAILED = 'Unable to sign in.  Please try again later.';
const MSG_EXPIRED = 'Your sign-in request has expired. Please start again from the portal.';
/** How long the code step stays open after the password was accepted. */
const MFA_STEP_MS = 5 * 60 * 1000;

interface Options {
  provider: Provider;
  keys: IdentityKeys;
}

function mac(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// Makes the no-such-account path cost one scrypt like the wrong-password path (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;

export async function interactionRoutes(app: FastifyInstance, { provider, keys }: Options): Promise<void> {
  const { db, clock, config } = app.ctx;
  const homeUrl = `${config.publicUrl}/`;
  const totpSecrets = await loadTotpSecretBox(config);
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  const csrfFor = (uid: string) => mac(keys.formKey, `csrf:${uid}`);
  const deviceCookieKey = createHmac('sha256', keys.formKey).update('device-cookies').digest();
  const secureCookies = config.publicUrl.startsWith('https:');

  /**
   * The throttle keys of an attempt on `login` (the account's name, or what was typed when there is no such
   * account) and whether it comes from a trusted browser: one with a valid device cookie for the account whose
   * own count is not locked. A locked device cookie (stolen and used for guessing) counts as untrusted.
   */
  async function attemptKeys(request: FastifyRequest, account: AccountRow | undefined, login: string, now: Date): Promise<ThrottleKey[]> {
    const deviceId = trustedDeviceId(request, deviceCookieKey, account?.id);
    const trusted = deviceId !== null && (await lockedFor(db, [deviceKey(deviceId)], now)) === 0;
    return signInKeys(account?.username ?? login, request.ip, trusted ? deviceId : null);
  }

  /** Counts a failure; tells the owner when it just locked untrusted clients out of the account. */
  async function failed(request: FastifyRequest, throttleKeys: ThrottleKey[], account: AccountRow | undefined, now: Date): Promise<void> {
    const outcomes = await recordFailure(db, throttleKeys, now);
    securityEvent(request, 'sign-in.failure', account?.username ?? null);
    if (!account) return;
    const untrusted = untrustedAccountKey(account.username).key;
    const lockout = outcomes.find((o) => o.key.key === untrusted && o.failures === o.key.threshold);
    if (lockout) {
      securityEvent(request, 'sign-in.lockout', account.username);
      await sendLockoutNotice(app.mailer, account, { failures: lockout.failures, lockSeconds: lockout.lockSeconds, address: request.ip, at: now });
    }
  }

  /**
   * Clears what a complete sign-in may clear: the trusted browser's own count, or the (account, address) count of
   * an untrusted client — never the account's untrusted count or the address's, which an attacker elsewhere or a
   * password sprayer would otherwise reset with one known account. Then the browser becomes trusted.
   */
  async function succeeded(reply: FastifyReply, throttleKeys: ThrottleKey[], account: AccountRow, ip: string): Promise<void> {
    const own = throttleKeys.length === 1 ? throttleKeys[0]! : accountAddressKey(account.username, ip);
    await recordSuccess(db, own);
    securityEvent(reply.request, 'sign-in.success', account.username);
    issueDeviceCookie(reply, deviceCookieKey, account.id, { path: OIDC_INTERACTION_PATH, secure: secureCookies });
  }
  const stepFor = (uid: string, accountId: string, exp: number) => `${accountId}.${exp}.${mac(keys.formKey, `mfa:${uid}:${accountId}:${exp}`)}`;

  function send(reply: FastifyReply, p: Page, status = 200) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', p.csp)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(p.html);
  }

  /** The interaction of this browser, or null (after rendering an error page) when it is missing or foreign. */
  async function load(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<InteractionDetails | null> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch {
      // SessionNotFound: no interaction cookie, or the interaction expired.
    }
    send(reply, messagePage('Sign-in expired', MSG_EXPIRED, homeUrl), 400);
    return null;
  }

  function checkCsrf(details: InteractionDetails, body: Record<string, string | undefined>, reply: FastifyReply): boolean {
    if (safeEqual(String(body.csrf ?? ''), csrfFor(details.uid))) return true;
    send(reply, messagePage('Sign-in expired', MSG_EXPIRED, homeUrl), 403);
    return false;
  }

  /** First-party client: grant every requested scope and claim without a consent screen. */
  async function grantFor(details: InteractionDetails, accountId: string): Promise<string> {
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant =
      existing && existing.accountId === accountId && existing.clientId === details.params.client_id
        ? existing
        : new provider.Grant({ accountId, clientId: details.params.client_id });
    if (details.params.scope) grant.addOIDCScope(details.params.scope);
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
    return grant.save();
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, details: InteractionDetails, account: AccountRow, amr: string[]) {
    const grantId = await grantFor(details, account.id);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.id, amr }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  const federation: FederationContext = { db, clock, publicUrl: config.publicUrl, formKey: keys.formKey };
  /** Redirects to the company's provider when the login names a federated e-mail domain; null otherwise. */
  async function toCompanyProvider(reply: FastifyReply, uid: string, login: string): Promise<FastifyReply | null> {
    const target = await federatedClientForLogin(db, login);
    if (!target) return null;
    const url = await startFederatedSignIn(federation, reply, uid, target, login.trim());
    return reply.header('cache-control', 'no-store').redirect(url, 303);
  }
  await federationRoutes(app, federation, OIDC_INTERACTION_PATH, {
    load,
    finish,
    fail: (reply, message, status) => send(reply, messagePage('Sign-in could not continue', message, homeUrl), status),
  });

  const action = (uid: string, step: 'login' | 'mfa') => `${OIDC_INTERACTION_PATH}/${encodeURIComponent(uid)}/${step}`;

  app.get<{ Params: { uid: string } }>(`${OIDC_INTERACTION_PATH}/:uid`, async (request, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      const grantId = await grantFor(details, details.session.accountId);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    }
    const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    // Sign-in by procurement request (spec 3 §4.8): the token is spent here, once, for the hinted user only,
    // before any existing session could answer the interaction.
    const loginToken = details.params[LOGIN_TOKEN_PARAM];
    if (typeof loginToken === 'string' && loginToken) {
      const userId = await consumeSignInToken(db, clock, loginHint ?? '', loginToken);
      const account = userId ? await findAccountById(db, userId) : undefined;
      if (!account) return send(reply, messagePage('Unable to sign in', MSG_PUNCHOUT_SIGN_IN_FAILED, homeUrl), 401);
      return finish(request, reply, details, account, ['otp']);
    }
    let error: string | undefined;
    if (loginHint) {
      try {
        const upstream = await toCompanyProvider(reply, details.uid, loginHint);
        if (upstream) return upstream;
      } catch (err) {
        request.log.warn({ err }, 'company identity provider unreachable');
        error = FEDERATION_MESSAGES.unavailable;
      }
    }
    return send(reply, signInPage({ action: action(details.uid, 'login'), csrf: csrfFor(details.uid), username: loginHint, homeUrl, ...(error ? { error } : {}) }));
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string | undefined> }>(`${OIDC_INTERACTION_PATH}/:uid/login`, async (request, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    const body = request.body ?? {};
    if (!checkCsrf(details, body, reply)) return reply;
    const username = String(body.username ?? '').trim();
    const password = String(body.password ?? '');
    const again = (error: string, status: number) =>
      send(reply, signInPage({ action: action(details.uid, 'login'), csrf: csrfFor(details.uid), username, error, homeUrl }), status);
    // People of a company with its own provider sign in there (spec 1 §6), whatever they typed as password.
    if (username) {
      try {
        const upstream = await toCompanyProvider(reply, details.uid, username);
        if (upstream) return upstream;
      } catch (err) {
        request.log.warn({ err }, 'company identity provider unreachable');
        return again(FEDERATION_MESSAGES.unavailable, 502);
      }
    }
    if (!username || !password) return again(MSG_WRONG_CREDENTIALS, 401);

    const now = clock.now();
    const account = await findAccountByLogin(db, username);
    // Counted against the account however it was named (username or e-mail); see attemptKeys.
    const throttleKeys = await attemptKeys(request, account, username, now);
    const wait = await lockedFor(db, throttleKeys, now);
    if (wait > 0) {
      securityEvent(request, 'sign-in.throttled', account?.username ?? null);
      return again(throttledMessage(wait), 429);
    }

    // Federated accounts have no password here: they sign in at their own identity provider.
    const hash = account && !account.isFederated ? account.passwordHash : null;
    let ok = false;
    if (hash) ok = await verifyPassword(password, hash);
    else await verifyPassword(password, await (dummyHash ??= hashPassword('unused')));
    if (!account || !ok) {
      await failed(request, throttleKeys, account, now);
      return again(MSG_WRONG_CREDENTIALS, 401);
    }
    if (!account.isEnabled) return again(MSG_DISABLED, 403);
    // Sign-up accounts sign in once the link of the confirmation mail was opened.
    if (!account.emailVerified) return again(MSG_UNCONFIRMED, 403);

    // With MFA the count is cleared only after the code: a known password must not reset code guessing.
    if (isMfaEnabled(account)) {
      const exp = now.getTime() + MFA_STEP_MS;
      return send(reply, mfaPage({ action: action(details.uid, 'mfa'), csrf: csrfFor(details.uid), step: stepFor(details.uid, account.id, exp), homeUrl }));
    }
    await succeeded(reply, throttleKeys, account, request.ip);
    return finish(request, reply, details, account, ['pwd']);
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string | undefined> }>(`${OIDC_INTERACTION_PATH}/:uid/mfa`, async (request, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    const body = request.body ?? {};
    if (!checkCsrf(details, body, reply)) return reply;
    const now = clock.now();
    const step = String(body.step ?? '');
    const [accountId = '', expText = ''] = step.split('.');
    const exp = Number(expText);
    if (!safeEqual(step, stepFor(details.uid, accountId, exp)) || !(exp > now.getTime())) {
      return send(reply, signInPage({ action: action(details.uid, 'login'), csrf: csrfFor(details.uid), error: MSG_EXPIRED, homeUrl }), 400);
    }
    const account = await findAccountById(db, accountId);
    if (!account) return send(reply, messagePage('Sign-in expired', MSG_EXPIRED, homeUrl), 400);
    const again = (error: string, status: number) =>
      send(reply, mfaPage({ action: action(details.uid, 'mfa'), csrf: csrfFor(details.uid), step, error, homeUrl }), status);
    if (!account.isEnabled) return again(MSG_DISABLED, 403);

    const throttleKeys = await attemptKeys(request, account, account.username, now);
    const wait = await lockedFor(db, throttleKeys, now);
    if (wait > 0) {
      securityEvent(request, 'sign-in.throttled', account.username);
      return again(throttledMessage(wait), 429);
    }

    const code = String(body.code ?? '').replace(/\s/g, '');
    const matched = account.totpSecret ? matchTotp(totpSecrets.open(account.id, account.totpSecret), code, now, account.totpLastStep) : null;
    // Claim the step atomically: of two concurrent submissions of one code only one succeeds.
    const claimed =
      matched !== null &&
      (
        await db
          .update(userAccounts)
          .set({ totpLastStep: matched })
          .where(and(eq(userAccounts.id, account.id), or(isNull(userAccounts.totpLastStep), lt(userAccounts.totpLastStep, matched))))
          .returning({ id: userAccounts.id })
      ).length === 1;
    if (!claimed) {
      await failed(request, throttleKeys, account, now);
      return again(MSG_INVALID_CODE, 401);
    }
    await succeeded(reply, throttleKeys, account, request.ip);
    return finish(request, reply, details, account, ['pwd', 'otp']);
  });
}
