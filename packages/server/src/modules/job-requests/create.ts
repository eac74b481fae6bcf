// Creating a job request: the request, its files and links and the first status-history row, in the caller's
// transaction, so every module that opens a request (quote requests, external links, machine translation,
// escalation) leaves the same trace — including the provider's records (statistics intake).
import type { Db } from '../../db/client.ts';
import {
  jobRequestFiles,
  jobRequestLinks,
  jobRequests,
  jobRequestStatusHistory,
} from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { recordProviderIntake } from '../statistics/index.ts';
import { transition } from './status.ts';
import { jobRequestView, type JobRequestView } from './view.ts';

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

/** What createAndQueue needs: the database, the clock and the job queue. */
export interface CreateAndQueueContext {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, 'send'>;
}

/**
 * Opens a request that a background job processes (a machine or media translation): the request in its own
 * transaction, then its job, one per request (the id as singleton key). A request whose job cannot be queued
 * ends FAILED at once with the reason, so it never waits for a job that will not come, and the caller gets 503.
 */
export async function createAndQueue(
  ctx: CreateAndQueueContext,
  input: NewJobRequest,
  job: { name: string; /** The work in the texts, e.g. "translation". */ what: string },
): Promise<JobRequestView> {
  const { id } = input.row;
  await ctx.db.transaction((tx) => insertJobRequest(tx, input));
  try {
    await ctx.jobs.send(job.name, { jobRequestId: id }, { singletonKey: id });
  } catch {
    await transition(ctx.db, ctx.clock, id, ['CREATED'], 'FAILED', {
      actor: 'system',
      note: `${job.what} could not be queued`,
      set: { failureReason: 'queue unavailable' },
    });
    throw new HttpError(503, `The ${job.what} could not be started; please try again`, 'QUEUE_UNAVAILABLE');
  }
  return jobRequestView(ctx.db, id);
}
