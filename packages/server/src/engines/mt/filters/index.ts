// The document filters' public surface: engines that translate text only use them for documents, and
// glossary term protection uses the placeholder syntax.
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
} from './placeholders.ts';
export { asFilterDocument, filteredDocumentFormats, translateDocumentWithFilters } from './engine-documents.ts';
export { readDocumentSegments, writeDocumentSegments, type DocumentSegment } from './document-segments.ts';
export type { SegmentStyle, StyleKind } from './segment-styles.ts';
