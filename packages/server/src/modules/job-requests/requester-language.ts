// The language of what the server writes about a request to the one who made it (decision 190): the owner's stored
// preference as it is now, else the language they read the portal in when asking (a visitor has no preference).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userAccounts, type jobRequests } from '../../db/schema/index.ts';
import { languageFor, type Language } from '../../texts/index.ts';

export async function requesterLanguage(db: Db, request: Pick<typeof jobRequests.$inferSelect, 'ownerUserId' | 'requestor'>): Promise<Language> {
  const [owner] = request.ownerUserId
    ? await db.select({ language: userAccounts.language }).from(userAccounts).where(eq(userAccounts.id, request.ownerUserId))
    : [];
  return languageFor(owner?.language ?? request.requestor?.language);
}
