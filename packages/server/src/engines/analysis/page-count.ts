// The page rule of automatic quotes (docs/decisions/014-page-count-rule.md): words are counted the way
// translation tools count them, 250 words make one standard page, each file is rounded up on its own with a
// minimum of one page, and every target language is a translation of all pages (spec 2 §9: pages per
// language = totalPages / number of target languages).

export const WORDS_PER_PAGE = 250;
export const MIN_PAGES_PER_FILE = 1;

export { countWords } from '@lingua/contract';

/** Pages of one file: words / 250 rounded up, at least one page. */
export function pagesForWords(words: number): number {
  return Math.max(MIN_PAGES_PER_FILE, Math.ceil(words / WORDS_PER_PAGE));
}

/** Cents-exact price: pricePerPage × totalPages, rounded half up to 2 decimals. */
export function priceFor(pricePerPage: number, totalPages: number): number {
  return Math.round(pricePerPage * 100 * totalPages) / 100;
}

export interface QuoteFigures {
  /** Pages of the source documents (sum over files). */
  documentPages: number;
  /** documentPages × number of target languages: what is priced. */
  totalPages: number;
  pricePerPage: number;
  price: number;
  pagesPerLanguage: Record<string, number>;
}

export function quoteFigures(documentPages: number, targetLanguageIds: readonly string[], pricePerPage: number): QuoteFigures {
  const targets = Math.max(1, targetLanguageIds.length);
  const totalPages = documentPages * targets;
  const pagesPerLanguage: Record<string, number> = {};
  for (const id of targetLanguageIds) pagesPerLanguage[id] = documentPages;
  return { documentPages, totalPages, pricePerPage, price: priceFor(pricePerPage, totalPages), pagesPerLanguage };
}
