// A job request as the contract shows it (spec 3 §3, with the automatic quote of spec 2 §3): one mapping for
// every call that answers with requests — lists, details, and the creation calls of every module.
import { asc, eq, inArray } from 'drizzle-orm';
import type { AutoQuote, JobRequest } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { autoQuotes, jobRequestFiles, jobRequestLinks, jobRequests, languages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export type JobRequestView = JobRequest;
export type JobRequestRow = typeof jobRequests.$inferSelect;

/** Language names by id, for the ids asked (unknown ids are simply absent). */
export async function languageNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: languages.id, name: languages.name }).from(languages).where(inArray(languages.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A stored automatic quote in the contract's shape (spec 2 §3). */
export function autoQuoteView(quote: typeof autoQuotes.$inferSelect): AutoQuote {
  return {
    acceptanceStatus: quote.acceptanceStatus,
    acceptanceDeadline: quote.acceptanceDeadline.toISOString(),
    creationDate: quote.creationDate.toISOString(),
    pricePerPage: Number(quote.pricePerPage),
    price: Number(quote.price),
    totalPages: quote.totalPages,
  };
}

/** Rows → the contract's shape, loading the files, links, quotes and language names of all rows at once. */
export async function toViews(db: Db, rows: readonly JobRequestRow[]): Promise<JobRequestView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, files, links, quotes] = await Promise.all([
    languageNames(db, rows.flatMap((r) => [r.sourceLanguageId ?? '', ...r.targetLanguageIds])),
    db
      .select()
      .from(jobRequestFiles)
      .where(inArray(jobRequestFiles.jobRequestId, ids))
      .orderBy(asc(jobRequestFiles.createdAt), asc(jobRequestFiles.fileName)),
    db.select().from(jobRequestLinks).where(inArray(jobRequestLinks.jobRequestId, ids)),
    db.select().from(autoQuotes).where(inArray(autoQuotes.jobRequestId, ids)),
  ]);
  const ref = (id: string | null) => ({ id: id ?? '', name: id ? (names.get(id) ?? id) : '' });
  return rows.map((r) => {
    const quote = quotes.find((q) => q.jobRequestId === r.id);
    return {
      id: r.id,
      name: r.name,
      status: r.status,
      origination: r.origination,
      requestType: r.requestType,
      createTime: r.createTime.toISOString(),
      updateTime: r.updatedAt.toISOString(),
      sourceLanguage: ref(r.sourceLanguageId),
      targetLanguages: r.targetLanguageIds.map(ref),
      files: files
        .filter((f) => f.jobRequestId === r.id)
        .map((f) => ({ fileName: f.fileName, fileKey: f.fileKey, category: f.category, languageId: f.languageId })),
      fileLinks: links
        .filter((l) => l.jobRequestId === r.id)
        .map((l) => ({ url: l.url, name: l.name, category: l.category })),
      customFields: r.customFields,
      notes: r.notes,
      externalReferenceId: r.externalReferenceId,
      // Our project store numbers its projects with integers; anything else is not a number to link to.
      xtrfInternalId:
        r.xtrfInternalId !== null && /^\d{1,9}$/.test(r.xtrfInternalId) ? Number(r.xtrfInternalId) : null,
      xtrfName: r.xtrfName,
      autoQuote: quote ? autoQuoteView(quote) : null,
      ...(r.mediaOptions
        ? {
            mediaProjectType: (r.mediaOptions.projectType ?? null) as JobRequestView['mediaProjectType'],
            subtitlesType: (r.mediaOptions.subtitlesType ?? null) as JobRequestView['subtitlesType'],
            progress: r.mediaOptions.progress ?? null,
          }
        : {}),
    };
  });
}

/** One request in the contract's shape, for any module that creates or changes one; 404 when it is gone. */
export async function jobRequestView(db: Db, id: string): Promise<JobRequestView> {
  const [row] = await db.select().from(jobRequests).where(eq(jobRequests.id, id)).limit(1);
  if (!row) throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  return (await toViews(db, [row]))[0]!;
}
