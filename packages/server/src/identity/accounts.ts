// Identity accounts: lookups, published claims and the request's Principal. Spec 1 §6: roles from the groups claim;
// a federated account is exactly CLIENT_EMPLOYEE.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcPayloads, userAccounts } from '../db/schema/identity.ts';
import type { Principal } from './principal.ts';
import { forgetAccountHere } from './principal-cache.ts';

export type AccountRow = typeof userAccounts.$inferSelect;

export const FEDERATED_ROLE = 'CLIENT_EMPLOYEE';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  // A sub from a foreign token need not be a uuid; PostgreSQL would reject the cast.
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(userAccounts).where(eq(userAccounts.id, id));
  return row;
}

export async function findAccountByUsername(db: Db, username: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(userAccounts)
    .where(sql`lower(${userAccounts.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** Sign-in accepts the username or the e-mail address (the latter only when it names exactly one account). */
export async function findAccountByLogin(db: Db, login: string): Promise<AccountRow | undefined> {
  const byName = await findAccountByUsername(db, login);
  if (byName) return byName;
  const rows = await db
    .select()
    .from(userAccounts)
    .where(sql`lower(${userAccounts.email}) = ${login.trim().toLowerCase()}`)
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/** What bearer verification reads on every cache miss: never the password hash or TOTP secrets. */
export const principalColumns = {
  id: userAccounts.id,
  username: userAccounts.username,
  email: userAccounts.email,
  firstName: userAccounts.firstName,
  lastName: userAccounts.lastName,
  roles: userAccounts.roles,
  applications: userAccounts.applications,
  clientId: userAccounts.clientId,
  isFederated: userAccounts.isFederated,
  isEnabled: userAccounts.isEnabled,
  language: userAccounts.language,
};

export type PrincipalRow = Pick<AccountRow, keyof typeof principalColumns>;

export async function findPrincipalRowById(db: Db, id: string): Promise<PrincipalRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select(principalColumns).from(userAccounts).where(eq(userAccounts.id, id));
  return row;
}

export function rolesOf(row: Pick<AccountRow, 'isFederated' | 'roles'>): string[] {
  return row.isFederated ? [FEDERATED_ROLE] : row.roles;
}

export function toPrincipal(row: PrincipalRow): Principal {
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: rolesOf(row),
    applications: row.applications,
    clientId: row.clientId,
    isFederated: row.isFederated,
    language: row.language,
  };
}

/** The claims the embedded provider publishes (claim names are what the browser's session reads, spec 1 §3). */
export function accountClaims(row: AccountRow): Record<string, unknown> {
  return {
    sub: row.id,
    username: row.username,
    email: row.email,
    email_verified: row.emailVerified,
    given_name: row.firstName,
    family_name: row.lastName,
    groups: rolesOf(row),
    is_federated: row.isFederated,
    external_groups: row.externalGroups ?? '',
    // Decision 189: the browser shows the person's chosen language from the moment it has the ID token.
    ...(row.language ? { locale: row.language } : {}),
  };
}

export function isMfaEnabled(row: AccountRow): boolean {
  return row.preferredMfa === 'TOTP' && !!row.totpSecret;
}

/** Ends every sign-in of the account (sessions, grants, codes, tokens); issued ID tokens stop too, as bearer checks
 * refuse disabled accounts. */
export async function endSessionsOf(db: Db, userId: string): Promise<void> {
  const grants = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, 'Grant'), eq(oidcPayloads.accountId, userId)));
  if (grants.length) await db.delete(oidcPayloads).where(inArray(oidcPayloads.grantId, grants.map((g) => g.id)));
  await db.delete(oidcPayloads).where(eq(oidcPayloads.accountId, userId));
}

/** Disables or enables an account; disabling ends its sessions (spec 1 §4 "Organisation user account"). */
export async function setAccountEnabled(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db.update(userAccounts).set({ isEnabled: enabled }).where(eq(userAccounts.id, userId));
  forgetAccountHere(userId);
  if (!enabled) await endSessionsOf(db, userId);
}

export async function disableMfa(db: Db, userId: string): Promise<void> {
  await db
    .update(userAccounts)
    .set({ preferredMfa: 'NOMFA', totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(userAccounts.id, userId));
}
