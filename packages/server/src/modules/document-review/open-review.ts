// A translated document read into segments the first time it is opened (decision 173): the translation and,
// for a machine translation, the source it was made from — a PDF as the Word file it was translated through, a
// legacy Office file as its successor — read with the same filters, paired or not, each segment's origin found,
// and the delivered file kept as version 1, the base every rebuild writes into.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentFileVersions, documentReviews, documentSegments, jobRequestFiles } from '../../db/schema/index.ts';
import { documentFormatOf, outputFormatOf } from '../../engines/mt/index.ts';
import {
  asFilterDocument,
  isFilterFormat,
  readDocumentSegments,
  tokenizePlaceholders,
  closeTag,
  openTag,
  standaloneTag,
  type DocumentSegment,
  type FilterFormat,
} from '../../engines/mt/filters/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { spool } from '../../engines/mt/zip-package.ts';
import { jobRequestPrefix, type JobRequestRow } from '../job-requests/index.ts';
import { sanitizeFileName } from '../../storage/filename.ts';
import type { FileRow } from './access.ts';
import { originsOf } from './origins.ts';
import { pairing, UNLINKED_NOTE, type Pairing } from './pairing.ts';

export type ReviewContext = { db: Db; clock: Clock; objectStore: ObjectStore };
export type ReviewRow = typeof documentReviews.$inferSelect;
type NewSegment = typeof documentSegments.$inferInsert;

/** Where a version of a delivered file is kept. */
export function versionKey(request: Pick<JobRequestRow, 'id'>, reviewId: string, version: number, fileName: string): string {
  return `${jobRequestPrefix(request.id)}versions/${reviewId}/${version}-${sanitizeFileName(fileName)}`;
}

/** The tags of a text without its words: what a saved target must keep. */
export function tagsOf(text: string): string {
  return tokenizePlaceholders(text)
    .map((t) => (t.type === 'open' ? openTag(t.id) : t.type === 'close' ? closeTag(t.id) : t.type === 'standalone' ? standaloneTag(t.id) : ''))
    .join('');
}

export async function findReview(db: Db, request: Pick<JobRequestRow, 'id'>, fileKey: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(documentReviews)
    .where(and(eq(documentReviews.jobRequestId, request.id), eq(documentReviews.fileKey, fileKey)))
    .limit(1);
  return row;
}

/** The review of a delivered file, made on first opening (two first openings at once make one). */
export async function openReview(ctx: ReviewContext, request: JobRequestRow, file: FileRow): Promise<ReviewRow> {
  const found = await findReview(ctx.db, request, file.fileKey);
  if (found) return found;
  const format = filterFormatOf(file.fileName);
  const source = await sourceFileOf(ctx.db, request, file);
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-review-open-'));
  try {
    const target = await readStored(ctx.objectStore, file, work);
    const original = source ? await readStored(ctx.objectStore, source, work) : null;
    const paired: Pairing = original ? pairing(original, target) : { paired: false, note: UNLINKED_NOTE };
    const origins = await originsOf(ctx.db, request, file, paired.paired ? original! : null, target);
    await storeReview(ctx, request, file, { format, source, paired, rows: target.map((t, i) => segmentRow(t, paired.paired ? original![i]! : null, origins[i]!)) });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return (await findReview(ctx.db, request, file.fileKey))!;
}

function filterFormatOf(fileName: string): FilterFormat {
  const format = documentFormatOf(fileName);
  const read = format && outputFormatOf(format);
  if (!read || !isFilterFormat(read)) throw badRequest(`${fileName} is not in a format that can be reviewed in the browser`, 'UNSUPPORTED_FORMAT');
  return read;
}

function segmentRow(target: DocumentSegment, source: DocumentSegment | null, origin: Pick<NewSegment, 'origin' | 'engine'>): Omit<NewSegment, 'reviewId' | 'position'> {
  return { source: source?.text ?? null, target: target.text, original: target.text, tags: tagsOf(target.text), style: target.style, ...origin };
}

/**
 * The source document a machine translation was made from: the job keys each translation by its source's
 * place among the request's source documents. A file the provider delivered has no such link.
 */
async function sourceFileOf(db: Db, request: JobRequestRow, file: FileRow): Promise<FileRow | null> {
  const index = /\/translated\/[^/]+\/(\d+)-[^/]*$/.exec(file.fileKey)?.[1];
  if (request.origination !== 'MT' || index === undefined) return null;
  const files = await db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, request.id));
  const sources = files.filter((f) => f.category === 'SOURCE_DOCUMENT').sort((a, b) => a.fileKey.localeCompare(b.fileKey));
  return sources[Number(index)] ?? null;
}

async function readStored(store: ObjectStore, file: FileRow, work: string): Promise<DocumentSegment[]> {
  const format = documentFormatOf(file.fileName);
  if (!format) throw badRequest(`${file.fileName} is not in a format that can be reviewed in the browser`, 'UNSUPPORTED_FORMAT');
  const dir = await mkdtemp(path.join(work, 'file-'));
  const local = await spool(await store.openReadStream(file.fileKey), dir, `document.${format}`);
  const readable = await asFilterDocument(local, format, dir, undefined);
  if (!isFilterFormat(readable.format)) throw badRequest(`${file.fileName} cannot be read into segments`, 'UNSUPPORTED_FORMAT');
  return readDocumentSegments(readable.file, readable.format);
}

const CHUNK = 1000;

async function storeReview(
  ctx: ReviewContext,
  request: JobRequestRow,
  file: FileRow,
  review: { format: FilterFormat; source: FileRow | null; paired: Pairing; rows: ReadonlyArray<Omit<NewSegment, 'reviewId' | 'position'>> },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [made] = await tx
      .insert(documentReviews)
      .values({
        jobRequestId: request.id,
        fileKey: file.fileKey,
        fileName: file.fileName,
        languageId: file.languageId ?? '',
        sourceFileKey: review.source?.fileKey ?? null,
        format: review.format,
        paired: review.paired.paired,
        pairingNote: review.paired.paired ? null : review.paired.note,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: documentReviews.id });
    if (!made) return;
    for (let at = 0; at < review.rows.length; at += CHUNK) {
      await tx.insert(documentSegments).values(review.rows.slice(at, at + CHUNK).map((r, i) => ({ ...r, reviewId: made.id, position: at + i })));
    }
    // Version 1 is the delivered file where it lies; the first rebuild copies it aside before replacing it.
    await tx.insert(documentFileVersions).values({ reviewId: made.id, version: 1, objectKey: file.fileKey, fileName: file.fileName, size: file.size ?? 0, createdAt: file.createdAt });
  });
}
