// Temporary uploads (spec 2 §7, spec 3 §7): a caller asks for an upload permission, the browser posts its files
// straight to the object store under the granted prefix, then the caller creates a request naming the file keys.
// The rules here: who may write where and how much, checking a reported key really is the caller's upload,
// and removing uploads that were never used.
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadGrants } from '../../db/schema/files.ts';
import type { Principal } from '../../identity/principal.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { assertValidKey, asDirectoryPrefix, keyProblem } from '../../storage/keys.ts';
import type { ObjectStore, PresignedPost } from '../../storage/object-store.ts';

// Spec 2 §5 and §9 (1 MB = 1048576 bytes): signed-in uploads up to 1000 MB per file, visitors 40 MB.
export const SIGNED_IN_MAX_FILE_BYTES = 1_048_576_000;
export const VISITOR_MAX_FILE_BYTES = 41_943_040;
// Long enough for a batch of large files on a slow line (the expiry is checked when each file's POST starts).
export const TEMP_UPLOAD_EXPIRES_SECONDS = 2 * 60 * 60;
// Uploads under an expired grant are kept this much longer, so a request created just after expiry still finds them.
export const TEMP_UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Where the caller's temporary uploads live: `tmp/u/<userId>` signed in, `tmp/anon` for visitors. */
export function tempUploadRoot(principal: Pick<Principal, 'userId'> | null | undefined): string {
  return principal ? `tmp/u/${principal.userId}` : 'tmp/anon';
}

export interface TempFilesContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
}

/** Grants an upload permission under a fresh random prefix, recorded so that unused uploads can be swept. */
export async function createTempUploadPost(ctx: TempFilesContext, principal: Principal | null): Promise<PresignedPost & { expiresAt: string }> {
  // 128 random bits: the prefix is the only secret between two visitors' uploads under tmp/anon.
  const keyPrefix = `${tempUploadRoot(principal)}/${randomBytes(16).toString('hex')}`;
  const maxBytes = principal ? SIGNED_IN_MAX_FILE_BYTES : VISITOR_MAX_FILE_BYTES;
  const expiresAt = new Date(ctx.clock.now().getTime() + TEMP_UPLOAD_EXPIRES_SECONDS * 1000);
  await ctx.db.insert(uploadGrants).values({ keyPrefix, userId: principal?.userId ?? null, maxBytes, createdAt: ctx.clock.now(), expiresAt });
  const post = await ctx.objectStore.createPresignedPost({ keyPrefix, maxBytes, expiresInSeconds: TEMP_UPLOAD_EXPIRES_SECONDS });
  return { ...post, expiresAt: expiresAt.toISOString() };
}

export interface TakenFile {
  key: string;
  size: number;
}

/**
 * Checks that a client-reported file key lies under the caller's prefix (e.g. `tempUploadRoot(req.principal)`)
 * and exists, and — with `toKey` — moves it there, out of reach of the temporary-upload sweeper.
 * Throws 400 INVALID_FILE_KEY for a key outside the prefix or malformed, 400 FILE_NOT_FOUND when nothing was
 * uploaded there. `ctx` is anything carrying the store, e.g. the Fastify app (`request.server`).
 */
export async function takeUploadedFile(
  ctx: { objectStore: ObjectStore },
  opts: { key: string; expectedPrefix: string; toKey?: string },
): Promise<TakenFile> {
  const { key, expectedPrefix, toKey } = opts;
  if (keyProblem(key) || !key.startsWith(asDirectoryPrefix(expectedPrefix))) throw badRequest('Invalid file key', 'INVALID_FILE_KEY');
  const info = await ctx.objectStore.head(key);
  if (!info) throw badRequest('The uploaded file was not found', 'FILE_NOT_FOUND');
  if (toKey === undefined || toKey === key) return { key, size: info.size };
  assertValidKey(toKey);
  await ctx.objectStore.move(key, toKey);
  return { key: toKey, size: info.size };
}

/**
 * Deletes what was uploaded under grants that expired more than the retention ago, and the grants. Files taken
 * into requests were moved away, so only abandoned uploads go. Safe to run from several processes at once.
 * Returns how many grants were swept.
 */
export async function sweepExpiredUploads(ctx: TempFilesContext, opts: { retentionMs?: number; batch?: number } = {}): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - (opts.retentionMs ?? TEMP_UPLOAD_RETENTION_MS));
  const expired = await ctx.db
    .select({ id: uploadGrants.id, keyPrefix: uploadGrants.keyPrefix })
    .from(uploadGrants)
    .where(lt(uploadGrants.expiresAt, cutoff))
    .limit(opts.batch ?? 500);
  for (const g of expired) {
    await ctx.objectStore.deletePrefix(g.keyPrefix);
    await ctx.db.delete(uploadGrants).where(and(eq(uploadGrants.id, g.id), lt(uploadGrants.expiresAt, cutoff)));
  }
  return expired.length;
}
