// The document filters' public surface: engines that translate text only use them for documents, and
// glossary term protection uses the placeholder syntax (the contract's rule, shared with the browser editor).
export { translateDocumentBySegments, FILTER_FORMATS, isFilterFormat, type FilterFormat, type SegmentDocumentJob } from './translate-document.ts';
export type { TranslateSegments, TranslationCounts } from './translate-segments.ts';
export {
  checkPlaceholders,
  closeTag,
  looksLikePlaceholder,
  openTag,
  standaloneTag,
  stripPlaceholders,
  tokenizePlaceholders,
  type PlaceholderCheck,
  type PlaceholderToken,
} from '@lingua/contract';
export { asFilterDocument, filteredDocumentFormats, translateDocumentWithFilters } from './engine-documents.ts';
export { readDocumentSegments, writeDocumentSegments, type DocumentSegment } from './document-segments.ts';
export type { SegmentStyle, StyleKind } from './segment-styles.ts';
