// Who may see what across organisations. Every query a module runs for a client user is scoped to the
// organisations returned here; staff of the provider see every organisation.
import { and, eq, inArray } from 'drizzle-orm';
import { CLIENT_ROLES, ROLES, type Role } from '@lingua/contract';
import type { Db } from '../db/client.ts';
import { userClientLinks } from '../db/schema/index.ts';
import type { Principal } from '../identity/principal.ts';

/**
 * Roles of the provider's own people (spec 1 §6). CLIENT and CLIENT_EMPLOYEE belong to a client; LINGUIST
 * is an outside vendor and sees no client's data through the portal.
 */
export const STAFF_ROLES: readonly Role[] = ROLES.filter(
  (r) => !(CLIENT_ROLES as readonly Role[]).includes(r) && r !== 'LINGUIST',
);

export function isStaff(principal: Principal | null | undefined): boolean {
  return !!principal && principal.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
}

/** True when the caller belongs to the organisation: its current client or one of its linked clients. */
export async function isMemberOf(db: Db, principal: Principal | null | undefined, clientId: number): Promise<boolean> {
  if (!principal) return false;
  return (await membersOf(db, [principal], clientId)).has(principal.userId);
}

/** Which of `people` belong to the organisation, by the same rule as isMemberOf, in one query for all. */
export async function membersOf(db: Db, people: ReadonlyArray<Pick<Principal, 'userId' | 'clientId'>>, clientId: number): Promise<Set<string>> {
  const members = new Set(people.filter((p) => p.clientId === clientId).map((p) => p.userId));
  const others = people.filter((p) => !members.has(p.userId)).map((p) => p.userId);
  if (!others.length) return members;
  const linked = await db
    .select({ userId: userClientLinks.userId })
    .from(userClientLinks)
    .where(and(inArray(userClientLinks.userId, others), eq(userClientLinks.clientId, clientId)));
  for (const l of linked) members.add(l.userId);
  return members;
}

/** Staff, or a member of the organisation. */
export async function canSeeOrganisation(db: Db, principal: Principal | null | undefined, clientId: number): Promise<boolean> {
  return isStaff(principal) || isMemberOf(db, principal, clientId);
}
