// The preview of a delivered document (decision 181): LibreOffice prints the file as it stands in the store (the
// newest version) to PDF, pdftoppm draws each page as a PNG and pdftotext gives each page's words with their
// boxes. Made once per file version and kept beside the versions in the store, so every later opening and every
// move between segments is a read; an "Update file" makes a new version and so new pages. Two openings at once
// share one rendering in this process.
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { stripPlaceholders, type DocumentPreview, type DocumentPreviewQuery } from '@lingua/contract';
import { and, eq } from 'drizzle-orm';
import { documentSegments } from '../../db/schema/index.ts';
import { convertWithLibreOffice } from '../../engines/mt/libreoffice.ts';
import { spool } from '../../engines/mt/zip-package.ts';
import type { Principal } from '../../identity/principal.ts';
import { HttpError } from '../../lib/errors.ts';
import { killGroup, spawnTethered } from '../../lib/tethered.ts';
import { DOWNLOAD_URL_EXPIRES_SECONDS, jobRequestPrefix, type JobRequestRow } from '../job-requests/index.ts';
import { findReviewRequest, findTranslatedFile, type FileRow } from './access.ts';
import { openReview, type ReviewContext, type ReviewRow } from './open-review.ts';
import { findOnPages, parseBboxPages, type PageText } from './preview-text.ts';

/** Pages drawn at this resolution: a page of A4 is about 660 pixels wide, enough to read beside the editor. */
const PAGE_DPI = 80;
const TOOL_TIMEOUT_MS = 120_000;

type Params = { jobRequestId: string; fileKey: string };
type Rendered = { pages: PageText[] };

const rendering = new Map<string, Promise<Rendered>>();

function previewPrefix(request: Pick<JobRequestRow, 'id'>, review: ReviewRow): string {
  return `${jobRequestPrefix(request.id)}versions/${review.id}/preview/${review.fileVersion}/`;
}

/** Runs a Poppler tool; its own process group, so a timeout ends it whole. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnTethered(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => (stderr = (stderr + d).slice(-1000)));
    const timer = setTimeout(() => killGroup(child), TOOL_TIMEOUT_MS);
    child.on('error', (err) => (clearTimeout(timer), reject(err)));
    child.on('close', (code) => (clearTimeout(timer), code === 0 ? resolve() : reject(new Error(`${command} exit code ${code}: ${stderr.trim()}`))));
  });
}

async function render(ctx: ReviewContext, file: FileRow, prefix: string): Promise<Rendered> {
  const work = await mkdtemp(path.join(tmpdir(), 'lingua-review-preview-'));
  try {
    const local = await spool(await ctx.objectStore.openReadStream(file.fileKey), work, `document${path.extname(file.fileName).toLowerCase()}`);
    const [pdf] = await convertWithLibreOffice([local], { to: 'pdf', outDir: work });
    await run('pdftoppm', ['-png', '-r', String(PAGE_DPI), pdf!, path.join(work, 'page')]);
    await run('pdftotext', ['-bbox', '-enc', 'UTF-8', pdf!, path.join(work, 'words.html')]);
    const pages = parseBboxPages(await readFile(path.join(work, 'words.html'), 'utf8'));
    // pdftoppm numbers pages with as many digits as the last one needs (page-01.png of 12): sorted, they are in order.
    const images = (await readdir(work)).filter((f) => /^page-\d+\.png$/.test(f)).sort();
    for (const [i, image] of images.entries()) await ctx.objectStore.writeStream(`${prefix}${i + 1}.png`, createReadStream(path.join(work, image)));
    // The words last: their presence says the pages are all there.
    await ctx.objectStore.writeStream(`${prefix}pages.json`, Readable.from([JSON.stringify({ pages })]));
    return { pages };
  } catch (err) {
    // The cause stays on the error for the log; the person reads that it may work later.
    throw Object.assign(new HttpError(503, `The preview of ${file.fileName} could not be made now; try again in a moment`, 'PREVIEW_UNAVAILABLE'), { cause: err });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function rendered(ctx: ReviewContext, file: FileRow, prefix: string): Promise<Rendered> {
  if (await ctx.objectStore.head(`${prefix}pages.json`)) {
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.objectStore.openReadStream(`${prefix}pages.json`)) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Rendered;
  }
  let running = rendering.get(prefix);
  if (!running) {
    running = render(ctx, file, prefix).finally(() => rendering.delete(prefix));
    rendering.set(prefix, running);
  }
  return running;
}

/** The segment's page: its text now, else as delivered (a change saved but not yet in the file). */
async function segmentPlace(ctx: ReviewContext, review: ReviewRow, pages: readonly PageText[], position: number): Promise<DocumentPreview['segment']> {
  const [row] = await ctx.db.select().from(documentSegments).where(and(eq(documentSegments.reviewId, review.id), eq(documentSegments.position, position)));
  if (!row) throw new HttpError(400, `This document has no segment ${position + 1}`, 'UNKNOWN_SEGMENT');
  for (const text of [row.target, row.original]) {
    const found = text ? findOnPages(pages, stripPlaceholders(text)) : null;
    if (found) return { position, ...found };
  }
  return null;
}

export async function documentPreview(ctx: ReviewContext, principal: Principal, params: Params, query: DocumentPreviewQuery): Promise<DocumentPreview> {
  const request = await findReviewRequest(ctx.db, principal, params.jobRequestId);
  const file = await findTranslatedFile(ctx.db, request, params.fileKey);
  const review = await openReview(ctx, request, file);
  const prefix = previewPrefix(request, review);
  const { pages } = await rendered(ctx, file, prefix);
  const urls = await Promise.all(
    pages.map((_, i) => ctx.objectStore.signedDownloadUrl(`${prefix}${i + 1}.png`, { expiresInSeconds: DOWNLOAD_URL_EXPIRES_SECONDS, fileName: `page-${i + 1}.png`, inline: true })),
  );
  return {
    fileVersion: review.fileVersion,
    pages: pages.map((p, i) => ({ page: i + 1, width: p.width, height: p.height, imageUrl: urls[i]! })),
    segment: query.position === undefined ? null : await segmentPlace(ctx, review, pages, query.position),
  };
}
