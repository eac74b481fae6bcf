// The memory of the company a job request belongs to, as the media job and "Update translations" ask it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequests } from '../../db/schema/index.ts';
import { exactMatches, type MemoryScope } from './units.ts';

export type MemoryLookup = (sentences: readonly string[]) => Promise<Map<string, string>>;

/** Exact matches from the request's company memory for its source into `target`. */
export async function requestMemory(db: Db, jobRequestId: string, target: string): Promise<MemoryLookup | undefined> {
  const [request] = await db
    .select({ clientId: jobRequests.clientId, source: jobRequests.sourceLanguageId })
    .from(jobRequests)
    .where(eq(jobRequests.id, jobRequestId))
    .limit(1);
  if (!request?.clientId || !request.source) return undefined;
  const scope = { clientId: request.clientId, source: request.source, target };
  return (sentences) => exactMatches(db, scope, sentences);
}

/** Exact matches from one company's memory for one language pair. */
export function clientMemory(db: Db, scope: MemoryScope): MemoryLookup {
  return (sentences) => exactMatches(db, scope, sentences);
}
