// Text extraction and page counting for automatic quotes (spec 2 §3, §9; docs/decisions/014-page-count-rule.md).
export { analyseStoredFile, analyseStoredFiles, type DocumentsAnalysis, type FileAnalysis, type FileToAnalyse } from './analyse.ts';
export { analysableFormatOf, extractText, htmlText, ExtractionError, type AnalysableFormat } from './extract-text.ts';
export { countWords, pagesForWords, priceFor, quoteFigures, WORDS_PER_PAGE, MIN_PAGES_PER_FILE, type QuoteFigures } from './page-count.ts';
