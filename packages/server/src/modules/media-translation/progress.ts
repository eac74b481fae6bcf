// A media request's progress (spec 3 §7 `progress`, 0–100) and the last rebuild's failure: single fields of its
// media options, each written in place so a tick never rewrites (or races with) the rest of the options.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRequests, type MediaOptions } from '../../db/schema/index.ts';

async function setMediaOption<K extends 'progress' | 'rebuildFailure' | 'rebuildReturnsTo'>(db: Db, id: string, field: K, value: MediaOptions[K]): Promise<void> {
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

/** A dub's lines that run past their time, for one file and language (replacing what the last dub recorded). */
export async function setVoiceOverruns(db: Db, id: string, key: string, lines: NonNullable<MediaOptions['voiceOverruns']>[string]): Promise<void> {
  const opts = sql`coalesce(${jobRequests.mediaOptions}, '{}'::jsonb)`;
  await db
    .update(jobRequests)
    .set({ mediaOptions: sql`jsonb_set(${opts}, '{voiceOverruns}', coalesce(${opts}->'voiceOverruns', '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(lines)}::jsonb))` })
    .where(eq(jobRequests.id, id));
}

export function setRebuildFailure(db: Db, id: string, reason: string | null): Promise<void> {
  return setMediaOption(db, id, 'rebuildFailure', reason);
}

/** The statuses a rebuild starts from (segments.ts isEditable); it ends in the one it started from. */
export type RebuildFrom = 'COMPLETED' | 'CHANGES_REQUESTED';

/** Where a running rebuild returns the request when it is not COMPLETED; null clears it. */
export function setRebuildReturn(db: Db, id: string, status: Exclude<RebuildFrom, 'COMPLETED'> | null): Promise<void> {
  return setMediaOption(db, id, 'rebuildReturnsTo', status);
}
