// Every version of a delivered document (decision 174): the first delivery and one more per "Update file",
// newest first, each downloadable through the store's signed, expiring links as the request's other files are.
// Read as the document is: a user of the request's company, the provider's staff any. A file never opened for
// review has one version, the delivery itself.
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { DocumentFileVersion, DocumentFileVersions } from '@lingua/contract';
import { documentFileVersions } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { notFound } from '../../lib/errors.ts';
import { DOWNLOAD_URL_EXPIRES_SECONDS } from '../job-requests/index.ts';
import { findReviewRequest, findTranslatedFile } from './access.ts';
import { findReview, type ReviewContext } from './open-review.ts';

type Params = { jobRequestId: string; fileKey: string };
type Version = DocumentFileVersion & { objectKey: string };

async function versionsOf(ctx: ReviewContext, principal: Principal, params: Params): Promise<Version[]> {
  const request = await findReviewRequest(ctx.db, principal, params.jobRequestId);
  const file = await findTranslatedFile(ctx.db, request, params.fileKey);
  const review = await findReview(ctx.db, request, file.fileKey);
  if (!review) return [{ version: 1, fileName: file.fileName, size: file.size ?? 0, createdAt: file.createdAt.toISOString(), createdBy: null, current: true, objectKey: file.fileKey }];
  const rows = await ctx.db.select().from(documentFileVersions).where(eq(documentFileVersions.reviewId, review.id)).orderBy(desc(documentFileVersions.version));
  return rows.map((r) => ({
    version: r.version,
    fileName: r.fileName,
    size: r.size,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    current: r.version === review.fileVersion,
    objectKey: r.objectKey,
  }));
}

export async function listVersions(ctx: ReviewContext, principal: Principal, params: Params): Promise<DocumentFileVersions> {
  return { versions: (await versionsOf(ctx, principal, params)).map(({ objectKey: _, ...v }) => v) };
}

/** An earlier version is saved as "name (version N).ext", so it never overwrites the current one in a download folder. */
export function versionFileName(version: Pick<DocumentFileVersion, 'fileName' | 'version' | 'current'>): string {
  if (version.current) return version.fileName;
  const { name, ext } = path.parse(version.fileName);
  return `${name} (version ${version.version})${ext}`;
}

export async function versionDownloadUrl(ctx: ReviewContext, principal: Principal, params: Params & { version: string }): Promise<{ downloadUrl: string }> {
  const versions = await versionsOf(ctx, principal, params);
  const found = versions.find((v) => v.version === Number(params.version));
  if (!found) throw notFound('This file has no such version', 'VERSION_NOT_FOUND');
  const downloadUrl = await ctx.objectStore.signedDownloadUrl(found.objectKey, { expiresInSeconds: DOWNLOAD_URL_EXPIRES_SECONDS, fileName: versionFileName(found) });
  return { downloadUrl };
}
