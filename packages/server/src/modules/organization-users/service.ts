// Organisation users (spec 1 §2 "Organization Users tab", §3, §4 "Organisation user account", §6): a CLIENT of a
// client with organisation management, signed in with a local (non-federated) account, lists the client contacts
// of its organisation and enables, disables or turns off MFA of the others. The offer rules of spec 1 §4 are
// enforced here, not only by hiding buttons. A contact of another organisation is answered 404, as if unknown.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CallQuery, CallResponse, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, clientConfigs, userAccounts } from '../../db/schema/index.ts';
import { disableMfa, isMfaEnabled, setAccountEnabled } from '../../identity/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';

type ContactView = CallResponse<typeof calls.getOrganizationClientContacts>[number];
type IdentitySettingsView = CallResponse<typeof calls.getIndentitySettings>;
type IdentitySettingsQuery = NonNullable<CallQuery<typeof calls.getIndentitySettings>>;
type AccountRow = typeof userAccounts.$inferSelect;

export type OrganizationUserAction = 'disableMfa' | 'enableAccount' | 'disableAccount';

export const AUDIT_ACTIONS: Record<OrganizationUserAction, string> = {
  disableMfa: 'ORG_USER_DISABLE_MFA',
  enableAccount: 'ORG_USER_ENABLE_ACCOUNT',
  disableAccount: 'ORG_USER_DISABLE_ACCOUNT',
};

export const MESSAGES = {
  notOrgAdmin: 'Organisation user management is not available for your account',
  contactNotFound: 'Client contact not found',
  usernameMismatch: 'The username does not match the client contact',
  self: 'You cannot change your own account here',
  alreadyEnabled: 'The account is already enabled',
  alreadyDisabled: 'The account is already disabled',
  mfaOff: 'MFA is not enabled for this account',
  mfaDisabledAccount: 'MFA cannot be changed while the account is disabled',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's organisation id, when the caller may manage its users (spec 1 §2 and §6); 403 otherwise. */
export async function managedOrganisation(db: Db, principal: Principal): Promise<number> {
  if (!principal.roles.includes('CLIENT') || principal.isFederated || principal.clientId === null) throw forbidden(MESSAGES.notOrgAdmin);
  const [client] = await db
    .select({ enabled: clientConfigs.isOrgManagementEnabled })
    .from(clientConfigs)
    .where(eq(clientConfigs.id, principal.clientId))
    .limit(1);
  if (!client?.enabled) throw forbidden(MESSAGES.notOrgAdmin);
  return principal.clientId;
}

/** GET /userAccount/organizationClientContacts. */
export async function listClientContacts(db: Db, principal: Principal): Promise<ContactView[]> {
  const clientId = await managedOrganisation(db, principal);
  const rows = await db
    .select({ id: userAccounts.id, email: userAccounts.email, firstName: userAccounts.firstName, lastName: userAccounts.lastName })
    .from(userAccounts)
    .where(eq(userAccounts.clientId, clientId))
    .orderBy(asc(sql`lower(${userAccounts.email})`), asc(userAccounts.id));
  return rows;
}

async function loadContact(db: Db, clientId: number, contactId: string): Promise<AccountRow> {
  if (!UUID.test(contactId)) throw notFound(MESSAGES.contactNotFound);
  const [row] = await db
    .select()
    .from(userAccounts)
    .where(and(eq(userAccounts.id, contactId), eq(userAccounts.clientId, clientId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.contactNotFound);
  return row;
}

/** GET .../{clientContactId}/indentitySettings?email=&includeMfaStatus= */
export async function getIdentitySettings(
  db: Db,
  principal: Principal,
  contactId: string,
  query: IdentitySettingsQuery | undefined,
): Promise<IdentitySettingsView> {
  const clientId = await managedOrganisation(db, principal);
  const contact = await loadContact(db, clientId, contactId);
  // The browser sends the row's e-mail along; a different one means the row is not who it thinks.
  if (query?.email && query.email.trim().toLowerCase() !== contact.email.toLowerCase()) throw notFound(MESSAGES.contactNotFound);
  const view: IdentitySettingsView = { username: contact.username, isAccountEnabled: contact.isEnabled };
  if (query?.includeMfaStatus) view.isMfaEnabled = isMfaEnabled(contact);
  return view;
}

/** The spec 1 §4 offer rules: the reason the action is not available, or null. */
export function actionProblem(action: OrganizationUserAction, contact: AccountRow, principal: Principal): string | null {
  if (contact.id === principal.userId) return MESSAGES.self;
  switch (action) {
    case 'enableAccount':
      return contact.isEnabled ? MESSAGES.alreadyEnabled : null;
    case 'disableAccount':
      return contact.isEnabled ? null : MESSAGES.alreadyDisabled;
    case 'disableMfa':
      if (!isMfaEnabled(contact)) return MESSAGES.mfaOff;
      return contact.isEnabled ? null : MESSAGES.mfaDisabledAccount;
  }
}

/** POST .../indentitySettings/actions/{disableMfa|enableAccount|disableAccount} with body {username}. */
export async function applyIdentityAction(
  db: Db,
  clock: Clock,
  principal: Principal,
  contactId: string,
  username: string,
  action: OrganizationUserAction,
): Promise<void> {
  const clientId = await managedOrganisation(db, principal);
  const contact = await loadContact(db, clientId, contactId);
  if (username.trim().toLowerCase() !== contact.username.toLowerCase()) throw badRequest(MESSAGES.usernameMismatch, 'USERNAME_MISMATCH');
  const problem = actionProblem(action, contact, principal);
  if (problem === MESSAGES.self) throw forbidden(problem, 'SELF_ACTION');
  if (problem) throw badRequest(problem, 'ACTION_NOT_AVAILABLE');
  if (action === 'disableMfa') await disableMfa(db, contact.id);
  else await setAccountEnabled(db, contact.id, action === 'enableAccount');
  await db.insert(auditLog).values({
    at: clock.now(),
    // Under impersonation the admin acted; the user acted as is recorded beside.
    actorUsername: principal.impersonatedBy ?? principal.username,
    action: AUDIT_ACTIONS[action],
    targetUsername: contact.username,
    details: { clientId, ...(principal.impersonatedBy ? { onBehalfOf: principal.username } : {}) },
  });
}
