// Quote rules every side applies the same way: the pages of one target language (spec 2 §9, decision 015) and
// what a quote document is (spec 3 §2.6). One function each, so the quote view, the quote PDF, the provider desk
// and the reports cannot drift apart.

/**
 * Pages of one target language (spec 2 §9: totalPages divided by the number of target languages). The figure
 * stored with the quote wins; without one the total is split evenly, rounded up so no language is quoted fewer
 * pages than it has. Under decision 015 every language is a translation of all pages, so the split is exact for
 * automatic quotes. Reports compute the same in SQL (modules/reports/sources.ts), checked against this function.
 */
export function pagesPerLanguage(totalPages: number, targetLanguageCount: number, stored?: number | null): number {
  if (stored !== undefined && stored !== null) return stored;
  return Math.ceil(totalPages / Math.max(1, targetLanguageCount));
}

/** Spec 3 §2.6: a quote confirmation document is a PDF. */
export const QUOTE_DOCUMENT_CONTENT_TYPE = 'application/pdf';
/** What a file picker for a quote document accepts. */
export const QUOTE_DOCUMENT_ACCEPT = `${QUOTE_DOCUMENT_CONTENT_TYPE},.pdf`;

/** Whether a file of this name can be a quote document (by its extension, as uploads are named). */
export function isQuoteDocumentName(fileName: string): boolean {
  return /\.pdf$/i.test(fileName);
}
