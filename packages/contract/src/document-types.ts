// The document types, once: which file names are which format (the engines, the quote analysis) and which types
// the machine-translation file tab takes (spec 3 §5: Word, PowerPoint, Excel in old and new formats, PDF, plain
// text). The server checks and the browser mirrors from here, so the two cannot drift.

/**
 * Document formats an engine may read. `pdf` is read as text and written back as `docx`; the legacy Office formats
 * (doc, ppt, xls, rtf) are converted by LibreOffice and come back as their OOXML successors (decision 017).
 */
export type DocumentFormat = 'txt' | 'html' | 'docx' | 'pptx' | 'xlsx' | 'odt' | 'pdf' | 'doc' | 'ppt' | 'xls' | 'rtf';

/** A file-name extension (lower case, no dot) and the format it is read as. */
export const DOCUMENT_FORMAT_BY_EXTENSION: Readonly<Record<string, DocumentFormat>> = {
  txt: 'txt',
  text: 'txt',
  htm: 'html',
  html: 'html',
  xhtml: 'html',
  docx: 'docx',
  pptx: 'pptx',
  xlsx: 'xlsx',
  odt: 'odt',
  pdf: 'pdf',
  doc: 'doc',
  ppt: 'ppt',
  xls: 'xls',
  rtf: 'rtf',
};

/** A file name's extension, lower case without the dot; '' when it has none. */
export function extensionOfName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The format of a file by its extension; undefined for a format no engine reads. */
export function documentFormatOfName(fileName: string): DocumentFormat | undefined {
  return DOCUMENT_FORMAT_BY_EXTENSION[extensionOfName(fileName)];
}

/** Spec 3 §5: the types the file tab takes, by MIME type (what a file picker's `accept` names) and extension. */
export const MT_DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
};

/** The extensions of MT_DOCUMENT_TYPES without the dot: 'doc', 'docx', … */
export const MT_DOCUMENT_EXTENSIONS: readonly string[] = Object.values(MT_DOCUMENT_TYPES).flat().map((e) => e.slice(1));

/**
 * Whether the file tab takes `file`: by extension, or by MIME type for a name without one (browsers report no
 * MIME type for some files, and a dragged file may come without an extension).
 */
export function isMtDocument(file: { name: string; type?: string }): boolean {
  const extension = extensionOfName(file.name);
  if (extension) return MT_DOCUMENT_EXTENSIONS.includes(extension);
  return file.type !== undefined && file.type !== '' && Object.hasOwn(MT_DOCUMENT_TYPES, file.type);
}
