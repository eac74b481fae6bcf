// A rebuilt document is delivered only once it opens (decision 174): LibreOffice loads it — every part, headers,
// footers, footnotes, notes, every sheet; a part it cannot parse fails the load — so a file Word or Excel would
// call damaged is caught here rather than by the client. What LibreOffice then writes is only the proof of the
// load, so the cheapest output does: plain text for a text document (about half the time of an OpenDocument copy
// of a long one), the first sheet as CSV, a presentation as OpenDocument (Impress writes no plain text). Tests
// ask for the OpenDocument sibling instead, whose text holds every part. A file delivered as a PDF or a legacy
// Office file is written back into that format by the same LibreOffice load, which is then its check.
import path from 'node:path';
import { convertWithLibreOffice } from '../../engines/mt/libreoffice.ts';
import { MtError, type DocumentFormat } from '../../engines/mt/index.ts';
import type { FilterFormat } from '../../engines/mt/filters/index.ts';

const KIND: Readonly<Record<FilterFormat, 'text' | 'sheet' | 'slides'>> = { txt: 'text', html: 'text', docx: 'text', odt: 'text', xlsx: 'sheet', ods: 'sheet', pptx: 'slides', odp: 'slides' };
const PROOF = { text: 'txt:Text (encoded):UTF8', sheet: 'csv:Text - txt - csv (StarCalc):44,34,76', slides: 'odp' } as const;
const OPEN_DOCUMENT = { text: 'odt', sheet: 'ods', slides: 'odp' } as const;

/** The reason a rebuild is given up at once: the rebuilt file would not open, and trying again changes nothing. */
export class FileWouldNotOpen extends Error {
  /** The file LibreOffice could not load (its base name). */
  readonly file: string;
  constructor(file: string, options?: { cause?: unknown }) {
    super(`LibreOffice could not read it as a ${path.extname(file).slice(1).toUpperCase()} file`, options);
    this.name = 'FileWouldNotOpen';
    this.file = file;
  }
}

/**
 * Opens every file (all of one kind — text, sheets or slides — with distinct base names) with one LibreOffice run,
 * its start-up being most of the cost, and returns what it wrote of each, in input order: the proof of the load,
 * or with `openDocument` the OpenDocument copy. A file LibreOffice cannot load throws FileWouldNotOpen naming it;
 * a LibreOffice that cannot start or times out throws its own error (worth a retry).
 */
export async function openWithLibreOffice(files: readonly string[], format: FilterFormat, outDir: string, options: { signal?: AbortSignal | undefined; openDocument?: boolean } = {}): Promise<string[]> {
  const to = (options.openDocument ? OPEN_DOCUMENT : PROOF)[KIND[format]];
  return asNotOpening(() => convertWithLibreOffice(files, { to, outDir, signal: options.signal }));
}

/** The rebuilt file written into the format the file was delivered in (a PDF, a .doc ...), by LibreOffice. */
export async function saveAsDelivered(file: string, delivered: DocumentFormat, outDir: string, signal?: AbortSignal): Promise<string> {
  const [out] = await asNotOpening(() => convertWithLibreOffice([file], { to: delivered, outDir, signal }));
  return out!;
}

async function asNotOpening<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    // convertWithLibreOffice reports a file it could not load by its missing output, as INVALID_DOCUMENT.
    if (err instanceof MtError && err.code === 'INVALID_DOCUMENT') {
      throw new FileWouldNotOpen(/^(\S+) could not be read/.exec(err.message)?.[1] ?? 'file', { cause: err });
    }
    throw err;
  }
}
