// Deleting requests' files by batch (decision 183): objects deleted, then the rows naming them cleared with the item,
// so a stopped run resumes and no row names a deleted object once a batch is done.
import { and, count, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deletionBatches,
  deletionBatchItems,
  documentReviews,
  glossaries,
  glossaryEntries,
  jobRequestFiles,
  jobRequests,
  mediaSegments,
  quoteConfirmations,
  translationUnits,
  zipJobs,
  type DeletionBatchRow,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { jobRequestPrefix } from '../job-requests/index.ts';

export interface DeletionDeps {
  db: Db;
  objectStore: ObjectStore;
  clock: Clock;
  /** Tests only: called after a request's objects are gone and before its rows are cleared. */
  afterObjectsDeleted?: (jobRequestId: string) => Promise<void>;
}

/** Statuses a request ends in; an archived request ended before it was archived. */
export const ENDED_STATUSES = ['COMPLETED', 'CANCELLED', 'FAILED', 'REJECTED_BY_SCREENING', 'QUOTE_REJECTED', 'QUOTE_EXPIRED'] as const;
const ENDED_OR_ARCHIVED = [...ENDED_STATUSES, 'ARCHIVED'] as const;

/** When a request last ended (its status history), else its last change. */
export const endedAt = sql<Date>`coalesce((select max(h.at) from job_request_status_history h where h.job_request_id = ${jobRequests.id} and h.to_status in (${sql.join(
  ENDED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})), ${jobRequests.updatedAt})`.mapWith((v: string | Date) => new Date(v));

export interface Candidate {
  id: string;
  name: string;
  endedAt: Date;
}

export async function candidates(db: Db, clientId: number, before: Date | null, only?: string): Promise<Candidate[]> {
  const busy = sql`exists (select 1 from deletion_batch_items i join deletion_batches b on b.id = i.batch_id where i.job_request_id = ${jobRequests.id} and i.deleted_at is null and b.state = 'deleting')`;
  const conditions: Array<SQL | undefined> = [
    eq(jobRequests.clientId, clientId),
    inArray(jobRequests.status, [...ENDED_OR_ARCHIVED]),
    isNull(jobRequests.filesDeletedAt),
    sql`not ${busy}`,
    only ? eq(jobRequests.id, only) : undefined,
    before ? lt(endedAt, before) : undefined,
  ];
  return db.select({ id: jobRequests.id, name: jobRequests.name, endedAt }).from(jobRequests).where(and(...conditions)).orderBy(endedAt);
}

export interface NewBatch {
  clientId: number;
  reason: DeletionBatchRow['reason'];
  requestedBy: string;
  endedBefore: Date | null;
  deleteTranslationMemory: boolean;
  deleteGlossary: boolean;
  state: 'noticed' | 'deleting';
  dueAt: Date;
}

/** A request moves out of any batch still waiting for its notice's date; `also` runs in the same transaction. */
export async function openBatch(deps: DeletionDeps, batch: NewBatch, requests: readonly Candidate[], also?: (tx: Db, batchId: string) => Promise<void>): Promise<string> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [made] = await tx.insert(deletionBatches).values({ ...batch, createdAt: now }).returning({ id: deletionBatches.id });
    const ids = requests.map((r) => r.id);
    if (ids.length) {
      const waiting = tx.select({ id: deletionBatches.id }).from(deletionBatches).where(eq(deletionBatches.state, 'noticed'));
      await tx.delete(deletionBatchItems).where(and(inArray(deletionBatchItems.jobRequestId, ids), isNull(deletionBatchItems.deletedAt), inArray(deletionBatchItems.batchId, waiting)));
      await tx.insert(deletionBatchItems).values(requests.map((r) => ({ batchId: made!.id, jobRequestId: r.id, name: r.name, endedAt: r.endedAt })));
    }
    await also?.(tx, made!.id);
    return made!.id;
  });
}

/** Deletes what the batch's remaining items name, then finishes it; safe to run again after a crash. True when this run finished it. */
export async function runBatch(deps: DeletionDeps, batchId: string): Promise<boolean> {
  const items = await deps.db
    .select()
    .from(deletionBatchItems)
    .where(and(eq(deletionBatchItems.batchId, batchId), isNull(deletionBatchItems.deletedAt)))
    .orderBy(deletionBatchItems.jobRequestId);
  for (const item of items) await deleteOneRequest(deps, batchId, item.jobRequestId, item.objectCount === null);
  return finishBatch(deps, batchId);
}

async function deleteOneRequest(deps: DeletionDeps, batchId: string, jobRequestId: string, count: boolean): Promise<void> {
  const { db, objectStore, clock } = deps;
  const prefix = jobRequestPrefix(jobRequestId);
  const item = and(eq(deletionBatchItems.batchId, batchId), eq(deletionBatchItems.jobRequestId, jobRequestId));
  if (count) {
    const objects = await objectStore.list(prefix);
    const totalBytes = objects.reduce((sum, o) => sum + o.size, 0);
    // Only the first count stands: a second run of the same batch (the job resuming one a request still runs)
    // may list after the first deleted.
    await db.update(deletionBatchItems).set({ objectCount: objects.length, totalBytes }).where(and(item, isNull(deletionBatchItems.objectCount)));
  }
  await objectStore.deletePrefix(prefix);
  await deps.afterObjectsDeleted?.(jobRequestId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.delete(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, jobRequestId));
    await tx.delete(zipJobs).where(eq(zipJobs.jobRequestId, jobRequestId));
    await tx.delete(documentReviews).where(eq(documentReviews.jobRequestId, jobRequestId));
    await tx.delete(mediaSegments).where(eq(mediaSegments.jobRequestId, jobRequestId));
    await tx.delete(quoteConfirmations).where(eq(quoteConfirmations.jobRequestId, jobRequestId));
    await tx.update(jobRequests).set({ filesDeletedAt: now }).where(eq(jobRequests.id, jobRequestId));
    await tx.update(deletionBatchItems).set({ deletedAt: now }).where(item);
  });
}

async function pairsOf(db: Db, batchId: string): Promise<SQL[]> {
  const rows = await db
    .select({ source: jobRequests.sourceLanguageId, targets: jobRequests.targetLanguageIds })
    .from(deletionBatchItems)
    .innerJoin(jobRequests, eq(jobRequests.id, deletionBatchItems.jobRequestId))
    .where(eq(deletionBatchItems.batchId, batchId));
  const pairs = new Set(rows.flatMap((r) => (r.source ? r.targets.map((t) => `${r.source}\u0000${t}`) : [])));
  return [...pairs].map((p) => {
    const [source, target] = p.split('\u0000');
    return sql`(${source}, ${target})`;
  });
}

async function finishBatch(deps: DeletionDeps, batchId: string): Promise<boolean> {
  const { db, clock } = deps;
  const [batch] = await db.select().from(deletionBatches).where(eq(deletionBatches.id, batchId));
  if (!batch || batch.state === 'done' || batch.state === 'cancelled') return false;
  const pairs = batch.deleteTranslationMemory || batch.deleteGlossary ? await pairsOf(db, batchId) : [];
  return db.transaction(async (tx) => {
    let units = 0;
    let entries = 0;
    if (pairs.length && batch.deleteTranslationMemory) {
      const inPairs = sql`(${translationUnits.sourceLanguageId}, ${translationUnits.targetLanguageId}) in (${sql.join(pairs, sql`, `)})`;
      const before = batch.endedBefore ? lt(translationUnits.updatedAt, batch.endedBefore) : undefined;
      units = (await tx.delete(translationUnits).where(and(eq(translationUnits.clientId, batch.clientId), inPairs, before)).returning({ id: translationUnits.id })).length;
    }
    if (pairs.length && batch.deleteGlossary) {
      const inPairs = and(eq(glossaries.clientId, batch.clientId), sql`(${glossaries.sourceLanguageId}, ${glossaries.targetLanguageId}) in (${sql.join(pairs, sql`, `)})`);
      const [n] = await tx.select({ n: count() }).from(glossaryEntries).innerJoin(glossaries, eq(glossaries.id, glossaryEntries.glossaryId)).where(inPairs);
      entries = Number(n?.n ?? 0);
      await tx.delete(glossaries).where(inPairs);
    }
    const finished = await tx
      .update(deletionBatches)
      .set({ state: 'done', completedAt: clock.now(), translationUnitsDeleted: units, glossaryEntriesDeleted: entries })
      .where(and(eq(deletionBatches.id, batchId), or(eq(deletionBatches.state, 'deleting'), eq(deletionBatches.state, 'noticed'))))
      .returning({ id: deletionBatches.id });
    return finished.length > 0;
  });
}
