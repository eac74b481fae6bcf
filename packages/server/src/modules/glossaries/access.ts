// Who manages a company's glossaries (decision 134): its CLIENT administrators, and the provider's staff for any
// company. A client user asking about another company — or one that does not exist — gets the same 403, so the
// answer tells nothing about which companies exist; staff get 404 for a company that does not.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientConfigs, glossaries } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { parseIntegerId } from '../../lib/integer-id.ts';
import { isStaff } from '../access.ts';

export const GLOSSARY_MESSAGES = {
  notAllowed: "You cannot manage this company's glossaries",
  clientNotFound: 'Client not found',
  glossaryNotFound: 'Glossary not found',
  entryNotFound: 'Glossary entry not found',
} as const;

/** The company id of the path, when the caller may manage its glossaries. */
export async function managedClient(db: Db, principal: Principal, clientIdParam: string, refusal: string = GLOSSARY_MESSAGES.notAllowed): Promise<number> {
  const clientId = parseIntegerId(clientIdParam);
  if (!isStaff(principal)) {
    if (clientId === null || principal.clientId !== clientId || !principal.roles.includes('CLIENT')) throw forbidden(refusal);
    return clientId;
  }
  if (clientId === null) throw notFound(GLOSSARY_MESSAGES.clientNotFound);
  const [row] = await db.select({ id: clientConfigs.id }).from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  if (!row) throw notFound(GLOSSARY_MESSAGES.clientNotFound);
  return clientId;
}

export type GlossaryRow = typeof glossaries.$inferSelect;

/** The glossary of the path, when it belongs to the company of the path and the caller manages that company. */
export async function managedGlossary(db: Db, principal: Principal, params: { clientId: string; glossaryId: string }): Promise<GlossaryRow> {
  const clientId = await managedClient(db, principal, params.clientId);
  const [row] = await db
    .select()
    .from(glossaries)
    .where(and(eq(glossaries.id, params.glossaryId), eq(glossaries.clientId, clientId)))
    .limit(1);
  if (!row) throw notFound(GLOSSARY_MESSAGES.glossaryNotFound);
  return row;
}
