// Sign-up, e-mail confirmation and organisation selection (spec 2 §2, §4, §6; spec 3 §2.5): an unconfirmed
// CLIENT_EMPLOYEE under an ACTIVE client of the address's domain, who signs in once the mailed link was opened.
import { timingSafeEqual } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { CallBody, CallResponse, calls } from '@lingua/contract';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { clientConfigs, countries, provinces, userAccounts, userClientLinks } from '../../db/schema/index.ts';
import { hashPassword, passwordProblem } from '../../identity/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { languageFor, textsIn, type Language } from '../../texts/index.ts';
import { consumeConfirmationCode, issueConfirmationCode, normalizeEmail } from '../email-verification/index.ts';
import { checkCustomFieldValuesOf } from './custom-field-values.ts';

type CreateUserAccountBody = CallBody<typeof calls.createUserAccount>;
type CreatedUserAccount = CallResponse<typeof calls.createUserAccount>;
type LinkedClient = CallResponse<typeof calls.getLinkedClients>[number];
type ClientRow = typeof clientConfigs.$inferSelect;

export const SIGN_UP_ROLE = 'CLIENT_EMPLOYEE';
export const CONFIRMATION_SUBJECT = textsIn('en').t('confirm.subject');

// Error messages the browser shows as they are (spec 1 §8 "Other messages", spec 3 §8 "the server error message").
export const MESSAGES = {
  companyNotFound: 'Company not found',
  inactiveClient: 'This company is inactive and cannot accept new requests.',
  invalidToken: 'This sign-up link is not valid. Please contact support.',
  domainMismatch: 'The e-mail address does not match the company.',
  federated: "Your company signs in with its own identity provider. Please sign in instead of signing up.",
  duplicate: 'An account with this e-mail address already exists.',
  unknownCountry: 'Unknown country',
  unknownProvince: 'Unknown province for this country',
  confirmInvalid: 'This e-mail confirmation link is not valid.',
  confirmExpired: 'This e-mail confirmation link has expired. We have sent a new link to your e-mail address.',
  confirmUsed: 'This e-mail address is already confirmed. You can sign in.',
  notClientUser: 'Only client users can choose an organisation.',
  alreadyAssigned: 'Your account already belongs to an organisation.',
  notYourOrganisation: 'You cannot join this organisation.',
} as const;

export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

async function loadClient(db: Db, clientId: string): Promise<ClientRow> {
  const id = parseIntegerId(clientId);
  const [row] = id === null ? [] : await db.select().from(clientConfigs).where(eq(clientConfigs.id, id)).limit(1);
  if (!row) throw notFound(MESSAGES.companyNotFound, 'COMPANY_NOT_FOUND');
  return row;
}

/** A client whose people sign in at their own provider: they get an account by signing in there, not by sign-up. */
export function isFederatedClient(row: ClientRow, domain: string): boolean {
  const f = row.federationSettings;
  if (!f?.issuer || !f.clientId) return false;
  return (f.emailDomains ?? row.allowedEmailDomains).includes(domain);
}

function tokensEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function checkAddress(db: Db, address: CreateUserAccountBody['address']): Promise<void> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, address.country.id)).limit(1);
  if (!country) throw badRequest(MESSAGES.unknownCountry, 'INVALID_PARAMETER');
  if (address.province) {
    const [province] = await db.select({ countryId: provinces.countryId }).from(provinces).where(eq(provinces.id, address.province.id)).limit(1);
    if (!province || province.countryId !== address.country.id) throw badRequest(MESSAGES.unknownProvince, 'INVALID_PARAMETER');
  }
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(sql`lower(${userAccounts.email}) = ${email} or lower(${userAccounts.username}) = ${email}`)
    .limit(1);
  return rows.length > 0;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function sendConfirmation(db: Db, clock: Clock, config: Config, mailer: Mailer, to: { email: string; firstName: string; language: Language }): Promise<void> {
  const { email, language } = to;
  const { code } = await issueConfirmationCode(db, clock, email);
  const link = `${config.publicUrl}/confirmEmail?${new URLSearchParams({ email, verificationCode: code }).toString()}`;
  const { t } = textsIn(language);
  await mailer.send({
    to: email,
    subject: t('confirm.subject'),
    text: [t('common.greeting', { name: to.firstName }), '', t('confirm.please'), '', link, '', t('confirm.valid')].join('\n'),
    template: 'confirm-email',
    meta: { link, code },
    language,
  });
}

function checkSignUp(client: ClientRow, body: CreateUserAccountBody, email: string): void {
  if (body.signUpToken !== undefined && !tokensEqual(body.signUpToken, client.signUpToken)) {
    throw forbidden(MESSAGES.invalidToken, 'INVALID_SIGN_UP_TOKEN');
  }
  if (client.status !== 'ACTIVE') throw badRequest(MESSAGES.inactiveClient, 'INACTIVE_CLIENT');
  const domain = emailDomain(email);
  if (!client.allowedEmailDomains.includes(domain)) throw badRequest(MESSAGES.domainMismatch, 'EMAIL_DOMAIN_MISMATCH');
  if (isFederatedClient(client, domain)) throw badRequest(MESSAGES.federated, 'FEDERATED_CLIENT');
  // The contract's pattern already refuses a weak password; this names the broken rule with the spec's message.
  const weak = passwordProblem(body.password);
  if (weak) throw badRequest(weak, 'INVALID_PASSWORD');
  // The contract demands non-empty strings; blanks are refused here with the form's own word (spec 2 §5).
  const blank = (
    [
      ['firstName', body.firstName],
      ['lastName', body.lastName],
      ['address.address1', body.address.address1],
      ['address.city', body.address.city],
      ['address.zipCode', body.address.zipCode],
    ] as const
  ).find(([, v]) => v.trim() === '');
  if (blank) throw badRequest(`${blank[0]}: Required`, 'INVALID_PARAMETER');
}

export async function createUserAccount(
  db: Db,
  clock: Clock,
  config: Config,
  mailer: Mailer,
  body: CreateUserAccountBody,
  /** The visitor's Accept-Language (core sends the shown language): the confirmation is written in it. */
  acceptLanguage?: string,
): Promise<CreatedUserAccount> {
  const email = normalizeEmail(body.email);
  const client = await loadClient(db, body.clientId);
  checkSignUp(client, body, email);
  await checkAddress(db, body.address);
  const customFieldValues = await checkCustomFieldValuesOf(db, client.id, 'USER', body.customFieldValues);
  if (await emailTaken(db, email)) throw conflict(MESSAGES.duplicate, 'DUPLICATE_EMAIL');

  const passwordHash = await hashPassword(body.password);
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(userAccounts)
        .values({
          username: email,
          email,
          firstName,
          lastName,
          passwordHash,
          roles: [SIGN_UP_ROLE],
          applications: client.defaultApplications,
          clientId: client.id,
          emailVerified: false,
          address: body.address,
          customFieldValues,
          passwordChangedAt: clock.now(),
          createdAt: clock.now(),
        })
        .returning({ id: userAccounts.id });
      await tx.insert(userClientLinks).values({ userId: row!.id, clientId: client.id }).onConflictDoNothing();
    });
  } catch (err) {
    // Two sign-ups of one address at once: the unique username decides, the loser hears the same as above.
    if (isUniqueViolation(err)) throw conflict(MESSAGES.duplicate, 'DUPLICATE_EMAIL');
    throw err;
  }
  await sendConfirmation(db, clock, config, mailer, { email, firstName, language: languageFor(null, acceptLanguage) });
  return { username: email, email };
}

export async function confirmEmail(db: Db, clock: Clock, config: Config, mailer: Mailer, rawEmail: string, code: string, acceptLanguage?: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const [account] = await db
    .select()
    .from(userAccounts)
    .where(sql`lower(${userAccounts.username}) = ${email}`)
    .limit(1);
  const outcome = await consumeConfirmationCode(db, clock, email, code);
  if (!account || outcome === 'invalid') throw badRequest(MESSAGES.confirmInvalid, 'INVALID_CONFIRMATION_LINK');
  if (outcome === 'used' || account.emailVerified) {
    if (account.emailVerified) throw badRequest(MESSAGES.confirmUsed, 'EMAIL_ALREADY_CONFIRMED');
    throw badRequest(MESSAGES.confirmInvalid, 'INVALID_CONFIRMATION_LINK');
  }
  if (outcome === 'expired') {
    // The person proved they hold a link we sent; a fresh one is the useful answer, not a dead end.
    await sendConfirmation(db, clock, config, mailer, { email, firstName: account.firstName, language: languageFor(account.language, acceptLanguage) });
    throw badRequest(MESSAGES.confirmExpired, 'CONFIRMATION_LINK_EXPIRED');
  }
  await db.update(userAccounts).set({ emailVerified: true }).where(eq(userAccounts.id, account.id));
}

export async function listLinkedClients(db: Db, principal: Principal): Promise<LinkedClient[]> {
  const rows = await db
    .select({ id: clientConfigs.id, companyName: clientConfigs.companyName, status: clientConfigs.status })
    .from(clientConfigs)
    .where(
      sql`${clientConfigs.id} in (select ${userClientLinks.clientId} from ${userClientLinks} where ${userClientLinks.userId} = ${principal.userId})
        or ${clientConfigs.id} = ${principal.clientId ?? -1}`,
    )
    .orderBy(asc(clientConfigs.companyName), asc(clientConfigs.id));
  return rows.map((r) => ({ clientId: String(r.id), clientName: r.companyName, status: r.status }));
}

export async function assignClient(db: Db, principal: Principal, clientId: string): Promise<void> {
  if (!principal.roles.some((r) => r === 'CLIENT' || r === 'CLIENT_EMPLOYEE')) throw forbidden(MESSAGES.notClientUser);
  const [account] = await db.select().from(userAccounts).where(eq(userAccounts.id, principal.userId)).limit(1);
  if (!account) throw notFound('User account not found');
  if (account.clientId !== null) throw badRequest(MESSAGES.alreadyAssigned, 'ALREADY_ASSIGNED');
  const client = await loadClient(db, clientId);
  const [link] = await db
    .select({ clientId: userClientLinks.clientId })
    .from(userClientLinks)
    .where(sql`${userClientLinks.userId} = ${account.id} and ${userClientLinks.clientId} = ${client.id}`)
    .limit(1);
  const domainMatch = client.allowedEmailDomains.includes(emailDomain(account.email));
  // An unrelated organisation is answered like one the user may not see (no confirmation that it exists).
  if (!link && !domainMatch) throw forbidden(MESSAGES.notYourOrganisation, 'NOT_YOUR_ORGANISATION');
  if (client.status !== 'ACTIVE') throw badRequest(MESSAGES.inactiveClient, 'INACTIVE_CLIENT');
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(userAccounts)
      .set({
        clientId: client.id,
        // A user without applications gets the organisation's defaults, as at sign-up.
        ...(account.applications.length === 0 ? { applications: client.defaultApplications } : {}),
      })
      .where(sql`${userAccounts.id} = ${account.id} and ${userAccounts.clientId} is null`)
      .returning({ id: userAccounts.id });
    if (updated.length === 0) throw new HttpError(400, MESSAGES.alreadyAssigned, 'ALREADY_ASSIGNED');
    await tx.insert(userClientLinks).values({ userId: account.id, clientId: client.id }).onConflictDoNothing();
  });
}
