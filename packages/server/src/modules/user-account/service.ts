// GET /userAccount (spec 1 §3, spec 2 §3, spec 3 §3): the caller's account as the portal needs it on every
// page: identity, roles, applications (route guards, spec 3 §2.7) and the organisation's configuration.
// Under impersonation the principal already is the impersonated user, so this returns that user's account.
import { eq, sql } from 'drizzle-orm';
import { ROLES, type CallResponse, type calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigTag } from '../../db/change-triggers.ts';
import { prepared } from '../../db/prepared.ts';
import { clientConfigs, userAccounts } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { notFound } from '../../lib/errors.ts';
import { memberView, memberViewColumns } from '../client-configs/index.ts';

type UserAccountView = CallResponse<typeof calls.getUserAccount>;
type Role = UserAccountView['roles'][number];

const KNOWN_ROLES = new Set<string>(ROLES);

export async function getUserAccount(db: Db, principal: Principal): Promise<UserAccountView> {
  // One prepared statement: the account's own fields the principal does not carry, and its organisation beside it
  // (the principal's organisation when it has one, else the account's own).
  const statement = prepared(db, 'user_account_view', (d, name) =>
    d
      .select({
        username: userAccounts.username,
        email: userAccounts.email,
        firstName: userAccounts.firstName,
        lastName: userAccounts.lastName,
        isCoupaUser: userAccounts.isCoupaUser,
        initialPagePath: userAccounts.initialPagePath,
        client: memberViewColumns,
      })
      .from(userAccounts)
      .leftJoin(clientConfigs, eq(clientConfigs.id, sql`coalesce(${sql.placeholder('clientId')}::int, ${userAccounts.clientId})`))
      .where(eq(userAccounts.id, sql.placeholder('userId')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ clientId: principal.clientId, userId: principal.userId });
  if (!row) throw notFound('User account not found');
  const { client } = row;
  return {
    username: row.username,
    loginName: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    // Roles come from the identity provider's view of the account (federated accounts get CLIENT_EMPLOYEE);
    // a role name the portal does not know would fail the contract, so it is left out rather than sent.
    roles: principal.roles.filter((r): r is Role => KNOWN_ROLES.has(r)),
    applications: principal.applications,
    clientConfig: client ? memberView(client) : null,
    isFederatedSsoAccount: principal.isFederated,
    isCoupaUser: row.isCoupaUser,
    initialPagePath: row.initialPagePath,
  };
}

/**
 * What a kept answer of getUserAccount is filed under and forgotten by (decision 116). It shows the account's
 * row and its organisation's configuration, whose changes announce the account's id and the organisation's tag
 * (db/change-triggers.ts), and the principal's roles, applications and organisation, which the key names: a
 * principal kept from before a change of its account is forgotten when that change is heard — on the same
 * channel, in the same moment as the account's answers — so only requests that arrived before the change carry
 * it, and what they may be answered needs no change made after they arrived.
 */
export function userAccountKept(principal: Principal): { key: string; tags: string[] } {
  const { userId, clientId, roles, applications, isFederated } = principal;
  return {
    key: JSON.stringify([userId, clientId, roles, applications, isFederated]),
    tags: clientId === null ? [userId] : [userId, clientConfigTag(clientId)],
  };
}
