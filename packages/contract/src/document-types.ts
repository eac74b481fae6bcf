// The document types once (spec 3 §5 for the file tab), checked by the server and mirrored by the browser.

/** `pdf` is read as text and written as `docx`; the legacy Office formats go through LibreOffice (decision 017). */
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

export function extensionOfName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

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

export const MT_DOCUMENT_EXTENSIONS: readonly string[] = Object.values(MT_DOCUMENT_TYPES).flat().map((e) => e.slice(1));

/** By extension, or by MIME type for a name without one (a dragged file may have none). */
export function isMtDocument(file: { name: string; type?: string }): boolean {
  const extension = extensionOfName(file.name);
  if (extension) return MT_DOCUMENT_EXTENSIONS.includes(extension);
  return file.type !== undefined && file.type !== '' && Object.hasOwn(MT_DOCUMENT_TYPES, file.type);
}
