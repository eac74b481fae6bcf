// The quote confirmation document of a procurement-area request (spec 3 §2.6 Quote tab): rendered from the
// automatic analysis when a COUPA request is priced, or uploaded by staff at the provider desk; either way the
// request's only QUOTE_CONFIRMATION_DOCUMENT, with the total it states.
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { pagesPerLanguage, QUOTE_DOCUMENT_CONTENT_TYPE } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { autoQuotes, clientConfigs, jobRequestFiles, jobRequests, quoteConfirmations } from '../../db/schema/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { languageNames, requesterLanguage, uploadedFileKey } from '../job-requests/index.ts';
import type { ProcurementDeps } from './deps.ts';
import { renderQuotePdf, type QuotePdfInput } from './quote-pdf.ts';

export const QUOTE_CONFIRMATION_FILE_NAME = 'quote-confirmation.pdf';
const SYSTEM = 'system';

type QuoteRow = typeof autoQuotes.$inferSelect;
type RequestRow = typeof jobRequests.$inferSelect;

/**
 * Renders the quote confirmation PDF of a COUPA quote request priced by the automatic analysis and stores it as
 * its QUOTE_CONFIRMATION_DOCUMENT. Safe to run again: a request that has one keeps it.
 */
export async function attachQuoteConfirmation(deps: ProcurementDeps, jobRequestId: string): Promise<boolean> {
  const { db, clock } = deps;
  const [row] = await db
    .select()
    .from(jobRequests)
    .innerJoin(autoQuotes, eq(autoQuotes.jobRequestId, jobRequests.id))
    .innerJoin(clientConfigs, eq(clientConfigs.id, jobRequests.clientId))
    .where(eq(jobRequests.id, jobRequestId))
    .limit(1);
  if (!row || row.job_requests.origination !== 'COUPA') return false;
  const [existing] = await db.select().from(quoteConfirmations).where(eq(quoteConfirmations.jobRequestId, jobRequestId)).limit(1);
  if (existing) return false;
  const { job_requests: request, auto_quotes: quote, client_configs: client } = row;
  // In the requester's language (decision 190), the languages' names too.
  const language = await requesterLanguage(db, request);
  const names = await languageNames(db, [request.sourceLanguageId ?? '', ...request.targetLanguageIds].filter(Boolean), language);
  const pdf = await renderQuotePdf({
    jobRequestId,
    requestName: request.name,
    companyName: client.companyName,
    sourceLanguage: names.get(request.sourceLanguageId ?? '') ?? request.sourceLanguageId ?? '',
    lines: quoteLines(request, quote, names),
    total: Number(quote.price),
    issuedOn: quote.creationDate,
    validUntil: quote.acceptanceDeadline,
    files: quote.fileAnalysis ?? [],
  }, language);
  await storeQuoteDocument(deps, { jobRequestId, bytes: pdf, totalPrice: quote.price, actor: SYSTEM, now: clock.now() });
  return true;
}

/** One line per target language, sorted by the language's name. */
function quoteLines(request: RequestRow, quote: QuoteRow, names: Map<string, string>): QuotePdfInput['lines'] {
  const pricePerPage = Number(quote.pricePerPage);
  const targets = [...request.targetLanguageIds].sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b));
  return targets.map((t) => {
    const pages = pagesPerLanguage(quote.totalPages, targets.length, quote.pagesPerLanguage?.[t]);
    return { language: names.get(t) ?? t, pages, pricePerPage, amount: pages * pricePerPage };
  });
}

export interface QuoteDocument {
  jobRequestId: string;
  /** The rendered document, or … */
  bytes?: Uint8Array;
  /** … an object already in the store. */
  fileKey?: string;
  fileName?: string;
  totalPrice: string;
  actor: string;
  now: Date;
}

/** Stores `bytes` (or an uploaded object) as the request's only quote confirmation document. */
export async function storeQuoteDocument(deps: Pick<ProcurementDeps, 'db' | 'objectStore'>, input: QuoteDocument): Promise<void> {
  const { db, objectStore } = deps;
  const fileName = input.fileName ?? QUOTE_CONFIRMATION_FILE_NAME;
  const { fileKey, size } = await writeDocument(objectStore, input, fileName);
  const old = await db
    .select({ fileKey: jobRequestFiles.fileKey })
    .from(jobRequestFiles)
    .where(and(eq(jobRequestFiles.jobRequestId, input.jobRequestId), eq(jobRequestFiles.category, 'QUOTE_CONFIRMATION_DOCUMENT')));
  await replaceDocumentRows(db, input, { fileName, fileKey, size });
  for (const o of old) if (o.fileKey !== fileKey) await objectStore.delete(o.fileKey).catch(() => undefined);
}

/** Writes rendered bytes to the request's files, or measures the uploaded object already there. */
async function writeDocument(objectStore: ObjectStore, input: QuoteDocument, fileName: string): Promise<{ fileKey: string; size: number }> {
  if (input.bytes) {
    const fileKey = uploadedFileKey(input.jobRequestId, fileName);
    return { fileKey, size: (await objectStore.writeStream(fileKey, Readable.from([Buffer.from(input.bytes)]))).size };
  }
  return { fileKey: input.fileKey!, size: (await objectStore.head(input.fileKey!))?.size ?? 0 };
}

/** The file row and the confirmation row (document and total) change together. */
async function replaceDocumentRows(db: Db, input: QuoteDocument, file: { fileName: string; fileKey: string; size: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(jobRequestFiles).where(and(eq(jobRequestFiles.jobRequestId, input.jobRequestId), eq(jobRequestFiles.category, 'QUOTE_CONFIRMATION_DOCUMENT')));
    await tx.insert(jobRequestFiles).values({
      jobRequestId: input.jobRequestId,
      ...file,
      category: 'QUOTE_CONFIRMATION_DOCUMENT',
      contentType: QUOTE_DOCUMENT_CONTENT_TYPE,
      createdAt: input.now,
    });
    const values = { totalPrice: input.totalPrice, currency: 'USD', fileKey: file.fileKey, createdBy: input.actor, createdAt: input.now };
    await tx.insert(quoteConfirmations).values({ jobRequestId: input.jobRequestId, ...values }).onConflictDoUpdate({ target: quoteConfirmations.jobRequestId, set: values });
  });
}
