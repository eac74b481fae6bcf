// Temporary uploads (spec 2 §7, spec 3 §7): who may write where and how much, taking an upload, sweeping unused ones.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { fileSizeProblem, uploadLimitsFor, type UploadProblem } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { unscannedUploads, uploadGrantObjects, uploadGrants } from '../../db/schema/files.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { assertValidKey, asDirectoryPrefix, keyProblem } from '../../storage/keys.ts';
import type { ObjectStore, PresignedPost } from '../../storage/object-store.ts';
import { fileNameOf, type UploadScanner } from '../../engines/scanner/upload-scanner.ts';
import type { UploadAdmission, UploadGate } from '../../storage/storage-plugin.ts';

// Spec 2 §5 and §9 (1 MB = 1048576 bytes): signed-in uploads up to 1000 MB per file, visitors 40 MB.
export const SIGNED_IN_MAX_FILE_BYTES = 1_048_576_000;
export const VISITOR_MAX_FILE_BYTES = 41_943_040;
// Long enough for a batch of large files on a slow line (the expiry is checked when each file's POST starts).
export const TEMP_UPLOAD_EXPIRES_SECONDS = 2 * 60 * 60;
// Signed-in uploads outlive an expired grant a day, for a request created just after; visitors' go at expiry.
export const TEMP_UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;
export const VISITOR_UPLOAD_RETENTION_MS = 0;
/** Visitors of one address, over all their grants: five full visitor forms (spec 2 §5: 20 files, 60 MB each). */
export const VISITOR_ADDRESS_MAX_BYTES = 5 * 62_914_560;
export const VISITOR_ADDRESS_MAX_FILES = 5 * 20;

/** Where the caller's temporary uploads live: `tmp/u/<userId>` signed in, `tmp/anon` for visitors. */
export function tempUploadRoot(principal: Pick<Principal, 'userId'> | null | undefined): string {
  return principal ? `tmp/u/${principal.userId}` : 'tmp/anon';
}

export interface TempFilesContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
}

/** A visitor's grant records the caller's address, under which its storage is bounded with the address's others. */
export async function createTempUploadPost(
  ctx: TempFilesContext,
  principal: Principal | null,
  opts: { clientAddress?: string | undefined } = {},
): Promise<PresignedPost & { expiresAt: string }> {
  // 128 random bits: the prefix is the only secret between two visitors' uploads under tmp/anon.
  const keyPrefix = `${tempUploadRoot(principal)}/${randomBytes(16).toString('hex')}`;
  const maxBytes = principal ? SIGNED_IN_MAX_FILE_BYTES : VISITOR_MAX_FILE_BYTES;
  const expiresAt = new Date(ctx.clock.now().getTime() + TEMP_UPLOAD_EXPIRES_SECONDS * 1000);
  const clientAddress = principal ? null : (opts.clientAddress ?? null);
  await ctx.db.insert(uploadGrants).values({ keyPrefix, userId: principal?.userId ?? null, maxBytes, clientAddress, createdAt: ctx.clock.now(), expiresAt });
  const post = await ctx.objectStore.createPresignedPost({ keyPrefix, maxBytes, expiresInSeconds: TEMP_UPLOAD_EXPIRES_SECONDS });
  return { ...post, expiresAt: expiresAt.toISOString() };
}

export interface TakenFile {
  key: string;
  size: number;
}

/** Checks a reported key is the caller's scanned upload and moves it to `toKey`, out of the sweeper's reach: every
 * upload becomes usable only here, so the scan stands before every engine, person and download (decision 175). */
export async function takeUploadedFile(
  ctx: { objectStore: ObjectStore; uploadScanner: UploadScanner; db: Db },
  /** `fileName` when the key's last part is not what the sender called the file (an e-mailed attachment). */
  opts: { key: string; expectedPrefix: string; toKey?: string; fileName?: string },
): Promise<TakenFile> {
  const { key, expectedPrefix, toKey } = opts;
  const fileName = opts.fileName ?? fileNameOf(key);
  if (keyProblem(key) || !key.startsWith(asDirectoryPrefix(expectedPrefix))) throw badRequest('Invalid file key', 'INVALID_FILE_KEY');
  const info = await ctx.objectStore.head(key);
  if (!info) throw badRequest('The uploaded file was not found', 'FILE_NOT_FOUND');
  const verdict = await ctx.uploadScanner.check(ctx.objectStore, key, fileName);
  if (toKey !== undefined && toKey !== key) {
    assertValidKey(toKey);
    await ctx.objectStore.move(key, toKey);
    // Out of temporary storage: no longer counts against the visitor's limits.
    await ctx.db.delete(uploadGrantObjects).where(eq(uploadGrantObjects.key, key));
    // A mark the check pass left on the temporary key follows the file, or goes if this pass could scan it.
    await ctx.db.delete(unscannedUploads).where(eq(unscannedUploads.key, key));
  }
  const taken = toKey ?? key;
  if (typeof verdict === 'object') {
    const mark = { fileName, problem: verdict.unscanned, acceptedAt: sql`now()`, scannedAt: null, verdict: null, finding: null };
    await ctx.db.insert(unscannedUploads).values({ key: taken, ...mark }).onConflictDoUpdate({ target: unscannedUploads.key, set: mark });
  }
  return { key: taken, size: info.size };
}

/**
 * Scans again the files let through unscanned (decision 175), oldest first, while the scanner answers: a clean
 * file's mark is settled, an infected one is deleted and told to staff as at upload. Returns what was settled.
 */
export async function rescanUnscannedUploads(ctx: { objectStore: ObjectStore; uploadScanner: UploadScanner; db: Db }, batch = 100): Promise<number> {
  const open = await ctx.db
    .select({ key: unscannedUploads.key, fileName: unscannedUploads.fileName })
    .from(unscannedUploads)
    .where(isNull(unscannedUploads.scannedAt))
    .orderBy(unscannedUploads.acceptedAt)
    .limit(batch);
  let settled = 0;
  for (const file of open) {
    const { verdict, finding } = await ctx.uploadScanner.rescan(ctx.objectStore, file.key, file.fileName);
    if (verdict === 'unavailable') break;
    await ctx.db.update(unscannedUploads).set({ verdict, finding: finding ?? null, scannedAt: sql`now()` }).where(eq(unscannedUploads.key, file.key));
    settled++;
  }
  return settled;
}


/** Deletes uploads of expired grants (a visitor's at once, others after the retention); safe in parallel. */
export async function sweepExpiredUploads(ctx: TempFilesContext, opts: { retentionMs?: number; visitorRetentionMs?: number; batch?: number } = {}): Promise<number> {
  const now = ctx.clock.now().getTime();
  const cutoff = new Date(now - (opts.retentionMs ?? TEMP_UPLOAD_RETENTION_MS));
  const visitorCutoff = new Date(now - (opts.visitorRetentionMs ?? VISITOR_UPLOAD_RETENTION_MS));
  const due = or(lt(uploadGrants.expiresAt, cutoff), and(isNull(uploadGrants.userId), lt(uploadGrants.expiresAt, visitorCutoff)));
  const expired = await ctx.db
    .select({ id: uploadGrants.id, keyPrefix: uploadGrants.keyPrefix })
    .from(uploadGrants)
    .where(due)
    .limit(opts.batch ?? 500);
  for (const g of expired) {
    await ctx.objectStore.deletePrefix(g.keyPrefix);
    await ctx.db.delete(uploadGrants).where(and(eq(uploadGrants.id, g.id), due));
  }
  return expired.length;
}

/** `tmp/anon/<random>` or `tmp/u/<user>/<random>`: the grant prefix of a temporary upload key. */
const GRANT_PREFIX = /^(tmp\/(?:anon|u\/[^/]+)\/[0-9a-f]{32})\//;

function quotaError(problem: UploadProblem): HttpError {
  switch (problem.code) {
    case 'tooManyFiles':
      return badRequest(`Too many files: at most ${problem.max} are allowed`, 'TOO_MANY_FILES');
    case 'totalTooLarge':
      return badRequest(`The files together are larger than ${problem.max} bytes`, 'TOTAL_SIZE_EXCEEDED');
    default:
      // The store's own answer for a file over its size (as the policy's content-length-range gives it).
      return new HttpError(400, 'Your proposed upload exceeds the maximum allowed size', 'EntityTooLarge');
  }
}

const ADDRESS_FULL = 'Too many files are waiting in temporary storage from your address. Please submit or discard them and try again later.';

/** Visitors' upload gate (storage-plugin.ts): spec 2 §5 limits and the address's total, checked before the bytes are
 * read; the declared length is reserved, then the real size set. Signed-in grants are checked when a request names them. */
export function visitorUploadGate(ctx: TempFilesContext): UploadGate {
  const limits = uploadLimitsFor(true);
  return async ({ key, declaredBytes }): Promise<UploadAdmission | null> => {
    const prefix = GRANT_PREFIX.exec(key)?.[1];
    if (!prefix) return null;
    const [grant] = await ctx.db.select().from(uploadGrants).where(eq(uploadGrants.keyPrefix, prefix)).limit(1);
    if (!grant || grant.userId !== null) return null;
    // The declared length within what the total leaves, so a last file that exactly fills the total is not refused.
    const perFile = Math.min(declaredBytes ?? limits.maxFileSizeBytes, limits.maxFileSizeBytes);
    const outcome = await ctx.db.transaction(async (tx): Promise<HttpError | number> => {
      // One admission at a time per grant and per address, so parallel uploads cannot overshoot together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-grant:${grant.id}`}))`);
      if (grant.clientAddress) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-address:${grant.clientAddress}`}))`);
      const held = await tx
        .select({ bytes: uploadGrantObjects.bytes })
        .from(uploadGrantObjects)
        .where(and(eq(uploadGrantObjects.grantId, grant.id), ne(uploadGrantObjects.key, key)));
      const heldBytes = held.reduce((n, h) => n + Number(h.bytes), 0);
      const room = (limits.maxTotalSizeBytes ?? Infinity) - heldBytes;
      const reserve = room > 0 ? Math.min(perFile, room) : perFile;
      const files = [...held.map((h) => ({ fileName: '', category: 'SOURCE_DOCUMENT', size: Number(h.bytes) })), { fileName: key, category: 'SOURCE_DOCUMENT', size: reserve }];
      const found = fileSizeProblem(files, limits);
      if (found) return quotaError(found);
      if (grant.clientAddress) {
        const [address] = await tx
          .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploadGrantObjects.bytes}), 0)::bigint` })
          .from(uploadGrantObjects)
          .innerJoin(uploadGrants, eq(uploadGrants.id, uploadGrantObjects.grantId))
          .where(and(eq(uploadGrants.clientAddress, grant.clientAddress), ne(uploadGrantObjects.key, key)));
        if (Number(address?.files ?? 0) + 1 > VISITOR_ADDRESS_MAX_FILES || Number(address?.bytes ?? 0) + reserve > VISITOR_ADDRESS_MAX_BYTES) {
          return new HttpError(429, ADDRESS_FULL, 'TEMPORARY_STORAGE_FULL');
        }
      }
      await tx
        .insert(uploadGrantObjects)
        .values({ key, grantId: grant.id, bytes: reserve })
        .onConflictDoUpdate({ target: uploadGrantObjects.key, set: { bytes: reserve, grantId: grant.id } });
      return reserve;
    });
    if (outcome instanceof HttpError) throw outcome;
    const reserve = outcome;
    return {
      maxBytes: reserve,
      commit: async (size) => {
        await ctx.db.update(uploadGrantObjects).set({ bytes: size }).where(eq(uploadGrantObjects.key, key));
      },
      abort: async () => {
        // Nothing new was stored; an earlier upload under the same name (replaced only on success) still counts.
        const earlier = await ctx.objectStore.head(key);
        if (earlier) await ctx.db.update(uploadGrantObjects).set({ bytes: earlier.size }).where(eq(uploadGrantObjects.key, key));
        else await ctx.db.delete(uploadGrantObjects).where(eq(uploadGrantObjects.key, key));
      },
    };
  };
}
