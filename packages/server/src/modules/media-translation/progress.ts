// A media request's progress (spec 3 §7 `progress`, 0–100) and the last rebuild's failure: single fields of its
// media options, each written in place so a tick never rewrites (or races with) the rest of the options.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequests, type MediaOptions } from '../../db/schema/index.ts';

async function setMediaOption<K extends 'progress' | 'rebuildFailure'>(db: Db, id: string, field: K, value: MediaOptions[K]): Promise<void> {
  await db
    .update(jobRequests)
    .set({
      mediaOptions: sql`jsonb_set(coalesce(${jobRequests.mediaOptions}, '{}'::jsonb), ${`{${field}}`}::text[], ${JSON.stringify(value ?? null)}::jsonb)`,
    })
    .where(eq(jobRequests.id, id));
}

export function setProgress(db: Db, id: string, progress: number): Promise<void> {
  return setMediaOption(db, id, 'progress', Math.max(0, Math.min(100, Math.round(progress))));
}

export function setRebuildFailure(db: Db, id: string, reason: string | null): Promise<void> {
  return setMediaOption(db, id, 'rebuildFailure', reason);
}
