// A rebuilt document is delivered only once it opens (decision 174): LibreOffice loads it and writes its
// OpenDocument sibling — text, spreadsheet or presentation — which reads every part (headers, footers, footnotes,
// notes, every sheet), so a file Word or Excel would call damaged is caught here rather than by the client. A
// file delivered as a PDF or a legacy Office file is written back into that format by the same LibreOffice
// load, which is then its check.
import path from 'node:path';
import { convertWithLibreOffice } from '../../engines/mt/libreoffice.ts';
import { MtError, type DocumentFormat } from '../../engines/mt/index.ts';
import type { FilterFormat } from '../../engines/mt/filters/index.ts';

const OPEN_DOCUMENT: Readonly<Record<FilterFormat, 'odt' | 'ods' | 'odp'>> = {
  txt: 'odt',
  html: 'odt',
  docx: 'odt',
  odt: 'odt',
  xlsx: 'ods',
  ods: 'ods',
  pptx: 'odp',
  odp: 'odp',
};

/** The reason a rebuild is given up at once: the rebuilt file would not open, and trying again changes nothing. */
export class FileWouldNotOpen extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'FileWouldNotOpen';
  }
}

/**
 * Opens every file (all of one filter format, distinct base names) with one LibreOffice run — its start-up is
 * most of the cost — and returns the OpenDocument copies in input order. A file LibreOffice cannot load throws
 * FileWouldNotOpen naming it; a LibreOffice that cannot start or times out throws its own error (worth a retry).
 */
export async function openWithLibreOffice(files: readonly string[], format: FilterFormat, outDir: string, signal?: AbortSignal): Promise<string[]> {
  return asNotOpening(() => convertWithLibreOffice(files, { to: OPEN_DOCUMENT[format], outDir, signal }));
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
      const name = /^(\S+) could not be read/.exec(err.message)?.[1] ?? 'the file';
      throw new FileWouldNotOpen(`LibreOffice could not open ${path.basename(name)}`, { cause: err });
    }
    throw err;
  }
}
