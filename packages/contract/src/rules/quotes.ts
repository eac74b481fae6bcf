// Quote rules every side applies the same way: the pages of one target language (spec 2 §9, decision 015). One
// function, so the quote view, the quote PDF and the reports cannot drift apart.

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
