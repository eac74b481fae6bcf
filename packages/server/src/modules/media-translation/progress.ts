// A media request's progress (spec 3 §7 `progress`, 0–100): one field of its media options, written in place so
// a progress tick never rewrites (or races with) the rest of the options.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequests } from '../../db/schema/index.ts';

export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  await db
    .update(jobRequests)
    .set({ mediaOptions: sql`jsonb_set(coalesce(${jobRequests.mediaOptions}, '{}'::jsonb), '{progress}', to_jsonb(${value}::int))` })
    .where(eq(jobRequests.id, id));
}
