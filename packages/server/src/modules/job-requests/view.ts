// A job request as the contract shows it (spec 3 §3, spec 2 §3), one mapping for every call answering requests.
import { eq, sql } from 'drizzle-orm';
import type { AutoQuote, FileCategory, JobRequest } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { autoQuotes, jobRequests } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { referenceData } from '../reference-data/index.ts';

export type JobRequestView = JobRequest;
export type JobRequestRow = typeof jobRequests.$inferSelect;

export { languageNames } from '../reference-data/index.ts';

interface FileJson {
  fileName: string;
  fileKey: string;
  category: FileCategory;
  languageId: string | null;
}
interface LinkJson {
  url: string;
  name: string;
  category: FileCategory;
}
/** An auto_quotes row as json_build_object gives it: timestamps as text, prices as numbers. */
interface QuoteJson {
  acceptanceStatus: AutoQuote['acceptanceStatus'];
  acceptanceDeadline: string;
  creationDate: string;
  pricePerPage: number | string;
  price: number | string;
  totalPages: number;
}

/** One statement: shown columns only, files, links and quote aggregated beside them. Subqueries name the outer table
 * in full: Drizzle writes one-table columns unqualified, and "id" inside them would be the file's own. */
export const viewSelection = {
  id: jobRequests.id,
  name: jobRequests.name,
  status: jobRequests.status,
  origination: jobRequests.origination,
  requestType: jobRequests.requestType,
  createTime: jobRequests.createTime,
  updatedAt: jobRequests.updatedAt,
  sourceLanguageId: jobRequests.sourceLanguageId,
  targetLanguageIds: jobRequests.targetLanguageIds,
  customFields: jobRequests.customFields,
  notes: jobRequests.notes,
  externalReferenceId: jobRequests.externalReferenceId,
  xtrfInternalId: jobRequests.xtrfInternalId,
  xtrfName: jobRequests.xtrfName,
  mediaOptions: jobRequests.mediaOptions,
  failureReason: jobRequests.failureReason,
  mtEngines: jobRequests.mtEngines,
  glossaryTermsApplied: jobRequests.glossaryTermsApplied,
  unknownWords: jobRequests.unknownWords,
  filesDeletedAt: jobRequests.filesDeletedAt,
  files: sql<FileJson[]>`coalesce((select json_agg(json_build_object('fileName', f.file_name, 'fileKey', f.file_key, 'category', f.category, 'languageId', f.language_id) order by f.created_at, f.file_name) from job_request_files f where f.job_request_id = job_requests.id), '[]'::json)`,
  fileLinks: sql<LinkJson[]>`coalesce((select json_agg(json_build_object('url', l.url, 'name', l.name, 'category', l.category)) from job_request_links l where l.job_request_id = job_requests.id), '[]'::json)`,
  autoQuote: sql<QuoteJson | null>`(select json_build_object('acceptanceStatus', q.acceptance_status, 'acceptanceDeadline', q.acceptance_deadline, 'creationDate', q.creation_date, 'pricePerPage', q.price_per_page, 'price', q.price, 'totalPages', q.total_pages) from auto_quotes q where q.job_request_id = job_requests.id)`,
};

function selectViews(db: Db) {
  return db.select(viewSelection).from(jobRequests);
}

export type SelectedView = Awaited<ReturnType<typeof selectViews>>[number];

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

export async function toViews(db: Db, rows: readonly SelectedView[]): Promise<JobRequestView[]> {
  if (rows.length === 0) return [];
  const { languageNames: names } = await referenceData(db);
  const ref = (id: string | null) => ({ id: id ?? '', name: id ? (names.get(id) ?? id) : '' });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    origination: r.origination,
    requestType: r.requestType,
    createTime: r.createTime.toISOString(),
    updateTime: r.updatedAt.toISOString(),
    sourceLanguage: ref(r.sourceLanguageId),
    targetLanguages: r.targetLanguageIds.map(ref),
    files: r.files.map((f) => ({ fileName: f.fileName, fileKey: f.fileKey, category: f.category, languageId: f.languageId })),
    fileLinks: r.fileLinks.map((l) => ({ url: l.url, name: l.name, category: l.category })),
    customFields: r.customFields,
    notes: r.notes,
    externalReferenceId: r.externalReferenceId,
    // Our project store numbers its projects with integers; anything else is not a number to link to.
    xtrfInternalId: r.xtrfInternalId !== null && /^\d{1,9}$/.test(r.xtrfInternalId) ? Number(r.xtrfInternalId) : null,
    xtrfName: r.xtrfName,
    autoQuote: r.autoQuote ? quoteJsonView(r.autoQuote) : null,
    // Shown while the request is FAILED; an escalation moves it on, and the reason no longer applies.
    ...(r.status === 'FAILED' && r.failureReason ? { failureReason: r.failureReason } : {}),
    ...(r.mtEngines ? { mtEngines: r.mtEngines } : {}),
    ...(r.glossaryTermsApplied > 0 ? { glossaryTermsApplied: r.glossaryTermsApplied } : {}),
    ...(r.unknownWords > 0 ? { unknownWords: r.unknownWords } : {}),
    ...(r.filesDeletedAt ? { filesDeletedAt: r.filesDeletedAt.toISOString() } : {}),
    ...(r.mediaOptions
      ? {
          mediaProjectType: (r.mediaOptions.projectType ?? null) as JobRequestView['mediaProjectType'],
          subtitlesType: (r.mediaOptions.subtitlesType ?? null) as JobRequestView['subtitlesType'],
          progress: r.mediaOptions.progress ?? null,
        }
      : {}),
  }));
}

function quoteJsonView(q: QuoteJson): AutoQuote {
  return {
    acceptanceStatus: q.acceptanceStatus,
    acceptanceDeadline: new Date(q.acceptanceDeadline).toISOString(),
    creationDate: new Date(q.creationDate).toISOString(),
    pricePerPage: Number(q.pricePerPage),
    price: Number(q.price),
    totalPages: q.totalPages,
  };
}

export async function jobRequestView(db: Db, id: string): Promise<JobRequestView> {
  const [row] = await selectViews(db).where(eq(jobRequests.id, id)).limit(1);
  if (!row) throw notFound('Job request not found', 'JOB_REQUEST_NOT_FOUND');
  return (await toViews(db, [row]))[0]!;
}
