// What the server adds beside a reviewed document's segments (decisions 180 and 181): the company's glossary terms
// found in each source with the translation it expects, the translation memory's suggestions at 85 % or more,
// and the company's data the editor's quality checks read — its glossary for the pair, the words it lets stay
// as in the source, the terms it never uses, and the warnings people dismissed on this document.
import Type, { type Static } from 'typebox';
import { literalUnion } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';

/** The editor's quality checks by name; a dismissal names one of them. */
export const DOCUMENT_CHECK_NAMES = [
  'tags',
  'numbers',
  'emptyTarget',
  'glossaryMissing',
  'glossaryForbidden',
  'spaces',
  'endPunctuation',
  'inconsistent',
  'repeatedWords',
  'identical',
  'length',
] as const;

/** Segments per assists page: each source is one memory lookup. */
export const DOCUMENT_ASSISTS_MAX_SEGMENTS = 200;
export const DOCUMENT_CHECK_WORDS_MAX = 100;
export const DOCUMENT_CHECK_WORD_MAX_LENGTH = 200;
export const DOCUMENT_CHECK_WORD_KINDS = ['IGNORE_IDENTICAL', 'FORBIDDEN'] as const;

export const DocumentAssistsQuery = Type.Object({
  from: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'First position' })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: DOCUMENT_ASSISTS_MAX_SEGMENTS, default: 50, description: 'How many positions from `from`' })),
});
export type DocumentAssistsQuery = Static<typeof DocumentAssistsQuery>;

export const DocumentTermHint = Type.Object({
  source: Type.String({ description: 'The term as the glossary writes it' }),
  target: Type.String({ description: 'What the glossary translates it as; the source term when it is not translated' }),
  doNotTranslate: Type.Boolean(),
});
export type DocumentTermHint = Static<typeof DocumentTermHint>;

export const DocumentMemorySuggestion = Type.Object({
  sourceText: Type.String({ description: "The memory unit's source" }),
  targetText: Type.String({ description: "The memory unit's translation, plain text" }),
  score: Type.Number({ minimum: 0, maximum: 1, description: 'Trigram similarity of the normalised sources' }),
});
export type DocumentMemorySuggestion = Static<typeof DocumentMemorySuggestion>;

export const DocumentSegmentAssists = Type.Object({
  position: Type.Integer({ minimum: 0 }),
  terms: Type.Array(DocumentTermHint, { description: 'Glossary terms found in the source, in order' }),
  suggestions: Type.Array(DocumentMemorySuggestion, { description: 'At 85 % or more; none that reads as the target already does' }),
});
export type DocumentSegmentAssists = Static<typeof DocumentSegmentAssists>;

export const DocumentAssists = Type.Object({
  from: Type.Integer({ minimum: 0 }),
  count: Type.Integer({ minimum: 0 }),
  segments: Type.Array(DocumentSegmentAssists, { description: 'Only the positions with a term or a suggestion; none when the translation is reviewed alone' }),
});
export type DocumentAssists = Static<typeof DocumentAssists>;

export const DocumentCheckTerm = Type.Object({
  source: Type.String({ description: 'The source term; empty for a forbidden term' }),
  target: Type.String({ description: 'The translation expected (the source term when not translated), or the forbidden words' }),
  caseSensitive: Type.Boolean(),
  forbidden: Type.Boolean({ description: 'Words the company never wants in a translation into this language' }),
});
export type DocumentCheckTerm = Static<typeof DocumentCheckTerm>;

export const DocumentCheckDismissal = Type.Object({
  position: Type.Integer({ minimum: 0 }),
  check: literalUnion(DOCUMENT_CHECK_NAMES),
  dismissedBy: Type.String({ description: 'Username' }),
  dismissedAt: DateTime,
});
export type DocumentCheckDismissal = Static<typeof DocumentCheckDismissal>;

export const DocumentCheckContext = Type.Object({
  sourceLanguageId: Nullable(Type.String()),
  targetLanguageId: Type.String(),
  glossary: Type.Array(DocumentCheckTerm, { description: "The company's glossary for the pair, and its forbidden terms for the target" }),
  ignoreIdentical: Type.Array(Type.String(), { description: 'Words and texts the company lets stay as in the source' }),
  forbidden: Type.Array(Type.String(), { description: 'The forbidden terms for the target, as stored (also in `glossary`)' }),
  dismissals: Type.Array(DocumentCheckDismissal),
});
export type DocumentCheckContext = Static<typeof DocumentCheckContext>;

export const DismissDocumentWarningBody = Type.Object({
  position: Type.Integer({ minimum: 0 }),
  check: literalUnion(DOCUMENT_CHECK_NAMES),
  dismissed: Type.Boolean({ description: 'false takes a dismissal back' }),
});
export type DismissDocumentWarningBody = Static<typeof DismissDocumentWarningBody>;

const CheckWord = Type.String({ minLength: 1, maxLength: DOCUMENT_CHECK_WORD_MAX_LENGTH, pattern: '\\S' });

export const UpdateDocumentCheckWordsBody = Type.Object({
  kind: literalUnion(DOCUMENT_CHECK_WORD_KINDS, { description: 'IGNORE_IDENTICAL: any language; FORBIDDEN: the document\'s target language' }),
  add: Type.Optional(Type.Array(CheckWord, { maxItems: DOCUMENT_CHECK_WORDS_MAX })),
  remove: Type.Optional(Type.Array(CheckWord, { maxItems: DOCUMENT_CHECK_WORDS_MAX })),
});
export type UpdateDocumentCheckWordsBody = Static<typeof UpdateDocumentCheckWordsBody>;

export const DocumentPreviewQuery = Type.Object({
  position: Type.Optional(Type.Integer({ minimum: 0, description: 'The segment whose page and text to find' })),
});
export type DocumentPreviewQuery = Static<typeof DocumentPreviewQuery>;

/** A stretch of a page, in fractions of its width and height from its top left corner. */
export const PreviewBox = Type.Object({
  x: Type.Number({ minimum: 0, maximum: 1 }),
  y: Type.Number({ minimum: 0, maximum: 1 }),
  width: Type.Number({ minimum: 0, maximum: 1 }),
  height: Type.Number({ minimum: 0, maximum: 1 }),
});
export type PreviewBox = Static<typeof PreviewBox>;

export const DocumentPreviewPage = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  width: Type.Number({ description: 'In points, as the PDF gives it' }),
  height: Type.Number(),
  imageUrl: Type.String({ description: "A short-lived link to the page's PNG image" }),
});
export type DocumentPreviewPage = Static<typeof DocumentPreviewPage>;

export const DocumentPreview = Type.Object({
  fileVersion: Type.Integer({ minimum: 1, description: 'The delivered file the pages show; an "Update file" makes new ones' }),
  pages: Type.Array(DocumentPreviewPage),
  segment: Nullable(
    Type.Object({
      position: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      boxes: Type.Array(PreviewBox, { description: "Where the segment's words stand on the page, a box per line" }),
    }),
    { description: "The page holding the segment's text; null when no page does (a change not yet in the file, a text the layout hides)" },
  ),
});
export type DocumentPreview = Static<typeof DocumentPreview>;
