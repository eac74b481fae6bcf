// GET /userAccount (spec 1 §3, spec 2 §3, spec 3 §3); under impersonation the principal is the impersonated user.
import { eq, sql } from 'drizzle-orm';
import { ROLES, type CallResponse, type calls, type UiLanguage } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigTag } from '../../db/change-triggers.ts';
import { prepared } from '../../db/prepared.ts';
import { clientConfigs, userAccounts } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { memberView, memberViewColumns } from '../client-configs/index.ts';

type UserAccountView = CallResponse<typeof calls.getUserAccount>;
type Role = UserAccountView['roles'][number];

const KNOWN_ROLES = new Set<string>(ROLES);

export async function getUserAccount(db: Db, principal: Principal): Promise<UserAccountView> {
  const statement = prepared(db, 'user_account_view', (d, name) =>
    d
      .select({
        username: userAccounts.username,
        email: userAccounts.email,
        firstName: userAccounts.firstName,
        lastName: userAccounts.lastName,
        isCoupaUser: userAccounts.isCoupaUser,
        initialPagePath: userAccounts.initialPagePath,
        language: userAccounts.language,
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
    language: row.language,
  };
}

/**
 * Decision 189: the person's own interface language. Neither an ADMIN acting as the user nor an API key chooses
 * it for them: the language belongs to whoever reads the screen.
 */
export async function setUserLanguage(db: Db, principal: Principal, language: UiLanguage | null): Promise<void> {
  if (principal.impersonatedBy || principal.apiKey) throw forbidden('Only the person themselves can choose their language.');
  await db.update(userAccounts).set({ language }).where(eq(userAccounts.id, principal.userId));
}

/** Filed under the account's and organisation's tags (decision 116); a principal kept from before its account changed
 * is forgotten on the same channel in the same moment, so no stale answer outlives the change. */
export function userAccountKept(principal: Principal): { key: string; tags: string[] } {
  const { userId, clientId, roles, applications, isFederated } = principal;
  return {
    key: JSON.stringify([userId, clientId, roles, applications, isFederated]),
    tags: clientId === null ? [userId] : [userId, clientConfigTag(clientId)],
  };
}
