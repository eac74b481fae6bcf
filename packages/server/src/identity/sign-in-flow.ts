// One sign-in at the embedded provider (/oidc/interaction/:uid): page, password, TOTP code. Forms carry a token
// bound to oidc-provider's signed interaction cookie; failures slow the attacker, not the victim (decision 073).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { AppContext } from '../app-context.ts';
import { userAccounts } from '../db/schema/identity.ts';
import { securityEvent } from '../instrumentation/security-events.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findAccountById, findAccountByLogin, isMfaEnabled, type AccountRow } from './accounts.ts';
import { issueDeviceCookie, trustedDeviceId } from './device-cookie.ts';
import { FEDERATION_MESSAGES, federatedClientForLogin, startFederatedSignIn, type FederationContext } from './federation.ts';
import type { IdentityKeys } from './keys.ts';
import { sendLockoutNotice } from './lockout-notice.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consumeSignInToken } from './sign-in-token.ts';
import {
  LOGIN_TOKEN_PARAM,
  MSG_DISABLED,
  MSG_EXPIRED,
  MSG_INVALID_CODE,
  MSG_PUNCHOUT_SIGN_IN_FAILED,
  MSG_UNCONFIRMED,
  MSG_WRONG_CREDENTIALS,
  OIDC_INTERACTION_PATH,
  inPageLanguage,
} from './sign-in-messages.ts';
import { accountAddressKey, deviceKey, lockedFor, recordFailure, recordSuccess, signInKeys, throttledMessage, untrustedAccountKey, type ThrottleKey } from './throttle.ts';
import { matchTotp } from './totp.ts';
import type { TotpSecretBox } from './totp-secrets.ts';
import { messagePage, mfaPage, signInPage, type Page } from './views.ts';
import { languageFor, textsIn, type Texts } from '../texts/index.ts';

const MFA_STEP_MS = 5 * 60 * 1000;

type FailureTitle = 'signIn.failedTitle' | 'signIn.expiredTitle' | 'signIn.unableTitle';

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type FormRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string | undefined> }>;

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

export interface SignInFlowParts {
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>;
  /** Read when a mail is sent: the app decorates its mailer after the identity routes are registered. */
  mailer: () => Mailer;
  provider: Provider;
  keys: IdentityKeys;
  totpSecrets: TotpSecretBox;
}

export class SignInFlow {
  readonly federation: FederationContext;
  private readonly parts: SignInFlowParts;
  private readonly homeUrl: string;
  private readonly deviceCookieKey: Buffer;
  private readonly secureCookies: boolean;

  constructor(parts: SignInFlowParts) {
    this.parts = parts;
    const { config, db, clock } = parts.ctx;
    this.homeUrl = `${config.publicUrl}/`;
    this.deviceCookieKey = createHmac('sha256', parts.keys.formKey).update('device-cookies').digest();
    this.secureCookies = config.publicUrl.startsWith('https:');
    this.federation = { db, clock, publicUrl: config.publicUrl, formKey: parts.keys.formKey };
  }

  private csrfFor(uid: string): string {
    return mac(this.parts.keys.formKey, `csrf:${uid}`);
  }

  private stepFor(uid: string, accountId: string, exp: number): string {
    return `${accountId}.${exp}.${mac(this.parts.keys.formKey, `mfa:${uid}:${accountId}:${exp}`)}`;
  }

  private action(uid: string, step: 'login' | 'mfa'): string {
    return `${OIDC_INTERACTION_PATH}/${encodeURIComponent(uid)}/${step}`;
  }

  send = (reply: FastifyReply, p: Page, status = 200): FastifyReply =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', p.csp)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(p.html);

  /**
   * The page's language (decision 190): what the portal or element asked for (`ui_locales`, the language it shows),
   * else the browser's Accept-Language, else English. Nobody is known yet whose preference could count.
   */
  textsFor = (request: FastifyRequest, details?: InteractionDetails): Texts => {
    const asked = typeof details?.params.ui_locales === 'string' ? details.params.ui_locales.split(' ') : [];
    return textsIn(languageFor(null, [...asked, request.headers['accept-language'] ?? '']));
  };

  fail = (reply: FastifyReply, title: FailureTitle, message: string, status: number, details?: InteractionDetails): FastifyReply => {
    const texts = this.textsFor(reply.request, details);
    return this.send(reply, messagePage(texts.t(title), inPageLanguage(message, texts), this.homeUrl, texts), status);
  };

  /** Trusted: a valid device cookie for the account, not itself locked (a stolen cookie used for guessing is). */
  private async attemptKeys(request: FastifyRequest, account: AccountRow | undefined, login: string, now: Date): Promise<ThrottleKey[]> {
    const deviceId = trustedDeviceId(request, this.deviceCookieKey, account?.id);
    const trusted = deviceId !== null && (await lockedFor(this.parts.ctx.db, [deviceKey(deviceId)], now)) === 0;
    return signInKeys(account?.username ?? login, request.ip, trusted ? deviceId : null);
  }

  private async throttled(request: FastifyRequest, throttleKeys: ThrottleKey[], username: string | null, now: Date): Promise<number> {
    const wait = await lockedFor(this.parts.ctx.db, throttleKeys, now);
    if (wait > 0) securityEvent(request, 'sign-in.throttled', username);
    return wait;
  }

  private async failed(request: FastifyRequest, throttleKeys: ThrottleKey[], account: AccountRow | undefined, now: Date): Promise<void> {
    const outcomes = await recordFailure(this.parts.ctx.db, throttleKeys, now);
    securityEvent(request, 'sign-in.failure', account?.username ?? null);
    if (!account) return;
    const untrusted = untrustedAccountKey(account.username).key;
    const lockout = outcomes.find((o) => o.key.key === untrusted && o.failures === o.key.threshold);
    if (lockout) {
      securityEvent(request, 'sign-in.lockout', account.username);
      await sendLockoutNotice(this.parts.mailer(), account, { failures: lockout.failures, lockSeconds: lockout.lockSeconds, address: request.ip, at: now });
    }
  }

  /** Never clears the account's untrusted or the address's count: a sprayer would reset them with one known account. */
  private async succeeded(reply: FastifyReply, throttleKeys: ThrottleKey[], account: AccountRow, ip: string): Promise<void> {
    const own = throttleKeys.length === 1 ? throttleKeys[0]! : accountAddressKey(account.username, ip);
    await recordSuccess(this.parts.ctx.db, own);
    securityEvent(reply.request, 'sign-in.success', account.username);
    issueDeviceCookie(reply, this.deviceCookieKey, account.id, { path: OIDC_INTERACTION_PATH, secure: this.secureCookies });
  }

  load = async (request: UidRequest, reply: FastifyReply): Promise<InteractionDetails | null> => {
    try {
      const details = await this.parts.provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch {
      // SessionNotFound: no interaction cookie, or the interaction expired.
    }
    this.fail(reply, 'signIn.expiredTitle', MSG_EXPIRED, 400);
    return null;
  };

  private checkCsrf(details: InteractionDetails, body: Record<string, string | undefined>, reply: FastifyReply): boolean {
    if (safeEqual(String(body.csrf ?? ''), this.csrfFor(details.uid))) return true;
    this.fail(reply, 'signIn.expiredTitle', MSG_EXPIRED, 403, details);
    return false;
  }

  /** First-party client: grant every requested scope and claim without a consent screen. */
  private async grantFor(details: InteractionDetails, accountId: string): Promise<string> {
    const { provider } = this.parts;
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

  finish = async (request: FastifyRequest, reply: FastifyReply, details: InteractionDetails, account: AccountRow, amr: string[]): Promise<FastifyReply> => {
    const grantId = await this.grantFor(details, account.id);
    const returnTo = await this.parts.provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.id, amr }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  private async toCompanyProvider(reply: FastifyReply, uid: string, login: string): Promise<FastifyReply | null> {
    const target = await federatedClientForLogin(this.parts.ctx.db, login);
    if (!target) return null;
    const url = await startFederatedSignIn(this.federation, reply, uid, target, login.trim());
    return reply.header('cache-control', 'no-store').redirect(url, 303);
  }

  private async upstream(request: FastifyRequest, reply: FastifyReply, uid: string, login: string): Promise<FastifyReply | string | null> {
    try {
      return await this.toCompanyProvider(reply, uid, login);
    } catch (err) {
      request.log.warn({ err }, 'company identity provider unreachable');
      return FEDERATION_MESSAGES.unavailable;
    }
  }

  show = async (request: UidRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const details = await this.load(request, reply);
    if (!details) return reply;
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      const grantId = await this.grantFor(details, details.session.accountId);
      const returnTo = await this.parts.provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    }
    const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    // Sign-in by procurement request (spec 3 §4.8): the token is spent here, once, for the hinted user only,
    // before any existing session could answer the interaction.
    const loginToken = details.params[LOGIN_TOKEN_PARAM];
    if (typeof loginToken === 'string' && loginToken) {
      const { db, clock } = this.parts.ctx;
      const userId = await consumeSignInToken(db, clock, loginHint ?? '', loginToken);
      const account = userId ? await findAccountById(db, userId) : undefined;
      if (!account) return this.fail(reply, 'signIn.unableTitle', MSG_PUNCHOUT_SIGN_IN_FAILED, 401, details);
      return this.finish(request, reply, details, account, ['otp']);
    }
    const upstream = loginHint ? await this.upstream(request, reply, details.uid, loginHint) : null;
    if (upstream && typeof upstream !== 'string') return upstream;
    const texts = this.textsFor(request, details);
    const error = typeof upstream === 'string' ? { error: inPageLanguage(upstream, texts) } : {};
    return this.send(reply, signInPage({ action: this.action(details.uid, 'login'), csrf: this.csrfFor(details.uid), username: loginHint, homeUrl: this.homeUrl, texts, ...error }));
  };

  login = async (request: FormRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const details = await this.load(request, reply);
    if (!details) return reply;
    const body = request.body ?? {};
    if (!this.checkCsrf(details, body, reply)) return reply;
    const username = String(body.username ?? '').trim();
    const password = String(body.password ?? '');
    const texts = this.textsFor(request, details);
    const again = (error: string, status: number) =>
      this.send(reply, signInPage({ action: this.action(details.uid, 'login'), csrf: this.csrfFor(details.uid), username, error: inPageLanguage(error, texts), homeUrl: this.homeUrl, texts }), status);
    // People of a company with its own provider sign in there (spec 1 §6), whatever they typed as password.
    const upstream = username ? await this.upstream(request, reply, details.uid, username) : null;
    if (typeof upstream === 'string') return again(upstream, 502);
    if (upstream) return upstream;
    if (!username || !password) return again(MSG_WRONG_CREDENTIALS, 401);

    const now = this.parts.ctx.clock.now();
    const account = await findAccountByLogin(this.parts.ctx.db, username);
    // Counted against the account however it was named (username or e-mail); see attemptKeys.
    const throttleKeys = await this.attemptKeys(request, account, username, now);
    const wait = await this.throttled(request, throttleKeys, account?.username ?? null, now);
    if (wait > 0) return again(throttledMessage(wait, texts), 429);

    // Federated accounts have no password here: they sign in at their own identity provider.
    const hash = account && !account.isFederated ? account.passwordHash : null;
    let ok = false;
    if (hash) ok = await verifyPassword(password, hash);
    else await verifyPassword(password, await (dummyHash ??= hashPassword('unused')));
    if (!account || !ok) {
      await this.failed(request, throttleKeys, account, now);
      return again(MSG_WRONG_CREDENTIALS, 401);
    }
    if (!account.isEnabled) return again(MSG_DISABLED, 403);
    // Sign-up accounts sign in once the link of the confirmation mail was opened.
    if (!account.emailVerified) return again(MSG_UNCONFIRMED, 403);

    // With MFA the count is cleared only after the code: a known password must not reset code guessing.
    if (isMfaEnabled(account)) {
      const step = this.stepFor(details.uid, account.id, now.getTime() + MFA_STEP_MS);
      return this.send(reply, mfaPage({ action: this.action(details.uid, 'mfa'), csrf: this.csrfFor(details.uid), step, homeUrl: this.homeUrl, texts }));
    }
    await this.succeeded(reply, throttleKeys, account, request.ip);
    return this.finish(request, reply, details, account, ['pwd']);
  };

  /** Claims the code's time step atomically: of two concurrent submissions of one code only one succeeds. */
  private async claimCode(account: AccountRow, code: string, now: Date): Promise<boolean> {
    const matched = account.totpSecret ? matchTotp(this.parts.totpSecrets.open(account.id, account.totpSecret), code, now, account.totpLastStep) : null;
    if (matched === null) return false;
    const rows = await this.parts.ctx.db
      .update(userAccounts)
      .set({ totpLastStep: matched })
      .where(and(eq(userAccounts.id, account.id), or(isNull(userAccounts.totpLastStep), lt(userAccounts.totpLastStep, matched))))
      .returning({ id: userAccounts.id });
    return rows.length === 1;
  }

  mfa = async (request: FormRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const details = await this.load(request, reply);
    if (!details) return reply;
    const body = request.body ?? {};
    if (!this.checkCsrf(details, body, reply)) return reply;
    const now = this.parts.ctx.clock.now();
    const texts = this.textsFor(request, details);
    const step = String(body.step ?? '');
    const [accountId = '', expText = ''] = step.split('.');
    const exp = Number(expText);
    if (!safeEqual(step, this.stepFor(details.uid, accountId, exp)) || !(exp > now.getTime())) {
      return this.send(reply, signInPage({ action: this.action(details.uid, 'login'), csrf: this.csrfFor(details.uid), error: texts.t('signIn.expired'), homeUrl: this.homeUrl, texts }), 400);
    }
    const account = await findAccountById(this.parts.ctx.db, accountId);
    if (!account) return this.fail(reply, 'signIn.expiredTitle', MSG_EXPIRED, 400, details);
    const again = (error: string, status: number) =>
      this.send(reply, mfaPage({ action: this.action(details.uid, 'mfa'), csrf: this.csrfFor(details.uid), step, error: inPageLanguage(error, texts), homeUrl: this.homeUrl, texts }), status);
    if (!account.isEnabled) return again(MSG_DISABLED, 403);

    const throttleKeys = await this.attemptKeys(request, account, account.username, now);
    const wait = await this.throttled(request, throttleKeys, account.username, now);
    if (wait > 0) return again(throttledMessage(wait, texts), 429);

    if (!(await this.claimCode(account, String(body.code ?? '').replace(/\s/g, ''), now))) {
      await this.failed(request, throttleKeys, account, now);
      return again(MSG_INVALID_CODE, 401);
    }
    await this.succeeded(reply, throttleKeys, account, request.ip);
    return this.finish(request, reply, details, account, ['pwd', 'otp']);
  };
}
