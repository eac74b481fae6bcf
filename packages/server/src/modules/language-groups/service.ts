// Language groups (spec 1 §2, §3, §5, §6): every user manages PERSONAL groups; ORGANIZATION groups belong to the
// caller's client, everyone of it reads them and only its CLIENT role edits them. Saving replaces the whole set
// of one scope in one transaction, so a failed save leaves the previous set in place.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CallBody, CallResponse, calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { languageGroups, languages, type LanguageGroupLanguage } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';

type LanguageGroupView = CallResponse<typeof calls.getLanguageGroups>[number];
type SaveBody = CallBody<typeof calls.saveLanguageGroups>;
type Scope = LanguageGroupView['scope'];

/** Upper bounds that keep one save small; far above what a person curates by hand. */
export const MAX_GROUPS_PER_SCOPE = 100;
export const MAX_LANGUAGES_PER_GROUP = 300;

export const ORGANIZATION_EDITOR_ROLE = 'CLIENT';

/** GET /userAccount/languageGroups: the organisation's groups (if any), then the caller's own. */
export async function listLanguageGroups(db: Db, principal: Principal): Promise<LanguageGroupView[]> {
  const org =
    principal.clientId === null
      ? []
      : await db
          .select()
          .from(languageGroups)
          .where(and(eq(languageGroups.scope, 'ORGANIZATION'), eq(languageGroups.clientId, principal.clientId)))
          .orderBy(asc(languageGroups.position), asc(languageGroups.name));
  const personal = await db
    .select()
    .from(languageGroups)
    .where(and(eq(languageGroups.scope, 'PERSONAL'), eq(languageGroups.userId, principal.userId)))
    .orderBy(asc(languageGroups.position), asc(languageGroups.name));
  return [...org, ...personal].map((g) => ({ name: g.name, scope: g.scope, languages: g.languages }));
}

/** POST /userAccount/languageGroups/{groupScope}: replaces every group of that scope with the body. */
export async function saveLanguageGroups(db: Db, principal: Principal, scope: Scope, body: SaveBody, now: Date): Promise<void> {
  if (scope === 'ORGANIZATION' && (!principal.roles.includes(ORGANIZATION_EDITOR_ROLE) || principal.clientId === null)) {
    throw forbidden('Only a client administrator can edit organisation language groups');
  }
  if (body.length > MAX_GROUPS_PER_SCOPE) throw badRequest(`At most ${MAX_GROUPS_PER_SCOPE} language groups are allowed`, 'INVALID_PARAMETER');
  const names = new Set<string>();
  for (const g of body) {
    if (g.scope !== scope) throw badRequest(`Language group "${g.name}" has scope ${g.scope}, expected ${scope}`, 'INVALID_PARAMETER');
    const name = g.name.trim();
    if (!name) throw badRequest('Language group name is required', 'INVALID_PARAMETER');
    if (names.has(name.toLowerCase())) throw badRequest(`Language group "${name}" appears more than once`, 'INVALID_PARAMETER');
    names.add(name.toLowerCase());
    if (g.languages.length === 0) throw badRequest(`Language group "${name}" needs at least one language`, 'INVALID_PARAMETER');
    if (g.languages.length > MAX_LANGUAGES_PER_GROUP) throw badRequest(`Language group "${name}" has too many languages`, 'INVALID_PARAMETER');
  }

  // Names and xtrf ids come from the reference table, not from the caller.
  const ids = [...new Set(body.flatMap((g) => g.languages.map((l) => l.id)))];
  const known = ids.length
    ? await db.select({ id: languages.id, name: languages.name, xtrfId: languages.xtrfId }).from(languages).where(inArray(languages.id, ids))
    : [];
  const byId = new Map(known.map((l) => [l.id, l]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw badRequest(`Unknown language: ${unknown.join(', ')}`, 'INVALID_PARAMETER');

  const rows = body.map((g, position) => {
    const seen = new Set<string>();
    const langs: LanguageGroupLanguage[] = [];
    for (const l of g.languages) {
      if (seen.has(l.id)) continue;
      seen.add(l.id);
      const ref = byId.get(l.id)!;
      langs.push({ id: ref.id, name: ref.name, xtrfId: ref.xtrfId });
    }
    return {
      scope,
      userId: scope === 'PERSONAL' ? principal.userId : null,
      clientId: scope === 'ORGANIZATION' ? principal.clientId : null,
      position,
      name: g.name.trim(),
      languages: langs,
      updatedAt: now,
    };
  });
  const owner =
    scope === 'PERSONAL'
      ? and(eq(languageGroups.scope, 'PERSONAL'), eq(languageGroups.userId, principal.userId))
      : and(eq(languageGroups.scope, 'ORGANIZATION'), eq(languageGroups.clientId, principal.clientId!));
  await db.transaction(async (tx) => {
    await tx.delete(languageGroups).where(owner);
    if (rows.length) await tx.insert(languageGroups).values(rows);
  });
}
