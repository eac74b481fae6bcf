// A deletion receipt (decision 183): a finished batch as the contract shows it, and the same as a PDF or JSON
// file, written to the store on first download under `deletion-receipts/` — apart from every request's folder,
// so no deletion ever removes a receipt.
import { Readable } from 'node:stream';
import { and, asc, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { DeletionReceipt } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { clientConfigs, deletionBatches, deletionBatchItems, type DeletionBatchRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { Pen, pdfFonts, pdfScript } from '../../lib/pdf-pen.ts';
import { textsIn, type Language } from '../../texts/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { DOWNLOAD_URL_EXPIRES_SECONDS } from '../job-requests/index.ts';
import { RETENTION_MESSAGES } from './access.ts';

const RECEIPTS_LIMIT = 200;

async function toReceipts(db: Db, batches: readonly DeletionBatchRow[], companyName: string): Promise<DeletionReceipt[]> {
  const out: DeletionReceipt[] = [];
  for (const b of batches) {
    const items = await db.select().from(deletionBatchItems).where(eq(deletionBatchItems.batchId, b.id)).orderBy(asc(deletionBatchItems.endedAt), asc(deletionBatchItems.name));
    const requests = items.map((i) => ({ jobRequestId: i.jobRequestId, name: i.name, endedAt: i.endedAt?.toISOString() ?? null, objectCount: i.objectCount ?? 0, totalBytes: i.totalBytes ?? 0 }));
    out.push({
      id: b.id,
      clientId: String(b.clientId),
      companyName,
      reason: b.reason,
      requestedBy: b.requestedBy,
      endedBefore: b.endedBefore?.toISOString() ?? null,
      deleteTranslationMemory: b.deleteTranslationMemory,
      deleteGlossary: b.deleteGlossary,
      startedAt: (b.reason === 'retention' ? b.dueAt : b.createdAt).toISOString(),
      completedAt: (b.completedAt ?? b.createdAt).toISOString(),
      requests,
      objectCount: requests.reduce((s, r) => s + r.objectCount, 0),
      totalBytes: requests.reduce((s, r) => s + r.totalBytes, 0),
      translationUnitsDeleted: b.translationUnitsDeleted,
      glossaryEntriesDeleted: b.glossaryEntriesDeleted,
    });
  }
  return out;
}

async function companyName(db: Db, clientId: number): Promise<string> {
  const [row] = await db.select({ name: clientConfigs.companyName }).from(clientConfigs).where(eq(clientConfigs.id, clientId));
  return row?.name ?? '';
}

/** The company's finished deletions, newest first. */
export async function listReceipts(db: Db, clientId: number): Promise<DeletionReceipt[]> {
  const rows = await db
    .select()
    .from(deletionBatches)
    .where(and(eq(deletionBatches.clientId, clientId), eq(deletionBatches.state, 'done')))
    .orderBy(desc(deletionBatches.completedAt), desc(deletionBatches.id))
    .limit(RECEIPTS_LIMIT);
  return toReceipts(db, rows, await companyName(db, clientId));
}

export async function findReceipt(db: Db, clientId: number, receiptId: string): Promise<DeletionReceipt> {
  const rows = await db
    .select()
    .from(deletionBatches)
    .where(and(eq(deletionBatches.id, receiptId), eq(deletionBatches.clientId, clientId), eq(deletionBatches.state, 'done')));
  if (!rows.length) throw notFound(RETENTION_MESSAGES.receiptNotFound);
  return (await toReceipts(db, rows, await companyName(db, clientId)))[0]!;
}

/** The receipt as a PDF in `language` (the reader's, decision 190); English when the language's font is not installed. */
export async function renderReceiptPdf(r: DeletionReceipt, language: Language = 'en'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await pdfFonts(doc, pdfScript(language));
  const { t, bytes, locale } = textsIn(fonts ? language : 'en');
  doc.setTitle(t('receiptPdf.documentTitle', { id: r.id }).replace(/[\u2066-\u2069]/g, ''));
  doc.setLanguage(locale);
  doc.setProducer('Lingua Portal');
  doc.setCreationDate(new Date(r.completedAt));
  doc.setModificationDate(new Date(r.completedAt));
  const pen = new Pen(doc, fonts ?? (await pdfFonts(doc, 'latin'))!);
  pen.write(t('receiptPdf.title'), { size: 22, font: pen.bold });
  pen.line(30);
  const kept = t('receiptPdf.kept');
  const lines = [
    t('receiptPdf.company', { name: r.companyName }),
    t('receiptPdf.receipt', { id: r.id }),
    t(`receiptPdf.reason.${r.reason}`),
    t('receiptPdf.requestedBy', { name: r.requestedBy }),
    ...(r.endedBefore ? [t('receiptPdf.endedBefore', { date: r.endedBefore })] : []),
    t('receiptPdf.started', { date: r.startedAt }),
    t('receiptPdf.completed', { date: r.completedAt }),
    t('receiptPdf.objects', { objects: r.objectCount, bytes: bytes(r.totalBytes) }),
    t('receiptPdf.units', { count: r.deleteTranslationMemory ? r.translationUnitsDeleted : kept }),
    t('receiptPdf.entries', { count: r.deleteGlossary ? r.glossaryEntriesDeleted : kept }),
  ];
  for (const l of lines) {
    pen.write(l);
    pen.line();
  }
  pen.line(12);
  pen.write(t('receiptPdf.requests'), { font: pen.bold });
  pen.line();
  for (const q of r.requests) {
    const objects = t('receiptPdf.objectCount', { count: q.objectCount });
    pen.write(t('receiptPdf.line', { name: q.name, id: q.jobRequestId, objects, bytes: bytes(q.totalBytes) }), { size: 10 });
    pen.line(14);
  }
  return doc.save({ useObjectStreams: false });
}

/** A signed link to the receipt's PDF or JSON, written to the store the first time it is asked for. */
export async function receiptDownloadUrl(store: ObjectStore, receipt: DeletionReceipt, format: 'pdf' | 'json', language: Language = 'en'): Promise<string> {
  // One PDF per language it was asked in (English under the name it always had); the JSON is the same for all.
  const key = `deletion-receipts/${receipt.clientId}/${receipt.id}${format === 'pdf' && language !== 'en' ? `.${language}` : ''}.${format}`;
  if (!(await store.head(key))) {
    const content = format === 'pdf' ? Buffer.from(await renderReceiptPdf(receipt, language)) : Buffer.from(`${JSON.stringify(receipt, null, 2)}\n`);
    await store.writeStream(key, Readable.from([content]));
  }
  return store.signedDownloadUrl(key, { expiresInSeconds: DOWNLOAD_URL_EXPIRES_SECONDS, fileName: `deletion-receipt-${receipt.id}.${format}` });
}
