// Human escalation (spec 3 §4.9, §9): a COMPLETED or FAILED machine translation goes to a human expert as a
// QUOTE_REQUEST (origination WEBFORM, decision 016) with copies of the files, opened by a job.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { escalationNotes, type CallBody, type calls } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import {
  clientConfigs,
  jobRequestFiles,
  jobRequests,
  jobRequestStatusHistory,
  languages,
  type FileCategory,
} from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/errors.ts';
import type { Jobs, Recovery } from '../../jobs/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { takeUploadedFile, tempUploadRoot } from '../temp-files/index.ts';
import { insertJobRequest } from './create.ts';
import { escalatedFileKey, jobRequestPrefix } from './keys.ts';
import { findOwnJobRequest } from './service.ts';
import { transition } from './status.ts';
import type { UploadScanner } from '../../engines/scanner/upload-scanner.ts';

export const SUBMIT_TO_XTRF_JOB = 'submit-to-xtrf';

type SubmitBody = CallBody<typeof calls.submitToXtrf>;
export interface EscalationContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
  /** Every upload is scanned before it is taken (decision 175). */
  uploadScanner: UploadScanner;
  jobs: Jobs;
}

interface EscalationJob {
  jobRequestId: string;
  quoteRequestId: string;
  projectName: string;
  sourceLanguageId: string;
  targetLanguageIds: string[];
  notes: string;
  customFields: Array<{ fieldName: string; value: string; mapping?: string | null }>;
  /** Keys are the machine-translation request's own files or uploads already moved under it. */
  files: Array<{ fileName: string; fileKey: string; category: FileCategory; languageId: string | null }>;
  actor: string;
}

const ESCALATABLE = ['COMPLETED', 'FAILED'] as const;

export async function submitToXtrf(
  ctx: EscalationContext,
  principal: Principal,
  id: string,
  body: SubmitBody,
): Promise<void> {
  const request = await findOwnJobRequest(ctx.db, principal, id);
  const projectName = await checkEscalation(ctx, request, body);

  const quoteRequestId = randomUUID();
  const files = await escalatedFiles(ctx, principal, request, body, quoteRequestId);

  const moved = await transition(ctx.db, ctx.clock, request.id, ESCALATABLE, 'SUBMITTING_TO_XTRF', {
    actor: principal.username,
    note: body.reason,
  });
  if (!moved) throw conflict('The request changed status meanwhile', 'INVALID_STATUS');
  const job: EscalationJob = {
    jobRequestId: request.id,
    quoteRequestId,
    projectName,
    sourceLanguageId: body.sourceLanguageId,
    targetLanguageIds: [...new Set(body.targetLanguageIds)],
    notes: escalationNotes({ requestName: request.name, requestId: request.id, reason: body.reason, otherReason: body.otherReason, notes: body.notes }),
    customFields: body.customFields ?? [],
    files,
    actor: principal.username,
  };
  try {
    await ctx.jobs.send(SUBMIT_TO_XTRF_JOB, job, { singletonKey: request.id });
  } catch {
    // Without the job nothing would ever finish the escalation: put the request back so it can be tried again.
    await transition(ctx.db, ctx.clock, request.id, ['SUBMITTING_TO_XTRF'], request.status, {
      actor: 'system',
      note: 'escalation could not be queued',
    });
    throw new HttpError(503, 'The request could not be sent now; please try again', 'QUEUE_UNAVAILABLE');
  }
}

type RequestRow = typeof jobRequests.$inferSelect;

async function checkEscalation(ctx: EscalationContext, request: RequestRow, body: SubmitBody): Promise<string> {
  if (request.origination !== 'MT' && request.origination !== 'MEDIAAI') {
    throw badRequest('Only machine-translation requests can be escalated', 'INVALID_REQUEST_ORIGINATION');
  }
  const [client] = await ctx.db
    .select({ mt: clientConfigs.machineTranslationSettings })
    .from(clientConfigs)
    .where(eq(clientConfigs.id, request.clientId!))
    .limit(1);
  if (client?.mt?.disableHumanEscalation)
    throw forbidden('Human escalation is disabled for your organisation', 'HUMAN_ESCALATION_DISABLED');
  if (!(ESCALATABLE as readonly string[]).includes(request.status)) {
    throw conflict(
      `A request in status ${request.status} cannot be sent to a human expert`,
      'INVALID_STATUS',
    );
  }
  const projectName = body.projectName.trim();
  if (!projectName) throw badRequest('projectName is required', 'INVALID_PARAMETER');
  // Spec 3 §5: the other-reason text is required when Other is chosen.
  if (body.reason === 'OTHER' && !body.otherReason?.trim()) throw badRequest('otherReason is required when the reason is OTHER', 'INVALID_PARAMETER');
  const known = new Set(
    (await ctx.db.select({ id: languages.id }).from(languages).where(eq(languages.isDisabled, false))).map(
      (l) => l.id,
    ),
  );
  for (const l of [body.sourceLanguageId, ...body.targetLanguageIds]) {
    if (!known.has(l)) throw badRequest(`Unknown language ${l}`, 'INVALID_LANGUAGE');
  }
  // The source language field is disabled in the form (spec 3 §5): it is the request's own.
  if (request.sourceLanguageId && body.sourceLanguageId !== request.sourceLanguageId) {
    throw badRequest('The source language must be the request’s source language', 'INVALID_LANGUAGE');
  }
  return projectName;
}

/** The request's files (categorised by the reason) and the caller's new uploads, taken under the quote's key. */
async function escalatedFiles(ctx: EscalationContext, principal: Principal, request: RequestRow, body: SubmitBody, quoteRequestId: string): Promise<EscalationJob['files']> {
  const own = await ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, request.id));
  const files: EscalationJob['files'] = [];
  for (const [i, f] of body.files.entries()) {
    const existing = own.find((o) => o.fileKey === f.fileKey);
    let category: FileCategory = f.category;
    // Spec 3 §9: for a human translation the machine output is not a deliverable, only material to look at.
    if (
      body.reason === 'NEED_HUMAN_TRANSLATION' &&
      (existing?.category ?? f.category) === 'TRANSLATED_DOCUMENT'
    )
      category = 'OTHER';
    // Spec 3 §9: media requests send their files as reference.
    if (request.origination === 'MEDIAAI' && category === 'SOURCE_DOCUMENT') category = 'REFERENCE';
    if (existing) {
      files.push({
        fileName: existing.fileName,
        fileKey: existing.fileKey,
        category,
        languageId: existing.languageId,
      });
    } else {
      // A file added in the side panel: one of the caller's uploads, taken out of the temporary area now.
      const taken = await takeUploadedFile(ctx, {
        key: f.fileKey,
        expectedPrefix: tempUploadRoot(principal),
        toKey: escalatedFileKey(quoteRequestId, i, f.fileName),
      });
      files.push({ fileName: f.fileName, fileKey: taken.key, category, languageId: null });
    }
  }
  return files;
}

export async function runEscalation(ctx: Omit<EscalationContext, 'jobs'>, job: EscalationJob): Promise<void> {
  const [request] = await ctx.db
    .select()
    .from(jobRequests)
    .where(eq(jobRequests.id, job.jobRequestId))
    .limit(1);
  if (!request || request.status !== 'SUBMITTING_TO_XTRF') return;

  const copies = await copyFiles(ctx, job);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // The id was fixed at submit time, so a re-delivered job finds its project instead of opening a second one.
    const [existing] = await tx
      .select({ xtrfInternalId: jobRequests.xtrfInternalId, xtrfName: jobRequests.xtrfName })
      .from(jobRequests)
      .where(eq(jobRequests.id, job.quoteRequestId))
      .limit(1);
    let number = existing?.xtrfInternalId ?? null;
    let name = existing?.xtrfName ?? null;
    if (!existing) ({ number, name } = await openQuoteRequest(tx, ctx.clock, { request, job, copies, now }));
    await transition(tx, ctx.clock, job.jobRequestId, 'SUBMITTING_TO_XTRF', 'SUBMITTED_TO_XTRF', {
      actor: 'system',
      note: name,
      set: { xtrfInternalId: number, xtrfName: name },
      at: now,
    });
  });
}

type Copy = { fileName: string; fileKey: string; category: FileCategory; languageId: string | null; size: number };

/** Copies, not moves: the machine-translation request keeps its own files (nothing stored is lost). */
async function copyFiles(ctx: Pick<EscalationContext, 'objectStore'>, job: EscalationJob): Promise<Copy[]> {
  const copies: Copy[] = [];
  for (const [i, f] of job.files.entries()) {
    const key = f.fileKey.startsWith(jobRequestPrefix(job.quoteRequestId))
      ? f.fileKey
      : escalatedFileKey(job.quoteRequestId, i, f.fileName);
    if (key !== f.fileKey) {
      const { size } = await ctx.objectStore.writeStream(
        key,
        await ctx.objectStore.openReadStream(f.fileKey),
      );
      copies.push({ ...f, fileKey: key, size });
    } else {
      copies.push({ ...f, size: (await ctx.objectStore.head(key))?.size ?? 0 });
    }
  }
  return copies;
}

async function openQuoteRequest(
  tx: Db,
  clock: Clock,
  o: { request: RequestRow; job: EscalationJob; copies: Copy[]; now: Date },
): Promise<{ number: string; name: string }> {
  const { request, job, copies, now } = o;
  const result = (await tx.execute(
    sql`select nextval('xtrf_project_number_seq')::int as n`,
  )) as unknown as { rows: Array<{ n: number }> };
  const seq = result.rows[0];
  const number = String(seq!.n);
  const name = `P-${now.getUTCFullYear()}-${number}`;
  await insertJobRequest(tx, {
    row: {
      id: job.quoteRequestId,
      clientId: request.clientId,
      ownerUserId: request.ownerUserId,
      name: job.projectName,
      origination: 'WEBFORM',
      requestType: 'QUOTE_REQUEST',
      sourceLanguageId: job.sourceLanguageId,
      targetLanguageIds: job.targetLanguageIds,
      notes: job.notes,
      customFields: job.customFields,
      xtrfInternalId: number,
      xtrfName: name,
      createTime: now,
    },
    files: copies.map((c) => ({
      fileName: c.fileName,
      fileKey: c.fileKey,
      category: c.category,
      languageId: c.languageId,
      size: c.size,
    })),
    actor: job.actor,
    note: `escalated from ${job.jobRequestId}`,
  });
  await transition(tx, clock, job.quoteRequestId, 'CREATED', 'SUBMITTED_TO_XTRF', { actor: 'system', at: now });
  return { number, name };
}

/** Crash recovery (decision 076): a request stuck SUBMITTING_TO_XTRF goes back to its status so the user can resend;
 * the job's data is not in the database, so it cannot be queued again. */
export function escalationRecovery(ctx: Pick<EscalationContext, 'db' | 'clock'>): Recovery<{ jobRequestId: string }> {
  return {
    async inProgress() {
      const rows = await ctx.db
        .select({ id: jobRequests.id, since: jobRequests.updatedAt })
        .from(jobRequests)
        .where(eq(jobRequests.status, 'SUBMITTING_TO_XTRF'));
      return rows.map((r) => ({ data: { jobRequestId: r.id }, since: r.since, resend: false }));
    },
    async abandon(data, reason) {
      const [entered] = await ctx.db
        .select({ from: jobRequestStatusHistory.fromStatus })
        .from(jobRequestStatusHistory)
        .where(
          and(
            eq(jobRequestStatusHistory.jobRequestId, data.jobRequestId),
            eq(jobRequestStatusHistory.toStatus, 'SUBMITTING_TO_XTRF'),
          ),
        )
        .orderBy(desc(jobRequestStatusHistory.at))
        .limit(1);
      const back = entered?.from && (ESCALATABLE as readonly string[]).includes(entered.from) ? entered.from : 'COMPLETED';
      await transition(ctx.db, ctx.clock, data.jobRequestId, ['SUBMITTING_TO_XTRF'], back, {
        actor: 'system',
        note: `The escalation was interrupted and not sent; send it again (${reason})`,
      });
    },
  };
}
