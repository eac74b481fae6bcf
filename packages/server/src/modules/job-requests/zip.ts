// "Download all" (spec 3 §4.5): a job streams the zip, no file whole in memory; it is served only while its
// fingerprint matches the request's translated files, else the poll reads NOT_STARTED and asks again.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, exists, gt, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import yazl from 'yazl';
import type { Db } from '../../db/client.ts';
import { jobRequestFiles, zipJobs } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Jobs, Recovery } from '../../jobs/index.ts';
import { sanitizeFileName } from '../../storage/filename.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { zipFileKey } from './keys.ts';
import { DOWNLOAD_URL_EXPIRES_SECONDS, findOwnJobRequest } from './service.ts';
import { assertDeliveryReleased } from './delivery-hold.ts';

export const ZIP_JOB = 'zip-translated-files';

export interface ZipContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
  jobs: Jobs;
}

type ZipStatusView = {
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  downloadUrl?: string | null;
};

/** The browser's name, made safe and ending in .zip; the media tab's default name otherwise (spec 3 §4.5). */
export function zipName(requested: string | undefined, jobRequestId: string): string {
  const base = sanitizeFileName(requested?.trim() || `mt-translation-${jobRequestId}.zip`);
  return /\.zip$/i.test(base) ? base : `${base}.zip`;
}

type TranslatedFileRow = Pick<
  typeof jobRequestFiles.$inferSelect,
  'id' | 'fileKey' | 'size' | 'fileName' | 'languageId' | 'createdAt'
>;

async function translatedFiles(db: Db, jobRequestId: string): Promise<TranslatedFileRow[]> {
  return db
    .select({
      id: jobRequestFiles.id,
      fileKey: jobRequestFiles.fileKey,
      size: jobRequestFiles.size,
      fileName: jobRequestFiles.fileName,
      languageId: jobRequestFiles.languageId,
      createdAt: jobRequestFiles.createdAt,
    })
    .from(jobRequestFiles)
    .where(
      and(eq(jobRequestFiles.jobRequestId, jobRequestId), eq(jobRequestFiles.category, 'TRANSLATED_DOCUMENT')),
    )
    .orderBy(jobRequestFiles.languageId, jobRequestFiles.fileName, jobRequestFiles.id);
}

/** Row id and time are in it: key and size miss a same-size replacement in place. */
export function translatedFilesFingerprint(files: readonly TranslatedFileRow[]): string {
  const lines = files
    .map((f) => JSON.stringify([f.fileKey, f.size ?? null, f.id, f.createdAt.getTime(), f.languageId ?? null, f.fileName]))
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('base64url');
}

async function isCurrent(db: Db, z: typeof zipJobs.$inferSelect): Promise<boolean> {
  // A zip without a fingerprint predates the rule: its content is unknown, so it is built again.
  if (!z.filesFingerprint) return false;
  return translatedFilesFingerprint(await translatedFiles(db, z.jobRequestId)) === z.filesFingerprint;
}

async function latestZip(db: Db, jobRequestId: string) {
  const [z] = await db
    .select()
    .from(zipJobs)
    .where(eq(zipJobs.jobRequestId, jobRequestId))
    .orderBy(desc(zipJobs.createdAt))
    .limit(1);
  return z;
}

async function view(ctx: ZipContext, z: typeof zipJobs.$inferSelect | undefined): Promise<ZipStatusView> {
  if (!z) return { status: 'NOT_STARTED', downloadUrl: null };
  if (z.status === 'COMPLETED' && z.fileKey) {
    return {
      status: 'COMPLETED',
      downloadUrl: await ctx.objectStore.signedDownloadUrl(z.fileKey, {
        expiresInSeconds: DOWNLOAD_URL_EXPIRES_SECONDS,
        fileName: z.zipFileName,
      }),
    };
  }
  return { status: z.status, downloadUrl: null };
}

export async function requestZip(
  ctx: ZipContext,
  principal: Principal,
  jobRequestId: string,
  zipFileName: string | undefined,
): Promise<ZipStatusView> {
  const request = await findOwnJobRequest(ctx.db, principal, jobRequestId);
  const name = zipName(zipFileName, request.id);
  const files = await translatedFiles(ctx.db, request.id);
  if (files.length === 0) throw badRequest('The request has no translated files yet', 'NO_TRANSLATED_FILES');
  await assertDeliveryReleased(ctx.db, principal, request, files.map((f) => f.languageId));
  // One under way with the same name is reused (the dialog polls and may ask again); a finished one only while
  // it holds exactly the current files.
  const current = await latestZip(ctx.db, request.id);
  if (current && current.zipFileName === name) {
    if (current.status === 'NOT_STARTED' || current.status === 'IN_PROGRESS') return view(ctx, current);
    if (current.status === 'COMPLETED' && current.filesFingerprint === translatedFilesFingerprint(files)) {
      return view(ctx, current);
    }
  }
  const [created] = await ctx.db
    .insert(zipJobs)
    .values({
      jobRequestId: request.id,
      zipFileName: name,
      status: 'NOT_STARTED',
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning();
  await ctx.jobs.send(ZIP_JOB, { zipJobId: created!.id });
  return { status: 'IN_PROGRESS', downloadUrl: null };
}

export async function zipStatus(
  ctx: ZipContext,
  principal: Principal,
  jobRequestId: string,
): Promise<ZipStatusView> {
  const request = await findOwnJobRequest(ctx.db, principal, jobRequestId);
  const z = await latestZip(ctx.db, request.id);
  if (z?.status === 'COMPLETED') await assertDeliveryReleased(ctx.db, principal, request, (await translatedFiles(ctx.db, request.id)).map((f) => f.languageId));
  // Queued but not yet picked up still reads as under way, so the dialog does not ask again.
  if (z?.status === 'NOT_STARTED') return { status: 'IN_PROGRESS', downloadUrl: null };
  // A stale zip reads NOT_STARTED, so the dialog asks for a new one (spec 3 §4.5).
  if (z?.status === 'COMPLETED' && !(await isCurrent(ctx.db, z))) return { status: 'NOT_STARTED', downloadUrl: null };
  return view(ctx, z);
}

function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((n) => {
    let candidate = n;
    for (let i = 2; used.has(candidate.toLowerCase()); i++) {
      const dot = n.lastIndexOf('.');
      candidate = dot > 0 ? `${n.slice(0, dot)} (${i})${n.slice(dot)}` : `${n} (${i})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

export const ZIP_RETRY_LIMIT = 1;

export async function buildZip(
  ctx: ZipContext,
  data: { zipJobId: string },
  attempt: { retryCount: number },
): Promise<void> {
  const [z] = await ctx.db.select().from(zipJobs).where(eq(zipJobs.id, data.zipJobId)).limit(1);
  if (!z || z.status === 'COMPLETED' || z.status === 'FAILED') return;
  await ctx.db
    .update(zipJobs)
    .set({ status: 'IN_PROGRESS', attempts: z.attempts + 1, updatedAt: ctx.clock.now() })
    .where(eq(zipJobs.id, z.id));
  try {
    // The fingerprint is taken from the very rows zipped, so a change after this read makes the zip stale.
    const files = await translatedFiles(ctx.db, z.jobRequestId);
    const names = uniqueNames(
      files.map((f) => (f.languageId ? `${f.languageId}/${f.fileName}` : f.fileName)),
    );
    const zip = new yazl.ZipFile();
    files.forEach((f, i) => {
      // Lazy: each object is opened only when yazl reaches it, so a large request holds one stream at a time.
      zip.addReadStreamLazy(names[i]!, (cb) => {
        ctx.objectStore.openReadStream(f.fileKey).then(
          (s) => cb(null, s),
          (err: unknown) => cb(err, undefined as never),
        );
      });
    });
    zip.end();
    const key = zipFileKey(z.jobRequestId, z.id);
    await ctx.objectStore.writeStream(key, zip.outputStream as unknown as Readable);
    await ctx.db
      .update(zipJobs)
      .set({
        status: 'COMPLETED',
        fileKey: key,
        filesFingerprint: translatedFilesFingerprint(files),
        error: null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(zipJobs.id, z.id));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const last = attempt.retryCount >= ZIP_RETRY_LIMIT;
    await ctx.db
      .update(zipJobs)
      .set({ status: last ? 'FAILED' : 'IN_PROGRESS', error: message, updatedAt: ctx.clock.now() })
      .where(eq(zipJobs.id, z.id));
    if (!last) throw err;
  }
}

export const SWEEP_ZIPS_JOB = 'sweep-superseded-zips';

/** Older finished zips (only the newest is served); one under way is left, or its job would write an orphan object. */
export async function sweepSupersededZips(ctx: Pick<ZipContext, 'db' | 'clock' | 'objectStore'>, opts: { batch?: number } = {}): Promise<number> {
  const newer = alias(zipJobs, 'newer');
  const linksSignedBefore = new Date(ctx.clock.now().getTime() - DOWNLOAD_URL_EXPIRES_SECONDS * 1000);
  const superseded = and(
    inArray(zipJobs.status, ['COMPLETED', 'FAILED']),
    exists(
      ctx.db
        .select({ id: newer.id })
        .from(newer)
        .where(and(eq(newer.jobRequestId, zipJobs.jobRequestId), gt(newer.createdAt, zipJobs.createdAt), lt(newer.createdAt, linksSignedBefore))),
    ),
  );
  const rows = await ctx.db
    .select({ id: zipJobs.id, fileKey: zipJobs.fileKey })
    .from(zipJobs)
    .where(superseded)
    .limit(opts.batch ?? 500);
  for (const z of rows) {
    if (z.fileKey) await ctx.objectStore.delete(z.fileKey);
    await ctx.db.delete(zipJobs).where(eq(zipJobs.id, z.id));
  }
  return rows.length;
}

/** Decision 076; a zip ended FAILED makes the dialog offer to ask again. */
export function zipRecovery(ctx: Pick<ZipContext, 'db' | 'clock'>): Recovery<{ zipJobId: string }> {
  const unfinished = ['NOT_STARTED', 'IN_PROGRESS'] as const;
  return {
    async inProgress() {
      const rows = await ctx.db
        .select({ id: zipJobs.id, since: zipJobs.updatedAt })
        .from(zipJobs)
        .where(inArray(zipJobs.status, unfinished));
      return rows.map((r) => ({ data: { zipJobId: r.id }, since: r.since, resend: true }));
    },
    async abandon(data, reason) {
      await ctx.db
        .update(zipJobs)
        .set({ status: 'FAILED', error: reason, updatedAt: ctx.clock.now() })
        .where(and(eq(zipJobs.id, data.zipJobId), inArray(zipJobs.status, unfinished)));
    },
  };
}
