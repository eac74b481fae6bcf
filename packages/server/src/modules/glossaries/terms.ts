// The client's glossary terms for machine translation (decision 134): every glossary of the company into the
// request's target, loaded once per request and handed to the engine chain as a lookup by source language.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaries, glossaryEntries, jobRequests } from '../../db/schema/index.ts';
import type { GlossaryLookup, GlossaryTerm } from '../../engines/mt/index.ts';

export async function glossaryLookup(db: Db, clientId: number, target: string): Promise<GlossaryLookup | undefined> {
  const owned = await db
    .select({ id: glossaries.id, source: glossaries.sourceLanguageId })
    .from(glossaries)
    .where(and(eq(glossaries.clientId, clientId), eq(glossaries.targetLanguageId, target)));
  if (owned.length === 0) return undefined;
  const rows = await db.select().from(glossaryEntries).where(inArray(glossaryEntries.glossaryId, owned.map((g) => g.id)));
  const bySource = new Map<string, GlossaryTerm[]>();
  for (const g of owned) bySource.set(g.source, []);
  const sourceOf = new Map(owned.map((g) => [g.id, g.source]));
  for (const r of rows) {
    bySource.get(sourceOf.get(r.glossaryId)!)!.push({ source: r.sourceTerm, target: r.targetTerm, doNotTranslate: r.doNotTranslate, caseSensitive: r.caseSensitive });
  }
  return Object.assign((source: string) => bySource.get(source) ?? [], { owner: `client-${clientId}` });
}

/** The glossary of the company a job request belongs to (media lines, documents). */
export async function requestGlossary(db: Db, jobRequestId: string, target: string): Promise<GlossaryLookup | undefined> {
  const [request] = await db.select({ clientId: jobRequests.clientId }).from(jobRequests).where(eq(jobRequests.id, jobRequestId)).limit(1);
  return request?.clientId ? glossaryLookup(db, request.clientId, target) : undefined;
}
