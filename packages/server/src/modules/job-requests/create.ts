// Creating a job request: the request, its files and links and the first status-history row, in the caller's
// transaction, so every module that opens a request (quote requests, external links, machine translation,
// escalation) leaves the same trace — including the provider's records (statistics intake).
import type { Db } from '../../db/client.ts';
import { jobRequestFiles, jobRequestLinks, jobRequests, jobRequestStatusHistory } from '../../db/schema/index.ts';
import { recordProviderIntake } from '../statistics/index.ts';

type NewJobRequestRow = typeof jobRequests.$inferInsert & { id: string; createTime: Date };
export type NewJobRequestFile = Omit<typeof jobRequestFiles.$inferInsert, 'jobRequestId' | 'createdAt'>;
type NewLink = Omit<typeof jobRequestLinks.$inferInsert, 'jobRequestId'>;

export interface NewJobRequest {
  row: NewJobRequestRow;
  files?: readonly NewJobRequestFile[];
  links?: readonly NewLink[];
  actor: string;
  note?: string | null;
}

/** Inserts the request in its initial status (CREATED unless the row says otherwise) with its history row. */
export async function insertJobRequest(tx: Db, input: NewJobRequest): Promise<void> {
  const { row } = input;
  const at = row.createTime;
  await tx.insert(jobRequests).values({ updatedAt: at, ...row });
  if (input.files?.length) await insertJobRequestFiles(tx, row.id, input.files, at);
  if (input.links?.length) {
    await tx.insert(jobRequestLinks).values(input.links.map((l) => ({ ...l, jobRequestId: row.id })));
  }
  await tx.insert(jobRequestStatusHistory).values({
    jobRequestId: row.id,
    fromStatus: null,
    toStatus: row.status ?? 'CREATED',
    at,
    actor: input.actor,
    note: input.note ?? null,
  });
  await recordProviderIntake(tx, row.id, row.status ?? 'CREATED', at);
}

/**
 * Adds files to a request that exists (a job's outputs, a desk's deliverables), all stamped with one instant, so
 * every module stores a file row the same way.
 */
export async function insertJobRequestFiles(
  db: Db,
  jobRequestId: string,
  files: readonly NewJobRequestFile[],
  at: Date,
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(jobRequestFiles).values(files.map((f) => ({ ...f, jobRequestId, createdAt: at })));
}
