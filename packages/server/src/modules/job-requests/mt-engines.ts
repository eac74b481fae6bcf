// Which engine of MT_ENGINE's chain translated into each target of a request (decision 130), kept on the request
// so staff see it on the details page and the API returns it. Written by the file and media jobs, and again by
// a media request's retranslation.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequests } from '../../db/schema/index.ts';

/** Adds `engine` to the engines of `languageId` on the request, once (one statement: jobs may run side by side). */
export async function recordMtEngine(db: Db, jobRequestId: string, languageId: string, engine: string): Promise<void> {
  const current = sql`coalesce(${jobRequests.mtEngines} -> ${languageId}::text, '[]'::jsonb)`;
  await db
    .update(jobRequests)
    .set({
      mtEngines: sql`case when ${current} @> jsonb_build_array(${engine}::text) then ${jobRequests.mtEngines}
        else jsonb_set(coalesce(${jobRequests.mtEngines}, '{}'::jsonb), array[${languageId}::text], ${current} || jsonb_build_array(${engine}::text)) end`,
    })
    .where(eq(jobRequests.id, jobRequestId));
}

/**
 * Adds one translation's counts to the request (decision 149), in one statement: a file job's targets and
 * a media job's languages are counted as each is stored; "Update translations" passes a negative change when the
 * lines it replaced carried more terms than the new ones.
 */
export async function addTranslationCounts(db: Db, jobRequestId: string, counts: { glossaryTerms?: number | undefined; unknownWords?: number | undefined }): Promise<void> {
  const terms = counts.glossaryTerms ?? 0;
  const unknown = counts.unknownWords ?? 0;
  if (terms === 0 && unknown === 0) return;
  await db
    .update(jobRequests)
    .set({ glossaryTermsApplied: sql`GREATEST(0, ${jobRequests.glossaryTermsApplied} + ${terms})`, unknownWords: sql`${jobRequests.unknownWords} + ${unknown}` })
    .where(eq(jobRequests.id, jobRequestId));
}
