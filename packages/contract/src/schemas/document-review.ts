// A translated document reviewed and fixed in the browser (extension to spec 3 §7, decision 173): its
// segments — a paragraph each, read from the source and the translation with the same filters, inline
// formatting held as protected tags `<gN>…</gN>` and `<xN/>` — saved and confirmed against the document's
// version, and the file built again from them with every earlier version kept.
import Type, { type Static } from 'typebox';
import { literalUnion } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';
import { DOCUMENT_SAVE_MAX_SEGMENTS, DOCUMENT_SEGMENT_TEXT_MAX_LENGTH, DOCUMENT_SEGMENTS_MAX } from '../limits.ts';


export const DOCUMENT_STYLE_KINDS = ['paragraph', 'heading', 'list', 'tableCell', 'slide', 'notes', 'cell', 'header', 'footer', 'footnote', 'comment', 'attribute'] as const;
export const DOCUMENT_SEGMENT_ORIGINS = ['ENGINE', 'MEMORY', 'PROVIDER', 'CLIENT'] as const;
export const DOCUMENT_SEGMENT_STATUSES = ['DRAFT', 'CONFIRMED'] as const;

export const DocumentSegmentStyle = Type.Object({
  kind: literalUnion(DOCUMENT_STYLE_KINDS),
  label: Type.Optional(Type.String({ description: '"Heading 1", "Slide 3", "Sheet1!B2": where the format names it' })),
});
export type DocumentSegmentStyle = Static<typeof DocumentSegmentStyle>;

export const DocumentSegment = Type.Object({
  position: Type.Integer({ minimum: 0, description: "The segment's place in the document, from 0; its id in every call" }),
  source: Nullable(Type.String(), { description: 'The original paragraph; null when the translation does not pair with its source' }),
  target: Type.String({ description: 'The translation, inline formatting as `<gN>…</gN>` and `<xN/>` tags' }),
  tags: Type.String({ description: 'The tags the target must keep — each once, nested as here — with no text, e.g. `<g1><x2/></g1>`' }),
  style: DocumentSegmentStyle,
  origin: literalUnion(DOCUMENT_SEGMENT_ORIGINS, { description: 'Where the current target came from' }),
  engine: Nullable(Type.String({ description: 'The engine that translated it, for ENGINE' })),
  status: literalUnion(DOCUMENT_SEGMENT_STATUSES),
  editedBy: Nullable(Type.String({ description: 'Who last changed the target (username)' })),
  editedAt: Nullable(DateTime),
});
export type DocumentSegment = Static<typeof DocumentSegment>;

const Versioned = {
  version: Type.Integer({ minimum: 1, description: "The document's version: named by every save and confirm; a change elsewhere since answers 409" }),
  fileStale: Type.Boolean({ description: 'Segments changed since the delivered file was built' }),
};

export const DocumentReview = Type.Object({
  jobRequestId: Type.String(),
  fileKey: Type.String({ description: 'The delivered translated file' }),
  fileName: Type.String(),
  languageId: Type.String(),
  sourceLanguageId: Nullable(Type.String()),
  sourceFileName: Nullable(Type.String()),
  paired: Type.Boolean({ description: 'Source and translation pair segment by segment; false: the translation is reviewed alone' }),
  pairingNote: Nullable(Type.String({ description: 'Why the translation is reviewed alone, in plain words' })),
  ...Versioned,
  fileVersion: Type.Integer({ minimum: 1, description: 'The delivered file\'s version: 1 as first delivered, one more per "Update file"' }),
  editable: Type.Boolean({ description: 'False for archived requests and for callers who may only read' }),
  rebuilding: Type.Boolean({ description: 'An "Update file" is running' }),
  rebuildFailure: Nullable(Type.String({ description: 'Why the last "Update file" failed; the earlier file stayed' })),
  total: Type.Integer({ minimum: 0, description: 'Segments in the document' }),
  from: Type.Integer({ minimum: 0, description: 'Position of the first segment listed' }),
  segments: Type.Array(DocumentSegment),
});
export type DocumentReview = Static<typeof DocumentReview>;

export const DocumentSegmentsQuery = Type.Object({
  from: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'First position listed' })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: DOCUMENT_SEGMENTS_MAX, description: 'How many; all from `from` when left out' })),
});
export type DocumentSegmentsQuery = Static<typeof DocumentSegmentsQuery>;

export const SaveDocumentSegmentsBody = Type.Object({
  version: Versioned.version,
  segments: Type.Array(
    Type.Object({ position: Type.Integer({ minimum: 0 }), target: Type.String({ maxLength: DOCUMENT_SEGMENT_TEXT_MAX_LENGTH }) }),
    { minItems: 1, maxItems: DOCUMENT_SAVE_MAX_SEGMENTS, description: 'The segments whose target changed; a changed segment is a draft again' },
  ),
});
export type SaveDocumentSegmentsBody = Static<typeof SaveDocumentSegmentsBody>;

export const ConfirmDocumentSegmentsBody = Type.Object({
  version: Versioned.version,
  positions: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 1, maxItems: DOCUMENT_SEGMENTS_MAX }),
});
export type ConfirmDocumentSegmentsBody = Static<typeof ConfirmDocumentSegmentsBody>;

export const DocumentSegmentsSaved = Type.Object({
  ...Versioned,
  segments: Type.Array(DocumentSegment, { description: 'The segments saved or confirmed, as stored now' }),
});
export type DocumentSegmentsSaved = Static<typeof DocumentSegmentsSaved>;

/** 409 of a save or confirm naming an older version: the error body of spec 1 §8 with what changed since. */
export const DocumentSegmentsConflict = Type.Object(
  {
    message: Type.String({ description: 'Shown to the user' }),
    errorCode: Type.Optional(Type.String({ description: 'Shown as [Error code: X] when present' })),
    version: Type.Optional(Type.Integer({ minimum: 1, description: "The document's version now" })),
    conflicts: Type.Optional(Type.Array(DocumentSegment, { description: 'The segments changed since the version named, as they are now' })),
  },
  { title: 'DocumentSegmentsConflict', description: 'Error body (spec 1 §8) with the segments changed since the version named' },
);
export type DocumentSegmentsConflict = Static<typeof DocumentSegmentsConflict>;

export const DocumentFileVersion = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  fileName: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  createdBy: Nullable(Type.String({ description: 'Who updated the file (username); null for the first delivery' })),
  current: Type.Boolean({ description: 'The file delivered now' }),
});
export type DocumentFileVersion = Static<typeof DocumentFileVersion>;

export const DocumentFileVersions = Type.Object({ versions: Type.Array(DocumentFileVersion, { description: 'Newest first' }) });
export type DocumentFileVersions = Static<typeof DocumentFileVersions>;

export const DocumentFileVersionParams = Type.Object({
  jobRequestId: Type.String({ minLength: 1 }),
  fileKey: Type.String({ minLength: 1 }),
  version: Type.String({ pattern: '^[0-9]{1,6}$' }),
});
export type DocumentFileVersionParams = Static<typeof DocumentFileVersionParams>;

export const RebuildDocumentBody = Type.Object({
  version: Versioned.version,
});
export type RebuildDocumentBody = Static<typeof RebuildDocumentBody>;
